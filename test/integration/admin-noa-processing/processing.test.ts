import { beforeAll, describe, expect, it } from 'vitest';
import { getNoaDocument } from '#functions/repositories/noa-documents.ts';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { ActionCode, DocumentStatus, DocumentTaskType } from '#shared/enums/noa-document.ts';
import { Role } from '#shared/enums/role.ts';
import type {
  CarrierMatch,
  DocumentHistory,
  QueueOverview,
  TakenDocument,
} from '#shared/schemas/admin-noa-processing.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import { ApiSession } from '../../support/api-session.ts';
import {
  noaCalls as call,
  completeEveryTask,
  documentToProcess,
  noaWorld,
  processedFields,
  type Staff,
  staffMember,
  viewOf,
} from './processing-fixtures.ts';

const taken = async (response: Response) => {
  expect(response.status).toBe(200);
  return (await response.json()) as TakenDocument;
};
const errorOf = async (response: Response) => (await response.json()) as ApiError;

let auditor: Staff;
let opsManager: Staff;

beforeAll(async () => {
  [auditor, opsManager] = await Promise.all([staffMember([Role.SeniorNoaProcessor]), staffMember([Role.OpsManager])]);
});

describe('taking documents to process', () => {
  it('gives two processors racing for the next document different documents, each under a lease', async () => {
    const world = await noaWorld();
    const first = await documentToProcess(world);
    const second = await documentToProcess(world);
    const [pat, robin] = await Promise.all([staffMember([Role.TriumphInternal]), staffMember([Role.NoaIBEX])]);
    const [a, b] = await Promise.all([
      taken(await call.processNext(pat.session)),
      taken(await call.processNext(robin.session)),
    ]);
    const ids = [a.document?.id, b.document?.id];
    expect(new Set(ids).size).toBe(2);
    expect(ids.sort()).toEqual([first.id, second.id].sort());
    expect(a.document?.lease).toMatchObject({ mine: true });
    expect(a.document?.work).toBe('process');
    // A repeat (a lost answer) gives the same document, and the other processor's is theirs alone.
    expect((await taken(await call.processNext(pat.session))).document?.id).toBe(a.document?.id);
    const other = await viewOf(await call.details(pat.session, b.document?.id as number));
    expect(other).toMatchObject({ work: 'none', lease: { mine: false } });
    const refused = await call.task(pat.session, other.id, DocumentTaskType.SelectPayeeMatches, other.version);
    expect(refused.status).toBe(409);
  });

  it('shows the page links, the proposed fields, the carrier matches with the named payor, and the checklist', async () => {
    const world = await noaWorld();
    const document = await documentToProcess(world);
    const pat = await staffMember([Role.TriumphInternal]);
    const view = await viewOf(await call.details(pat.session, document.id));
    expect(view.pages[0]?.url).toContain(`noa-pages/${document.id}/page-1.png`);
    expect(view.proposed?.mcNumber).toBe(world.carrier.mcNumber);
    expect(view.matches).toEqual([expect.objectContaining({ companyId: world.carrier.id, matchedBy: ['mc'] })]);
    const payors = view.matches[0]?.payors ?? [];
    expect(payors.find((p) => p.payorId === world.payors[0].id)?.named).toBe(true);
    expect(payors.find((p) => p.payorId === world.payors[1].id)?.named).toBe(false);
    expect(view.tasks.map((t) => t.taskType)).toEqual([DocumentTaskType.SelectPayeeMatches, DocumentTaskType.Review]);
    const searched = await call.matches(pat.session, `dotNumber=${world.carrier.dotNumber}`);
    expect(((await searched.json()) as { carriers: CarrierMatch[] }).carriers[0]?.companyId).toBe(world.carrier.id);
    expect((await call.matches(pat.session, 'mcNumber=abc')).status).toBe(400);
  });
});

