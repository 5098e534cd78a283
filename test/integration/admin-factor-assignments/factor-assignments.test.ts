import { beforeAll, describe, expect, it } from 'vitest';
import { listFactorHoldEvents } from '#functions/repositories/factor-of-record.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { getRelationship, type RelationshipRecord } from '#functions/repositories/relationships.ts';
import { reconcileCarrierHolds } from '#functions/services/factor-of-record.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { Role } from '#shared/enums/role.ts';
import type { FactorAssignment, FactorAssignmentCandidate } from '#shared/schemas/admin-factor-assignments.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { auditedDocument, factorWithAccount } from '../factor-of-record/noa-fixtures.ts';
import { json } from '../payee-invoices/invoice-fixtures.ts';
import { activeWireAccount, approvedInvoice } from '../payouts/payout-fixtures.ts';

/*
 * The NOA is applied and the payout runs made "as of" days of 2003, so a run finds due only the
 * invoices made here for that day (other tests use other days) and the NOA's cooling-off window has ended.
 */
const applied = new Date('2003-06-01T15:00:00Z');
const payDay = '2003-06-14';
const runAt = new Date('2003-06-15T18:00:00Z');

type Staff = { proposer: ApiSession; manager: ApiSession; senior: ApiSession; factorUser: ApiSession };
let staff: Staff;

beforeAll(async () => {
  const [staffCompany, factorCompany] = await Promise.all([
    createCompany(CompanyType.Triumph),
    createCompany(CompanyType.Factor),
  ]);
  const emails = await Promise.all([
    createUserWithMfa(staffCompany, [Role.TriumphInternal, Role.OpsManager]),
    createUserWithMfa(staffCompany, [Role.TriumphInternal, Role.OpsManager]),
    createUserWithMfa(staffCompany, [Role.TriumphInternal, Role.SeniorNoaProcessor]),
    createUserWithMfa(factorCompany, [Role.UserAdmin]),
  ]);
  const [proposer, manager, senior, factorUser] = (
    await Promise.all(emails.map((email) => ApiSession.signIn(email)))
  ).map((signedIn) => signedIn.session) as [ApiSession, ApiSession, ApiSession, ApiSession];
  staff = { proposer, manager, senior, factorUser };
});

/** A carrier whose factor of record holds its first payor (a per-debtor NOA); the second is its own. */
async function carrierWithFactorOfRecord() {
  const [carrier, first, second] = await Promise.all([
    createCompany(CompanyType.Payee),
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Payor),
  ]);
  const relationships = await Promise.all([
    createClaimedRelationship(carrier, first),
    createClaimedRelationship(carrier, second),
  ]);
  await activeWireAccount(carrier.id);
  const { factor } = await factorWithAccount();
  await auditedDocument({
    factorId: factor.id,
    payeeId: carrier.id,
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [first.id] },
    now: applied,
  });
  return { carrier, factor, factored: relationships[0], own: relationships[1] };
}

const post = (session: ApiSession, path: string, body: unknown, headers: Record<string, string> = {}) =>
  session.request('core', path, { method: 'POST', json: body, headers });
const propose = (session: ApiSession, body: unknown, key = crypto.randomUUID()) =>
  post(session, corePaths.adminFactorAssignments, body, { [idempotencyKeyHeader]: key });
const decide = (session: ApiSession, id: number, body: unknown, version?: number) =>
  post(
    session,
    fillPath(corePaths.adminFactorAssignmentDecision, { id }),
    body,
    version === undefined ? {} : { [ifMatchHeader]: entityTagOf(version) },
  );
const proposalOf = (r: RelationshipRecord, action: string) => ({
  payeeId: r.payeeId,
  relationshipId: r.id,
  action,
  reason: 'The NOA on file covers this payor too',
});

