import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatPeriod } from '../../src/lib/placement-vocabulary.ts';

describe('placement vocabulary', () => {
  it('shows one day for stories and a range for the other formats', () => {
    const dates = { start_date: '2026-03-01', end_date: '2026-03-10' };
    expect(formatPeriod(i18n, { format: 'stories', ...dates })).toBe('01/03/2026');
    expect(formatPeriod(i18n, { format: 'post', ...dates })).toBe('01/03/2026 – 10/03/2026');
    expect(formatPeriod(i18n, { format: 'post', start_date: '2026-03-01', end_date: '' })).toBe(
      '01/03/2026 – ',
    );
  });
});
