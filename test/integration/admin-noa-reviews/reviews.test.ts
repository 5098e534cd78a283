import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentActor, DocumentEvent, NoaDocument } from '#functions/domain/noa/document.ts';
import { getNoaDocument } from '#functions/repositories/noa-documents.ts';
import { findUserIdByEmail } from '#functions/repositories/users.ts';
import { confirmNoaFields, moveNoaDocument, portalActor } from '#functions/services/noa-documents.ts';
import { recordReceivedNoaDocument } from '#infra/local/seed/received-noa-document.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { ActionCode, DocumentStatus } from '#shared/enums/noa-document.ts';
import { Role } from '#shared/enums/role.ts';
import type { NoaDocumentPage, NoaQueueDocument } from '#shared/schemas/admin-noa-queues.ts';
import type {
  CoachableProcessor,
  CoachableReport,
  ConflictHistoryPage,
  NoaSplitResult,
} from '#shared/schemas/admin-noa-reviews.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { moved } from '../admin-noa-queues/queue-fixtures.ts';
import { json } from '../payee-invoices/invoice-fixtures.ts';

type Sessions = {
  ops: ApiSession;
  ibex: ApiSession;
  factor: ApiSession;
  opsId: number;
  factorUserId: number;
  payeeId: number;
  factorId: number;
};
let s: Sessions;

beforeAll(async () => {
  const [staffCompany, factor, payee] = await Promise.all([
    createCompany(CompanyType.Triumph),
    createCompany(CompanyType.Factor),
    createCompany(CompanyType.Payee),
  ]);
  const [opsEmail, ibexEmail, factorEmail] = await Promise.all([
    createUserWithMfa(staffCompany, [Role.TriumphInternal, Role.OpsManager]),
    createUserWithMfa(staffCompany, [Role.NoaIBEX]),
    createUserWithMfa(factor, [Role.UserAdmin]),
  ]);
  const [ops, ibex, factorUser, opsId, factorUserId] = await Promise.all([
    ApiSession.signIn(opsEmail),
    ApiSession.signIn(ibexEmail),
    ApiSession.signIn(factorEmail),
    findUserIdByEmail(opsEmail),
    findUserIdByEmail(factorEmail),
  ]);
  s = {
    ops: ops.session,
    ibex: ibex.session,
    factor: factorUser.session,
    opsId: opsId as number,
    factorUserId: factorUserId as number,
    payeeId: payee.id,
    factorId: factor.id,
  };
});

const get = (session: ApiSession, path: string) => session.request('core', path);
const post = (session: ApiSession, path: string, body: unknown, headers: Record<string, string> = {}) =>
  session.request('core', path, { method: 'POST', json: body, headers });
const fieldsOf = async (response: Response) => Object.keys((await json<ApiError>(response)).errors ?? {});
const ifMatch = (version: number) => ({ [ifMatchHeader]: entityTagOf(version) });
const other: DocumentActor = { userId: 9401, name: 'Olive Other' };

/** A document converted with `pageTexts` (one page each) and waiting in ReadyToProcess. */
async function readyDocument(pageTexts: string[] = ['NOTICE OF ASSIGNMENT']): Promise<NoaDocument> {
  const now = new Date();
  const received = await recordReceivedNoaDocument({
    source: {
      channel: 'email',
      fileKey: `noa/${now.getTime()}.pdf`,
      fileName: 'two.pdf',
      contentType: 'application/pdf',
    },
    senderFactorId: null,
    now,
  });
  const move = async (event: DocumentEvent) =>
    moved(await moveNoaDocument({ documentId: received.id, event, actor: portalActor, now }));
  await move({ type: 'queueConversion' });
  await move({ type: 'startOcr' });
  await move({
    type: 'converted',
    pages: pageTexts.map((text, index) => ({
      number: index + 1,
      imageKey: `noa-pages/${received.id}/${index + 1}.png`,
      text,
    })),
    proposed: {
      carrierName: 'Review Test Carrier',
      mcNumber: null,
      dotNumber: null,
      factorName: null,
      debtorNames: [],
      kind: 'noa',
      scope: null,
      carrierId: null,
      factorId: null,
      debtorPayorIds: [],
    },
  });
  return move({ type: 'releaseToQueue' });
}

