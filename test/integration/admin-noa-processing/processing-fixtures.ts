import { randomUUID } from 'node:crypto';
import type { NoaDocument } from '#functions/domain/noa/document.ts';
import { putCarrierNumberClaim } from '#functions/repositories/carrier-numbers.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { noaPageImageKey } from '#functions/repositories/noa-page-images.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { findUserIdByEmail } from '#functions/repositories/users.ts';
import { moveNoaDocument, portalActor } from '#functions/services/noa-documents.ts';
import { recordReceivedNoaDocument } from '#infra/local/seed/received-noa-document.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import type { Role } from '#shared/enums/role.ts';
import type { NoaDocumentView } from '#shared/schemas/admin-noa-processing.ts';
import { ApiSession } from '../../support/api-session.ts';
import {
  createClaimedRelationship,
  createCompany,
  createCompanyWith,
  createUserWithMfa,
} from '../../support/fixtures.ts';
import { factorWithAccount } from '../factor-of-record/noa-fixtures.ts';

/** A signed-in staff member of a staff company of their own. */
export type Staff = { session: ApiSession; userId: number };

export async function staffMember(roles: Role[]): Promise<Staff> {
  const company = await createCompany(CompanyType.Triumph, `Staff ${randomUUID().slice(0, 6)}`);
  const email = await createUserWithMfa(company, roles);
  const { session } = await ApiSession.signIn(email);
  return { session, userId: Number(await findUserIdByEmail(email)) };
}

/** A carrier registered with its numbers, two payors it works with, and the factor sending its NOA. */
export type NoaWorld = {
  carrier: CompanyRecord;
  factor: CompanyRecord;
  payors: [CompanyRecord, CompanyRecord];
  relationships: [RelationshipRecord, RelationshipRecord];
};

let numberSerial = 0;

export async function noaWorld(): Promise<NoaWorld> {
  numberSerial += 1;
  const unique = `${Date.now() % 100_000}${numberSerial}`.slice(-7).padStart(7, '1');
  const carrier = await createCompanyWith(CompanyType.Payee, { mcNumber: `8${unique}`, dotNumber: `9${unique}` });
  await putCarrierNumberClaim('MC', carrier.mcNumber as string, carrier.id);
  await putCarrierNumberClaim('DOT', carrier.dotNumber as string, carrier.id);
  const { factor } = await factorWithAccount();
  const payors: [CompanyRecord, CompanyRecord] = [
    await createCompany(CompanyType.Payor, `Debtor ${randomUUID().slice(0, 6)}`),
    await createCompany(CompanyType.Payor, `Debtor ${randomUUID().slice(0, 6)}`),
  ];
  const relationships: [RelationshipRecord, RelationshipRecord] = [
    await createClaimedRelationship(carrier, payors[0]),
    await createClaimedRelationship(carrier, payors[1]),
  ];
  return { carrier, factor, payors, relationships };
}

let age = 0;

/**
 * A document converted and read, waiting in ReadyToProcess, received longer ago than any made
 * before it: the queues are worked oldest first, so a test taking the next document gets its own
 * documents before those of the tests running beside it.
 */
export async function documentToProcess(world: NoaWorld): Promise<NoaDocument> {
  age += 1;
  const receivedAt = new Date(Date.UTC(1990, 0, 1) - age * 60_000);
  const received = await recordReceivedNoaDocument({
    source: {
      channel: 'upload',
      fileKey: `noa/${randomUUID()}.pdf`,
      fileName: 'noa.pdf',
      contentType: 'application/pdf',
    },
    senderFactorId: world.factor.id,
    now: receivedAt,
  });
  const now = new Date();
  for (const event of [{ type: 'queueConversion' }, { type: 'startOcr' }] as const) {
    await moveNoaDocument({ documentId: received.id, event, actor: portalActor, now });
  }
  await moveNoaDocument({
    documentId: received.id,
    event: {
      type: 'converted',
      pages: [{ number: 1, imageKey: noaPageImageKey(received.id, 1), text: 'NOTICE OF ASSIGNMENT' }],
      proposed: {
        carrierName: world.carrier.name,
        mcNumber: world.carrier.mcNumber,
        dotNumber: null,
        factorName: world.factor.name,
        debtorNames: [world.payors[0].name],
        kind: 'noa',
        scope: 'named',
        carrierId: null,
        factorId: null,
        debtorPayorIds: [],
      },
    },
    actor: portalActor,
    now,
  });
  const result = await moveNoaDocument({
    documentId: received.id,
    event: { type: 'releaseToQueue' },
    actor: portalActor,
    now,
  });
  if (result.kind !== 'moved') throw new Error(`Could not queue the document: ${JSON.stringify(result)}`);
  return result.document;
}

const versioned = (version: number | null): Record<string, string> =>
  version === null ? {} : { [ifMatchHeader]: entityTagOf(version) };

/** The admin NOA calls as a staff member makes them. */
export const noaCalls = {
  processNext: (s: ApiSession) => s.request('core', corePaths.adminNoaProcessNext, { method: 'POST' }),
  auditNext: (s: ApiSession) => s.request('core', corePaths.adminNoaAuditNext, { method: 'POST' }),
  queues: (s: ApiSession) => s.request('core', corePaths.adminNoaQueues),
  matches: (s: ApiSession, query: string) => s.request('core', `${corePaths.adminNoaMatches}?${query}`),
  details: (s: ApiSession, id: number | string) => s.request('core', fillPath(corePaths.adminNoaDocument, { id })),
  history: (s: ApiSession, id: number) => s.request('core', fillPath(corePaths.adminNoaDocumentHistory, { id })),
  confirm: (s: ApiSession, id: number, body: unknown, version: number | null) =>
    s.request('core', fillPath(corePaths.adminNoaDocumentFields, { id }), {
      method: 'PUT',
      json: body,
      headers: versioned(version),
    }),
  task: (s: ApiSession, id: number, taskType: number, version: number | null) =>
    s.request('core', fillPath(corePaths.adminNoaDocumentTask, { id, taskType }), {
      method: 'PUT',
      headers: versioned(version),
    }),
  move: (s: ApiSession, id: number, body: unknown, version: number | null) =>
    s.request('core', fillPath(corePaths.adminNoaDocumentMoves, { id }), {
      method: 'POST',
      json: body,
      headers: versioned(version),
    }),
  split: (s: ApiSession, id: number, version: number | null) =>
    s.request('core', fillPath(corePaths.adminNoaDocumentSplit, { id }), {
      method: 'POST',
      headers: versioned(version),
    }),
};

export async function viewOf(response: Response): Promise<NoaDocumentView> {
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as NoaDocumentView;
}

/** Confirms a per-debtor NOA for the world's first payor and completes every task: ready for audit. */
export function processedFields(world: NoaWorld) {
  return {
    payeeId: world.carrier.id,
    factorId: world.factor.id,
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [world.payors[0].id] },
  } as const;
}

export async function completeEveryTask(s: ApiSession, view: NoaDocumentView): Promise<NoaDocumentView> {
  let current = view;
  for (const task of view.tasks) {
    current = await viewOf(await noaCalls.task(s, view.id, task.taskType, current.version));
  }
  return current;
}
