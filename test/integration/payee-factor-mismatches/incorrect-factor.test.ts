import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { getFactorOfRecord, putFactorOfRecordIfAbsent } from '#functions/repositories/factor-of-record.ts';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { reconcileCarrierHolds } from '#functions/services/factor-of-record.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { MissingDetail } from '#shared/enums/missing-detail.ts';
import { Role } from '#shared/enums/role.ts';
import type { FactorAssignment } from '#shared/schemas/admin-factor-assignments.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { FactorMismatches } from '#shared/schemas/payee-factor-mismatches.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { json } from '../payee-invoices/invoice-fixtures.ts';

const signIn = async (company: CompanyRecord, roles: Role[]) =>
  (await ApiSession.signIn(await createUserWithMfa(company, roles))).session;

let manager: ApiSession;
let otherCarrierAdmin: ApiSession;

beforeAll(async () => {
  const [staffCompany, otherCarrier] = await Promise.all([
    createCompany(CompanyType.Triumph),
    createCompany(CompanyType.Payee),
  ]);
  [manager, otherCarrierAdmin] = await Promise.all([
    signIn(staffCompany, [Role.TriumphInternal, Role.OpsManager]),
    signIn(otherCarrier, [Role.PayeeAdmin]),
  ]);
});

/**
 * A carrier whose factor of record holds its first payor, while its second payor is still assigned
 * to another factor (held as GLOBAL_FACTOR_MISMATCH); its administrator and its driver signed in.
 */
async function mismatchedCarrier() {
  const [carrier, first, second, factor, stray] = await Promise.all([
    createCompany(CompanyType.Payee),
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Factor),
    createCompany(CompanyType.Factor),
  ]);
  await putFactorOfRecordIfAbsent({
    payeeId: carrier.id,
    factorId: factor.id,
    factorName: factor.name,
    documentId: null,
    since: new Date().toISOString(),
    version: 1,
  });
  const [agreeing, mismatched] = await Promise.all([
    createClaimedRelationship(carrier, first, { assignedFactorId: factor.id, factorName: factor.name }),
    createClaimedRelationship(carrier, second, { assignedFactorId: stray.id, factorName: stray.name }),
  ]);
  await reconcileCarrierHolds(carrier.id);
  const [admin, driver] = await Promise.all([signIn(carrier, [Role.PayeeAdmin]), signIn(carrier, [Role.PayeeDriver])]);
  return { carrier, factor, stray, agreeing, mismatched, admin, driver };
}

const me = async (session: ApiSession) => json<CurrentUser>(await session.request('core', corePaths.currentUser));
const mismatches = async (session: ApiSession) =>
  json<FactorMismatches>(await session.request('core', corePaths.payeeFactorMismatches));
const answer = (session: ApiSession, relationshipId: number, body: unknown, key = crypto.randomUUID()) =>
  session.request('core', fillPath(corePaths.payeeFactorMismatchAnswer, { id: relationshipId }), {
    method: 'POST',
    json: body,
    headers: { [idempotencyKeyHeader]: key },
  });
const approve = (proposal: FactorAssignment) =>
  manager.request('core', fillPath(corePaths.adminFactorAssignmentDecision, { id: proposal.id }), {
    method: 'POST',
    json: { decision: 'approve' },
    headers: { [ifMatchHeader]: entityTagOf(proposal.version) },
  });

