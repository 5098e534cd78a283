import { describe, expect, it } from 'vitest';
import { getCompany } from '#functions/repositories/companies.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { corePaths } from '#shared/api/paths.ts';
import { entityTagOf } from '#shared/constants/versions.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceBatchStatus } from '#shared/enums/invoice-upload.ts';
import { PayorCategory, PayorKind } from '#shared/enums/payor.ts';
import { PayoutSchedule } from '#shared/enums/payout.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { InvoiceBatchView } from '#shared/schemas/payor-invoice-uploads.ts';
import type { PayorCompany, PayorTermsView, ProfileSettingTypes } from '#shared/schemas/payor-profile.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import { csvUpload, invoiceRows, submit, uploadWorld } from '../payor-uploads/upload-fixtures.ts';
import { changeSettings, json, profileWorld, settingTypes } from './profile-fixtures.ts';

const schedule = String(CompanySetting.DraftSchedule);
const weekday = String(CompanySetting.DraftScheduleDayOfWeek);
const review = String(CompanySetting.EnablePayorInvoiceReview);
const loads = String(CompanySetting.EnableLoads);

const settingOf = (types: ProfileSettingTypes, id: number) => types.settings.find((setting) => setting.id === id);

describe('the payor’s company and terms', () => {
  it('answers the signed-in payor’s company: numbers, kind and category, the currency it is drafted in', async () => {
    const world = await profileWorld({ dotNumber: '3123456' });
    const response = await world.reader.request('core', corePaths.payorCompany);
    expect(response.status).toBe(200);
    expect(await json<PayorCompany>(response)).toEqual({
      id: world.payor.id,
      name: world.payor.name,
      dotNumber: '3123456',
      mcNumber: '5550123',
      payorKindId: PayorKind.Shipper,
      payorCategoryId: PayorCategory.Shipper,
      // No funding account yet: not drafted in any currency.
      currencyId: null,
      isHighwaySubscriber: false,
    });
    const { session } = await ApiSession.signIn('broker@demo.test');
    expect(await json<PayorCompany>(await session.request('core', corePaths.payorCompany))).toMatchObject({
      id: demoCompanies.broker.id,
      mcNumber: demoCompanies.broker.mcNumber,
      dotNumber: null,
      payorKindId: PayorKind.Broker,
      payorCategoryId: PayorCategory.LanePayBroker,
      currencyId: Currency.USD,
      isHighwaySubscriber: true,
    });
  });

  it('answers the terms the payor offers: Standard Pay, QuickPay and its fee, free QuickPays, GOTP', async () => {
    const world = await profileWorld();
    expect(await json<PayorTermsView>(await world.reader.request('core', corePaths.payorTerms))).toEqual({
      standardPay: { termDays: 30 },
      quickPay: { termDays: 3, feeBps: 250 },
      freeQuickPayCount: 1,
      guaranteedOnTimePay: { termDays: 15, feeBps: 100 },
    });
    const withoutTerms = await profileWorld({ payorTerms: null });
    expect(await json<PayorTermsView>(await withoutTerms.reader.request('core', corePaths.payorTerms))).toEqual({
      standardPay: { termDays: 30 },
      quickPay: null,
      freeQuickPayCount: 0,
      guaranteedOnTimePay: null,
    });
  });

  it('is for payor users only', async () => {
    const carrier = await ApiSession.signIn('carrier@demo.test');
    for (const path of [corePaths.payorCompany, corePaths.payorTerms, corePaths.payorProfileSettingTypes]) {
      expect((await carrier.session.request('core', path)).status, path).toBe(403);
    }
  });
});

