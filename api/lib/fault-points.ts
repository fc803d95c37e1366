/**
 * Fault injection for crash tests and the chaos runner. Code marks the moments where a crash would hurt
 * most with `faultPoint(name)`; nothing happens unless a fault is asked for, and never in production
 * (NODE_ENV=production ignores everything below).
 *
 * Points:
 * - `upload-finished-before-record`: the last byte of a tus upload is on disk, the database does not yet
 *   say "uploaded" (api/modules/uploads/tus-server.ts, onUploadFinish).
 * - `draft-saved-before-response`: a draft PUT is committed, its answer not yet sent
 *   (api/modules/placements/placements.service.ts, upsertDraft).
 * - `submit-before-commit`: a submit passed its checks, the status change is not yet written
 *   (api/modules/placements/placement-actions.service.ts, submitPlacement).
 * - `deadline-job-mid-run`: the placement-deadlines job is running, its update not yet done
 *   (api/jobs/placement-deadlines.ts).
 * - `month-close-mid-transaction`: a blogger's month-close posting is written, its month_closes row not yet
 *   (api/modules/commissions/month-close.service.ts).
 * - `webhook-orders-before-ledger`: a sale batch's new orders are inserted, their commission lines not yet
 *   (api/modules/sales/ingest.service.ts, one transaction: nothing may stay).
 * - `withdrawal-before-commit`: a withdrawal request's row and its wallet → withdrawal posting are written,
 *   not yet committed (api/modules/wallet/wallet.service.ts, requestWithdrawal).
 * - `payout-sent-before-record`: the payout provider accepted a payout and gave its id, which is not yet
 *   written (api/modules/wallet/payouts.service.ts, send).
 * - `payout-settled-before-commit`: the payout webhook changed the request's status and posted the money
 *   out, not yet committed (api/modules/wallet/payouts.service.ts, settlePayout).
 * - `ord-media-before-commit`: the operator took a placement's materials, the creative is not yet
 *   registered nor anything committed (api/modules/placements/ord-marking.service.ts, markPlacement).
 * - `ord-marked-before-commit`: the operator answered a creative's token, it is not yet committed
 *   (api/modules/placements/ord-marking.service.ts, markPlacement).
 * - `ord-report-before-commit`: the operator took a batch of statistics, it is not yet marked sent
 *   (api/modules/placements/ord-report.service.ts, runOrdReport).
 *
 * Triggers:
 * - `CHAOS_KILL_AT=<point>[,<point>…]`: the process SIGKILLs itself at that point (no cleanup, no
 *   shutdown hooks: a power cut). `CHAOS_KILL_PROBABILITY=0.25` kills at a quarter of the hits only
 *   (default 1), so a runner can let some requests through.
 * - In-process tests: `failNextAt(point)` makes the next hit of that point throw an `InjectedFault`
 *   (e.g. the database write that follows failing once with SQLITE_BUSY); `clearFaults()` disarms.
 */

export const FAULT_POINTS = [
  'upload-finished-before-record',
  'draft-saved-before-response',
  'submit-before-commit',
  'deadline-job-mid-run',
  'month-close-mid-transaction',
  'webhook-orders-before-ledger',
  'withdrawal-before-commit',
  'payout-settled-before-commit',
  'ord-media-before-commit',
  'ord-marked-before-commit',
  'ord-report-before-commit',
  'payout-sent-before-record',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

export class InjectedFault extends Error {
  readonly point: FaultPoint;
  constructor(point: FaultPoint) {
    super(`injected fault at ${point}`);
    this.name = 'InjectedFault';
    this.point = point;
  }
}

const armed = new Set<FaultPoint>();
const enabled = () => process.env.NODE_ENV !== 'production';

function killRequested(point: FaultPoint): boolean {
  const at = process.env.CHAOS_KILL_AT;
  if (!at?.split(',').some((name) => name.trim() === point)) return false;
  const probability = Number(process.env.CHAOS_KILL_PROBABILITY ?? '1');
  return Math.random() < (Number.isFinite(probability) ? probability : 1);
}

/** Marks a crash-sensitive moment (see the list above). */
export function faultPoint(point: FaultPoint): void {
  if (!enabled()) return;
  if (armed.delete(point)) throw new InjectedFault(point);
  if (killRequested(point)) {
    process.kill(process.pid, 'SIGKILL');
    // The signal is delivered at once; never run another line of the interrupted work meanwhile.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
  }
}

/** In-process tests: the next `faultPoint(point)` throws once. */
export function failNextAt(point: FaultPoint): void {
  armed.add(point);
}

export function clearFaults(): void {
  armed.clear();
}
