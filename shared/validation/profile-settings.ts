import * as z from 'zod';
import {
  CompanySetting,
  settingAsBoolean,
  settingAsNumber,
  settingAsPayoutSchedule,
  settingAsWeekday,
} from '../enums/company-setting.ts';
import { PayoutSchedule } from '../enums/payout.ts';

/** How a setting's string value is read (seeds 001 §3: boolean, number or text). */
export const ProfileSettingKind = { Boolean: 'boolean', Number: 'number', Choice: 'choice' } as const;
export type ProfileSettingKind = (typeof ProfileSettingKind)[keyof typeof ProfileSettingKind];

/** Who changes a setting: the payor's own user administrators, or LanePay's staff alone. */
export const SettingEditor = { PayorAdmin: 'payorAdmin', Staff: 'staff' } as const;
export type SettingEditor = (typeof SettingEditor)[keyof typeof SettingEditor];

export type ProfileSettingType = {
  readonly id: CompanySetting;
  readonly kind: ProfileSettingKind;
  /** A choice's values, as stored. */
  readonly values?: readonly string[];
  /** A number's bounds. */
  readonly min?: number;
  readonly max?: number;
  /** The value a payor without the setting has (what the portal reads in its place); null for none. */
  readonly defaultValue: string | null;
  readonly editor: SettingEditor;
  /** The message of a value this setting does not take. */
  readonly invalidMessage: string;
};

const booleanValues = ['true', 'false'] as const;
const weekdays = ['0', '1', '2', '3', '4', '5', '6'] as const;

/**
 * The settings a payor sees on its profile, in the order shown (seeds 001 §3 list the ids; what
 * each does is read from where the portal uses it).
 *
 * Who changes which: a payor's UserAdmin changes what is its own business, how and when its account
 * is drafted (DraftSchedule, DraftScheduleDayOfWeek: functions/domain/payor-money/draft-schedule.ts)
 * and how its own staff's uploads are checked (DuplicateInvoiceMonitoring, EnablePayorInvoiceReview:
 * functions/services/invoice-uploads.ts). The rest stay with LanePay's staff: loads and credit notes
 * (EnableLoads, EnableCreditNotes) are products the payor's agreement switches on, with their own
 * pricing and funding (load advances are LanePay's money until the invoice nets them); manual upload
 * is an operations arrangement for payors LanePay does not buy from (seeds 001 §6); and the QuickPay
 * revenue share (how it is calculated and from what threshold) is a term of the payor's contract.
 */
export const payorProfileSettingTypes: readonly ProfileSettingType[] = [
  {
    id: CompanySetting.DraftSchedule,
    kind: ProfileSettingKind.Choice,
    values: Object.values(PayoutSchedule),
    defaultValue: PayoutSchedule.Daily,
    editor: SettingEditor.PayorAdmin,
    invalidMessage: 'validation.profileSettings.schedule',
  },
  {
    id: CompanySetting.DraftScheduleDayOfWeek,
    kind: ProfileSettingKind.Choice,
    values: weekdays,
    // Weekly drafts are taken on Fridays when no weekday is set (draft-schedule.ts).
    defaultValue: '5',
    editor: SettingEditor.PayorAdmin,
    invalidMessage: 'validation.profileSettings.weekday',
  },
  {
    id: CompanySetting.DuplicateInvoiceMonitoring,
    kind: ProfileSettingKind.Boolean,
    values: booleanValues,
    defaultValue: 'false',
    editor: SettingEditor.PayorAdmin,
    invalidMessage: 'validation.profileSettings.boolean',
  },
  {
    id: CompanySetting.EnablePayorInvoiceReview,
    kind: ProfileSettingKind.Boolean,
    values: booleanValues,
    defaultValue: 'false',
    editor: SettingEditor.PayorAdmin,
    invalidMessage: 'validation.profileSettings.boolean',
  },
  {
    id: CompanySetting.EnableLoads,
    kind: ProfileSettingKind.Boolean,
    values: booleanValues,
    defaultValue: 'false',
    editor: SettingEditor.Staff,
    invalidMessage: 'validation.profileSettings.boolean',
  },
  {
    id: CompanySetting.EnableCreditNotes,
    kind: ProfileSettingKind.Boolean,
    values: booleanValues,
    defaultValue: 'false',
    editor: SettingEditor.Staff,
    invalidMessage: 'validation.profileSettings.boolean',
  },
  {
    id: CompanySetting.ManualUpload,
    kind: ProfileSettingKind.Boolean,
    values: booleanValues,
    defaultValue: 'false',
    editor: SettingEditor.Staff,
    invalidMessage: 'validation.profileSettings.boolean',
  },
  {
    id: CompanySetting.QuickPayRevenueShareCalculatedWeekly,
    kind: ProfileSettingKind.Boolean,
    values: booleanValues,
    defaultValue: 'false',
    editor: SettingEditor.Staff,
    invalidMessage: 'validation.profileSettings.boolean',
  },
  {
    id: CompanySetting.QuickPayRevenueShareThreshold,
    kind: ProfileSettingKind.Number,
    min: 0,
    max: 1_000_000_000,
    defaultValue: null,
    editor: SettingEditor.Staff,
    invalidMessage: 'validation.profileSettings.number',
  },
];