const step = async (document: NoaDocument, event: DocumentEvent, actor: DocumentActor) =>
  moved(await moveNoaDocument({ documentId: document.id, event, actor }));

describe('split NOAs', () => {
  const splitPath = (id: number) => fillPath(corePaths.adminNoaSplitNoa, { id });

  it('splits a document into documents of its page runs, once, ready to process', async () => {
    const ready = await readyDocument(['NOTICE OF ASSIGNMENT one', 'NOTICE OF ASSIGNMENT two', 'page two of it']);
    const waiting = await step(ready, { type: 'requestSplit' }, other);
    const list = await json<NoaDocumentPage>(await get(s.ops, `${corePaths.adminNoaSplitNoas}?pageSize=200`));
    expect(list.items.map((row) => row.id)).toContain(waiting.id);
    const shown = await get(s.ops, splitPath(waiting.id));
    expect(shown.status).toBe(200);
    expect(await json<NoaQueueDocument>(shown)).toMatchObject({ pageCount: 3, status: DocumentStatus.RequestToSplit });

    const parts = [
      { firstPage: 1, lastPage: 1 },
      { firstPage: 2, lastPage: 3 },
    ];
    const answer = await post(s.ops, splitPath(waiting.id), { parts }, ifMatch(waiting.version));
    expect(answer.status).toBe(200);
    const result = await json<NoaSplitResult>(answer);
    expect(result.document).toMatchObject({ status: DocumentStatus.Deprecated, actionCode: ActionCode.SplitComplete });
    expect(result.partIds).toHaveLength(2);
    const [first, second] = await Promise.all(result.partIds.map(getNoaDocument));
    expect(first).toMatchObject({ status: DocumentStatus.ReadyToProcess, splitFrom: waiting.id });
    expect(first?.pages.map((page) => page.text)).toEqual(['NOTICE OF ASSIGNMENT one']);
    expect(second?.pages.map((page) => [page.number, page.imageKey])).toEqual([
      [1, `noa-pages/${waiting.id}/2.png`],
      [2, `noa-pages/${waiting.id}/3.png`],
    ]);
    expect(second?.history.map((entry) => entry.event)).toEqual([
      'queueConversion',
      'startOcr',
      'converted',
      'releaseToQueue',
    ]);

    // A retry answers the same parts and makes none more; a split on an older version is refused.
    const replay = await post(s.ops, splitPath(waiting.id), { parts }, ifMatch(waiting.version));
    expect(replay.status).toBe(200);
    expect((await json<NoaSplitResult>(replay)).partIds).toEqual(result.partIds);
    expect((await post(s.ops, splitPath(waiting.id), { parts }, ifMatch(waiting.version - 1))).status).toBe(409);
  });

  it('refuses parts that do not take every page once, bad bodies, no If-Match, non-managers and unknown ids', async () => {
    const ready = await readyDocument(['one', 'two']);
    const waiting = await step(ready, { type: 'requestSplit' }, other);
    const current = ifMatch(waiting.version);
    const gap = await post(
      s.ops,
      splitPath(waiting.id),
      {
        parts: [
          { firstPage: 1, lastPage: 1 },
          { firstPage: 3, lastPage: 3 },
        ],
      },
      current,
    );
    expect(gap.status).toBe(400);
    expect(await fieldsOf(gap)).toEqual(['parts']);
    const one = await post(s.ops, splitPath(waiting.id), { parts: [{ firstPage: 1, lastPage: 2 }] }, current);
    expect(one.status).toBe(400);
    expect(await fieldsOf(one)).toContain('parts');
    const badPage = await post(s.ops, splitPath(waiting.id), { parts: [{ firstPage: 0, lastPage: 'x' }, {}] }, current);
    expect(badPage.status).toBe(400);
    expect(await fieldsOf(badPage)).toEqual(expect.arrayContaining(['parts.0.firstPage', 'parts.0.lastPage']));
    const parts = [
      { firstPage: 1, lastPage: 1 },
      { firstPage: 2, lastPage: 2 },
    ];
    expect((await post(s.ops, splitPath(waiting.id), { parts })).status).toBe(428);
    expect((await post(s.ibex, splitPath(waiting.id), { parts }, current)).status).toBe(403);
    expect((await get(s.ibex, corePaths.adminNoaSplitNoas)).status).toBe(403);
    expect((await get(s.factor, corePaths.adminNoaSplitNoas)).status).toBe(403);
    expect((await get(s.ops, splitPath(987_654_321))).status).toBe(404);
    expect((await post(s.ops, splitPath(987_654_321), { parts }, current)).status).toBe(404);
    expect((await get(s.ops, fillPath(corePaths.adminNoaSplitNoa, { id: 'x' }))).status).toBe(400);
    // Nothing was written by the refusals.
    expect((await getNoaDocument(waiting.id))?.version).toBe(waiting.version);
    // A document not waiting to be split is not split.
    const notWaiting = await readyDocument(['one', 'two']);
    expect((await post(s.ops, splitPath(notWaiting.id), { parts }, ifMatch(notWaiting.version))).status).toBe(409);
  });
});

