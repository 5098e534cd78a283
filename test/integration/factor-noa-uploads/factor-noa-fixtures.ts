import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { putCarrierNumberClaim } from '#functions/repositories/carrier-numbers.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { corePaths } from '#shared/api/paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { CreateNoaDocumentBody, NoaUploadAnswer } from '#shared/schemas/factor-noa-documents.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createCompanyWith, createUserWithMfa } from '../../support/fixtures.ts';

/** A factor company of its own with a signed-in user (and that user's email). */
export async function signedInFactor(): Promise<{ factor: CompanyRecord; session: ApiSession; email: string }> {
  const factor = await createCompany(CompanyType.Factor);
  const email = await createUserWithMfa(factor, [Role.UserAdmin]);
  const { session } = await ApiSession.signIn(email);
  return { factor, session, email };
}

/** A carrier of its own holding fresh MC and DOT numbers, as registration would claim them. */
export async function numberedCarrier(): Promise<CompanyRecord> {
  const mcNumber = String(randomInt(10_000_000, 99_999_999));
  const dotNumber = String(randomInt(10_000_000, 99_999_999));
  const carrier = await createCompanyWith(CompanyType.Payee, { mcNumber, dotNumber });
  await putCarrierNumberClaim('MC', mcNumber, carrier.id);
  await putCarrierNumberClaim('DOT', dotNumber, carrier.id);
  return carrier;
}

export const requestUpload = (session: ApiSession, body: unknown) =>
  session.request('core', corePaths.factorNoaUploads, { method: 'POST', json: body });

export const createDocument = (session: ApiSession, body: unknown, key?: string) =>
  session.request('core', corePaths.factorNoaDocuments, {
    method: 'POST',
    json: body,
    ...(key ? { headers: { [idempotencyKeyHeader]: key } } : {}),
  });

/** The browser's part: the presigned PUT of the bytes with the headers it was given. */
export async function putFile(upload: NoaUploadAnswer, bytes: Uint8Array): Promise<void> {
  const response = await fetch(upload.upload.url, {
    method: 'PUT',
    headers: { ...upload.upload.headers, origin: String(process.env.APP_ORIGIN) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  expect(response.status).toBe(200);
}

/** Uploads `bytes` as a PDF (or `contentType`) and answers the upload id. */
export async function uploaded(
  session: ApiSession,
  bytes: Uint8Array,
  contentType = 'application/pdf',
  fileName = 'notice.pdf',
): Promise<string> {
  const response = await requestUpload(session, { fileName, contentType, sizeBytes: bytes.length });
  expect(response.status, await response.clone().text()).toBe(201);
  const upload = (await response.json()) as NoaUploadAnswer;
  await putFile(upload, bytes);
  return upload.uploadId;
}

/** A per-debtor NOA body naming the carrier by MC. */
export function noaBody(uploadId: string, carrier: CompanyRecord, debtors: CompanyRecord[]): CreateNoaDocumentBody {
  return {
    uploadId,
    kind: 'noaDebtors',
    mcNumber: String(carrier.mcNumber),
    debtorPayorIds: debtors.map((d) => d.id),
  };
}
