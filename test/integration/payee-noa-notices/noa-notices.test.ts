import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getNoaDocument } from '#functions/repositories/noa-documents.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { getRelationship, type RelationshipRecord } from '#functions/repositories/relationships.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { DocumentStatus, LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import type { NoaNotice, NoaNoticeList } from '#shared/schemas/payee-noa-notices.ts';
import type { PaymentDetails, PaymentsPage } from '#shared/schemas/payee-payments.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { auditedDocument, factorWithAccount } from '../factor-of-record/noa-fixtures.ts';
import { activeWireAccount, approvedInvoice } from '../payouts/payout-fixtures.ts';

type World = {
  carrier: CompanyRecord;
  factor: CompanyRecord;
  relationships: readonly [RelationshipRecord, RelationshipRecord];
  admin: ApiSession;
  adminEmail: string;
};

/** A carrier with two payors and a signed-in PayeeAdmin (the notice email goes to them). */
async function carrierWorld(): Promise<World> {
  const [carrier, first, second] = await Promise.all([
    createCompany(CompanyType.Payee),
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Payor),
  ]);
  const relationships = [
    await createClaimedRelationship(carrier, first),
    await createClaimedRelationship(carrier, second),
  ] as const;
  await activeWireAccount(carrier.id);
  const adminEmail = await createUserWithMfa(carrier, [Role.PayeeAdmin]);
  const [{ factor }, { session }] = await Promise.all([factorWithAccount(), ApiSession.signIn(adminEmail)]);
  return { carrier, factor, relationships, admin: session, adminEmail };
}

/** A completed NOA from the world's factor naming the first payor, applied at `now`. */
const noticeOf = (world: World, now = new Date()) =>
  auditedDocument({
    factorId: world.factor.id,
    payeeId: world.carrier.id,
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [world.relationships[0].payorId] },
    now,
  });

const list = (session: ApiSession) => session.request('core', corePaths.payeeNoaNotices);
const details = (session: ApiSession, id: number | string) =>
  session.request('core', fillPath(corePaths.payeeNoaNotice, { id }));
const dispute = (session: ApiSession, id: number, body: unknown, headers: Record<string, string> = {}) =>
  session.request('core', fillPath(corePaths.payeeNoaNoticeDispute, { id }), { method: 'POST', json: body, headers });

const reason = 'We never sold our invoices to this factor.';

