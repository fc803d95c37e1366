/**
 * The time the scheduler and the periodic jobs go by. In production it is the system clock; a test moves it
 * with `setClock` (a fixed Date, or a function) to run the real timers across a month's or a year's turn,
 * and resets it with `setClock(null)`. Nothing else in the process is affected: timers still run on real
 * time, and the rest of the code reads `new Date()` (docs/decisions/062-jobs-and-shared-state.md).
 */
let source: (() => Date) | null = null;

export const now = (): Date => (source ? source() : new Date());

export function setClock(to: Date | (() => Date) | null): void {
  if (to instanceof Date) {
    const fixed = to.getTime();
    source = () => new Date(fixed);
  } else source = to;
}
