/**
 * Small steps the browser journeys share: signing in through the UI, calling the API directly (admin
 * token, outbox) and waiting for toasts and mails, which arrive asynchronously.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import type { OutboxMessage } from '#contract/moderation.ts';

export const DEMO_PASSWORD = 'Demo2024!';
export const ADMIN_EMAIL = 'admin@demo.local';

/** The cookie notice is covered by its own test; here it would only hide buttons at the bottom. */
export async function skipCookieNotice(context: BrowserContext, ...bases: string[]): Promise<void> {
  await context.addCookies(bases.map((url) => ({ name: 'cookie-notice-shown', value: 'Y', url })));
}

/** Signs in on /user/login and waits until the app has navigated away from it. */
export async function signInUi(page: Page, base: string, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/user/login')) await page.goto(`${base}/user/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/user/login'));
}

export async function apiCall<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path.startsWith('/') ? path : `${API_PREFIX}/${path}`}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function apiSignIn(base: string, email: string, password: string): Promise<string> {
  const { status, body } = await apiCall<{ token: string }>(base, ApiPath.signIn, {
    json: { email, password },
  });
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}: ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * Confirms every placement of the user that is due for removal (the demo's irina@ has one), so a journey
 * through other pages is not held on the placements page by the removal guard.
 */
export async function confirmDueRemovals(base: string, email: string, password: string): Promise<void> {
  const token = await apiSignIn(base, email, password);
  const { body } = await apiCall<{ id: string; status: string }[]>(base, ApiPath.placements, { token });
  for (const p of body.filter((p) => p.status === 'needs_removal')) {
    const done = await apiCall(base, ApiPath.placementRemoval(p.id), { token, json: {} });
    if (done.status !== 200) throw new Error(`removal of ${p.id} answered ${done.status}`);
  }
}

/** Polls the admin outbox until a mail to `to` matching `match` is there (mail is sent after the answer). */
export async function waitForMail(
  base: string,
  adminToken: string,
  to: string,
  match: (mail: OutboxMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    const { status, body } = await apiCall<OutboxMessage[]>(base, ApiPath.adminOutbox, { token: adminToken });
    last = body;
    const mail = status === 200 ? body.find((m) => m.to === to && match(m)) : undefined;
    if (mail) return mail;
    // Polls: the mail is sent after the answer, and the outbox is only seen over HTTP.
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms; outbox: ${JSON.stringify(last)}`);
}

/** The first http(s) link in a mail text. */
export function mailLink(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in mail:\n${text}`);
  return link;
}

/** Waits for a toast with this text (and type, when given). */
export async function waitForToast(page: Page, text: string, type?: string): Promise<void> {
  const selector = type ? `.toast[data-type="${type}"]` : '.toast';
  await page.locator(selector, { hasText: text }).first().waitFor({ state: 'visible' });
}
