import { describe, expect, it } from 'vitest';
import { DatePreset } from '#shared/enums/date-preset.ts';
import { HoldSortField, holdsQuerySchema } from '#shared/schemas/payor-ops-report-queries.ts';
import {
  isReportFiltered,
  readReportState,
  reportQueryOf,
  writeReportState,
} from '../../../web/src/components/reports/report-state.ts';

const spec = {
  shape: holdsQuerySchema.shape,
  defaults: { sortField: HoldSortField.HeldDate, sortAsc: false },
  filters: ['holdReasonId', 'ageBucket'],
} as const;
const read = (query: string) => readReportState(spec, new URLSearchParams(query));

describe('a report’s state in the address bar', () => {
  it('reads with the API’s query schema: a bad value falls back alone', () => {
    const state = read(
      'datePreset=last30Days&sortField=nope&sortAsc=true&page=3&pageSize=7&ageBucket=old&holdReasonId=8',
    );
    expect(state).toEqual({
      dates: { date: DatePreset.Last30Days, startDate: null, endDate: null },
      sortField: HoldSortField.HeldDate,
      sortAsc: true,
      page: 3,
      pageSize: 25,
      filters: { holdReasonId: 8 },
    });
    expect(isReportFiltered(state)).toBe(true);
    expect(isReportFiltered(read(''))).toBe(false);
  });

  it('keeps a typed range while its dates are being typed, and writes only what is not the default', () => {
    const typing = read('range=custom');
    expect(typing.dates).toEqual({ date: 'custom', startDate: null, endDate: null });
    expect(writeReportState(spec, typing).toString()).toBe('range=custom');
    const state = read('startDate=2026-10-01&endDate=2026-10-31&ageBucket=61%2B&sortField=heldDate&sortAsc=false');
    expect(writeReportState(spec, state).toString()).toBe('startDate=2026-10-01&endDate=2026-10-31&ageBucket=61%2B');
  });

  it('asks the API for the dates only once they are in order', () => {
    expect(reportQueryOf(read('startDate=2026-10-31&endDate=2026-10-01'))).toEqual({
      sortField: HoldSortField.HeldDate,
      sortAsc: false,
      page: 1,
      pageSize: 25,
    });
    expect(reportQueryOf(read('datePreset=currentMonth&holdReasonId=8'))).toMatchObject({
      datePreset: DatePreset.CurrentMonth,
      holdReasonId: 8,
    });
  });
});
