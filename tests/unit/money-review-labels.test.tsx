/**
 * UX review findings 3 and 4: a refund in the wallet's operations is not called "Вывод" (each kind has its
 * own label), and "Проверить статус" on the review screen says what it found.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletOperation } from '#contract/wallet.ts';
import { allMessages } from '../helpers/catalogs.ts';

const ru = allMessages('ru');

const op = (id: number, kind: string, amount: number): WalletOperation => ({
  id,
  type: amount < 0 ? 'withdrawal' : 'deposit',
  status: 'completed',
  kind,
  amount: Math.abs(amount),
  currency: 'RUB',
  date: '2026-11-02T10:00:00Z',
  month: '2026-10',
  withdrawal_id: null,
});
const OPERATIONS = [op(1, 'release', 500_000), op(2, 'reversal', -20_000), op(3, 'withdrawal', -100_000)];

vi.mock('../../src/features/wallet/api/wallet-api.ts', () => ({
  operationsQuery: () => ({
    queryKey: ['wallet', 'operations', 1],
    queryFn: async () => ({ items: OPERATIONS, total: 3, page: 1, pages: 1 }),
  }),
  requestsQuery: () => ({ queryKey: ['wallet', 'requests', 1], queryFn: async () => ({}) }),
}));
const session = vi.hoisted(() => ({ status: 'review' as string }));
vi.mock('../../src/lib/auth.ts', () => ({
  auth: { reload: async () => undefined, getState: () => ({ user: { status: session.status } }) },
}));
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: vi.fn() }), Link: () => null }));
vi.mock('../../src/components/log-out-button.tsx', () => ({ LogOutButton: () => null }));

const { HistoryTabs } = await import('../../src/features/wallet/components/history-tabs.tsx');
const { ReviewScreen } = await import('../../src/features/accounts/components/registration-status.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
beforeAll(() => i18n.loadAndActivate({ locale: 'ru', messages: ru }));
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function render(node: ReactNode): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
      </I18nProvider>,
    );
  });
  return container;
}

describe('money review labels', () => {
  it('names each wallet operation by its kind: a refund is not a withdrawal', async () => {
    const view = await render(<HistoryTabs />);
    await vi.waitFor(() =>
      expect(view.querySelectorAll('[data-testid=wallet-operation-label]').length).toBe(3),
    );
    const labels = [...view.querySelectorAll('[data-testid=wallet-operation-label]')].map(
      (el) => el.textContent,
    );
    expect(labels).toEqual(['Доход за октябрь 2026', 'Возврат оплаченного заказа', 'Вывод']);
  });

  it('"Проверить статус" says the account is still under review', async () => {
    const view = await render(<ReviewScreen />);
    const button = [...view.querySelectorAll('button')].find((b) => b.textContent === 'Проверить статус');
    await act(async () => button?.click());
    await vi.waitFor(() =>
      expect(view.querySelector('[role=status][data-testid=registration-check-result]')?.textContent).toMatch(
        /^Аккаунт всё ещё на проверке \(проверено .+\)/,
      ),
    );
  });
});
