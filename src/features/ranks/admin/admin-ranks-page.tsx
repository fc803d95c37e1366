import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BASE_RANK } from '#contract/ranks.ts';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { conditionTexts } from '../rank-format.ts';
import { ladderQuery } from './ranks-admin-api.ts';
import '../ranks.css';
import './admin-ranks.css';
import { LoadingOrRetry } from '../../../components/loading-or-retry.tsx';
import { EvaluationPanel } from './evaluation-panel.tsx';
import { LadderEditor } from './ladder-editor.tsx';

const Conditions = ({ texts }: { texts: string[] }) =>
  texts.length === 0 ? (
    '—'
  ) : (
    <ul className="ladder-table__conditions">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );

/** Admin → Ranks: the ladder in order (RUB and USD thresholds), its editor and the monthly evaluation. */
export function AdminRanksPage() {
  const { t } = useLingui();
  const isAdmin = useAuth().user?.role === 'admin';
  const [editing, setEditing] = useState(false);
  const { data, isPending, isError, refetch } = useQuery(ladderQuery());

  return (
    <section className="page admin-page admin-ranks">
      <PageTitle>{t`Ranks`}</PageTitle>
      {isPending || isError ? (
        <LoadingOrRetry isPending={isPending} onRetry={() => void refetch()} />
      ) : editing ? (
        <LadderEditor ranks={data.ranks} onClose={() => setEditing(false)} />
      ) : (
        <>
          <table className="admin-table ladder-table" data-testid="admin-ladder">
            <thead>
              <tr>
                <th>#</th>
                <th>{t`Rank`}</th>
                <th>{t`Conditions, RUB`}</th>
                <th>{t`Conditions, USD`}</th>
              </tr>
            </thead>
            <tbody>
              {data.ranks.map((rank, i) => (
                <tr key={rank.code} data-testid="admin-ladder-row">
                  <td data-label="#">{i + 1}</td>
                  <td data-label={t`Rank`}>
                    {/* One block: on phones the cell is a label-and-value grid, where loose parts would
                        fall into the label's column. */}
                    <div>
                      <strong>{rank.name_ru}</strong> / {rank.name_en}
                      <br />
                      <span className="admin-muted">{rank.code}</span>
                      {rank.permanent && rank.code !== BASE_RANK ? (
                        <span className="admin-badge">{t`cannot be lost`}</span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={t`Conditions, RUB`}>
                    <Conditions texts={conditionTexts(rank.conditions, 'RUB')} />
                  </td>
                  <td data-label={t`Conditions, USD`}>
                    <Conditions texts={conditionTexts(rank.conditions, 'USD')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {isAdmin ? (
            <div className="button-row">
              <Button size="small" onClick={() => setEditing(true)}>
                <Trans>Edit the ladder</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
      {isAdmin ? <EvaluationPanel /> : null}
    </section>
  );
}