describe('coachable report', () => {
  it('counts per processor the documents sent to audit and the findings returned, and lists one’s findings', async () => {
    const ops: DocumentActor = { userId: s.opsId, name: 'Ops Processor' };
    const ready = await readyDocument();
    const confirmed = moved(
      await confirmNoaFields(
        ready.id,
        { payeeId: s.payeeId, factorId: s.factorId, request: { kind: 'noa', scope: 'blanket' } },
        ready.version,
      ),
    );
    const sent = await step(confirmed, { type: 'submitForAudit' }, ops);
    await step(
      sent,
      { type: 'returnToProcessor', finding: { code: ActionCode.MissingMcDot, text: 'Check the MC' } },
      other,
    );

    const report = await json<CoachableReport>(await get(s.ibex, corePaths.adminNoaCoachableReport));
    expect(report.to).toBe(calendarDateIn(new Date()));
    expect(report.processors.find((p) => p.processorId === s.opsId)).toMatchObject({
      processed: 1,
      findings: 1,
      findingRate: 100,
    });
    const mine = await get(s.ibex, fillPath(corePaths.adminNoaCoachableProcessor, { id: s.opsId }));
    expect(mine.status).toBe(200);
    expect((await json<CoachableProcessor>(mine)).findings).toEqual([
      expect.objectContaining({
        documentId: ready.id,
        code: ActionCode.MissingMcDot,
        text: 'Check the MC',
        auditorName: 'Olive Other',
      }),
    ]);
    // Days before the finding hold none of it.
    const before = await json<CoachableReport>(
      await get(s.ops, `${corePaths.adminNoaCoachableReport}?from=2020-01-01&to=2020-01-31`),
    );
    expect(before.processors.find((p) => p.processorId === s.opsId)).toBeUndefined();
  });

  it('answers 404 for someone outside the staff company, 400 for bad ranges, 403 to a factor', async () => {
    const path = (id: number | string) => fillPath(corePaths.adminNoaCoachableProcessor, { id });
    expect((await get(s.ops, path(s.factorUserId))).status).toBe(404);
    expect((await get(s.ops, path(987_654_321))).status).toBe(404);
    expect((await get(s.ops, path('me'))).status).toBe(400);
    const reversed = await get(s.ops, `${corePaths.adminNoaCoachableReport}?from=2026-02-01&to=2026-01-01`);
    expect(reversed.status).toBe(400);
    expect(await fieldsOf(reversed)).toEqual(['to']);
    const tooLong = await get(s.ops, `${corePaths.adminNoaCoachableReport}?from=2025-01-01&to=2026-01-01`);
    expect(tooLong.status).toBe(400);
    expect(await fieldsOf(await get(s.ops, `${corePaths.adminNoaCoachableReport}?from=yesterday`))).toEqual(['from']);
    expect((await get(s.factor, corePaths.adminNoaCoachableReport)).status).toBe(403);
  });
});

