import { beforeAll, describe, expect, it } from 'vitest';
import { getNoaDocument, listNoaSteps } from '#functions/repositories/noa-documents.ts';
import { moveNoaDocument } from '#functions/services/noa-documents.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';
import type {
  BulkRemovalResult,
  MissingLorPage,
  NoaDocumentPage,
  NoaMetrics,
  NoaQueueDocument,
  PendingFactorGroups,
} from '#shared/schemas/admin-noa-queues.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompany } from '../../support/fixtures.ts';
import { auditedDocument, documentReadyToAudit, factorWithAccount } from '../factor-of-record/noa-fixtures.ts';
import { json } from '../payee-invoices/invoice-fixtures.ts';
import { documentMovedBy, processorActor, queueSessions } from './queue-fixtures.ts';

let sessions: Awaited<ReturnType<typeof queueSessions>>;
beforeAll(async () => {
  sessions = await queueSessions();
});

const get = (session: ApiSession, path: string) => session.request('core', path);
const post = (session: ApiSession, path: string, body: unknown, headers: Record<string, string> = {}) =>
  session.request('core', path, { method: 'POST', json: body, headers });
const resolvePath = (id: number) => fillPath(corePaths.adminNoaActionConflictResolve, { id });
const fieldsOf = async (response: Response) => Object.keys((await json<ApiError>(response)).errors ?? {});

describe('action conflicts', () => {
  it('lists documents in conflict, shows one, and resolves it back to the processing queue once', async () => {
    const conflict = await documentMovedBy({ type: 'raiseConflict', actionCode: ActionCode.BrokerNotSpecified });
    const list = await json<NoaDocumentPage>(
      await get(sessions.ibex, `${corePaths.adminNoaActionConflicts}?pageSize=200`),
    );
    expect(list.items.find((row) => row.id === conflict.id)).toMatchObject({
      status: DocumentStatus.ActionConflict,
      actionCode: ActionCode.BrokerNotSpecified,
      proposedCarrierName: 'Queue Test Carrier',
    });
    const shown = await get(sessions.staff, fillPath(corePaths.adminNoaActionConflict, { id: conflict.id }));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('etag')).toBe(entityTagOf(conflict.version));
    expect((await json<NoaQueueDocument>(shown)).history.at(-1)).toMatchObject({
      event: 'raiseConflict',
      byName: processorActor.name,
      actionCode: ActionCode.BrokerNotSpecified,
    });

    const headers = { [ifMatchHeader]: entityTagOf(conflict.version) };
    const resolved = await post(sessions.staff, resolvePath(conflict.id), { resolution: 'returnToQueue' }, headers);
    expect(resolved.status).toBe(200);
    expect(await json<NoaQueueDocument>(resolved)).toMatchObject({ status: DocumentStatus.ReadyToProcess });
    // The same request again (a retry) answers the same and moves nothing more.
    const replay = await post(sessions.staff, resolvePath(conflict.id), { resolution: 'returnToQueue' }, headers);
    expect(replay.status).toBe(200);
    const stored = await getNoaDocument(conflict.id);
    expect(stored?.history.filter((step) => step.event === 'resolveConflict')).toHaveLength(1);
    // Removing it on the version that was resolved is now refused: it changed since.
    const late = await post(
      sessions.staff,
      resolvePath(conflict.id),
      { resolution: 'remove', reasonCode: 10 },
      headers,
    );
    expect(late.status).toBe(409);
  });

  it('removes a conflict with a reason code, and refuses bad input, stale versions and unknown ids', async () => {
    const conflict = await documentMovedBy({ type: 'raiseConflict', actionCode: ActionCode.Spam });
    const current = { [ifMatchHeader]: entityTagOf(conflict.version) };
    const noReason = await post(sessions.staff, resolvePath(conflict.id), { resolution: 'remove' }, current);
    expect(noReason.status).toBe(400);
    expect(await fieldsOf(noReason)).toContain('reasonCode');
    const notARemoval = await post(
      sessions.staff,
      resolvePath(conflict.id),
      { resolution: 'remove', reasonCode: ActionCode.SplitComplete },
      current,
    );
    expect(notARemoval.status).toBe(400);
    expect(
      await post(sessions.staff, resolvePath(conflict.id), { resolution: 'remove', reasonCode: 10 }),
    ).toHaveProperty('status', 428);
    const stale = { [ifMatchHeader]: entityTagOf(conflict.version - 1) };
    expect(
      (await post(sessions.staff, resolvePath(conflict.id), { resolution: 'remove', reasonCode: 10 }, stale)).status,
    ).toBe(409);
    expect(
      (await post(sessions.staff, resolvePath(999_999_999), { resolution: 'remove', reasonCode: 10 }, current)).status,
    ).toBe(404);
    expect((await get(sessions.staff, fillPath(corePaths.adminNoaActionConflict, { id: 999_999_999 }))).status).toBe(
      404,
    );

    const removed = await post(
      sessions.staff,
      resolvePath(conflict.id),
      { resolution: 'remove', reasonCode: 10 },
      current,
    );
    expect(removed.status).toBe(200);
    expect(await json<NoaQueueDocument>(removed)).toMatchObject({ status: DocumentStatus.Removed, actionCode: 10 });
  });

  it('refuses a document that is not in conflict (409) and non-staff callers (403)', async () => {
    const deferred = await documentMovedBy({ type: 'defer' });
    const headers = { [ifMatchHeader]: entityTagOf(deferred.version) };
    const refused = await post(sessions.staff, resolvePath(deferred.id), { resolution: 'returnToQueue' }, headers);
    expect(refused.status).toBe(409);
    expect((await getNoaDocument(deferred.id))?.status).toBe(DocumentStatus.Deferred);
    expect((await get(sessions.factor, corePaths.adminNoaActionConflicts)).status).toBe(403);
    expect(
      (await post(sessions.factor, resolvePath(deferred.id), { resolution: 'returnToQueue' }, headers)).status,
    ).toBe(403);
  });
});

