import type { DocumentActor, DocumentEvent, NoaDocument, NoaDocumentKind } from '#functions/domain/noa/document.ts';
import { type CompanyRecord, newCompanyRecord, putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import {
  confirmNoaFields,
  type DocumentResult,
  moveNoaDocument,
  portalActor,
} from '#functions/services/noa-documents.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { ActionCode } from '#shared/enums/noa-document.ts';
import { demoAccounts } from './demo-accounts.ts';
import { recordReceivedNoaDocument } from './received-noa-document.ts';

/**
 * The staff's NOA queues with real rows (issue 15): documents in ActionConflict, PendingNewFactor,
 * PendingLorValidation, RequestToSplit, Deferred and ReadyToProcess, each taken there by the
 * document model from upload, processed by admin@demo.test (audited by a colleague without a
 * portal login where a second person is needed). They name carriers and factors of their own, none
 * with a portal user, so no journey of the demo accounts meets them. Seeded once: the first of the
 * companies already there means the documents are too.
 */
export const noaQueuesDemo = {
  cedarPoint: {
    id: 1501,
    guid: '00000000-0000-4000-8000-000000001501',
    name: 'Cedar Point Transport',
    type: CompanyType.Payee,
    dotNumber: '6789012',
    mcNumber: '309876',
  },
  harborLine: {
    id: 1502,
    guid: '00000000-0000-4000-8000-000000001502',
    name: 'Harbor Line Carriers',
    type: CompanyType.Payee,
    dotNumber: '7890123',
    mcNumber: '410987',
  },
  keystone: {
    id: 3501,
    guid: '00000000-0000-4000-8000-000000003501',
    name: 'Keystone Freight Funding',
    type: CompanyType.Factor,
  },
  pioneer: {
    id: 3502,
    guid: '00000000-0000-4000-8000-000000003502',
    name: 'Pioneer Capital Partners',
    type: CompanyType.Factor,
  },
} as const;

const hour = 3_600_000;

function moved(result: DocumentResult): NoaDocument {
  if (result.kind !== 'moved')
    throw new Error(`Seeding the NOA queues: a move was refused (${JSON.stringify(result)})`);
  return result.document;
}

type Reading = { carrierName: string | null; factorName: string | null; debtorNames: string[]; kind: 'noa' | 'lor' };

/**
 * A document received `hoursAgo` and converted, read and released to the processing queue an hour
 * later; one page unless `pageTexts` gives each page's text.
 */
async function documentInQueue(
  name: string,
  reading: Reading,
  hoursAgo: number,
  now: Date,
  pageTexts: readonly string[] = ['NOTICE OF ASSIGNMENT'],
): Promise<NoaDocument> {
  const at = (offset: number) => new Date(now.getTime() - (hoursAgo - offset) * hour);
  const received = await recordReceivedNoaDocument({
    source: {
      channel: 'email',
      fileKey: `noa/seed/${name}.pdf`,
      fileName: `${name}.pdf`,
      contentType: 'application/pdf',
    },
    senderFactorId: null,
    now: at(0),
  });
  const move = async (event: DocumentEvent, offset: number) =>
    moved(await moveNoaDocument({ documentId: received.id, event, actor: portalActor, now: at(offset) }));
  await move({ type: 'queueConversion' }, 0.1);
  await move({ type: 'startOcr' }, 0.2);
  await move(
    {
      type: 'converted',
      pages: pageTexts.map((text, index) => ({
        number: index + 1,
        imageKey: `noa/seed/${name}/page-${index + 1}.png`,
        text,
      })),
      proposed: {
        ...reading,
        mcNumber: null,
        dotNumber: null,
        scope: null,
        carrierId: null,
        factorId: null,
        debtorPayorIds: [],
      },
    },
    0.5,
  );
  return move({ type: 'releaseToQueue' }, 1);
}

async function step(document: NoaDocument, event: DocumentEvent, actor: DocumentActor, at: Date): Promise<NoaDocument> {
  return moved(await moveNoaDocument({ documentId: document.id, event, actor, now: at }));
}

/** A document confirmed, processed by `processor` and audited by `auditor` at `at`. */
async function processedAndAudited(
  document: NoaDocument,
  fields: { factorId: number; payeeId: number; request: NoaDocumentKind },
  processor: DocumentActor,
  auditor: DocumentActor,
  at: Date,
): Promise<NoaDocument> {
  const confirmed = moved(await confirmNoaFields(document.id, fields, document.version));
  await step(confirmed, { type: 'submitForAudit' }, processor, at);
  return step(confirmed, { type: 'audit', conflictingFactorId: null }, auditor, new Date(at.getTime() + 0.25 * hour));
}

function companyOf(company: (typeof noaQueuesDemo)[keyof typeof noaQueuesDemo], createdAt: string): CompanyRecord {
  return newCompanyRecord({ ...company, createdAt });
}

export async function seedNoaQueues(now = new Date()): Promise<void> {
  const createdAt = new Date(now.getTime() - 400 * 24 * hour).toISOString();
  const { cedarPoint, harborLine, keystone, pioneer } = noaQueuesDemo;
  if (!(await putCompanyIfAbsent(companyOf(cedarPoint, createdAt)))) return;
  await Promise.all(
    [harborLine, keystone, pioneer].map((company) => putCompanyIfAbsent(companyOf(company, createdAt))),
  );

  const admin = demoAccounts.find((account) => account.email === 'admin@demo.test');
  if (!admin) throw new Error('Seeding the NOA queues: admin@demo.test is not a demo account');
  const alex: DocumentActor = { userId: admin.id, name: admin.name };
  // A second staff member (the model lets nobody audit their own document), a demo account of its own.
  const ops = demoAccounts.find((account) => account.email === 'ops@demo.test');
  if (!ops) throw new Error('Seeding the NOA queues: ops@demo.test is not a demo account');
  const colleague: DocumentActor = { userId: ops.id, name: ops.name };
  const ago = (hours: number) => new Date(now.getTime() - hours * hour);
  const noa = (
    carrierName: string,
    factorName: string | null,
    debtorNames: string[] = ['Redline Logistics'],
  ): Reading => ({
    carrierName,
    factorName,
    debtorNames,
    kind: 'noa',
  });

  // Action conflicts, each raised by Alex with one of the seeds' reason codes.
  const conflicts: [string, Reading, number, ActionCode][] = [
    ['cedar-point-noa', noa(cedarPoint.name, keystone.name, []), 30, ActionCode.BrokerNotSpecified],
    ['harbor-line-noa-unsigned', noa(harborLine.name, pioneer.name), 26, ActionCode.MissingMcDot],
    ['cedar-point-noa-copy', noa(cedarPoint.name, keystone.name), 9, ActionCode.DuplicateNoa],
    ['summit-ridge-flyer', noa('Summit Ridge Express', null), 5, ActionCode.Spam],
  ];
  for (const [name, reading, hoursAgo, actionCode] of conflicts) {
    const ready = await documentInQueue(name, reading, hoursAgo, now);
    await step(ready, { type: 'raiseConflict', actionCode }, alex, ago(hoursAgo - 2));
  }

  // A conflict resolved yesterday, for the conflicts' history: a flyer removed as spam.
  const flyer = await documentInQueue('summit-ridge-flyer-old', noa('Summit Ridge Express', null), 28, now);
  const flyerConflict = await step(flyer, { type: 'raiseConflict', actionCode: ActionCode.Spam }, alex, ago(27));
  await step(flyerConflict, { type: 'remove', actionCode: ActionCode.Spam }, colleague, ago(23));

  // Documents naming factors not yet on the portal: two name the same one (spelt differently).
  const newFactors: [string, Reading, number][] = [
    ['nimbus-cedar-point', noa(cedarPoint.name, 'Nimbus Freight Funding'), 50],
    ['nimbus-harbor-line', noa(harborLine.name, 'NIMBUS FREIGHT FUNDING'), 20],
    ['birch-harbor-line', noa(harborLine.name, 'Birch Capital LLC'), 12],
  ];
  for (const [name, reading, hoursAgo] of newFactors) {
    const ready = await documentInQueue(name, reading, hoursAgo, now);
    await step(ready, { type: 'awaitNewFactor' }, alex, ago(hoursAgo - 3));
  }

  // Harbor Line: Keystone is its factor of record; Pioneer's NOA waits for Keystone's letter of release.
  const blanket: NoaDocumentKind = { kind: 'noa', scope: 'blanket' };
  const keystoneNoa = await documentInQueue('keystone-harbor-line', noa(harborLine.name, keystone.name), 200, now);
  await processedAndAudited(
    keystoneNoa,
    { factorId: keystone.id, payeeId: harborLine.id, request: blanket },
    colleague,
    alex,
    ago(196),
  );
  const pioneerNoa = await documentInQueue('pioneer-harbor-line', noa(harborLine.name, pioneer.name), 40, now);
  await processedAndAudited(
    pioneerNoa,
    { factorId: pioneer.id, payeeId: harborLine.id, request: blanket },
    alex,
    colleague,
    ago(36),
  );

  // One upload holding two carriers' notices (a page each, then a page of terms for the second),
  // waiting for an operations manager to split it.
  const combined = await documentInQueue(
    'combined-notices',
    noa(`${cedarPoint.name}; ${harborLine.name}`, keystone.name),
    8,
    now,
    [
      `NOTICE OF ASSIGNMENT\nCarrier: ${cedarPoint.name} MC ${cedarPoint.mcNumber}\nFactor: ${keystone.name}`,
      `NOTICE OF ASSIGNMENT\nCarrier: ${harborLine.name} MC ${harborLine.mcNumber}\nFactor: ${keystone.name}`,
      'Terms of the assignment (continued)',
    ],
  );
  await step(combined, { type: 'requestSplit' }, alex, ago(6.5));

  // Today's work: one deferred, one still waiting in the processing queue.
  const deferred = await documentInQueue(
    'cedar-point-lor',
    { ...noa(cedarPoint.name, keystone.name), kind: 'lor' },
    4,
    now,
  );
  await step(deferred, { type: 'defer' }, alex, ago(2));
  await documentInQueue('harbor-line-noa-2', noa(harborLine.name, pioneer.name), 2, now);

  // A letter of release whose kind (global or one debtor) the processor could not tell.
  const unclear = await documentInQueue(
    'cedar-point-lor-unclear',
    { ...noa(cedarPoint.name, keystone.name), kind: 'lor' },
    3,
    now,
  );
  await step(unclear, { type: 'awaitLorDesignation', highRisk: false }, alex, ago(1.5));

  // The coachable report: Sam's audit returned Alex's first processing (the MC was not checked);
  // processed again, it passed, and Keystone became Cedar Point's factor of record.
  const coached = await documentInQueue('keystone-cedar-point', noa(cedarPoint.name, keystone.name), 30, now);
  const confirmed = moved(
    await confirmNoaFields(
      coached.id,
      { factorId: keystone.id, payeeId: cedarPoint.id, request: blanket },
      coached.version,
    ),
  );
  const sent = await step(confirmed, { type: 'submitForAudit' }, alex, ago(27));
  const returned = await step(
    sent,
    {
      type: 'returnToProcessor',
      finding: {
        code: ActionCode.MissingMcDot,
        text: 'The MC number on the notice was not checked against the carrier.',
      },
    },
    colleague,
    ago(26),
  );
  const resent = await step(returned, { type: 'submitForAudit' }, alex, ago(25));
  await step(resent, { type: 'audit', conflictingFactorId: null }, colleague, ago(24));
}
