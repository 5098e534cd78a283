import { describe, expect, it } from 'vitest';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { DatePreset, datePresetRange, datePresetRangeAt } from '#shared/enums/date-preset.ts';

describe('datePresetRange', () => {
  it('counts "last N days" as N calendar days ending today', () => {
    expect(datePresetRange(DatePreset.Last30Days, '2024-03-15')).toEqual({
      startDate: '2024-02-15',
      endDate: '2024-03-15',
    });
    expect(datePresetRange(DatePreset.Last45Days, '2024-03-15').startDate).toBe('2024-01-31');
    expect(datePresetRange(DatePreset.Last90Days, '2024-03-15').startDate).toBe('2023-12-17');
    expect(datePresetRange(DatePreset.Last365Days, '2024-03-15').startDate).toBe('2023-03-17');
  });

  it('counts "next N days" as N calendar days starting today, across a year end', () => {
    expect(datePresetRange(DatePreset.Next7Days, '2024-12-28')).toEqual({
      startDate: '2024-12-28',
      endDate: '2025-01-03',
    });
    expect(datePresetRange(DatePreset.Next30Days, '2024-12-28').endDate).toBe('2025-01-26');
  });

  it('covers the whole current month, leap February included', () => {
    expect(datePresetRange(DatePreset.CurrentMonth, '2024-02-10')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(datePresetRange(DatePreset.CurrentMonth, '2023-02-28')).toEqual({
      startDate: '2023-02-01',
      endDate: '2023-02-28',
    });
    expect(datePresetRange(DatePreset.CurrentMonth, '2024-12-31')).toEqual({
      startDate: '2024-12-01',
      endDate: '2024-12-31',
    });
    expect(datePresetRange(DatePreset.CurrentMonth, '2024-04-01')).toEqual({
      startDate: '2024-04-01',
      endDate: '2024-04-30',
    });
  });

  it('covers the whole current calendar quarter at its boundaries', () => {
    expect(datePresetRange(DatePreset.CurrentQuarter, '2024-03-31')).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
    });
    expect(datePresetRange(DatePreset.CurrentQuarter, '2024-04-01')).toEqual({
      startDate: '2024-04-01',
      endDate: '2024-06-30',
    });
    expect(datePresetRange(DatePreset.CurrentQuarter, '2024-07-01')).toEqual({
      startDate: '2024-07-01',
      endDate: '2024-09-30',
    });
    expect(datePresetRange(DatePreset.CurrentQuarter, '2024-11-15')).toEqual({
      startDate: '2024-10-01',
      endDate: '2024-12-31',
    });
  });

  it('rejects a today that is not YYYY-MM-DD', () => {
    expect(() => datePresetRange(DatePreset.CurrentMonth, '03/15/2024')).toThrow(RangeError);
  });
});

describe('datePresetRangeAt (today in America/Chicago)', () => {
  it('takes today from Chicago, not UTC, at a quarter boundary', () => {
    // 04:30 UTC on 1 April is 23:30 CDT on 31 March.
    const now = new Date('2024-04-01T04:30:00Z');
    expect(calendarDateIn(now)).toBe('2024-03-31');
    expect(datePresetRangeAt(DatePreset.CurrentQuarter, now)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-03-31',
    });
    expect(datePresetRangeAt(DatePreset.CurrentMonth, now).startDate).toBe('2024-03-01');
  });

  it('takes today from Chicago at a year boundary', () => {
    // 05:59 UTC on 1 January is 23:59 CST on 31 December.
    const now = new Date('2025-01-01T05:59:00Z');
    expect(datePresetRangeAt(DatePreset.CurrentQuarter, now)).toEqual({
      startDate: '2024-10-01',
      endDate: '2024-12-31',
    });
  });

  it('follows the spring-forward change (CST to CDT on 10 March 2024)', () => {
    expect(calendarDateIn(new Date('2024-03-10T07:59:00Z'))).toBe('2024-03-10'); // 01:59 CST
    expect(calendarDateIn(new Date('2024-03-10T08:00:00Z'))).toBe('2024-03-10'); // 03:00 CDT
    // 05:00 UTC on 11 March is midnight CDT; under CST it would still be 10 March.
    expect(calendarDateIn(new Date('2024-03-11T04:59:00Z'))).toBe('2024-03-10');
    expect(calendarDateIn(new Date('2024-03-11T05:00:00Z'))).toBe('2024-03-11');
    expect(datePresetRangeAt(DatePreset.Last30Days, new Date('2024-03-20T12:00:00Z'))).toEqual({
      startDate: '2024-02-20',
      endDate: '2024-03-20',
    });
  });

  it('follows the fall-back change (CDT to CST on 3 November 2024)', () => {
    // 05:30 UTC on 4 November is 23:30 CST on 3 November; under CDT it would be 4 November.
    const now = new Date('2024-11-04T05:30:00Z');
    expect(calendarDateIn(now)).toBe('2024-11-03');
    expect(datePresetRangeAt(DatePreset.Last30Days, now)).toEqual({ startDate: '2024-10-05', endDate: '2024-11-03' });
    expect(datePresetRangeAt(DatePreset.Next7Days, now)).toEqual({ startDate: '2024-11-03', endDate: '2024-11-09' });
  });

  it('accepts another time zone', () => {
    expect(calendarDateIn(new Date('2024-04-01T04:30:00Z'), 'UTC')).toBe('2024-04-01');
  });
});
