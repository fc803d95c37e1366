/**
 * Swipe recognition of the reviews carousel (SPEC §9: threshold 20 px, timeout 500 ms): a gesture counts when
 * it moves at least the threshold, mostly sideways, and ends within the timeout. Pure, so it is unit-tested.
 */
import { SWIPE } from '#contract/limits.ts';

export interface SwipePoint {
  x: number;
  y: number;
  /** Milliseconds, from the pointer event's timeStamp. */
  t: number;
}

/** 1 = go to the next slide (finger moved left), -1 = previous, 0 = not a swipe. */
export type SwipeStep = -1 | 0 | 1;

export function swipeStep(start: SwipePoint, end: SwipePoint, options: typeof SWIPE = SWIPE): SwipeStep {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const elapsed = end.t - start.t;
  if (elapsed < 0 || elapsed > options.timeoutMs) return 0;
  if (Math.abs(dx) < options.thresholdPx || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The slide after `step` from `index`, wrapping around both ends. */
export function stepIndex(index: number, step: SwipeStep, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
