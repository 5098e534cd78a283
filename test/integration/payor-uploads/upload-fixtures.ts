import { randomUUID } from 'node:crypto';
import { putCarrierNumberClaim } from '#functions/repositories/carrier-numbers.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';
import { csvFile, uploadBody, uploadHeadings } from '../../support/invoice-spreadsheets.ts';
import { testTerms } from '../payee-invoices/invoice-fixtures.ts';

export type UploadWorld = {
  payor: CompanyRecord;
  carrier: CompanyRecord & { mcNumber: string; dotNumber: string };
  relationship: RelationshipRecord;
  /** A PayorSubmission user of the payor, signed in. */
  broker: ApiSession;
};

/** A number of `digits` digits no other test uses (carrier numbers are unique in the portal). */
const freshNumber = (digits: number) =>
  String(Number.parseInt(randomUUID().replace(/-/g, '').slice(0, 12), 16) % 10 ** digits).padStart(digits, '1');

/**
 * A broker of its own (EnablePayorInvoiceReview and DuplicateInvoiceMonitoring as asked) with a
 * claimed relationship to a carrier of its own holding an MC and a DOT number.
 */
export async function uploadWorld(options: { review?: boolean; duplicates?: boolean } = {}): Promise<UploadWorld> {
  const mcNumber = freshNumber(7);
  const dotNumber = freshNumber(8);
  const carrier = (await createCompanyWith(CompanyType.Payee, {
    name: `Carrier ${randomUUID().slice(0, 8)}`,
    mcNumber,
    dotNumber,
  })) as UploadWorld['carrier'];
  await putCarrierNumberClaim('MC', mcNumber, carrier.id);
  await putCarrierNumberClaim('DOT', dotNumber, carrier.id);
  const payor = await createCompanyWith(CompanyType.Payor, {
    name: `Broker ${randomUUID().slice(0, 8)}`,
    payorTerms: testTerms,
    settings: {
      [CompanySetting.EnablePayorInvoiceReview]: String(options.review ?? false),
      [CompanySetting.DuplicateInvoiceMonitoring]: String(options.duplicates ?? false),
    },
  });
  const relationship = await createClaimedRelationship(carrier, payor);
  const { session } = await ApiSession.signIn(await createUserWithMfa(payor, [Role.PayorSubmission]));
  return { payor, carrier, relationship, broker: session };
}

/** Rows naming the world's carrier by MC number: `count` invoices with numbers made of `tag`. */
export function invoiceRows(world: UploadWorld, tag: string, count: number): string[][] {
  return Array.from({ length: count }, (_, index) => [
    world.carrier.mcNumber,
    '',
    '',
    `${tag}-I${index + 1}`,
    `${tag}-L${index + 1}`,
    `${index + 1},000.50`,
    '2026-01-15',
  ]);
}

export const csvUpload = (rows: readonly (readonly string[])[]) => uploadBody(csvFile([uploadHeadings, ...rows]));

export const preview = (session: ApiSession, body: unknown) =>
  session.request('core', corePaths.payorInvoiceUploadPreview, { method: 'POST', json: body });

export const submit = (session: ApiSession, body: unknown, key?: string) =>
  session.request('core', corePaths.payorInvoiceUploads, {
    method: 'POST',
    json: body,
    headers: key ? { 'idempotency-key': key } : {},
  });

export const release = (session: ApiSession, guid: string) =>
  session.request('core', fillPath(corePaths.payorInvoiceBatchReviewRelease, { id: guid }), { method: 'PUT' });

export const remove = (session: ApiSession, guid: string) =>
  session.request('core', fillPath(corePaths.payorInvoiceBatchReview, { id: guid }), { method: 'DELETE' });

export const batches = (session: ApiSession, query = '') =>
  session.request('core', `${corePaths.payorInvoiceBatchReviews}${query}`);
