import { describe, expect, it } from 'vitest';
import { searchPayors } from '#functions/domain/payor-directory.ts';

const payors = [{ name: 'Señor Freight' }, { name: 'alpha Logistics' }, { name: 'Beta Transport' }];

describe('searchPayors', () => {
  it('matches every word anywhere in the name, case and accents ignored, sorted by name', () => {
    expect(searchPayors(payors, 'senor').map((p) => p.name)).toEqual(['Señor Freight']);
    expect(searchPayors(payors, ' LOGISTICS  alpha ').map((p) => p.name)).toEqual(['alpha Logistics']);
    expect(searchPayors(payors, undefined).map((p) => p.name)).toEqual([
      'alpha Logistics',
      'Beta Transport',
      'Señor Freight',
    ]);
    expect(searchPayors(payors, 'gamma')).toEqual([]);
  });
});
