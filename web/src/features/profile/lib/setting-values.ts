import type { TFunction } from 'i18next';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { ProfileSettingKind } from '#shared/validation/profile-settings.ts';

/** The name of a weekday (0 Sunday … 6 Saturday) in a locale: 1 March 2026 was a Sunday. */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 2, 1 + day)),
  );
}

/**
 * A setting's value as people read it: on or off, a schedule's name, a weekday's name, a number
 * in the locale's digits, or 'not set'.
 */
export function settingValueLabel(
  t: TFunction,
  locale: string,
  setting: { id: number; kind: string },
  value: string | null,
): string {
  if (value === null) return t('payorProfile.settings.notSet');
  if (setting.id === CompanySetting.DraftScheduleDayOfWeek) return weekdayName(Number(value), locale);
  if (setting.id === CompanySetting.DraftSchedule) {
    return t(`payorProfile.settings.schedules.${value}`, { defaultValue: value });
  }
  if (setting.kind === ProfileSettingKind.Boolean) {
    return t(value === 'true' ? 'payorProfile.settings.on' : 'payorProfile.settings.off');
  }
  return new Intl.NumberFormat(locale).format(Number(value));
}
