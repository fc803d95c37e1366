/**
 * Stand-ins for the sections that wait for the landing data: they take about the room of the real content,
 * so nothing jumps when the data arrives, and assistive tech skips them.
 */
export function Placeholder({ rows, className = '' }: { rows: number; className?: string }) {
  return (
    <div className={`landing-skeleton ${className}`} aria-hidden="true" data-testid="landing-placeholder">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical bars
        <span key={i} className="landing-skeleton__row" />
      ))}
    </div>
  );
}

/** An inline figure not known yet (a money amount of the conditions). */
export const Pending = () => <span className="landing-pending" aria-hidden="true" />;
