import { describe, expect, it } from 'vitest';
import { InvalidBankAccountReview } from '#functions/domain/bank-accounts/review.ts';
import { payorCompanyView, payorTermsView } from '#functions/domain/payor-profile/company-profile.ts';
import {
  type FundingAccountFacts,
  fundingReviewPlan,
  replacementDecision,
  withdrawalDecision,
} from '#functions/domain/payor-profile/funding-accounts.ts';
import {
  planSettingsChange,
  settingHistoryViews,
  settingTypeViews,
} from '#functions/domain/payor-profile/profile-settings.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanySetting, settingAsPayoutSchedule, settingAsWeekday } from '#shared/enums/company-setting.ts';
import { PayorCategory, PayorKind } from '#shared/enums/payor.ts';
import { PayoutSchedule } from '#shared/enums/payout.ts';
import {
  effectiveSettingValue,
  isValidSettingValue,
  payorProfileSettingTypes,
  profileSettingsChangeSchema,
  profileSettingType,
  SettingEditor,
} from '#shared/validation/profile-settings.ts';

const id = (setting: CompanySetting) => String(setting);
const type = (setting: CompanySetting) => {
  const found = profileSettingType(setting);
  if (!found) throw new Error(`No setting ${setting}`);
  return found;
};

describe('reading setting values', () => {
  it('reads weekdays as digits 0–7 (7 is Sunday) or English day names, and nothing else', () => {
    expect(['0', '5', '6', '7', 'friday', ' Monday ', 'SUNDAY'].map(settingAsWeekday)).toEqual([0, 5, 6, 0, 5, 1, 0]);
    expect(['8', '12', 'fri', '', null, undefined, '-1'].map(settingAsWeekday)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads the payout schedules in any case', () => {
    expect(settingAsPayoutSchedule(' weekly - standard ')).toBe(PayoutSchedule.WeeklyStandard);
    expect(settingAsPayoutSchedule('Monthly')).toBeNull();
  });

  it('shows each setting as the portal reads it, its default when unset or unreadable', () => {
    const schedule = type(CompanySetting.DraftSchedule);
    const weekday = type(CompanySetting.DraftScheduleDayOfWeek);
    const loads = type(CompanySetting.EnableLoads);
    const threshold = type(CompanySetting.QuickPayRevenueShareThreshold);
    expect(effectiveSettingValue(schedule, undefined)).toBe(PayoutSchedule.Daily);
    expect(effectiveSettingValue(schedule, 'weekly - immediate')).toBe(PayoutSchedule.WeeklyImmediate);
    expect(effectiveSettingValue(schedule, 'fortnightly')).toBe(PayoutSchedule.Daily);
    expect(effectiveSettingValue(weekday, 'tuesday')).toBe('2');
    expect(effectiveSettingValue(weekday, '7')).toBe('0');
    expect(effectiveSettingValue(weekday, undefined)).toBe('5');
    expect(effectiveSettingValue(loads, '1')).toBe('true');
    expect(effectiveSettingValue(loads, 'no')).toBe('false');
    expect(effectiveSettingValue(loads, undefined)).toBe('false');
    expect(effectiveSettingValue(threshold, ' 250 ')).toBe('250');
    expect(effectiveSettingValue(threshold, 'lots')).toBeNull();
  });
});

describe('the settings a payor may change', () => {
  it('leaves the payor its draft schedule, weekday, duplicate monitoring and upload review; the rest to LanePay', () => {
    const payors = payorProfileSettingTypes.filter((setting) => setting.editor === SettingEditor.PayorAdmin);
    expect(payors.map((setting) => setting.id).sort((a, b) => a - b)).toEqual([
      CompanySetting.DraftSchedule,
      CompanySetting.DraftScheduleDayOfWeek,
      CompanySetting.DuplicateInvoiceMonitoring,
      CompanySetting.EnablePayorInvoiceReview,
    ]);
    expect(payorProfileSettingTypes).toHaveLength(Object.keys(CompanySetting).length);
  });

  it('takes only values as stored: a schedule of the three, a weekday digit, true or false, a plain number', () => {
    expect(isValidSettingValue(type(CompanySetting.DraftSchedule), 'Weekly - Standard')).toBe(true);
    expect(isValidSettingValue(type(CompanySetting.DraftSchedule), 'weekly - standard')).toBe(false);
    expect(['0', '6'].every((v) => isValidSettingValue(type(CompanySetting.DraftScheduleDayOfWeek), v))).toBe(true);
    for (const value of ['7', 'Friday', '', ' 5']) {
      expect(isValidSettingValue(type(CompanySetting.DraftScheduleDayOfWeek), value), value).toBe(false);
    }
    expect(isValidSettingValue(type(CompanySetting.EnableLoads), 'true')).toBe(true);
    expect(isValidSettingValue(type(CompanySetting.EnableLoads), '1')).toBe(false);
    const threshold = type(CompanySetting.QuickPayRevenueShareThreshold);
    expect(['0', '250', '1000000000'].every((v) => isValidSettingValue(threshold, v))).toBe(true);
    expect(['-1', '2.5', '0250', '1000000001', ''].some((v) => isValidSettingValue(threshold, v))).toBe(false);
  });

  it('reports each bad value on its own setting, and an empty or unknown change', () => {
    const issues = (settings: unknown) =>
      profileSettingsChangeSchema
        .safeParse({ settings })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ [id(CompanySetting.DraftSchedule)]: 'Monthly', 42: '8', 99: 'true' })).toEqual([
      ['settings.9', 'validation.profileSettings.schedule'],
      ['settings.42', 'validation.profileSettings.weekday'],
      ['settings.99', 'validation.profileSettings.unknown'],
    ]);
    expect(issues({})).toEqual([['settings', 'validation.profileSettings.empty']]);
    expect(issues({ 9: 5 })?.[0]?.[0]).toBe('settings.9');
    expect(issues({ 9: 'Daily', 42: '1' })).toBeUndefined();
  });
});