describe('a factor assignment proposal', () => {
  it('holds the relationship and pays nobody until a second ops manager approves it; then pays the factor of record', async () => {
    const { carrier, factor, own } = await carrierWithFactorOfRecord();
    const invoice = await approvedInvoice(carrier.id, { relationshipId: own.id, payorId: own.payorId }, payDay);

    const key = crypto.randomUUID();
    const created = await propose(staff.proposer, proposalOf(own, 'assignFactorOfRecord'), key);
    expect(created.status).toBe(201);
    const proposal = await json<FactorAssignment>(created);
    expect(proposal).toMatchObject({
      status: 'pending',
      before: null,
      after: factor.id,
      afterName: factor.name,
      version: 1,
    });
    expect(created.headers.get('etag')).toBe(entityTagOf(1));
    // The same create again answers the same proposal.
    const repeated = await propose(staff.proposer, proposalOf(own, 'assignFactorOfRecord'), key);
    expect(repeated.status).toBe(200);
    expect((await json<FactorAssignment>(repeated)).id).toBe(proposal.id);
    // A second proposal for the same relationship waits its turn.
    expect((await propose(staff.manager, proposalOf(own, 'assignFactorOfRecord'))).status).toBe(409);

    expect(await getRelationship(carrier.id, own.id)).toMatchObject({
      assignedFactorId: null,
      isFactorHeld: true,
      factorHolds: [{ reason: HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD, cause: { proposalId: proposal.id } }],
    });
    expect(await getInvoice(invoice.id)).toMatchObject({
      status: InvoiceStatus.Held,
      reviewNote: { holdReason: HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD },
    });
    await runPayouts(runAt);
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Held, paymentId: null });

    // The audit queue lists it; the proposer cannot approve it, nor anyone on a stale version or without one.
    const queue = await json<{ items: FactorAssignment[] }>(
      await staff.manager.request('core', corePaths.adminFactorAssignments),
    );
    expect(queue.items.map((p) => p.id)).toContain(proposal.id);
    expect((await decide(staff.proposer, proposal.id, { decision: 'approve' }, 1)).status).toBe(403);
    expect((await decide(staff.manager, proposal.id, { decision: 'approve' }, 0)).status).toBe(409);
    expect((await decide(staff.manager, proposal.id, { decision: 'approve' })).status).toBe(428);

    const approved = await decide(staff.manager, proposal.id, { decision: 'approve', note: 'Checked the NOA' }, 1);
    expect(approved.status).toBe(200);
    expect(await json<FactorAssignment>(approved)).toMatchObject({
      status: 'approved',
      decisionNote: 'Checked the NOA',
      version: 2,
      decidedBy: { name: expect.any(String) },
    });
    // The same decision again answers the proposal as decided; another one is a conflict.
    expect((await decide(staff.manager, proposal.id, { decision: 'approve' }, 1)).status).toBe(200);
    expect((await decide(staff.manager, proposal.id, { decision: 'reject' }, 1)).status).toBe(409);
    expect((await decide(staff.manager, proposal.id, { decision: 'reject' }, 2)).status).toBe(409);

    expect(await getRelationship(carrier.id, own.id)).toMatchObject({
      assignedFactorId: factor.id,
      isFactorHeld: false,
      factorHolds: [],
    });
    const events = await listFactorHoldEvents(carrier.id);
    expect(events.filter((e) => e.relationshipId === own.id).map((e) => [e.kind, e.reason, e.byProposalId])).toEqual([
      ['placed', HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD, proposal.id],
      ['released', HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD, proposal.id],
    ]);
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Approved, factorId: factor.id });

    await runPayouts(runAt);
    const paid = await getInvoice(invoice.id);
    expect(paid?.status).toBe(InvoiceStatus.Paid);
    expect((await getPayment(String(paid?.paymentId)))?.paidTo).toMatchObject({ kind: 'factor', factorId: factor.id });

    const history = await json<{ items: FactorAssignment[] }>(
      await staff.manager.request('core', corePaths.adminFactorAssignmentHistory),
    );
    expect(history.items.find((p) => p.id === proposal.id)).toMatchObject({ status: 'approved' });
  });

  it('rejected, releases the hold and changes nothing of who is paid', async () => {
    const { carrier, factor, factored } = await carrierWithFactorOfRecord();
    const invoice = await approvedInvoice(
      carrier.id,
      { relationshipId: factored.id, payorId: factored.payorId },
      '2003-06-13',
    );
    const proposal = await json<FactorAssignment>(await propose(staff.proposer, proposalOf(factored, 'removeFactor')));
    expect(proposal).toMatchObject({ action: 'removeFactor', before: factor.id, after: null });
    expect((await getInvoice(invoice.id))?.status).toBe(InvoiceStatus.Held);

    const rejected = await decide(
      staff.manager,
      proposal.id,
      { decision: 'reject', note: 'The NOA names this payor' },
      1,
    );
    expect(await json<FactorAssignment>(rejected)).toMatchObject({ status: 'rejected', version: 2 });
    expect(await getRelationship(carrier.id, factored.id)).toMatchObject({
      assignedFactorId: factor.id,
      isFactorHeld: false,
    });
    await runPayouts(new Date('2003-06-14T18:00:00Z'));
    const paid = await getInvoice(invoice.id);
    expect(paid?.status).toBe(InvoiceStatus.Paid);
    expect((await getPayment(String(paid?.paymentId)))?.paidTo).toMatchObject({ kind: 'factor', factorId: factor.id });
  });

  it('lists held relationships with their factor beside the factor of record, and one carrier’s on request', async () => {
    const { carrier, factor, own } = await carrierWithFactorOfRecord();
    const { factor: stray } = await factorWithAccount();
    const payor = await createCompany(CompanyType.Payor);
    const mismatched = await createClaimedRelationship(carrier, payor, {
      assignedFactorId: stray.id,
      factorName: stray.name,
    });
    await reconcileCarrierHolds(carrier.id, applied);

    const held = await json<{ items: FactorAssignmentCandidate[] }>(
      await staff.senior.request('core', corePaths.adminFactorAssignmentRelationships),
    );
    expect(held.items.find((c) => c.relationshipId === mismatched.id)).toMatchObject({
      payeeId: carrier.id,
      assignedFactorId: stray.id,
      factorOfRecordId: factor.id,
      holds: [{ reason: HoldReason.GLOBAL_FACTOR_MISMATCH }],
      pendingProposalId: null,
    });
    expect(held.items.some((c) => c.relationshipId === own.id)).toBe(false);
    const ofCarrier = await json<{ items: FactorAssignmentCandidate[] }>(
      await staff.senior.request('core', `${corePaths.adminFactorAssignmentRelationships}?carrierId=${carrier.id}`),
    );
    expect(ofCarrier.items).toHaveLength(3);
    expect(ofCarrier.items.map((c) => c.relationshipId)).toEqual(expect.arrayContaining([own.id, mismatched.id]));

    // A senior NOA processor proposes; approving the mismatch away makes the factor of record its factor.
    const proposal = await json<FactorAssignment>(
      await propose(staff.senior, proposalOf(mismatched, 'assignFactorOfRecord')),
    );
    expect(proposal).toMatchObject({ before: stray.id, after: factor.id });
    await decide(staff.manager, proposal.id, { decision: 'approve' }, 1);
    expect(await getRelationship(carrier.id, mismatched.id)).toMatchObject({
      assignedFactorId: factor.id,
      isFactorHeld: false,
      factorHolds: [],
    });
  });
});