const typesById = new Map<number, ProfileSettingType>(payorProfileSettingTypes.map((type) => [type.id, type]));

/** The profile's setting of this id, or null when the profile shows no such setting. */
export function profileSettingType(id: number): ProfileSettingType | null {
  return typesById.get(id) ?? null;
}

/**
 * A stored value as the portal reads it, in the setting's own spelling (what the profile shows and
 * a change is compared with): booleans 'true' or 'false', a schedule's name, a weekday's digit, a
 * number's digits; the default when the stored value is missing or unreadable.
 */
export function effectiveSettingValue(type: ProfileSettingType, stored: string | null | undefined): string | null {
  switch (type.id) {
    case CompanySetting.DraftSchedule:
      return settingAsPayoutSchedule(stored) ?? type.defaultValue;
    case CompanySetting.DraftScheduleDayOfWeek: {
      const weekday = settingAsWeekday(stored);
      return weekday === null ? type.defaultValue : String(weekday);
    }
  }
  if (type.kind === ProfileSettingKind.Boolean) {
    return stored === null || stored === undefined ? type.defaultValue : String(settingAsBoolean(stored));
  }
  const number = settingAsNumber(stored);
  return number === null ? type.defaultValue : String(number);
}

/** Whether a requested value is one the setting takes, exactly as it is stored. */
export function isValidSettingValue(type: ProfileSettingType, value: string): boolean {
  if (type.kind !== ProfileSettingKind.Number) return type.values?.includes(value) ?? false;
  if (!/^(0|[1-9]\d{0,9})$/.test(value)) return false;
  const number = Number(value);
  return number >= (type.min ?? 0) && number <= (type.max ?? Number.MAX_SAFE_INTEGER);
}

/** How many settings one change may carry: every setting of the profile at once. */
const maxSettingsPerChange = payorProfileSettingTypes.length;

/**
 * `POST payor/report/profile_settings`: new values by setting id (`{ "9": "Weekly - Standard",
 * "42": "5" }`), each as stored. Every value is checked against its setting's kind; an unknown id
 * or a value the setting does not take is an error on `settings.<id>`. Who may change which setting
 * is the server's check (functions/domain/payor-profile/profile-settings.ts).
 */
export const profileSettingsChangeSchema = z
  .object({
    settings: z
      .record(z.string(), z.string({ error: 'validation.invalid' }).max(20, { error: 'validation.invalid' }), {
        error: 'validation.invalid',
      })
      .superRefine((settings, ctx) => {
        const ids = Object.keys(settings);
        if (ids.length === 0) ctx.addIssue({ code: 'custom', message: 'validation.profileSettings.empty' });
        if (ids.length > maxSettingsPerChange) ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
        for (const [id, value] of Object.entries(settings)) {
          const type = /^\d{1,9}$/.test(id) ? profileSettingType(Number(id)) : null;
          if (!type) {
            ctx.addIssue({ code: 'custom', path: [id], message: 'validation.profileSettings.unknown' });
          } else if (!isValidSettingValue(type, value)) {
            ctx.addIssue({
              code: 'custom',
              path: [id],
              message: type.invalidMessage,
              params: { min: type.min, max: type.max },
            });
          }
        }
      }),
  })
  .meta({ id: 'ProfileSettingsChange' });
export type ProfileSettingsChange = z.infer<typeof profileSettingsChangeSchema>;
