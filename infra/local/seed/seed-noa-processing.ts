import type { NoaDocument, NoaDocumentPage, ProposedFields } from '#functions/domain/noa/document.ts';
import { moveDocument, receivedDocument } from '#functions/domain/noa/document-transitions.ts';
import { getNoaDocument, putNoaDocumentIfAbsent } from '#functions/repositories/noa-documents.ts';
import { noaPageImageKey, storeNoaPageImage } from '#functions/repositories/noa-page-images.ts';
import { portalActor } from '#functions/services/noa-documents.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { type DemoCompany, demoCompanies } from './demo-accounts.ts';
import { demoCompany, seedDemoCarrier } from './demo-carrier.ts';
import { textPagePng } from './text-page-png.ts';

const seededAt = '2026-01-05T15:00:00.000Z';
const { broker, shipper, factor } = demoCompanies;

/** A carrier with its MC and DOT numbers, which the NOAs name. */
const numberedCarrier = (id: number, name: string, numbers: { mc: string; dot: string }) => ({
  ...demoCompany(id, name, CompanyType.Payee, numbers),
  mcNumber: numbers.mc,
  dotNumber: numbers.dot,
  createdAt: seededAt,
});

/**
 * Two carriers of the demo debtors with no portal user of their own (so no journey of another
 * issue sees what processing their NOAs changes), registered with their numbers, and two NOAs
 * from Alamo Capital Factoring naming them, converted and read as the OCR worker leaves them:
 * ReadyToProcess for `admin@demo.test` to process and `auditor@demo.test` to audit.
 */
export const noaProcessingDemo = {
  pecos: numberedCarrier(1401, 'Pecos River Transport LLC', { mc: '556677', dot: '5566778' }),
  cimarron: numberedCarrier(1402, 'Cimarron Line Haul Inc', { mc: '667788', dot: '6677889' }),
  /** Fixed ids below the allocated range (functions/repositories/counters.ts). */
  documentIds: { pecos: 11, cimarron: 12 },
} as const;

type Carrier = (typeof noaProcessingDemo)['pecos' | 'cimarron'];

/** Seeds a carrier, claims its numbers, and its claimed relationships with the payors (ids from `firstRelationshipId`). */
async function seedCarrier(carrier: Carrier, payors: readonly DemoCompany[], firstRelationshipId: number) {
  await seedDemoCarrier({
    carrier,
    claimNumbers: true,
    relationships: payors.map((payor, index) => ({ id: firstRelationshipId + index, payor, factor: null })),
    claimed: true,
    seededAt,
    version: 1,
  });
}

/** The letter as typed on the factor's letterhead: what the page image shows and the OCR read. */
function noticeLines(carrier: Carrier, debtors: readonly DemoCompany[], scope: 'debtors' | 'blanket'): string[] {
  return [
    'ALAMO CAPITAL FACTORING',
    '1200 COMMERCE ST, SAN ANTONIO TX 78205',
    '',
    'NOTICE OF ASSIGNMENT',
    '',
    `TO: ${debtors.map((d) => d.name).join(', ')}`,
    `RE: ${carrier.name}`,
    `MC# ${carrier.mcNumber}   DOT# ${carrier.dotNumber}`,
    '',
    'PLEASE BE ADVISED THAT THE CARRIER NAMED ABOVE HAS SOLD AND',
    'ASSIGNED ITS ACCOUNTS RECEIVABLE TO ALAMO CAPITAL FACTORING.',
    scope === 'blanket'
      ? 'THIS NOTICE COVERS EVERY DEBTOR OF THE CARRIER.'
      : 'THIS NOTICE COVERS THE DEBTORS NAMED ABOVE.',
    'FROM THE DATE OF THIS NOTICE, PAYMENT OF ALL INVOICES MUST BE',
    'MADE ONLY TO ALAMO CAPITAL FACTORING (UCC 9-406).',
    '',
    'REMIT TO: ALAMO CAPITAL FACTORING, PO BOX 4410, SAN ANTONIO TX',
    '',
    `ACKNOWLEDGED FOR THE CARRIER: ${carrier.name}`,
  ];
}

async function seedDocument(input: {
  id: number;
  carrier: Carrier;
  debtors: readonly DemoCompany[];
  scope: 'debtors' | 'blanket';
  receivedAt: string;
}): Promise<void> {
  if (await getNoaDocument(input.id)) return;
  const lines = noticeLines(input.carrier, input.debtors, input.scope);
  const imageKey = noaPageImageKey(input.id, 1);
  await storeNoaPageImage(imageKey, textPagePng(lines));
  const pages: NoaDocumentPage[] = [{ number: 1, imageKey, text: lines.join('\n') }];
  const proposed: ProposedFields = {
    carrierName: input.carrier.name,
    mcNumber: input.carrier.mcNumber,
    dotNumber: input.carrier.dotNumber,
    factorName: factor.name,
    debtorNames: input.debtors.map((d) => d.name),
    kind: 'noa',
    scope: input.scope === 'blanket' ? 'all' : 'named',
    carrierId: input.carrier.id,
    factorId: factor.id,
    debtorPayorIds: input.debtors.map((d) => d.id),
  };
  const received = new Date(input.receivedAt);
  let document: NoaDocument = receivedDocument({
    id: input.id,
    source: {
      channel: 'upload',
      fileKey: `noa/${input.id}/original.pdf`,
      fileName: `alamo-${input.carrier.name.split(' ')[0]?.toLowerCase()}-noa.pdf`,
      contentType: 'application/pdf',
    },
    senderFactorId: factor.id,
    now: received,
  });
  // The steps the intake and the OCR worker take, a minute apart, through the model's own moves.
  const steps = [
    { type: 'queueConversion' },
    { type: 'startOcr' },
    { type: 'converted', pages, proposed },
    { type: 'releaseToQueue' },
  ] as const;
  for (const [index, event] of steps.entries()) {
    const outcome = moveDocument(document, event, portalActor, new Date(received.getTime() + (index + 1) * 60_000));
    if (outcome.kind !== 'moved') throw new Error(`Seeding NOA ${input.id}: ${event.type} refused`);
    document = outcome.document;
  }
  await putNoaDocumentIfAbsent(document);
}

export async function seedNoaProcessing(): Promise<void> {
  const { pecos, cimarron, documentIds } = noaProcessingDemo;
  await seedCarrier(pecos, [broker, shipper], 1401);
  await seedCarrier(cimarron, [broker], 1403);
  await seedDocument({
    id: documentIds.pecos,
    carrier: pecos,
    debtors: [broker, shipper],
    scope: 'debtors',
    receivedAt: '2026-01-20T14:05:00.000Z',
  });
  await seedDocument({
    id: documentIds.cimarron,
    carrier: cimarron,
    debtors: [broker],
    scope: 'blanket',
    receivedAt: '2026-01-21T15:30:00.000Z',
  });
}
