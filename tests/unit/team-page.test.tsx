/**
 * The team page against a stubbed team API: the URL state drives the list, the search box is debounced,
 * the two empty states differ, "show more" follows the cursor, a failed list offers a retry.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamPage as Page, TeamMember, TeamQuery, TeamSummary } from '#contract/team.ts';
import { SEARCH_DEBOUNCE_MS } from '../../src/features/team/components/team-filters.tsx';
import { TeamPage } from '../../src/features/team/components/team-page.tsx';
import { TeamSearch } from '../../src/features/team/team-search.ts';
import { allMessages } from '../helpers/catalogs.ts';

const en = allMessages('en');
const ru = allMessages('ru');

const api = vi.hoisted(() => ({
  fetchTeam: vi.fn(),
  fetchTeamSummary: vi.fn(),
  fetchTeamMember: vi.fn(),
  fetchRankLadder: vi.fn(),
  fetchLeaderboard: vi.fn(),
  saveLeaderboardPrefs: vi.fn(),
}));
vi.mock('../../src/features/team/api/team-api.ts', () => api);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const member = (id: string, over: Partial<TeamMember> = {}): TeamMember => ({
  id,
  line: 1,
  first_name: `Name${id}`,
  last_name: 'Test',
  nickname: `@nick${id}`,
  avatar_url: null,
  rank: 'leader',
  status: 'cooperation',
  joined_at: '2026-03-05T10:00:00.000Z',
  contacts: null,
  invited: 2,
  structure: 5,
  income: 123_456,
  ...over,
});
const page = (items: TeamMember[], next: string | null = null): Page => ({
  currency: 'USD',
  items,
  next_cursor: next,
});
const summary = (people: number): TeamSummary => ({
  currency: 'USD',
  levels: [1, 2, 3, 4].map((line) => ({ line, people: line === 1 ? people : 0, revenue: 0, income: 0 })),
  referral_link: 'https://example.test/r/anna',
  promocodes: [{ code: 'ANNA10', network: 'instagram' }],
});

let root: Root | null = null;
let router: ReturnType<typeof makeRouter>;
beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: en });
  // The leaderboard card (decision 079) has its own tests; here it is empty and opted out.
  api.fetchLeaderboard.mockResolvedValue({
    month: '2026-11',
    prefs: { opt_in: false, show_earnings: false },
    items: [],
  });
  api.fetchTeamSummary.mockResolvedValue(summary(3));
  api.fetchRankLadder.mockResolvedValue({
    ranks: [{ code: 'leader', name_ru: 'Лидер', name_en: 'Leader', permanent: false, conditions: {} }],
  });
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.clearAllMocks();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

function makeRouter(url: string) {
  const rootRoute = createRootRoute();
  const team = createRoute({
    getParentRoute: () => rootRoute,
    path: '/team',
    validateSearch: TeamSearch,
    component: function Team() {
      const navigate = team.useNavigate();
      return (
        <TeamPage
          search={team.useSearch()}
          onSearchChange={(s) => void navigate({ search: s, replace: true })}
        />
      );
    },
  });
  const others = ['/user/profile', '/user/promocodes'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren([team, ...others]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
}

async function render(url: string) {
  router = makeRouter(url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    await router.load();
  });
  await settle();
  return container;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const byTestId = (id: string) => document.querySelectorAll(`[data-testid="${id}"]`);
const lastQuery = (): TeamQuery => api.fetchTeam.mock.calls.at(-1)?.[0];
const text = (el: Element | undefined | null) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('team page', () => {
  it('lists partners with rank names, statuses, money and contacts only where sent', async () => {
    api.fetchTeam.mockResolvedValue(
      page([
        member('1', { contacts: { email: 'one@x.test', phone: '+7 999 111-22-33', telegram: '@one_tg' } }),
        member('2', { line: 3, rank: 'unknown_rank', status: 'validation' }),
      ]),
    );
    await render('/team');
    const cards = byTestId('team-member');
    expect(cards).toHaveLength(2);
    expect(text(cards[0]?.querySelector('[data-testid="team-member-rank"]'))).toBe('Leader');
    expect(text(cards[1]?.querySelector('[data-testid="team-member-rank"]'))).toBe('unknown_rank');
    expect(text(cards[1]?.querySelector('[data-testid="team-member-status"]'))).toBe('Validation');
    expect(text(cards[0]?.querySelector('[data-testid="team-member-income"]'))).toBe('$1,234.56');
    expect(cards[0]?.querySelector('a[href="tel:+79991112233"]')).not.toBeNull();
    expect(cards[0]?.querySelector('a[href="https://t.me/one_tg"]')).not.toBeNull();
    expect(cards[1]?.querySelector('[data-testid="team-member-contacts"]')).toBeNull();
    expect(lastQuery()).toMatchObject({ limit: 20 });
    expect(lastQuery().q).toBeUndefined();
  });

  it('searches once typing settles, keeps it in the URL, and says so when nothing matches', async () => {
    api.fetchTeam.mockResolvedValue(page([member('1')]));
    await render('/team?status=new');
    api.fetchTeam.mockResolvedValue(page([]));
    const input = document.querySelector<HTMLInputElement>('input[name="q"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const searched = () => api.fetchTeam.mock.calls.map((call) => (call[0] as TeamQuery).q).filter(Boolean);
    // Two keystrokes in one go: no time passes between them, so only the settled text may be searched.
    act(() => {
      for (const value of ['no', 'nobody']) {
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    expect(searched()).toEqual([]);
    expect(router.state.location.search).toEqual({ status: 'new' });
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    await settle();
    expect(searched()).toEqual(['nobody']);
    expect(router.state.location.search).toEqual({ status: 'new', q: 'nobody' });
    expect(lastQuery()).toMatchObject({ q: 'nobody', status: 'new' });
    expect(text(byTestId('team-not-found')[0])).toContain('No partners found. Try changing your search');
    expect(byTestId('team-empty')).toHaveLength(0);
  });

  it('drops invalid URL values and shows the kept ones in the filters', async () => {
    api.fetchTeam.mockResolvedValue(page([member('1')]));
    await render('/team?line=9&status=bogus&rank=leader&sort=name_asc&q=%22anna%22');
    expect(router.state.location.search).toEqual({ rank: 'leader', sort: 'name_asc', q: 'anna' });
    expect(lastQuery()).toMatchObject({ rank: 'leader', sort: 'name_asc', q: 'anna' });
    expect(lastQuery().line).toBeUndefined();
    const value = (name: string) => document.querySelector<HTMLSelectElement>(`[name="${name}"]`)?.value;
    expect(value('line')).toBe('');
    expect(value('status')).toBe('');
    expect(value('rank')).toBe('leader');
    expect(value('sort')).toBe('name_asc');
    expect(document.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('anna');
  });

  it('shows the invite call to action, not "not found", when the team has nobody yet', async () => {
    api.fetchTeamSummary.mockResolvedValue(summary(0));
    api.fetchTeam.mockResolvedValue(page([]));
    await render('/team');
    expect(byTestId('team-empty')).toHaveLength(1);
    expect(byTestId('team-not-found')).toHaveLength(0);
    expect(document.querySelector<HTMLDetailsElement>('[data-testid="team-guides"]')?.open).toBe(true);
    // Zero totals and filters over nobody would be noise.
    expect(document.querySelector('input[name="q"]')).toBeNull();
    expect(byTestId('team-level')).toHaveLength(0);
  });

  it('filters by a line when its totals card is tapped, and back when tapped again', async () => {
    api.fetchTeam.mockResolvedValue(page([member('1')]));
    await render('/team');
    const card = () => byTestId('team-level')[1] as HTMLButtonElement;
    expect(text(card())).toContain('Line 2');
    await act(async () => card().click());
    await settle();
    expect(router.state.location.search).toEqual({ line: 2 });
    expect(lastQuery()).toMatchObject({ line: 2 });
    expect(card().getAttribute('aria-pressed')).toBe('true');
    await act(async () => card().click());
    await settle();
    expect(router.state.location.search).toEqual({});
    expect(document.querySelector<HTMLSelectElement>('[name="line"]')?.value).toBe('');
  });

  it('appends the next page through the cursor', async () => {
    api.fetchTeam.mockImplementation(async (q: TeamQuery) =>
      q.cursor === 'c1' ? page([member('3')]) : page([member('1'), member('2')], 'c1'),
    );
    await render('/team?line=2');
    expect(byTestId('team-member')).toHaveLength(2);
    const more = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Show more')!;
    await act(async () => more.click());
    await settle();
    expect(lastQuery()).toMatchObject({ cursor: 'c1', line: 2 });
    expect(byTestId('team-member')).toHaveLength(3);
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Show more')).toBe(false);
  });

  it('offers a retry when the list fails', async () => {
    api.fetchTeam.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page([member('1')]));
    await render('/team');
    expect(byTestId('team-error')).toHaveLength(1);
    const retry = byTestId('team-error')[0]?.querySelector('button') as HTMLButtonElement;
    await act(async () => retry.click());
    await settle();
    expect(byTestId('team-member')).toHaveLength(1);
  });

  it('speaks Russian with the SPEC empty-search text', async () => {
    i18n.loadAndActivate({ locale: 'ru', messages: ru });
    api.fetchTeam.mockResolvedValue(page([]));
    await render('/team?q=zzz');
    expect(text(byTestId('team-not-found')[0])).toContain('Не найдено партнёров. Попробуй изменить запрос');
    expect(text(document.querySelector('h1'))).toBe('Моя команда');
  });
});