describe('a document from the queue to Complete', () => {
  it('is confirmed, its tasks done, sent for audit, audited by a second person, and assigns the factor', async () => {
    const world = await noaWorld();
    const document = await documentToProcess(world);
    const pat = await staffMember([Role.TriumphInternal]);
    const start = (await taken(await call.processNext(pat.session))).document;
    expect(start?.id).toBe(document.id);
    let view = start as NonNullable<typeof start>;

    // Bad input: a payor as the carrier, a payor the carrier does not work with, a malformed request.
    const asCarrier = await call.confirm(
      pat.session,
      view.id,
      { ...processedFields(world), payeeId: world.payors[0].id },
      view.version,
    );
    expect(asCarrier.status).toBe(400);
    expect(Object.keys((await errorOf(asCarrier)).errors ?? {})).toEqual(['payeeId']);
    const stranger = await call.confirm(
      pat.session,
      view.id,
      { ...processedFields(world), request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [world.factor.id] } },
      view.version,
    );
    expect(Object.keys((await errorOf(stranger)).errors ?? {})).toEqual(['request.debtorPayorIds']);
    expect((await call.confirm(pat.session, view.id, { payeeId: 'x' }, view.version)).status).toBe(400);
    expect((await call.confirm(pat.session, view.id, processedFields(world), null)).status).toBe(428);

    const before = view.version;
    view = await viewOf(await call.confirm(pat.session, view.id, processedFields(world), view.version));
    expect(view.confirmed).toMatchObject({
      payee: { companyId: world.carrier.id },
      factor: { id: world.factor.id, name: world.factor.name },
    });
    // The same fields on the old version: the change is there, answered as it is.
    expect((await viewOf(await call.confirm(pat.session, view.id, processedFields(world), before))).version).toBe(
      view.version,
    );
    expect(view.tasks.map((t) => t.taskType)).toEqual([
      DocumentTaskType.SelectPayeeMatches,
      DocumentTaskType.AddNoticeOfAssignment,
      DocumentTaskType.AddAssignedFactor,
      DocumentTaskType.AddPayor,
      DocumentTaskType.Review,
    ]);
    const early = await call.move(pat.session, view.id, { event: 'submitForAudit' }, view.version);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe('conflict');
    expect((await call.task(pat.session, view.id, DocumentTaskType.Review, view.version)).status).toBe(409);
    expect((await call.task(pat.session, view.id, DocumentTaskType.AddLetterOfRelease, view.version)).status).toBe(409);
    view = await completeEveryTask(pat.session, view);
    expect(view.tasks.every((t) => t.doneAt !== null)).toBe(true);
    // A task repeated on an old version is already done: answered as it is, recorded once.
    const repeatTask = await viewOf(await call.task(pat.session, view.id, DocumentTaskType.SelectPayeeMatches, 1));
    expect(repeatTask.version).toBe(view.version);

    const submittedOn = view.version;
    view = await viewOf(await call.move(pat.session, view.id, { event: 'submitForAudit' }, view.version));
    expect(view).toMatchObject({ statusId: DocumentStatus.ReadyToAudit, lease: null, work: 'none' });
    const replay = await viewOf(await call.move(pat.session, view.id, { event: 'submitForAudit' }, submittedOn));
    expect(replay.version).toBe(view.version);

    // The processor may not audit their own document.
    const selfAudit = await call.move(pat.session, view.id, { event: 'audit' }, view.version);
    expect(selfAudit.status).toBe(403);
    const asAuditor = await viewOf(await call.details(auditor.session, view.id));
    expect(asAuditor.work).toBe('audit');
    const auditedOn = view.version;
    view = await viewOf(await call.move(auditor.session, view.id, { event: 'audit' }, view.version));
    expect(view.statusId).toBe(DocumentStatus.Complete);
    const again = await viewOf(await call.move(auditor.session, view.id, { event: 'audit' }, auditedOn));
    expect(again.version).toBe(view.version);

    const [named, other] = await Promise.all([
      getRelationship(world.carrier.id, world.relationships[0].id),
      getRelationship(world.carrier.id, world.relationships[1].id),
    ]);
    expect(named?.assignedFactorId).toBe(world.factor.id);
    expect(other?.assignedFactorId).toBeNull();

    const history = (await (await call.history(pat.session, view.id)).json()) as DocumentHistory;
    const steps = history.entries.map((e) => e.event);
    expect(steps).toEqual(
      expect.arrayContaining(['taken', 'fieldsConfirmed', 'taskCompleted', 'submitForAudit', 'audit']),
    );
    expect(steps.filter((s) => s === 'taskCompleted')).toHaveLength(5);
    expect(steps.filter((s) => s === 'audit')).toHaveLength(1);
  });

  it('returns a document to its processor with a finding, and the processor gets it first', async () => {
    const world = await noaWorld();
    const document = await documentToProcess(world);
    const pat = await staffMember([Role.TriumphInternal]);
    let view = await viewOf(await call.confirm(pat.session, document.id, processedFields(world), document.version));
    view = await completeEveryTask(pat.session, view);
    view = await viewOf(await call.move(pat.session, view.id, { event: 'submitForAudit' }, view.version));
    const finding = { code: ActionCode.IncorrectCarrierInformation, text: 'The MC is another carrier’s.' };
    const empty = await call.move(
      auditor.session,
      view.id,
      { event: 'returnToProcessor', finding: { ...finding, text: ' ' } },
      view.version,
    );
    expect(empty.status).toBe(400);
    view = await viewOf(
      await call.move(auditor.session, view.id, { event: 'returnToProcessor', finding }, view.version),
    );
    expect(view.statusId).toBe(DocumentStatus.ReadyToProcess);
    expect(view.findings).toEqual([expect.objectContaining({ ...finding, processorName: 'Test User' })]);
    expect((await getNoaDocument(view.id))?.auditFindings[0]).toMatchObject({
      auditorId: auditor.userId,
      processorId: pat.userId,
    });
    expect((await taken(await call.processNext(pat.session))).document?.id).toBe(view.id);
  });

  it('never offers an auditor the documents they processed, and counts them for the warning', async () => {
    const world = await noaWorld();
    const document = await documentToProcess(world);
    const pat = await staffMember([Role.TriumphInternal]);
    let view = await viewOf(await call.confirm(pat.session, document.id, processedFields(world), document.version));
    view = await completeEveryTask(pat.session, view);
    await viewOf(await call.move(pat.session, view.id, { event: 'submitForAudit' }, view.version));
    const answer = await taken(await call.auditNext(pat.session));
    expect(answer.document?.id).not.toBe(document.id);
    expect(answer.ownWaiting).toBeGreaterThanOrEqual(1);
  });
});

