/**
 * The YooKassa self-employed connection in the browser (docs/decisions/077), against the local YooKassa
 * fake: the blogger gives the YooMoney wallet and the phone linked to «Мой налог», sees the request pending
 * with the link to open, confirms it there (the fake's `confirm`), checks again and sees it confirmed; a
 * revoked permission shows as declined with the form to connect again. Russian, and the same account with
 * the English interface. Screenshots (phone and desktop) go to YK_SHOTS if set.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { startYooKassaFake } from '../helpers/yookassa-fake.ts';

const fake = await startYooKassaFake();
const app = openApp({
  skipCookieNotice: (server) => [server.url, server.enUrl],
  pagePerTest: false,
  server: {
    env: {
      PAYOUT_PROVIDER: 'yookassa',
      YOOKASSA_AGENT_ID: fake.agentId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_API_URL: fake.url,
    },
  },
});
afterAll(() => fake.close());
const SHOTS = process.env.YK_SHOTS;
const EMAIL = 'sveta@demo.local';

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.getByTestId('payout-connection').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`) });
  }
}

describe('YooKassa connection', () => {
  it('connects by phone, shows the «Мой налог» request, then confirmed; declined offers to connect again', async () => {
    const base = app.server.url;
    const page = await app.newPage([base]);
    await signInUi(page, base, EMAIL, DEMO_PASSWORD);
    await page.goto(`${base}/user/wallet`);
    const card = page.getByTestId('payout-connection');
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('none');
    expect(await card.textContent()).toContain('Выплаты через ЮKassa');
    await shoot(page, 'yookassa-form-ru');

    // A wrong wallet is refused at its field; nothing reaches YooKassa.
    await card.locator('input[name=destination]').fill('1234');
    await card.getByRole('radio', { name: /Телефону/ }).check();
    await card.locator('input[name=phone]').fill('+7 900 123-45-67');
    await card.getByRole('button', { name: 'Отправить заявку в «Мой налог»' }).click();
    await card.locator('.field__error').first().waitFor();
    expect(fake.selfEmployed.size).toBe(0);

    await card.locator('input[name=destination]').fill('4100116075156746');
    await card.getByRole('button', { name: 'Отправить заявку в «Мой налог»' }).click();
    await page.locator('[data-testid=payout-connection][data-status=pending]').waitFor();
    const [se] = [...fake.selfEmployed.values()];
    expect(se?.phone).toBe('79001234567');
    const link = card.getByRole('link', { name: 'Открыть заявку в «Мой налог»' });
    expect(await link.getAttribute('href')).toBe(se?.confirmation?.confirmation_url);
    expect(await card.textContent()).toContain('Ждёт подтверждения');
    await shoot(page, 'yookassa-pending-ru');

    // The same account with the English interface.
    const en = await app.newPage([app.server.enUrl]);
    await signInUi(en, app.server.enUrl, EMAIL, DEMO_PASSWORD);
    await en.goto(`${app.server.enUrl}/user/wallet`);
    const enCard = en.locator('[data-testid=payout-connection][data-status=pending]');
    await enCard.waitFor();
    expect(await enCard.getByRole('link', { name: 'Open the request in «Мой налог»' }).count()).toBe(1);
    await shoot(en, 'yookassa-pending-en');

    // The blogger declines the request in «Мой налог»: the card says so and offers the form again.
    fake.setStatus(se?.id ?? '', 'canceled');
    await card.getByRole('button', { name: 'Проверить заявку ещё раз' }).click();
    await page.locator('[data-testid=payout-connection][data-status=canceled]').waitFor();
    expect(await card.textContent()).toContain('Отклонено');
    await shoot(page, 'yookassa-declined-ru');

    // Connecting again makes a new request; this time the blogger allows it and comes back.
    await card.locator('input[name=destination]').fill('4100116075156746');
    await card.locator('input[name=phone]').fill('+7 900 123-45-67');
    await card.getByRole('button', { name: 'Отправить заявку в «Мой налог»' }).click();
    await page.locator('[data-testid=payout-connection][data-status=pending]').waitFor();
    const second = [...fake.selfEmployed.values()].find((s) => s.id !== se?.id);
    expect(second?.status).toBe('pending');
    fake.confirm(second?.id ?? '');
    await card.getByRole('button', { name: 'Проверить заявку ещё раз' }).click();
    await page.locator('[data-testid=payout-connection][data-status=confirmed]').waitFor();
    expect(await card.textContent()).toContain('•••• 6746');
    expect(await card.textContent()).toContain('Подключено');
    await shoot(page, 'yookassa-confirmed-ru');
    await en.reload();
    await en.locator('[data-testid=payout-connection][data-status=confirmed]').waitFor();
    await shoot(en, 'yookassa-confirmed-en');
  }, 240_000);
});
