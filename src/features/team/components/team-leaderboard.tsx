import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeaderboardEntry, LeaderboardPrefs } from '#contract/leaderboard.ts';
import { lastEndedMonth, monthOf } from '#contract/money.ts';
import { formatCount, formatMoney, formatMonth } from '../../../lib/format.ts';
import { saveLeaderboardPrefs } from '../api/team-api.ts';
import { leaderboardQuery, teamKeys } from '../api/team-queries.ts';

const nameOf = (e: LeaderboardEntry) =>
  [e.first_name, e.last_name].filter(Boolean).join(' ') || e.nickname || '—';

/**
 * The month's leaderboard of the viewer's team (docs/decisions/079): only those who opted in, by own sales;
 * earnings only of those who allow it. The viewer's own switches sit on top.
 */
export function TeamLeaderboard() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const months = [monthOf(new Date()), lastEndedMonth()];
  const [month, setMonth] = useState(months[0] as string);
  const { data, isPending, isError } = useQuery(leaderboardQuery(month));
  const key = leaderboardQuery(month).queryKey;
  const save = useMutation({
    mutationFn: saveLeaderboardPrefs,
    // The switches follow the click at once; the list follows the server's answer.
    onMutate: (next) => queryClient.setQueryData(key, (old) => (old ? { ...old, prefs: next } : old)),
    onSettled: async () => queryClient.invalidateQueries({ queryKey: teamKeys.leaderboards }),
  });
  const prefs = data?.prefs ?? { opt_in: false, show_earnings: false };
  const change = (next: Partial<LeaderboardPrefs>) => {
    const merged = { ...prefs, ...next };
    save.mutate({ ...merged, show_earnings: merged.opt_in && merged.show_earnings });
  };

  return (
    <section className="card team-board" aria-labelledby="team-board-title" data-testid="team-leaderboard">
      <div className="team-board__head">
        <h2 id="team-board-title">{t`Leaderboard`}</h2>
        <select
          name="leaderboard-month"
          aria-label={t`Month`}
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(i18n.locale, m)}
            </option>
          ))}
        </select>
      </div>
      <label className="team-board__switch">
        <input
          type="checkbox"
          name="leaderboard-opt-in"
          checked={prefs.opt_in}
          disabled={!data || save.isPending}
          onChange={(e) => change({ opt_in: e.target.checked })}
        />
        <span>{t`Show me on the leaderboard`}</span>
      </label>
      <label className="team-board__switch">
        <input
          type="checkbox"
          name="leaderboard-earnings"
          checked={prefs.show_earnings}
          disabled={!data || !prefs.opt_in || save.isPending}
          onChange={(e) => change({ show_earnings: e.target.checked })}
        />
        <span>{t`Show my earnings to the team`}</span>
      </label>
      {isPending ? (
        <p className="muted" aria-busy="true">
          {t`Loading…`}
        </p>
      ) : isError ? (
        <p className="muted" role="alert">{t`Could not load the leaderboard.`}</p>
      ) : data.items.length === 0 ? (
        <p className="muted" data-testid="leaderboard-empty">
          <Trans>
            Nobody from your team is on the leaderboard yet. Only those who turn it on are listed.
          </Trans>
        </p>
      ) : (
        <ol className="team-board__list">
          {data.items.map((e) => (
            <li
              key={e.id}
              className={`team-board__row${e.me ? ' team-board__row--me' : ''}`}
              data-testid="leaderboard-row"
            >
              <span className="team-board__place">{e.place}</span>
              <span className="team-board__name">
                {nameOf(e)}
                {e.me ? <span className="muted"> · {t`you`}</span> : null}
              </span>
              <span className="team-board__figures">
                <span>{t`Sales: ${formatCount(i18n.locale, e.sales)}`}</span>
                <span className="muted" data-testid="leaderboard-earnings">
                  {e.earnings === null
                    ? t`earnings hidden`
                    : formatMoney(i18n.locale, e.earnings, e.currency)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