describe('the payor’s settings', () => {
  it('lists each setting with its kind, values, value now and whether the caller may change it', async () => {
    const world = await profileWorld({ settings: { [loads]: 'TRUE', [weekday]: 'friday' } });
    const response = await settingTypes(world.admin);
    expect(response.status).toBe(200);
    const types = await json<ProfileSettingTypes>(response);
    expect(response.headers.get('etag')).toBe(entityTagOf(types.version));
    expect(settingOf(types, CompanySetting.DraftSchedule)).toEqual({
      id: CompanySetting.DraftSchedule,
      kind: 'choice',
      value: PayoutSchedule.Daily,
      values: Object.values(PayoutSchedule),
      min: null,
      max: null,
      editor: 'payorAdmin',
      mayChange: true,
    });
    expect(settingOf(types, CompanySetting.DraftScheduleDayOfWeek)).toMatchObject({ value: '5', mayChange: true });
    expect(settingOf(types, CompanySetting.EnableLoads)).toMatchObject({
      kind: 'boolean',
      value: 'true',
      editor: 'staff',
      mayChange: false,
    });
    expect(settingOf(types, CompanySetting.QuickPayRevenueShareThreshold)).toMatchObject({
      kind: 'number',
      value: null,
      min: 0,
    });
    expect(types.history).toEqual([]);

    const asReader = await json<ProfileSettingTypes>(await settingTypes(world.reader));
    expect(asReader.settings.every((setting) => !setting.mayChange)).toBe(true);
  });

  it('changes the draft schedule and weekday on the company’s version, records who and when, and the sessions see it', async () => {
    const world = await profileWorld();
    const before = await json<ProfileSettingTypes>(await settingTypes(world.admin));
    const response = await changeSettings(
      world.admin,
      { [schedule]: PayoutSchedule.WeeklyStandard, [weekday]: '5' },
      before.version,
    );
    expect(response.status).toBe(200);
    const saved = await json<ProfileSettingTypes>(response);
    expect(saved.version).toBe(before.version + 1);
    expect(response.headers.get('etag')).toBe(entityTagOf(saved.version));
    expect(settingOf(saved, CompanySetting.DraftSchedule)?.value).toBe(PayoutSchedule.WeeklyStandard);
    // Friday was already the weekday read (the default): only the schedule changed.
    expect(saved.history).toEqual([
      {
        settingId: CompanySetting.DraftSchedule,
        from: PayoutSchedule.Daily,
        to: PayoutSchedule.WeeklyStandard,
        at: expect.any(String),
        byName: 'Test User',
      },
    ]);
    expect((await getCompany(world.payor.id))?.settings).toMatchObject({ [schedule]: PayoutSchedule.WeeklyStandard });
    // Every member's session reads the company's settings from its copy: the reader's too.
    const me = await json<CurrentUser>(await world.reader.request('core', corePaths.currentUser));
    expect(me.company.settings[schedule]).toBe(PayoutSchedule.WeeklyStandard);
    expect(await json<ProfileSettingTypes>(await settingTypes(world.reader))).toEqual({
      ...saved,
      settings: saved.settings.map((setting) => ({ ...setting, mayChange: false })),
    });
  });

  it('answers a repeat with 200 and writes nothing, whatever version it names', async () => {
    const world = await profileWorld();
    const { version } = await json<ProfileSettingTypes>(await settingTypes(world.admin));
    const change = { [schedule]: PayoutSchedule.WeeklyImmediate, [weekday]: '2' };
    const first = await json<ProfileSettingTypes>(await changeSettings(world.admin, change, version));
    const again = await changeSettings(world.admin, change, version);
    expect(again.status).toBe(200);
    expect(await json<ProfileSettingTypes>(again)).toEqual(first);
    expect(first.history).toHaveLength(2);
  });

  it('writes one of two changes made on the same version; the other gets 409', async () => {
    const world = await profileWorld();
    const { version } = await json<ProfileSettingTypes>(await settingTypes(world.admin));
    const answers = await Promise.all([
      changeSettings(world.admin, { [schedule]: PayoutSchedule.WeeklyStandard }, version),
      changeSettings(world.admin, { [schedule]: PayoutSchedule.WeeklyImmediate }, version),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [conflict] = answers.filter((answer) => answer.status === 409);
    expect((await json<ApiError>(conflict as Response)).code).toBe('conflict');
    const now = await json<ProfileSettingTypes>(await settingTypes(world.admin));
    expect(now.version).toBe(version + 1);
    expect(now.history).toHaveLength(1);
    // A change made on the old version is refused too.
    const stale = await changeSettings(world.admin, { [weekday]: '1' }, version);
    expect(stale.status).toBe(409);
  });

  it('refuses bad values with 400 and field errors, and asks for the version (428)', async () => {
    const world = await profileWorld();
    const { version } = await json<ProfileSettingTypes>(await settingTypes(world.admin));
    for (const [settings, field] of [
      [{ [schedule]: 'Monthly' }, `settings.${schedule}`],
      [{ [weekday]: '7' }, `settings.${weekday}`],
      [{ [weekday]: 'Friday' }, `settings.${weekday}`],
      [{ [review]: 'yes' }, `settings.${review}`],
      [{ 12345: 'true' }, 'settings.12345'],
      [{}, 'settings'],
    ] as const) {
      const response = await changeSettings(world.admin, settings, version);
      expect(response.status, JSON.stringify(settings)).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {}), JSON.stringify(settings)).toContain(field);
    }
    const french = await world.admin.request('core', corePaths.payorProfileSettingsUpdate, {
      method: 'POST',
      json: { settings: { [weekday]: '9' } },
      headers: { 'accept-language': 'fr', 'if-match': entityTagOf(version) },
    });
    expect((await json<ApiError>(french)).errors?.[`settings.${weekday}`]).toEqual([
      'Choisissez un jour de la semaine.',
    ]);
    expect((await changeSettings(world.admin, { [weekday]: '1' }, null)).status).toBe(428);
    expect((await json<ProfileSettingTypes>(await settingTypes(world.admin))).version).toBe(version);
  });

  it('leaves LanePay’s settings to LanePay, and every setting to user administrators', async () => {
    const world = await profileWorld();
    const { version } = await json<ProfileSettingTypes>(await settingTypes(world.admin));
    const staffOnly = await changeSettings(world.admin, { [loads]: 'true', [schedule]: PayoutSchedule.Daily }, version);
    expect(staffOnly.status).toBe(403);
    expect(Object.keys((await json<ApiError>(staffOnly)).errors ?? {})).toEqual([`settings.${loads}`]);
    const notAdmin = await changeSettings(world.reader, { [schedule]: PayoutSchedule.WeeklyStandard }, version);
    expect(notAdmin.status).toBe(403);
    expect((await getCompany(world.payor.id))?.settings).toEqual({});
  });

  it('turning upload review off releases the next upload at once, for every user of the payor', async () => {
    const world = await uploadWorld({ review: true });
    const { session: admin } = await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.UserAdmin]));
    const waiting = await json<{ batch: InvoiceBatchView }>(
      await submit(world.broker, csvUpload(invoiceRows(world, 'RV1', 1))),
    );
    expect(waiting.batch.statusId).toBe(InvoiceBatchStatus.AwaitingRelease);
    const { version } = await json<ProfileSettingTypes>(await settingTypes(admin));
    expect((await changeSettings(admin, { [review]: 'false' }, version)).status).toBe(200);
    const released = await json<{ batch: InvoiceBatchView }>(
      await submit(world.broker, csvUpload(invoiceRows(world, 'RV2', 1))),
    );
    expect(released.batch.statusId).toBe(InvoiceBatchStatus.Released);
  });
});