describe('the carrier’s notices of assignment', () => {
  it('lists a notice in its cooling-off window with its factor, payors and window; the email links to it', async () => {
    const world = await carrierWorld();
    const before = Date.now();
    const document = await noticeOf(world);

    const listed = await list(world.admin);
    expect(listed.status).toBe(200);
    const { items } = (await listed.json()) as NoaNoticeList;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: document.id,
      factorName: world.factor.name,
      scope: 'debtors',
      payors: [{ relationshipId: world.relationships[0].id, name: world.relationships[0].payorName }],
      state: 'coolingOff',
      disputable: true,
      dispute: null,
    });
    const endsAt = Date.parse(items[0]?.coolingOffEndsAt ?? '');
    expect(endsAt - before).toBeGreaterThanOrEqual(72 * 3_600_000 - 1_000);

    const read = await details(world.admin, document.id);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"v${document.version}"`);
    expect(((await read.json()) as NoaNotice).id).toBe(document.id);

    const [email] = await listOutboxFor(world.adminEmail);
    expect(email?.subject).toBe(`${world.factor.name} now receives the payments of ${world.carrier.name}`);
    expect(email?.body).toContain(world.relationships[0].payorName);
    expect(email?.body).toContain(`/payee/noa-notices/${document.id}`);
  });

  it('answers another carrier’s notice and an unknown one 404, a malformed id 400', async () => {
    const [world, other] = await Promise.all([carrierWorld(), carrierWorld()]);
    const theirs = await noticeOf(other);
    expect((await details(world.admin, theirs.id)).status).toBe(404);
    expect((await details(world.admin, 999_999_999)).status).toBe(404);
    expect((await details(world.admin, 'abc')).status).toBe(400);
    expect((await dispute(world.admin, theirs.id, { reason }, ifMatch(theirs.version))).status).toBe(404);
    expect(((await (await list(world.admin)).json()) as NoaNoticeList).items).toEqual([]);
    // Nothing of theirs moved.
    expect((await getNoaDocument(theirs.id))?.status).toBe(DocumentStatus.Complete);
  });

  it('lets billing read the notices but only an admin dispute them; a driver reads nothing', async () => {
    const world = await carrierWorld();
    const document = await noticeOf(world);
    const [billing, driver] = await Promise.all([
      createUserWithMfa(world.carrier, [Role.PayeeBilling]).then((email) => ApiSession.signIn(email)),
      createUserWithMfa(world.carrier, [Role.PayeeDriver]).then((email) => ApiSession.signIn(email)),
    ]);
    expect((await list(billing.session)).status).toBe(200);
    expect((await dispute(billing.session, document.id, { reason }, ifMatch(document.version))).status).toBe(403);
    expect((await list(driver.session)).status).toBe(403);
    expect((await details(driver.session, document.id)).status).toBe(403);
    expect((await getNoaDocument(document.id))?.status).toBe(DocumentStatus.Complete);
  });

  it('refuses a dispute without a reason (field error), without If-Match (428) or on an old version (409)', async () => {
    const world = await carrierWorld();
    const document = await noticeOf(world);
    const empty = await dispute(world.admin, document.id, { reason: '   ' }, ifMatch(document.version));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ApiError).errors?.reason).toEqual(['Required']);
    expect((await dispute(world.admin, document.id, {}, ifMatch(document.version))).status).toBe(400);
    expect((await dispute(world.admin, document.id, { reason })).status).toBe(428);
    const stale = await dispute(world.admin, document.id, { reason }, ifMatch(document.version - 1));
    expect(stale.status).toBe(409);
    expect((await getNoaDocument(document.id))?.status).toBe(DocumentStatus.Complete);
  });

  it('a dispute in the window sends the document to fraud investigation and holds the payor; a replay answers it again', async () => {
    const world = await carrierWorld();
    const invoice = await approvedInvoice(
      world.carrier.id,
      { relationshipId: world.relationships[0].id, payorId: world.relationships[0].payorId },
      '2099-01-01',
    );
    const document = await noticeOf(world);
    const answered = await dispute(world.admin, document.id, { reason }, ifMatch(document.version));
    expect(answered.status).toBe(200);
    const disputed = (await answered.json()) as NoaNotice;
    expect(disputed).toMatchObject({ state: 'underInvestigation', disputable: false, dispute: { reason } });
    expect(answered.headers.get('etag')).toBe(`"v${disputed.version}"`);

    const stored = await getNoaDocument(document.id);
    expect(stored?.status).toBe(DocumentStatus.FraudInvestigation);
    expect(stored?.history.at(-1)).toMatchObject({ event: 'dispute', note: reason });
    expect(await getRelationship(world.carrier.id, world.relationships[0].id)).toMatchObject({
      isFactorHeld: true,
      factorHolds: [{ reason: HoldReason.FRAUD_NOA, cause: { documentId: document.id } }],
    });
    expect((await getInvoice(invoice.id))?.status).toBe(InvoiceStatus.Held);
    // The other payor is not covered: not held.
    expect((await getRelationship(world.carrier.id, world.relationships[1].id))?.isFactorHeld).toBeFalsy();

    // The same request again (its answer lost): the disputed notice, nothing written twice.
    const replay = await dispute(world.admin, document.id, { reason }, ifMatch(document.version));
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as NoaNotice).version).toBe(disputed.version);
    expect((await getNoaDocument(document.id))?.history.filter((step) => step.event === 'dispute')).toHaveLength(1);
  });

  it('refuses a dispute once the cooling-off window has passed (409, in the caller’s words)', async () => {
    const world = await carrierWorld();
    const document = await noticeOf(world, new Date('2002-06-01T15:00:00Z'));
    const { items } = (await (await list(world.admin)).json()) as NoaNoticeList;
    expect(items[0]).toMatchObject({ state: 'inEffect', disputable: false });
    const late = await dispute(world.admin, document.id, { reason }, ifMatch(document.version));
    expect(late.status).toBe(409);
    expect(((await late.json()) as ApiError).message).toContain('The time to dispute this notice has passed');
    const spanish = await world.admin.request('core', fillPath(corePaths.payeeNoaNoticeDispute, { id: document.id }), {
      method: 'POST',
      json: { reason },
      headers: { ...ifMatch(document.version), 'accept-language': 'es' },
    });
    expect(spanish.status).toBe(409);
    expect(((await spanish.json()) as ApiError).message).toContain('El plazo para disputar este aviso ya pasó');
    expect((await getNoaDocument(document.id))?.status).toBe(DocumentStatus.Complete);
  });

  it('ends a notice its factor’s LOR released within the window: not waiting, not disputable, and no hold on the payor', async () => {
    const world = await carrierWorld();
    const document = await noticeOf(world);
    await auditedDocument({
      factorId: world.factor.id,
      payeeId: world.carrier.id,
      request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor },
      now: new Date(),
    });

    // The dashboard banner shows notices in state coolingOff: this one no longer moves any payment.
    const { items } = (await (await list(world.admin)).json()) as NoaNoticeList;
    expect(items[0]).toMatchObject({ id: document.id, state: 'ended', disputable: false });
    const late = await dispute(world.admin, document.id, { reason }, ifMatch(document.version));
    expect(late.status).toBe(409);
    expect((await getNoaDocument(document.id))?.status).toBe(DocumentStatus.Complete);
    expect((await getRelationship(world.carrier.id, world.relationships[0].id))?.factorHolds ?? []).toEqual([]);
  });
});

describe('a payment to the factor, as the carrier sees it', () => {
  it('says Factored account with the factor’s name, never the factor’s account, in the list, the payment and the invoice', async () => {
    const world = await carrierWorld();
    const [factored, own] = await Promise.all(
      world.relationships.map((r) =>
        approvedInvoice(world.carrier.id, { relationshipId: r.id, payorId: r.payorId }, '2002-06-14'),
      ),
    );
    await noticeOf(world, new Date('2002-06-01T15:00:00Z'));
    await runPayouts(new Date('2002-06-15T18:00:00Z'));
    const paidFactor = (await getInvoice(factored?.id ?? 0))?.paymentId;
    const paidCarrier = (await getInvoice(own?.id ?? 0))?.paymentId;
    expect(paidFactor).toBeTruthy();
    expect(paidCarrier).toBeTruthy();

    const page = (await (await world.admin.request('core', corePaths.payeePayments)).json()) as PaymentsPage;
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(String(paidFactor))?.paidTo).toEqual({ kind: 'factor', factorName: world.factor.name });
    expect(byId.get(String(paidCarrier))?.paidTo).toEqual({ kind: 'payee', factorName: null });

    const details = (await (
      await world.admin.request('core', fillPath(corePaths.payeePayment, { id: String(paidFactor) }))
    ).json()) as PaymentDetails;
    expect(details.paidTo).toEqual({ kind: 'factor', factorName: world.factor.name });
    expect(details.bankAccount.description).toBeNull();

    const invoice = (await (
      await world.admin.request('core', fillPath(corePaths.payeeInvoice, { id: factored?.id ?? 0 }))
    ).json()) as InvoiceDetails;
    expect(invoice).toMatchObject({ termLabel: 'factored', factorName: world.factor.name, paymentId: paidFactor });
    const ownInvoice = (await (
      await world.admin.request('core', fillPath(corePaths.payeeInvoice, { id: own?.id ?? 0 }))
    ).json()) as InvoiceDetails;
    expect(ownInvoice.factorName).toBeNull();
  });
});
