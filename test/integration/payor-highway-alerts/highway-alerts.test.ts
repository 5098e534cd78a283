import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { VettingRecord } from '#functions/domain/highway/vetting-checks.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { putVettingRecord } from '#functions/repositories/vetting-registry.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { AlertStatus, CheckResult } from '#shared/enums/alert.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { HighwayCheck } from '#shared/enums/highway.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import type { HighwayAlert, HighwayAlertPage, HighwayRecheckResult } from '#shared/schemas/payor-highway-alerts.ts';
import type { PayorInvoice } from '#shared/schemas/payor-invoices.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';
import { json } from '../payee-invoices/invoice-fixtures.ts';

const number = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

/** A registry record that passes every check, for the carrier's numbers. */
const passing = (carrier: CompanyRecord): VettingRecord => ({
  dotNumber: carrier.dotNumber,
  mcNumber: carrier.mcNumber,
  legalName: carrier.name.toUpperCase(),
  authority: 'ACTIVE',
  insurance: { onFile: true, expiresOn: null },
  identityVerified: true,
});

type World = {
  payor: CompanyRecord;
  carrier: CompanyRecord;
  relationship: RelationshipRecord;
  broker: ApiSession;
  carrierUser: ApiSession;
};

/**
 * A payor (a highway subscriber unless told otherwise) and a carrier of their own with a claimed
 * relationship, the carrier's registry record (insurance lapsed unless told otherwise), and a
 * signed-in PayorSubmission user and carrier admin.
 */
async function highwayWorld(
  options: { subscriber?: boolean; record?: (carrier: CompanyRecord) => VettingRecord | null } = {},
): Promise<World> {
  const payor = await createCompanyWith(CompanyType.Payor, {
    name: `Payor ${randomUUID().slice(0, 8)}`,
    isHighwaySubscriber: options.subscriber ?? true,
  });
  const carrier = await createCompanyWith(CompanyType.Payee, {
    name: `Carrier ${randomUUID().slice(0, 8)}`,
    dotNumber: number(),
    mcNumber: number(),
  });
  const record = (options.record ?? ((c) => ({ ...passing(c), insurance: { onFile: false, expiresOn: null } })))(
    carrier,
  );
  if (record) await putVettingRecord(record);
  const relationship = await createClaimedRelationship(carrier, payor);
  const [brokerEmail, carrierEmail] = await Promise.all([
    createUserWithMfa(payor, [Role.PayorSubmission]),
    createUserWithMfa(carrier, [Role.PayeeAdmin]),
  ]);
  const [broker, carrierUser] = await Promise.all([ApiSession.signIn(brokerEmail), ApiSession.signIn(carrierEmail)]);
  return { payor, carrier, relationship, broker: broker.session, carrierUser: carrierUser.session };
}

async function submit(world: World, grossCents = 120_000): Promise<PayorInvoice> {
  const response = await world.broker.request('core', corePaths.payorInvoices, {
    method: 'POST',
    json: {
      payeeRelationshipId: world.relationship.id,
      invoiceNumber: `HW-${randomUUID().slice(0, 8)}`,
      loadNumber: `LD-${randomUUID().slice(0, 8)}`,
      grossCents,
    },
  });
  expect(response.status).toBe(201);
  return json<PayorInvoice>(response);
}

const list = async (session: ApiSession, query = '') => {
  const response = await session.request('core', `${corePaths.payorHighwayAlerts}${query ? `?${query}` : ''}`);
  return { status: response.status, body: (await response.json()) as HighwayAlertPage & ApiError };
};
const details = (session: ApiSession, id: number) =>
  session.request('core', fillPath(corePaths.payorHighwayAlert, { id }));
const clear = (session: ApiSession, id: number) =>
  session.request('core', fillPath(corePaths.payorHighwayAlertClear, { id }), { method: 'PUT' });
const ignore = (session: ApiSession, id: number) =>
  session.request('core', fillPath(corePaths.payorHighwayAlertIgnore, { id }), { method: 'PUT' });
const recheck = (session: ApiSession, body: unknown) =>
  session.request('core', corePaths.payorHighwayChecks, { method: 'POST', json: body });

async function onlyAlert(world: World): Promise<HighwayAlert> {
  const page = (await list(world.broker)).body;
  expect(page.items).toHaveLength(1);
  const id = page.items[0]?.id ?? 0;
  return json<HighwayAlert>(await details(world.broker, id));
}