describe('planSettingsChange', () => {
  it('refuses a change naming a setting of LanePay’s, even one left as it is', () => {
    expect(
      planSettingsChange(
        {},
        { [id(CompanySetting.EnableLoads)]: 'false', [id(CompanySetting.DraftSchedule)]: 'Daily' },
      ),
    ).toEqual({ kind: 'staffOnly', settingIds: [CompanySetting.EnableLoads] });
  });

  it('changes nothing for values already read (defaults included)', () => {
    expect(
      planSettingsChange(
        { [id(CompanySetting.DraftScheduleDayOfWeek)]: 'friday' },
        { [id(CompanySetting.DraftSchedule)]: 'Daily', [id(CompanySetting.DraftScheduleDayOfWeek)]: '5' },
      ),
    ).toEqual({ kind: 'unchanged' });
  });

  it('lists what changes from what, and keeps the other settings', () => {
    const stored = { [id(CompanySetting.EnableLoads)]: 'true', [id(CompanySetting.DraftScheduleDayOfWeek)]: '5' };
    expect(
      planSettingsChange(stored, {
        [id(CompanySetting.DraftSchedule)]: 'Weekly - Standard',
        [id(CompanySetting.DraftScheduleDayOfWeek)]: '5',
        [id(CompanySetting.EnablePayorInvoiceReview)]: 'true',
      }),
    ).toEqual({
      kind: 'change',
      changes: [
        { settingId: CompanySetting.DraftSchedule, from: 'Daily', to: 'Weekly - Standard' },
        { settingId: CompanySetting.EnablePayorInvoiceReview, from: 'false', to: 'true' },
      ],
      settings: {
        ...stored,
        [id(CompanySetting.DraftSchedule)]: 'Weekly - Standard',
        [id(CompanySetting.EnablePayorInvoiceReview)]: 'true',
      },
    });
  });

  it('lets a user admin change the payor’s settings, nobody else, and LanePay’s no payor user', () => {
    const mayChange = (admin: boolean) =>
      settingTypeViews({}, admin)
        .filter((view) => view.mayChange)
        .map((view) => view.id);
    expect(mayChange(false)).toEqual([]);
    expect(mayChange(true)).toEqual([
      CompanySetting.DraftSchedule,
      CompanySetting.DraftScheduleDayOfWeek,
      CompanySetting.DuplicateInvoiceMonitoring,
      CompanySetting.EnablePayorInvoiceReview,
    ]);
  });

  it('shows the recorded changes newest first', () => {
    const change = (at: string) => ({ settingId: 9, from: 'Daily', to: 'Weekly - Standard', at, byName: 'A' });
    expect(
      settingHistoryViews([change('2026-01-01T00:00:00Z'), change('2026-02-01T00:00:00Z')]).map((c) => c.at),
    ).toEqual(['2026-02-01T00:00:00Z', '2026-01-01T00:00:00Z']);
  });
});

const facts = (
  accountId: number,
  status: BankAccountStatus,
  hash: string,
  wasActive = status === BankAccountStatus.Active,
): FundingAccountFacts => ({ id: accountId, status, accountNumberHash: hash, wasActive });