describe('the carrier’s IncorrectFactor step', () => {
  it('is due for every user of a carrier with an unanswered mismatch; only a money manager answers', async () => {
    const { factor, stray, mismatched, admin, driver } = await mismatchedCarrier();
    expect((await me(admin)).missingDetails).toEqual([MissingDetail.IncorrectFactor]);
    expect((await me(driver)).missingDetails).toEqual([MissingDetail.IncorrectFactor]);
    expect((await me(otherCarrierAdmin)).missingDetails).toEqual([]);

    const seen = await mismatches(admin);
    expect(seen).toMatchObject({
      factorOfRecord: { id: factor.id, name: factor.name },
      items: [{ relationshipId: mismatched.id, payorName: mismatched.payorName, factor: { id: stray.id } }],
      canAnswer: true,
    });
    expect(seen.answerers.map((a) => a.email)).toEqual([(await me(admin)).email]);
    const asDriver = await mismatches(driver);
    expect(asDriver.canAnswer).toBe(false);
    expect(asDriver.answerers).toEqual(seen.answerers);

    expect((await answer(driver, mismatched.id, { answer: 'factorOfRecord' })).status).toBe(403);
    expect((await answer(otherCarrierAdmin, mismatched.id, { answer: 'factorOfRecord' })).status).toBe(404);
    expect((await answer(admin, 999_999_999, { answer: 'factorOfRecord' })).status).toBe(404);
    const bad = await answer(admin, mismatched.id, { answer: 'somebody' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<ApiError>(bad)).errors ?? {})).toEqual(['answer']);
  });

  it('records the answer as a proposal that moves no money, once; staff approval applies it', async () => {
    const { carrier, factor, stray, agreeing, mismatched, admin, driver } = await mismatchedCarrier();
    const user = await me(admin);
    const key = crypto.randomUUID();
    const created = await answer(admin, mismatched.id, { answer: 'factorOfRecord' }, key);
    expect(created.status).toBe(201);
    const proposal = await json<FactorAssignment>(created);
    expect(proposal).toMatchObject({
      payeeId: carrier.id,
      relationshipId: mismatched.id,
      action: 'assignFactorOfRecord',
      before: stray.id,
      after: factor.id,
      status: 'pending',
      proposedBy: { userId: user.id, name: user.name },
      carrierRequest: { answer: 'factorOfRecord', factorOfRecordId: factor.id },
    });
    // The same request, or another answer after it, changes nothing.
    for (const again of [
      await answer(admin, mismatched.id, { answer: 'factorOfRecord' }, key),
      await answer(admin, mismatched.id, { answer: 'noFactor' }),
    ]) {
      expect(again.status).toBe(200);
      expect(await json<FactorAssignment>(again)).toMatchObject({ id: proposal.id, action: 'assignFactorOfRecord' });
    }
    // Nothing moved: the relationship keeps its factor, held now for the proposal too.
    expect(await getRelationship(carrier.id, mismatched.id)).toMatchObject({ assignedFactorId: stray.id });
    expect((await getRelationship(carrier.id, mismatched.id))?.factorHolds?.map((h) => h.reason)).toEqual(
      expect.arrayContaining([HoldReason.GLOBAL_FACTOR_MISMATCH, HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD]),
    );
    expect((await me(admin)).missingDetails).toEqual([]);
    expect((await me(driver)).missingDetails).toEqual([]);
    expect((await mismatches(admin)).items).toEqual([]);
    // A relationship that needs no answer is refused.
    expect((await answer(admin, agreeing.id, { answer: 'noFactor' })).status).toBe(409);

    const pending = await json<{ items: FactorAssignment[] }>(
      await manager.request('core', corePaths.adminFactorAssignments),
    );
    expect(pending.items.find((p) => p.id === proposal.id)?.carrierRequest?.answer).toBe('factorOfRecord');
    expect((await approve(proposal)).status).toBe(200);
    expect(await getRelationship(carrier.id, mismatched.id)).toMatchObject({ assignedFactorId: factor.id });
    expect((await getRelationship(carrier.id, mismatched.id))?.factorHolds ?? []).toEqual([]);
  });

  it('records the carrier’s word that the relationship’s factor is its own, which staff may only reject: documents decide', async () => {
    const { carrier, stray, mismatched, admin } = await mismatchedCarrier();
    const before = await getFactorOfRecord(carrier.id);
    const proposal = await json<FactorAssignment>(await answer(admin, mismatched.id, { answer: 'relationshipFactor' }));
    expect(proposal).toMatchObject({ action: 'adoptRelationshipFactor', before: stray.id, after: stray.id });
    expect((await mismatches(admin)).items).toEqual([]);

    const refused = await approve(proposal);
    expect(refused.status).toBe(409);
    expect(await getFactorOfRecord(carrier.id)).toEqual(before);
    const rejected = await manager.request(
      'core',
      fillPath(corePaths.adminFactorAssignmentDecision, { id: proposal.id }),
      {
        method: 'POST',
        json: { decision: 'reject', note: 'Asked Harbor Street for its NOA' },
        headers: { [ifMatchHeader]: entityTagOf(proposal.version) },
      },
    );
    expect(rejected.status).toBe(200);
    expect(await getFactorOfRecord(carrier.id)).toEqual(before);
    // Still paid to nobody: the mismatch hold stays until an NOA or LOR resolves it.
    expect((await getRelationship(carrier.id, mismatched.id))?.factorHolds?.map((h) => h.reason)).toEqual([
      HoldReason.GLOBAL_FACTOR_MISMATCH,
    ]);
  });

  it('refuses "the factor of record" for a carrier without one', async () => {
    const [carrier, payor, stray] = await Promise.all([
      createCompany(CompanyType.Payee),
      createCompany(CompanyType.Payor),
      createCompany(CompanyType.Factor),
    ]);
    const relationship = await createClaimedRelationship(carrier, payor, {
      assignedFactorId: stray.id,
      factorName: stray.name,
    });
    await reconcileCarrierHolds(carrier.id);
    const admin = await signIn(carrier, [Role.PayeeAdmin]);
    expect((await mismatches(admin)).factorOfRecord).toBeNull();
    const refused = await answer(admin, relationship.id, { answer: 'factorOfRecord' });
    expect(refused.status).toBe(400);
    expect(Object.keys((await json<ApiError>(refused)).errors ?? {})).toEqual(['answer']);
    expect((await answer(admin, relationship.id, { answer: 'noFactor' })).status).toBe(201);
  });
});
