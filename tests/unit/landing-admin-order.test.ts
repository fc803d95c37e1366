/** Admin → Landing: the order a language's list is shown in, moving an item, and where a new one goes. */
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '#contract/landing.ts';
import { nextPosition, ofLocale, reorder } from '../../src/features/landing/admin/landing-admin-api.ts';

const item = (id: string, position: number, locale: 'ru' | 'en' = 'ru'): FaqItem => ({
  id,
  locale,
  question: `${id}?`,
  answer: id,
  position,
  published: true,
});

describe('landing admin order', () => {
  it('lists one language by position', () => {
    const items = [item('b', 20), item('x', 1, 'en'), item('a', 10), item('c', 15)];
    expect(ofLocale(items, 'ru').map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(ofLocale(items, 'en').map((i) => i.id)).toEqual(['x']);
  });

  it('moves an item one step and renumbers only what changed', () => {
    const list = [item('a', 10), item('b', 20), item('c', 30)];
    expect(reorder(list, 2, -1).map((i) => [i.id, i.position])).toEqual([
      ['c', 20],
      ['b', 30],
    ]);
    expect(reorder(list, 0, 1).map((i) => [i.id, i.position])).toEqual([
      ['b', 10],
      ['a', 20],
    ]);
    // Equal positions (written by hand) are spread out, so the move is visible.
    const tied = [item('a', 5), item('b', 5)];
    expect(reorder(tied, 1, -1).map((i) => [i.id, i.position])).toEqual([
      ['b', 10],
      ['a', 20],
    ]);
  });

  it('puts a new item after the last one, within the 0–999 range', () => {
    expect(nextPosition([])).toBe(10);
    expect(nextPosition([item('a', 10), item('b', 40)])).toBe(50);
    expect(nextPosition([item('a', 995)])).toBe(999);
  });
});
