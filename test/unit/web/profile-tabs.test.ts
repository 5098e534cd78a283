import { describe, expect, it } from 'vitest';
import { profileTabsOf } from '#web/features/profile/lib/profile-tabs.ts';
import { settingValueLabel, weekdayName } from '#web/features/profile/lib/setting-values.ts';

describe('profile tabs', () => {
  it('gives payors their company, settings, terms and funding account, factors their company and payout account, and payees their restrictions', () => {
    expect(profileTabsOf('payor', true)).toEqual(['information', 'company', 'settings', 'terms', 'funding', 'users']);
    expect(profileTabsOf('payor', false)).toEqual(['information', 'company', 'settings', 'terms', 'funding']);
    expect(profileTabsOf('payee', true)).toEqual(['information', 'users', 'restrictions']);
    expect(profileTabsOf('factor', false)).toEqual(['information', 'company', 'payout']);
    expect(profileTabsOf('factor', true)).toEqual(['information', 'company', 'payout', 'users']);
  });
});

describe('setting values as people read them', () => {
  const t = ((key: string) => key) as never;

  it('names weekdays in the reader’s language', () => {
    expect([0, 5, 6].map((day) => weekdayName(day, 'en-US'))).toEqual(['Sunday', 'Friday', 'Saturday']);
    expect(weekdayName(1, 'fr-CA')).toBe('lundi');
  });

  it('reads on and off, schedules, weekdays, numbers and unset values', () => {
    expect(settingValueLabel(t, 'en-US', { id: 20, kind: 'boolean' }, 'true')).toBe('payorProfile.settings.on');
    expect(settingValueLabel(t, 'en-US', { id: 9, kind: 'choice' }, 'Daily')).toBe(
      'payorProfile.settings.schedules.Daily',
    );
    expect(settingValueLabel(t, 'en-US', { id: 42, kind: 'choice' }, '5')).toBe('Friday');
    expect(settingValueLabel(t, 'en-US', { id: 81690, kind: 'number' }, '25000')).toBe('25,000');
    expect(settingValueLabel(t, 'en-US', { id: 81690, kind: 'number' }, null)).toBe('payorProfile.settings.notSet');
  });
});
