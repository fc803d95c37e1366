/**
 * The withdrawal form and the server's `insufficient_funds` refusal (trust finding 5): the balance the page
 * showed has moved, so the form says why at the amount, whatever else the body carries, and reloads it.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletSummary } from '#contract/wallet.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { allMessages } from '../helpers/catalogs.ts';

const messages = allMessages('en');
const ru = allMessages('ru');

const api = vi.hoisted(() => ({
  walletKey: ['wallet'] as const,
  createWithdrawal: vi.fn(),
}));
vi.mock('../../src/features/wallet/api/wallet-api.ts', () => api);

const { WithdrawalForm } = await import('../../src/features/wallet/components/withdrawal-form.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
beforeAll(() => {
  i18n.load('ru', ru);
  i18n.loadAndActivate({ locale: 'en', messages });
});
afterEach(() => {
  act(() => root?.unmount());
  i18n.activate('en');
  document.body.innerHTML = '';
});

const SUMMARY: WalletSummary = {
  currency: 'RUB',
  balance: 2_000_000,
  held: 0,
  accrued: 0,
  minimum: 1_000_000,
  on_review: 0,
  carry_over: { amount: 0, reason: null },
  connection: null,
  payout_service: { provider: 'sandbox', inn: null, phone: null },
  can_withdraw: true,
};

/** What ky throws for a 422 (the api client keeps the parsed body on `data`). */
const httpError = (data: unknown) =>
  Object.assign(new Error('Unprocessable Entity'), { name: 'HTTPError', data });

async function render(client: QueryClient): Promise<HTMLFormElement> {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <WithdrawalForm summary={SUMMARY} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
  return container.querySelector('form') as HTMLFormElement;
}

describe('withdrawal form', () => {
  afterEach(() => api.createWithdrawal.mockReset());
  it('shows the insufficient_funds message at the amount and reloads the balance', async () => {
    api.createWithdrawal.mockRejectedValue(
      httpError({ message: 'Not enough money in the wallet', code: 'insufficient_funds' }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const reload = vi.spyOn(client, 'invalidateQueries');
    const form = await render(client);
    const amount = form.querySelector('[name="amount"]') as HTMLInputElement;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(amount, '15000');
      amount.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      form.requestSubmit();
    });
    await vi.waitFor(() => expect(api.createWithdrawal).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(amount.closest('label')?.querySelector('.field__error')?.textContent).toBe(
        'Not enough money in the wallet',
      ),
    );
    expect(reload).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  // UX review finding 5: 'Не может быть меньше 10' under a 10 000 ₽ minimum, 'Слишком большое число' above
  // the balance; the messages name the real amounts, formatted as money, in either language.
  for (const locale of ['ru', 'en'] as const) {
    it(`names the minimum and the available balance as money (${locale})`, async () => {
      i18n.activate(locale);
      const form = await render(new QueryClient());
      const amount = form.querySelector('[name="amount"]') as HTMLInputElement;
      const message = async (typed: string) => {
        await act(async () => {
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          setter?.call(amount, typed);
          amount.dispatchEvent(new Event('input', { bubbles: true }));
        });
        await act(async () => form.requestSubmit());
        return amount.closest('label')?.querySelector('.field__error')?.textContent;
      };
      const min = formatMoney(locale, SUMMARY.minimum, 'RUB');
      const balance = formatMoney(locale, SUMMARY.balance, 'RUB');
      const texts = {
        ru: { min: `Минимальная сумма вывода — ${min}`, over: `Больше, чем доступно: ${balance}` },
        en: { min: `The minimum withdrawal is ${min}`, over: `More than available: ${balance}` },
      }[locale];
      expect(await message('5')).toBe(texts.min);
      expect(await message('9999')).toBe(texts.min);
      expect(await message('25000')).toBe(texts.over);
      expect(await message('999999999')).toBe(texts.over);
      expect(api.createWithdrawal).not.toHaveBeenCalled();
    });
  }
});
