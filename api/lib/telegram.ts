/** One message through the Telegram Bot API (`sendMessage`); rejects when Telegram does not accept it. */
const API = 'https://api.telegram.org';
const TIMEOUT_MS = 10_000;

export async function sendTelegram(botToken: string, chatId: number | string, text: string): Promise<void> {
  const res = await fetch(`${API}/bot${botToken}/sendMessage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, text }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Telegram sendMessage answered ${res.status}`);
}
