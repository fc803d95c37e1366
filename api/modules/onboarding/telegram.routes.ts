/**
 * Telegram Bot API webhook. Telegram proves itself with the secret token set at `setWebhook`; every
 * well-formed update gets 200 (otherwise Telegram retries it). `/start <code>` links the chat.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import type { Config } from '../../config.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { sendTelegram } from '../../lib/telegram.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { linkTelegram } from './onboarding.service.ts';

const TelegramUpdate = v.object({
  update_id: v.number(),
  message: v.optional(
    v.object({
      text: v.optional(v.string()),
      chat: v.object({ id: v.number() }),
      from: v.optional(v.object({ username: v.optional(v.string()) })),
    }),
  ),
});

const START = /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{16,64})\s*$/;
const digest = (s: string) => createHash('sha256').update(s).digest();

const REPLY = {
  ru: 'Telegram подключён. Вернитесь в приложение.',
  en: 'Telegram connected. Return to the app.',
};

const telegramRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  const { webhookSecret, botToken } = config.telegram;

  const reply = (chatId: number, text: string) => {
    if (!botToken) return;
    sendTelegram(botToken, chatId, text).catch((err) => app.log.warn({ err }, 'telegram reply failed'));
  };

  app.post(
    `/${ApiPath.telegramWebhook}`,
    {
      schema: { tags: ['telegram'], body: TelegramUpdate, response: { 200: v.object({}), 401: ErrorBody } },
      // Before the body is parsed: without the secret nothing else happens. No secret configured = disabled.
      onRequest: async (request) => {
        const given = request.headers['x-telegram-bot-api-secret-token'];
        if (!webhookSecret || typeof given !== 'string') throw unauthorized();
        if (!timingSafeEqual(digest(given), digest(webhookSecret))) throw unauthorized();
      },
    },
    async (request) => {
      const message = request.body.message;
      const code = message?.text ? START.exec(message.text)?.[1] : undefined;
      if (message && code) {
        const user = await linkTelegram(request.em, code, message.chat.id, message.from?.username ?? null);
        if (user) reply(message.chat.id, REPLY[user.locale === 'en' ? 'en' : 'ru']);
      }
      return {};
    },
  );
};

export default telegramRoutes;
