import { useLingui } from '@lingui/react/macro';
import type { Network } from '#contract/accounts.ts';
import { networkOptions } from '../lib/networks.ts';

/** The "social network" filter of list pages: every network, or all of them when empty. */
export function NetworkFilter({
  value,
  onChange,
}: {
  value?: Network;
  onChange: (network: Network | undefined) => void;
}) {
  const { t } = useLingui();
  return (
    <label className="field">
      <span>{t`Social network`}</span>
      <select
        name="network"
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as Network | undefined)}
      >
        <option value="">{t`All networks`}</option>
        {networkOptions().map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