describe('a failed highway check', () => {
  it('holds the carrier’s new invoices for one alert, which the carrier reads as the payor’s system hold', async () => {
    const world = await highwayWorld();
    const first = await submit(world);
    expect(first.statusId).toBe(InvoiceStatus.Held);
    expect(first.reviewNote).toMatchObject({
      holdReasonId: HoldReason.PAYOR_SYSTEM_OVERRIDE,
      text: "Held for the payor's carrier vetting: insurance not on file.",
    });
    const second = await submit(world);
    expect(second.statusId).toBe(InvoiceStatus.Held);

    const alert = await onlyAlert(world);
    expect(alert).toMatchObject({
      payeeRelationshipId: world.relationship.id,
      carrierName: world.carrier.name,
      statusId: AlertStatus.HeldAlert,
      failedChecks: [HighwayCheck.Insurance],
      heldInvoiceCount: 2,
      resolution: null,
    });
    expect(alert.checks).toEqual([
      { check: HighwayCheck.Authority, resultId: CheckResult.Pass },
      { check: HighwayCheck.Insurance, resultId: CheckResult.Fail },
      { check: HighwayCheck.Identity, resultId: CheckResult.Pass },
    ]);
    expect(alert.heldInvoices.map((invoice) => invoice.id).sort()).toEqual([first.id, second.id].sort());
    expect(alert.history.map((step) => step.event)).toEqual(['raised', 'held', 'held']);

    const seen = await json<InvoiceDetails>(
      await world.carrierUser.request('core', fillPath(corePaths.payeeInvoice, { id: first.id })),
    );
    expect(seen.statusId).toBe(InvoiceStatus.Held);
    expect(seen.reviewNote?.holdReasonId).toBe(HoldReason.PAYOR_SYSTEM_OVERRIDE);
  });

  it('holds nothing for a carrier that passes, one the registry does not know, or a payor that does not subscribe', async () => {
    const passes = await highwayWorld({ record: passing });
    expect((await submit(passes)).statusId).toBe(InvoiceStatus.Pending);
    const unknown = await highwayWorld({ record: () => null });
    expect((await submit(unknown)).statusId).toBe(InvoiceStatus.Pending);
    const notSubscribed = await highwayWorld({ subscriber: false });
    expect((await submit(notSubscribed)).statusId).toBe(InvoiceStatus.Pending);
    expect((await list(passes.broker)).body.items).toEqual([]);
  });
});

describe('clearing and ignoring an alert', () => {
  it('clear releases the held invoices to Pending with who and when, ends the alert, and a repeat changes nothing', async () => {
    const world = await highwayWorld();
    const held = await submit(world);
    const alert = await onlyAlert(world);

    const cleared = await clear(world.broker, alert.id);
    expect(cleared.status).toBe(200);
    const body = await json<HighwayAlert>(cleared);
    expect(body.resolution).toMatchObject({ kind: 'cleared' });
    expect(body.heldInvoices).toEqual([]);

    const invoice = await getInvoice(held.id);
    expect(invoice?.status).toBe(InvoiceStatus.Pending);
    expect(invoice?.reviewNote).toBeNull();
    expect(invoice?.statusHistory.at(-1)).toMatchObject({ status: InvoiceStatus.Pending, actor: 'payor' });
    expect(invoice?.statusHistory.at(-1)?.byName).toBeTruthy();
    expect((await list(world.broker)).body.items).toEqual([]);

    const again = await clear(world.broker, alert.id);
    expect(again.status).toBe(200);
    expect((await json<HighwayAlert>(again)).resolution?.at).toBe(body.resolution?.at);
    expect((await getInvoice(held.id))?.statusHistory).toHaveLength(invoice?.statusHistory.length ?? 0);
    expect((await ignore(world.broker, alert.id)).status).toBe(409);

    // Cleared is not ignored: the carrier still fails, so its next invoice raises a new alert.
    expect((await submit(world)).statusId).toBe(InvoiceStatus.Held);
    expect((await onlyAlert(world)).id).not.toBe(alert.id);
  });

  it('ignore releases the held invoices and stops holding for the same failures; a repeat changes nothing', async () => {
    const world = await highwayWorld();
    const held = await submit(world);
    const alert = await onlyAlert(world);

    const ignored = await ignore(world.broker, alert.id);
    expect(ignored.status).toBe(200);
    expect(await json<HighwayAlert>(ignored)).toMatchObject({
      statusId: AlertStatus.Ignored,
      resolution: { kind: 'ignored' },
    });
    expect((await getInvoice(held.id))?.status).toBe(InvoiceStatus.Pending);
    expect((await ignore(world.broker, alert.id)).status).toBe(200);
    expect((await clear(world.broker, alert.id)).status).toBe(409);

    expect((await submit(world)).statusId).toBe(InvoiceStatus.Pending);
    const page = (await list(world.broker, `status=${AlertStatus.Ignored}`)).body;
    expect(page.items.map((row) => row.id)).toEqual([alert.id]);
    expect((await list(world.broker, `status=${AlertStatus.HeldAlert}`)).body.items).toEqual([]);
  });
});