describe('action conflicts history', () => {
  it('lists the conflicts resolved, with the code raised and how each left, and shows one', async () => {
    const ready = await readyDocument();
    const conflict = await step(ready, { type: 'raiseConflict', actionCode: ActionCode.InvalidBroker }, other);
    await step(conflict, { type: 'remove', actionCode: ActionCode.Spam }, other);
    const history = await json<ConflictHistoryPage>(
      await get(s.ibex, `${corePaths.adminNoaConflictHistory}?pageSize=200`),
    );
    expect(history.items.find((row) => row.id === ready.id)).toMatchObject({
      raisedCode: ActionCode.InvalidBroker,
      resolvedTo: DocumentStatus.Removed,
      removalCode: ActionCode.Spam,
      resolvedByName: 'Olive Other',
      status: DocumentStatus.Removed,
    });
    const shown = await get(s.ibex, fillPath(corePaths.adminNoaConflictHistoryDocument, { id: ready.id }));
    expect(shown.status).toBe(200);
    expect((await json<NoaQueueDocument>(shown)).history.map((entry) => entry.event)).toContain('raiseConflict');
  });

  it('answers 404 for a document never in conflict and 400 for bad queries', async () => {
    const never = await readyDocument();
    expect((await get(s.ops, fillPath(corePaths.adminNoaConflictHistoryDocument, { id: never.id }))).status).toBe(404);
    expect((await get(s.ops, fillPath(corePaths.adminNoaConflictHistoryDocument, { id: -1 }))).status).toBe(400);
    const bad = await get(s.ops, `${corePaths.adminNoaConflictHistory}?pageSize=0&to=2026-13-01`);
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual(expect.arrayContaining(['pageSize', 'to']));
    expect((await get(s.factor, corePaths.adminNoaConflictHistory)).status).toBe(403);
  });
});

describe('pending LOR designation', () => {
  const path = (id: number) => fillPath(corePaths.adminNoaPendingLorDesignation, { id });
  const resolvePath = (id: number) => fillPath(corePaths.adminNoaPendingLorDesignationResolve, { id });

  it('shows a document pending designation and returns it to the processing queue once', async () => {
    const pending = await step(await readyDocument(), { type: 'awaitLorDesignation', highRisk: true }, other);
    const shown = await get(s.ibex, path(pending.id));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('etag')).toBe(entityTagOf(pending.version));
    const body = { resolution: 'returnToQueue' };
    const resolved = await post(s.ibex, resolvePath(pending.id), body, ifMatch(pending.version));
    expect(resolved.status).toBe(200);
    expect(await json<NoaQueueDocument>(resolved)).toMatchObject({ status: DocumentStatus.ReadyToProcess });
    expect((await post(s.ibex, resolvePath(pending.id), body, ifMatch(pending.version))).status).toBe(200);
    const stored = await getNoaDocument(pending.id);
    expect(stored?.history.filter((entry) => entry.event === 'lorDesignated')).toHaveLength(1);
  });

  it('refuses another resolution, no If-Match, a document not pending, and unknown ids', async () => {
    const pending = await step(await readyDocument(), { type: 'awaitLorDesignation', highRisk: false }, other);
    const removal = await post(s.ops, resolvePath(pending.id), { resolution: 'remove' }, ifMatch(pending.version));
    expect(removal.status).toBe(400);
    expect(await fieldsOf(removal)).toContain('resolution');
    expect((await post(s.ops, resolvePath(pending.id), { resolution: 'returnToQueue' })).status).toBe(428);
    expect((await getNoaDocument(pending.id))?.version).toBe(pending.version);
    const notPending = await readyDocument();
    const refused = await post(
      s.ops,
      resolvePath(notPending.id),
      { resolution: 'returnToQueue' },
      ifMatch(notPending.version),
    );
    expect(refused.status).toBe(409);
    expect((await get(s.ops, path(987_654_321))).status).toBe(404);
    expect((await get(s.factor, path(pending.id))).status).toBe(403);
  });
});
