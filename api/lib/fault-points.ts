/**
 * Named crash points for the chaos test: with `CHAOS_KILL_AT=<point>` the process SIGKILLs itself the first
 * time it reaches that point, so a crash lands exactly where a random kill rarely does. Never in production.
 */
export const FAULT_POINTS = [
  'upload-finished-before-record',
  'draft-saved-before-response',
  'submit-before-commit',
  'deadline-job-mid-run',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

export function faultPoint(name: FaultPoint): void {
  if (process.env.NODE_ENV === 'production' || process.env.CHAOS_KILL_AT !== name) return;
  process.kill(process.pid, 'SIGKILL');
}