describe('search', () => {
  it('finds documents by number, carrier, factor and status, and asks for a criterion', async () => {
    const { factor } = await factorWithAccount();
    const [carrier, payor] = await Promise.all([createCompany(CompanyType.Payee), createCompany(CompanyType.Payor)]);
    await createClaimedRelationship(carrier, payor);
    const now = new Date();
    const ready = await documentReadyToAudit({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now,
    });
    const ids = async (query: string) =>
      (await json<NoaDocumentPage>(await get(sessions.staff, `${corePaths.adminNoaSearch}?${query}`))).items.map(
        (r) => r.id,
      );
    expect(await ids(`documentId=${ready.id}`)).toEqual([ready.id]);
    expect(await ids(`carrierId=${carrier.id}`)).toEqual([ready.id]);
    expect(await ids(`factorId=${factor.id}`)).toEqual([ready.id]);
    expect(await ids(`factorId=${factor.id}&status=${DocumentStatus.Complete}`)).toEqual([]);
    expect(await ids(`status=${DocumentStatus.ReadyToAudit}&pageSize=200`)).toContain(ready.id);
    const row = (
      await json<NoaDocumentPage>(await get(sessions.staff, `${corePaths.adminNoaSearch}?documentId=${ready.id}`))
    ).items[0];
    expect(row).toMatchObject({ carrierName: carrier.name, factorName: factor.name, kind: 'noa' });

    const none = await get(sessions.staff, corePaths.adminNoaSearch);
    expect(none.status).toBe(400);
    expect(await fieldsOf(none)).toEqual(['documentId']);
    const bad = await get(sessions.staff, `${corePaths.adminNoaSearch}?status=3&carrierId=abc`);
    expect(bad.status).toBe(400);
    expect((await fieldsOf(bad)).sort()).toEqual(['carrierId', 'status']);
    expect((await get(sessions.factor, `${corePaths.adminNoaSearch}?documentId=1`)).status).toBe(403);
  });
});

