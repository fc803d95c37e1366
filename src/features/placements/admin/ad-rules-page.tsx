import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdRule } from '#contract/ad-rules.ts';
import { Msg } from '#contract/messages.ts';
import { Button } from '../../../components/button.tsx';
import { ListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { handleError } from '../../../lib/errors.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { MARKET_LABELS } from '../../../lib/markets.ts';
import { networkName } from '../../../lib/networks.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { placementsKeys } from '../api/placements-api.ts';
import { AdRuleForm } from './ad-rule-form.tsx';
import { kindLabel } from './ad-rule-labels.ts';
import { adRulesQuery, updateAdRule } from './ad-rules-admin-api.ts';
import './ad-rules.css';

/**
 * Admin → Ad rules (decision 074): the rules a placement must meet before moderation and before its token,
 * with their laws and reasons. Moderators read them; admins add, edit and switch them off and on, and the
 * next check (the blogger's form, a submit, an approval) reads the change.
 */
export function AdRulesPage() {
  const { t } = useLingui();
  const isAdmin = useAuth().user?.role === 'admin';
  const query = useQuery(adRulesQuery());
  const [editing, setEditing] = useState<AdRule | 'new' | null>(null);

  if (editing)
    return (
      <section className="page admin-page ad-rules">
        <PageTitle>{t`Ad rules`}</PageTitle>
        <AdRuleForm rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      </section>
    );

  return (
    <section className="page admin-page ad-rules">
      <PageTitle>{t`Ad rules`}</PageTitle>
      <p className="admin-muted">
        <Trans>
          A placement breaking a rule that is on is refused before moderation and again before its token, with
          the rule's reason in the blogger's language.
        </Trans>
      </p>
      {isAdmin ? (
        <div className="button-row">
          <Button size="small" onClick={() => setEditing('new')}>
            <Trans>New rule</Trans>
          </Button>
        </div>
      ) : null}
      <ListStates query={query} empty={<Trans>No rules yet</Trans>}>
        {(rules) => (
          <ul className="admin-list" data-testid="ad-rules">
            {rules.map((rule) => (
              <RuleCard key={rule.code} rule={rule} isAdmin={isAdmin} onEdit={() => setEditing(rule)} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}

function RuleCard({ rule, isAdmin, onEdit }: { rule: AdRule; isAdmin: boolean; onEdit: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await updateAdRule(rule.code, { active: !rule.active });
      toast.success(i18n._(Msg.changes_saved));
      await queryClient.invalidateQueries({ queryKey: adminKey });
      await queryClient.invalidateQueries({ queryKey: placementsKeys.adMarking });
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  const figure =
    rule.kind === 'banned_network'
      ? networkName(rule.network ?? '')
      : t`from ${formatCount(i18n.locale, rule.min_followers ?? 0)} followers`;

  return (
    <li className="card ad-rule" data-testid="ad-rule" data-code={rule.code} data-active={rule.active}>
      <div className="ad-rule__head">
        <strong>{kindLabel(rule.kind)}</strong>
        <span className={`chip ${rule.active ? 'chip--rule-on' : 'chip--rule-off'}`}>
          {rule.active ? t`On` : t`Off`}
        </span>
      </div>
      <p>
        {figure} · {i18n._(MARKET_LABELS[rule.market])}
      </p>
      <p className="admin-muted">
        {rule.law} · <Trans>applies from {formatDate(i18n.locale, rule.in_force_from)}</Trans> ·{' '}
        <code>{rule.code}</code>
      </p>
      <p lang="ru">{rule.reason_ru}</p>
      <p lang="en" className="admin-muted">
        {rule.reason_en}
      </p>
      {isAdmin ? (
        <div className="button-row">
          <Button size="small" variant="transparent" onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="small" variant="gray" disabled={busy} onClick={() => void toggle()}>
            {rule.active ? <Trans>Switch off</Trans> : <Trans>Switch on</Trans>}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