describe('the other ways out of processing', () => {
  it('raises a conflict, defers, waits for a new factor, marks fraud and removes, each with its reason', async () => {
    const world = await noaWorld();
    const pat = await staffMember([Role.TriumphInternal]);
    const cases = [
      [{ event: 'raiseConflict', actionCode: ActionCode.BrokerNotSpecified }, DocumentStatus.ActionConflict],
      [{ event: 'defer' }, DocumentStatus.Deferred],
      [{ event: 'awaitNewFactor' }, DocumentStatus.PendingNewFactor],
      [{ event: 'markFraud' }, DocumentStatus.FraudInvestigation],
      [{ event: 'remove', actionCode: ActionCode.Spam }, DocumentStatus.Removed],
    ] as const;
    for (const [move, status] of cases) {
      const document = await documentToProcess(world);
      const view = await viewOf(await call.move(pat.session, document.id, move, document.version));
      expect(view.statusId).toBe(status);
      const history = (await (await call.history(pat.session, document.id)).json()) as DocumentHistory;
      expect(history.entries.at(-1)).toMatchObject({ event: move.event, toStatusId: status });
    }
    const document = await documentToProcess(world);
    const wrongReason = await call.move(
      pat.session,
      document.id,
      { event: 'raiseConflict', actionCode: ActionCode.Spam },
      document.version,
    );
    expect(wrongReason.status).toBe(400);
    expect((await call.move(pat.session, document.id, { event: 'teleport' }, document.version)).status).toBe(400);
  });

  it('lets only an ops manager send a document to be split', async () => {
    const world = await noaWorld();
    const document = await documentToProcess(world);
    const pat = await staffMember([Role.TriumphInternal]);
    expect((await call.split(pat.session, document.id, document.version)).status).toBe(403);
    const split = await viewOf(await call.split(opsManager.session, document.id, document.version));
    expect(split.statusId).toBe(DocumentStatus.RequestToSplit);
    expect((await call.split(opsManager.session, document.id, document.version)).status).toBe(200);
  });
});

describe('refusals', () => {
  it('answers an unknown or malformed id 404 or 400, and refuses a stale version', async () => {
    const pat = await staffMember([Role.TriumphInternal]);
    expect((await call.details(pat.session, 999_999_999)).status).toBe(404);
    expect((await call.details(pat.session, 'abc')).status).toBe(400);
    expect((await call.history(pat.session, 999_999_999)).status).toBe(404);
    expect((await call.move(pat.session, 999_999_999, { event: 'defer' }, 1)).status).toBe(404);
    const world = await noaWorld();
    const document = await documentToProcess(world);
    await viewOf(await call.move(pat.session, document.id, { event: 'defer' }, document.version));
    const stale = await call.move(pat.session, document.id, { event: 'markFraud' }, document.version);
    expect(stale.status).toBe(409);
  });

  it('refuses every call to users who are not staff', async () => {
    const world = await noaWorld();
    const document = await documentToProcess(world);
    const { session: broker } = await ApiSession.signIn('broker@demo.test');
    for (const response of [
      await call.queues(broker),
      await call.processNext(broker),
      await call.details(broker, document.id),
      await call.move(broker, document.id, { event: 'defer' }, document.version),
    ]) {
      expect(response.status).toBe(403);
    }
    expect((await getNoaDocument(document.id))?.status).toBe(DocumentStatus.ReadyToProcess);
  });

  it('counts the queues staff work with their oldest document', async () => {
    const world = await noaWorld();
    const document = await documentToProcess(world);
    const overview = (await (await call.queues(auditor.session)).json()) as QueueOverview;
    const ready = overview.queues.find((q) => q.statusId === DocumentStatus.ReadyToProcess);
    expect(ready?.count).toBeGreaterThanOrEqual(1);
    expect((ready?.oldestReceivedAt ?? '') <= document.receivedAt).toBe(true);
  });
});