describe('checking a carrier again', () => {
  it('raises an alert for a failure, once however often it is repeated, and records each check on it', async () => {
    const world = await highwayWorld();
    const first = await recheck(world.broker, { payeeRelationshipId: world.relationship.id });
    expect(first.status).toBe(200);
    const result = await json<HighwayRecheckResult>(first);
    expect(result.alert).toMatchObject({ statusId: AlertStatus.ActiveAlert, heldInvoiceCount: 0 });
    const repeat = await json<HighwayRecheckResult>(
      await recheck(world.broker, { payeeRelationshipId: world.relationship.id }),
    );
    expect(repeat.alert?.id).toBe(result.alert?.id);
    expect(repeat.alert?.history.map((step) => step.event)).toEqual(['raised', 'rechecked']);
    expect((await list(world.broker)).body.items).toHaveLength(1);
  });

  it('answers a passing carrier with its results and no alert', async () => {
    const world = await highwayWorld({ record: passing });
    const result = await json<HighwayRecheckResult>(
      await recheck(world.broker, { payeeRelationshipId: world.relationship.id }),
    );
    expect(result.alert).toBeNull();
    expect(result.checks.every((check) => check.resultId === CheckResult.Pass)).toBe(true);
  });
});

describe('who may reach highway alerts', () => {
  it('answers another payor’s alert as not found, and its relationship as unknown', async () => {
    const world = await highwayWorld();
    const other = await highwayWorld();
    await submit(other);
    const foreign = await onlyAlert(other);
    expect((await details(world.broker, foreign.id)).status).toBe(404);
    expect((await clear(world.broker, foreign.id)).status).toBe(404);
    expect((await ignore(world.broker, foreign.id)).status).toBe(404);
    expect((await details(world.broker, 999_999_999)).status).toBe(404);
    const response = await recheck(world.broker, { payeeRelationshipId: other.relationship.id });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ApiError>(response)).errors ?? {})).toEqual(['payeeRelationshipId']);
    expect((await onlyAlert(other)).resolution).toBeNull();
  });

  it('refuses Csr users, payors that do not subscribe and carriers with 403; changes need a review role', async () => {
    const world = await highwayWorld();
    await submit(world);
    const alert = await onlyAlert(world);
    const csr = (await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorSubmission, Role.Csr])))
      .session;
    expect((await list(csr)).status).toBe(403);
    expect((await clear(csr, alert.id)).status).toBe(403);
    const reports = (await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorReports]))).session;
    expect((await list(reports)).status).toBe(200);
    expect((await clear(reports, alert.id)).status).toBe(403);
    expect((await recheck(reports, { payeeRelationshipId: world.relationship.id })).status).toBe(403);
    const notSubscribed = await highwayWorld({ subscriber: false });
    expect((await list(notSubscribed.broker)).status).toBe(403);
    expect((await list(world.carrierUser)).status).toBe(403);
    expect((await onlyAlert(world)).resolution).toBeNull();
  });

  it('answers bad input with 400 and field errors', async () => {
    const world = await highwayWorld();
    for (const [query, field] of [
      ['status=9', 'status'],
      ['pageSize=500', 'pageSize'],
      ['payeeRelationshipId=x', 'payeeRelationshipId'],
    ] as const) {
      const response = await list(world.broker, query);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), query).toContain(field);
    }
    for (const body of [{}, { payeeRelationshipId: 'x' }, { payeeRelationshipId: -1 }]) {
      const response = await recheck(world.broker, body);
      expect(response.status).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {})).toContain('payeeRelationshipId');
    }
    const badId = await world.broker.request('core', fillPath(corePaths.payorHighwayAlert, { id: 'abc' }));
    expect(badId.status).toBe(400);
    expect(Object.keys((await json<ApiError>(badId)).errors ?? {})).toContain('id');
  });
});
