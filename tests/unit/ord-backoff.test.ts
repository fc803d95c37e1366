// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { backoffMs } from '../../api/modules/placements/ord-marking.service.ts';
import { datesInMonth, reportable } from '../../api/modules/placements/ord-report.service.ts';

describe('ORD timing', () => {
  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 7, 30].map((n) => backoffMs(n) / 60_000)).toEqual([1, 2, 4, 60, 60]);
  });

  it('cuts a placement into calendar months, across a year and February', () => {
    const p = { startDate: '2027-12-20', endDate: '2028-03-02' };
    expect(datesInMonth(p, '2027-11')).toBeNull();
    expect(datesInMonth(p, '2027-12')).toEqual({ start: '2027-12-20', end: '2027-12-31' });
    expect(datesInMonth(p, '2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(datesInMonth(p, '2028-03')).toEqual({ start: '2028-03-01', end: '2028-03-02' });
  });

  it('lets a month be reported once it or the placement has ended', () => {
    const p = { startDate: '2027-12-20', endDate: '2028-01-10' };
    expect(reportable(p, '2027-12', new Date('2027-12-31T23:00:00Z'))).toBe(false);
    expect(reportable(p, '2027-12', new Date('2028-01-01T00:01:00Z'))).toBe(true);
    expect(reportable(p, '2028-01', new Date('2028-01-10T12:00:00Z'))).toBe(false);
    expect(reportable(p, '2028-01', new Date('2028-01-11T00:00:00Z'))).toBe(true);
  });
});
