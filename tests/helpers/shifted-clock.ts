/**
 * A preload (`node --import ./tests/helpers/shifted-clock.ts api/server.ts`) that moves the process's clock
 * CLOCK_SHIFT_MS ahead: `new Date()` and `Date.now()` read the later time, as on a server started weeks
 * later. Timers still run on real time.
 */
const shift = Number(process.env.CLOCK_SHIFT_MS ?? 0);
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...(args as [number]));
  }

  static override now(): number {
    return RealDate.now() + shift;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
