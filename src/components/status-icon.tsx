/** Large status pictograms for result screens (inline SVG: no icon font, works offline). */
export function StatusIcon({ kind }: { kind: 'wait' | 'ok' | 'no' }) {
  const color = kind === 'ok' ? 'var(--green)' : kind === 'no' ? 'var(--warn)' : '#f59e0b';
  return (
    <svg className="status-icon" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="22" fill="none" stroke={color} strokeWidth="4" />
      {kind === 'wait' ? (
        <path d="M24 12v13l8 5" fill="none" stroke={color} strokeWidth="4" strokeLinecap="round" />
      ) : null}
      {kind === 'ok' ? (
        <path d="M14 25l7 7 13-15" fill="none" stroke={color} strokeWidth="4" strokeLinecap="round" />
      ) : null}
      {kind === 'no' ? (
        <path d="M16 16l16 16M32 16L16 32" stroke={color} strokeWidth="4" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
