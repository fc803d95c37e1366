import { describe, expect, it } from 'vitest';
import { SWIPE } from '#contract/limits.ts';
import { stepIndex, swipeStep } from '../../src/features/landing/swipe.ts';

const at = (x: number, t: number, y = 0) => ({ x, y, t });

describe('reviews carousel swipe (SPEC §9: 20 px within 500 ms)', () => {
  it('goes to the next slide on a left swipe and back on a right one', () => {
    expect(swipeStep(at(200, 0), at(180, 100))).toBe(1);
    expect(swipeStep(at(100, 0), at(160, 100))).toBe(-1);
  });

  it('needs the full threshold', () => {
    expect(SWIPE.thresholdPx).toBe(20);
    expect(swipeStep(at(200, 0), at(181, 100))).toBe(0);
    expect(swipeStep(at(200, 0), at(219, 100))).toBe(0);
    expect(swipeStep(at(200, 0), at(220, 100))).toBe(-1);
  });

  it('must end within the timeout', () => {
    expect(SWIPE.timeoutMs).toBe(500);
    expect(swipeStep(at(300, 1000), at(100, 1500))).toBe(1);
    expect(swipeStep(at(300, 1000), at(100, 1501))).toBe(0);
    expect(swipeStep(at(300, 1000), at(100, 900))).toBe(0);
  });

  it('leaves vertical scrolling alone', () => {
    expect(swipeStep(at(200, 0, 0), at(170, 100, 60))).toBe(0);
    expect(swipeStep(at(200, 0, 0), at(170, 100, 10))).toBe(1);
  });

  it('wraps around both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 0, 3)).toBe(1);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
