import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatPeriod } from '../../src/lib/placement-vocabulary.ts';

describe('placement vocabulary', () => {
  it('formats sizes in the UI language', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(120 * 1024 * 1024, 'en')).toBe('120 MB');
  });

  it('shows one day for stories and a range for the other formats', () => {
    const dates = { start_date: '2026-03-01', end_date: '2026-03-10' };
    expect(formatPeriod(i18n, { format: 'stories', ...dates })).toBe('Mar 1, 2026');
    expect(formatPeriod(i18n, { format: 'post', ...dates })).toBe('Mar 1, 2026 – Mar 10, 2026');
    expect(formatPeriod(i18n, { format: 'post', start_date: '2026-03-01', end_date: '' })).toBe(
      'Mar 1, 2026 – ',
    );
  });
});
