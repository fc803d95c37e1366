import { Trans } from '@lingui/react/macro';
import { type CSSProperties, useState, useSyncExternalStore } from 'react';
import { applyUpdate, getUpdateState, subscribeUpdateState } from '../lib/pwa.ts';

const banner: CSSProperties = {
  position: 'fixed',
  insetInline: 16,
  bottom: 'calc(16px + env(safe-area-inset-bottom))',
  zIndex: 1000,
  maxWidth: 480,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 16px',
  borderRadius: 12,
  background: '#111827',
  color: '#fff',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.25)',
  fontSize: 15,
};
const button: CSSProperties = {
  border: 0,
  borderRadius: 8,
  padding: '8px 14px',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};

/** Offers a waiting service-worker version; the user decides when to reload (never forced). */
export function UpdatePrompt() {
  const { available, applying } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div role="status" aria-live="polite" data-testid="update-prompt" style={banner}>
      <span style={{ flex: 1 }}>
        <Trans>A new version is available</Trans>
      </span>
      <button
        type="button"
        style={{ ...button, background: 'transparent', color: '#d1d5db' }}
        onClick={() => setDismissed(true)}
      >
        <Trans>Later</Trans>
      </button>
      <button
        type="button"
        style={{ ...button, background: '#1db954', color: '#04210f' }}
        disabled={applying}
        onClick={() => void applyUpdate()}
      >
        <Trans>Update</Trans>
      </button>
    </div>
  );
}