describe('metrics', () => {
  it('counts each queue with its oldest wait, and documents per hour per processor from the day’s steps', async () => {
    const { factor } = await factorWithAccount();
    const carrier = await createCompany(CompanyType.Payee);
    await createClaimedRelationship(carrier, await createCompany(CompanyType.Payor));
    const ready = await documentReadyToAudit({
      factorId: factor.id,
      payeeId: carrier.id,
      request: { kind: 'noa', scope: 'blanket' },
      now: new Date(),
    });
    const response = await get(sessions.staff, corePaths.adminNoaMetrics);
    expect(response.status).toBe(200);
    const metrics = await json<NoaMetrics>(response);
    expect(metrics.date).toBe(calendarDateIn(new Date()));
    const audit = metrics.queues.find((q) => q.status === DocumentStatus.ReadyToAudit);
    expect(audit?.count).toBeGreaterThanOrEqual(1);
    expect(audit?.oldestWaitingHours).toBeGreaterThanOrEqual(0);
    const processor = metrics.processors.find((p) => p.name === 'Pat Processor');
    expect(processor?.processed).toBeGreaterThanOrEqual(1);
    expect(processor?.perHour).toBeGreaterThan(0);
    // The step that sent it to audit is in the day's log.
    const steps = await listNoaSteps(
      new Date(Date.now() - 3_600_000).toISOString(),
      new Date(Date.now() + 1000).toISOString(),
    );
    expect(steps.some((s) => s.documentId === ready.id && s.event === 'submitForAudit')).toBe(true);

    const bad = await get(sessions.staff, `${corePaths.adminNoaMetrics}?date=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual(['date']);
    expect((await get(sessions.factor, corePaths.adminNoaMetrics)).status).toBe(403);
  });
});

describe('pending new factors', () => {
  it('groups documents by the factor they name, and returns a group to the queue once the factor is added', async () => {
    const name = `Nimbus Funding ${Date.now()}`;
    const first = await documentMovedBy({ type: 'awaitNewFactor' }, name);
    const second = await documentMovedBy({ type: 'awaitNewFactor' }, `  ${name.toUpperCase()} `);
    const other = await documentMovedBy({ type: 'awaitNewFactor' }, `Other ${name}`);
    const { groups } = await json<PendingFactorGroups>(await get(sessions.staff, corePaths.adminNoaPendingFactors));
    expect(groups.find((g) => g.proposedFactorName === name)).toMatchObject({
      documentCount: 2,
      documentIds: [first.id, second.id],
    });
    const one = await get(sessions.staff, fillPath(corePaths.adminNoaPendingFactor, { id: first.id }));
    expect(await json<NoaQueueDocument>(one)).toMatchObject({
      proposedFactorName: name,
      status: DocumentStatus.PendingNewFactor,
    });

    const added = await post(sessions.staff, corePaths.adminNoaPendingFactors, { proposedFactorName: name });
    expect(await json<{ returnedIds: number[] }>(added)).toEqual({ returnedIds: [first.id, second.id] });
    expect((await getNoaDocument(first.id))?.status).toBe(DocumentStatus.ReadyToProcess);
    expect((await getNoaDocument(first.id))?.actionCode).toBe(ActionCode.PendingNewFactorComplete);
    expect((await getNoaDocument(other.id))?.status).toBe(DocumentStatus.PendingNewFactor);
    const replay = await post(sessions.staff, corePaths.adminNoaPendingFactors, { proposedFactorName: name });
    expect(await json<{ returnedIds: number[] }>(replay)).toEqual({ returnedIds: [] });

    const blank = await post(sessions.staff, corePaths.adminNoaPendingFactors, { proposedFactorName: ' ' });
    expect(blank.status).toBe(400);
    expect(await fieldsOf(blank)).toEqual(['proposedFactorName']);
    expect((await get(sessions.staff, fillPath(corePaths.adminNoaPendingFactor, { id: 999_999_999 }))).status).toBe(
      404,
    );
    expect((await post(sessions.factor, corePaths.adminNoaPendingFactors, { proposedFactorName: name })).status).toBe(
      403,
    );
  });
});

describe('missing letters of release', () => {
  it('lists NOAs waiting for an LOR with the factor of record that must send it', async () => {
    const [{ factor: holder }, { factor: newcomer }] = await Promise.all([factorWithAccount(), factorWithAccount()]);
    const carrier = await createCompany(CompanyType.Payee);
    await createClaimedRelationship(carrier, await createCompany(CompanyType.Payor));
    const request = { kind: 'noa', scope: 'blanket' } as const;
    await auditedDocument({ factorId: holder.id, payeeId: carrier.id, request, now: new Date() });
    const waiting = await auditedDocument({ factorId: newcomer.id, payeeId: carrier.id, request, now: new Date() });
    expect(waiting.status).toBe(DocumentStatus.PendingLorValidation);

    const page = await json<MissingLorPage>(await get(sessions.ibex, `${corePaths.adminNoaMissingLor}?pageSize=200`));
    expect(page.items.find((row) => row.id === waiting.id)).toMatchObject({
      carrierId: carrier.id,
      carrierName: carrier.name,
      factorName: newcomer.name,
      factorOfRecordId: holder.id,
      factorOfRecordName: holder.name,
    });
    expect((await get(sessions.staff, `${corePaths.adminNoaMissingLor}?pageSize=0`)).status).toBe(400);
    expect((await get(sessions.factor, corePaths.adminNoaMissingLor)).status).toBe(403);
  });
});

describe('bulk removal', () => {
  it('removes each selected document with one reason, one result per document, and answers a retry the same', async () => {
    const a = await documentMovedBy({ type: 'defer' });
    const b = await documentMovedBy({ type: 'raiseConflict', actionCode: ActionCode.DuplicateNoa });
    const split = await documentMovedBy({ type: 'requestSplit' });
    const body = {
      documents: [
        { id: a.id, version: a.version },
        { id: b.id, version: b.version },
        { id: split.id, version: split.version },
        { id: 999_999_999, version: 1 },
      ],
      reasonCode: ActionCode.DuplicateNoa,
      note: 'Sent twice by the factor',
    };
    const first = await json<BulkRemovalResult>(await post(sessions.staff, corePaths.adminNoaBulkRemove, body));
    expect(first.results).toEqual([
      { id: a.id, outcome: 'removed' },
      { id: b.id, outcome: 'removed' },
      { id: split.id, outcome: 'notAllowed' },
      { id: 999_999_999, outcome: 'notFound' },
    ]);
    const stored = await getNoaDocument(a.id);
    expect(stored?.history.at(-1)).toMatchObject({ event: 'remove', note: 'Sent twice by the factor', actionCode: 11 });
    const again = await json<BulkRemovalResult>(await post(sessions.staff, corePaths.adminNoaBulkRemove, body));
    expect(again.results.slice(0, 2)).toEqual([
      { id: a.id, outcome: 'removed' },
      { id: b.id, outcome: 'removed' },
    ]);
    expect((await getNoaDocument(a.id))?.history.filter((s) => s.event === 'remove')).toHaveLength(1);

    // Changed since the list was read: that document alone is refused.
    const c = await documentMovedBy({ type: 'defer' });
    await moveNoaDocument({ documentId: c.id, event: { type: 'notifyDeferred' }, actor: processorActor });
    const changed = await json<BulkRemovalResult>(
      await post(sessions.staff, corePaths.adminNoaBulkRemove, {
        documents: [{ id: c.id, version: c.version }],
        reasonCode: 18,
      }),
    );
    expect(changed.results).toEqual([{ id: c.id, outcome: 'changed' }]);

    const empty = await post(sessions.staff, corePaths.adminNoaBulkRemove, { documents: [], reasonCode: 18 });
    expect(empty.status).toBe(400);
    expect(await fieldsOf(empty)).toEqual(['documents']);
    const noReason = await post(sessions.staff, corePaths.adminNoaBulkRemove, {
      documents: [{ id: c.id, version: 1 }],
    });
    expect(await fieldsOf(noReason)).toEqual(['reasonCode']);
    expect((await post(sessions.factor, corePaths.adminNoaBulkRemove, body)).status).toBe(403);
  });
});