describe('refusals', () => {
  it('answers bad input with field errors, unknown or mismatched ids with 404, and nothing to change with 400', async () => {
    const { own, factored } = await carrierWithFactorOfRecord();
    const bad = await propose(staff.proposer, { payeeId: 'x', relationshipId: -1, action: 'steal', reason: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<ApiError>(bad)).errors ?? {}).sort()).toEqual([
      'action',
      'payeeId',
      'reason',
      'relationshipId',
    ]);
    const other = await createCompany(CompanyType.Payee);
    expect((await propose(staff.proposer, { ...proposalOf(own, 'removeFactor'), payeeId: other.id })).status).toBe(404);
    expect(
      (await propose(staff.proposer, { ...proposalOf(own, 'removeFactor'), relationshipId: 999_999_999 })).status,
    ).toBe(404);
    const nothing = await propose(staff.proposer, proposalOf(own, 'removeFactor'));
    expect(nothing.status).toBe(400);
    expect(Object.keys((await json<ApiError>(nothing)).errors ?? {})).toEqual(['action']);
    expect((await propose(staff.proposer, proposalOf(factored, 'assignFactorOfRecord'))).status).toBe(400);

    expect(
      (await staff.manager.request('core', fillPath(corePaths.adminFactorAssignment, { id: 999_999_999 }))).status,
    ).toBe(404);
    expect((await decide(staff.manager, 999_999_999, { decision: 'approve' }, 1)).status).toBe(404);
    expect((await decide(staff.manager, 1, { decision: 'maybe' }, 1)).status).toBe(400);
  });

  it('answers only the roles of the seeds’ table: the audit and history for ops managers alone', async () => {
    expect((await staff.senior.request('core', corePaths.adminFactorAssignments)).status).toBe(403);
    expect((await staff.senior.request('core', corePaths.adminFactorAssignmentHistory)).status).toBe(403);
    expect((await staff.factorUser.request('core', corePaths.adminFactorAssignmentRelationships)).status).toBe(403);
    expect((await staff.manager.request('core', corePaths.adminFactorAssignmentRelationships)).status).toBe(200);
  });
});
