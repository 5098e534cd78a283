import { describe, expect, it } from 'vitest';
import { isIsoDate, maskedDateToIso } from '#shared/dates/date-input.ts';
import { isoDateSchema } from '#shared/validation/date.ts';

/** The pages read dates without zod; they must accept exactly what the API's schema accepts. */
describe('isIsoDate', () => {
  const values = [
    '2026-11-26',
    '2024-02-29',
    '2023-02-29',
    '2000-02-29',
    '1900-02-29',
    '0000-02-29',
    '2026-04-31',
    '2026-12-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
    '',
    '9999-12-31',
  ];

  it.each(values)('agrees with isoDateSchema on %j', (value) => {
    expect(isIsoDate(value)).toBe(isoDateSchema.safeParse(value).success);
  });

  it('reads a masked date only when it is a real one', () => {
    expect(maskedDateToIso('02/29/2024')).toBe('2024-02-29');
    expect(maskedDateToIso('02/29/2023')).toBeNull();
  });
});