describe('replacing a funding account', () => {
  const active = facts(1, BankAccountStatus.Active, 'A');

  it('creates a replacement, refuses the account in use, and answers the one waiting when it is sent again', () => {
    expect(replacementDecision([active], 'B')).toEqual({ kind: 'create' });
    expect(replacementDecision([], 'B')).toEqual({ kind: 'create' });
    expect(replacementDecision([active], 'A')).toEqual({ kind: 'sameAsActive' });
    const waiting = facts(2, BankAccountStatus.PendingFinalReview, 'B');
    expect(replacementDecision([active, waiting], 'B')).toEqual({ kind: 'repeat', accountId: 2 });
    expect(replacementDecision([active, waiting], 'C')).toEqual({ kind: 'pendingExists', accountId: 2 });
    expect(replacementDecision([active, waiting], 'A')).toEqual({ kind: 'pendingExists', accountId: 2 });
    // A declined or withdrawn account may be sent again.
    expect(replacementDecision([active, facts(3, BankAccountStatus.Rejected, 'D')], 'D')).toEqual({ kind: 'create' });
  });

  it('activates an approved replacement and retires the account in use; a decline or verification retires nothing', () => {
    const waiting = { id: 2, status: BankAccountStatus.PendingVerification, isValidationRequired: false };
    expect(fundingReviewPlan(waiting, active, 'approve')).toEqual({
      kind: 'move',
      next: { status: BankAccountStatus.Active, isValidationRequired: false },
      activates: true,
      retires: 1,
      endsPending: true,
    });
    expect(fundingReviewPlan(waiting, null, 'approve')).toMatchObject({ activates: true, retires: null });
    expect(fundingReviewPlan(waiting, active, 'decline')).toMatchObject({
      next: { status: BankAccountStatus.Rejected },
      activates: false,
      retires: null,
      endsPending: true,
    });
    expect(fundingReviewPlan(waiting, active, 'verify')).toMatchObject({
      next: { status: BankAccountStatus.PendingFinalReview, isValidationRequired: true },
      endsPending: false,
    });
  });

  it('changes nothing for a decision repeated, and refuses a settled account', () => {
    const approved = { id: 2, status: BankAccountStatus.Active, isValidationRequired: false };
    expect(fundingReviewPlan(approved, approved, 'approve')).toEqual({ kind: 'unchanged' });
    const withdrawn = { id: 3, status: BankAccountStatus.InactivatedByPayor, isValidationRequired: false };
    expect(() => fundingReviewPlan(withdrawn, active, 'approve')).toThrow(InvalidBankAccountReview);
  });

  it('withdraws only a replacement waiting for review; again answers it; others are not withdrawn', () => {
    expect(withdrawalDecision(facts(2, BankAccountStatus.PendingVerification, 'B'))).toBe('withdraw');
    expect(withdrawalDecision(facts(2, BankAccountStatus.PendingFinalReview, 'B'))).toBe('withdraw');
    expect(withdrawalDecision(facts(2, BankAccountStatus.InactivatedByPayor, 'B'))).toBe('alreadyWithdrawn');
    expect(withdrawalDecision(facts(1, BankAccountStatus.InactivatedByPayor, 'A', true))).toBe('notPending');
    expect(withdrawalDecision(active)).toBe('notPending');
    expect(withdrawalDecision(facts(3, BankAccountStatus.Rejected, 'D'))).toBe('notPending');
  });
});

describe('the company and its terms', () => {
  const company = {
    id: 7,
    name: 'Redline',
    dotNumber: null,
    mcNumber: '112233',
    payorTypeId: PayorCategory.FactoredBroker,
    isHighwaySubscriber: false,
  };

  it('reads the payor kind from the category, and leaves out a category not listed', () => {
    expect(payorCompanyView(company, 1)).toMatchObject({
      payorKindId: PayorKind.Broker,
      payorCategoryId: PayorCategory.FactoredBroker,
      currencyId: 1,
    });
    expect(payorCompanyView({ ...company, payorTypeId: 9 }, null)).toMatchObject({
      payorKindId: null,
      payorCategoryId: null,
      currencyId: null,
    });
  });

  it('offers Standard Pay always, QuickPay and GOTP where the terms have them', () => {
    expect(
      payorTermsView({ quickPayFeeBps: 300, quickPayTermDays: 0, freeQuickPayCount: 2, guaranteedOnTimePay: null }),
    ).toEqual({
      standardPay: { termDays: 30 },
      quickPay: { termDays: 0, feeBps: 300 },
      freeQuickPayCount: 2,
      guaranteedOnTimePay: null,
    });
  });
});
