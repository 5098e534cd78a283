import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedObjectSize, storedObjectTags } from '#functions/repositories/bill-documents.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { putFactorOfRecordIfAbsent } from '#functions/repositories/factor-of-record.ts';
import { getNoaDocument } from '#functions/repositories/noa-documents.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type {
  CarrierCheckAnswer,
  CreateNoaDocumentAnswer,
  FactorNoaDocument,
  FactorNoaDocumentList,
} from '#shared/schemas/factor-noa-documents.ts';
import { makeNoaPdf } from '../../fixtures/noa/make-noa-pdf.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany } from '../../support/fixtures.ts';
import { samplePng } from '../../support/paperwork-files.ts';
import {
  createDocument,
  noaBody,
  numberedCarrier,
  requestUpload,
  signedInFactor,
  uploaded,
} from './factor-noa-fixtures.ts';

let factor: CompanyRecord;
let session: ApiSession;
let otherFactor: CompanyRecord;
let otherSession: ApiSession;
let debtors: CompanyRecord[];
let pdf: Uint8Array;

beforeAll(async () => {
  const [mine, theirs] = await Promise.all([signedInFactor(), signedInFactor()]);
  ({ factor, session } = mine);
  ({ factor: otherFactor, session: otherSession } = theirs);
  debtors = await Promise.all([createCompany(CompanyType.Payor), createCompany(CompanyType.Payor)]);
  pdf = await makeNoaPdf({
    kind: 'noa',
    factorName: factor.name,
    carrierName: 'Any Carrier LLC',
    mcNumber: '123456',
    debtorNames: debtors.map((d) => d.name),
    date: '2026-11-29',
  });
});

async function errorFields(response: Response): Promise<string[]> {
  return Object.keys(((await response.json()) as ApiError).errors ?? {});
}

const check = (s: ApiSession, query: string) => s.request('core', `${corePaths.factorNoaCarrierCheck}?${query}`);

describe('the factor’s NOA upload', () => {
  it('records an uploaded NOA with its kind, carrier and debtors, received, in the factor’s list first', async () => {
    const carrier = await numberedCarrier();
    const uploadId = await uploaded(session, pdf);
    const response = await createDocument(session, noaBody(uploadId, carrier, debtors), randomUUID());
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as CreateNoaDocumentAnswer;
    expect(answer.conflict).toEqual({ kind: 'none' });
    expect(answer.document).toMatchObject({
      fileName: 'notice.pdf',
      channel: 'upload',
      kind: 'noaDebtors',
      carrier: { name: carrier.name, mcNumber: carrier.mcNumber, dotNumber: null },
      debtors: debtors.map((d) => ({ id: d.id, name: d.name })),
      state: 'received',
    });

    const stored = await getNoaDocument(answer.document.id);
    expect(stored).toMatchObject({
      // Recorded, then queued for conversion at once.
      status: DocumentStatus.ReadyToConvert,
      senderFactorId: factor.id,
      payeeId: null,
      request: null,
      declared: {
        request: { kind: 'noa', scope: 'debtors', debtorPayorIds: debtors.map((d) => d.id) },
        carrier: { payeeId: carrier.id, mcNumber: carrier.mcNumber, dotNumber: null },
        debtorPayorIds: debtors.map((d) => d.id),
      },
    });
    // The checked copy is what the document keeps, confirmed; the upload itself is gone.
    const fileKey = String(stored?.source.fileKey);
    expect(fileKey.startsWith('noa/checked/')).toBe(true);
    expect(await storedObjectSize(fileKey)).toBe(pdf.length);
    expect(await storedObjectTags(fileKey)).toMatchObject({ 'lanepay-upload': 'confirmed' });
    expect(await storedObjectSize(`noa/uploads/${factor.id}/${uploadId}`)).toBeNull();

    const list = (await (await session.request('core', corePaths.factorNoaDocuments)).json()) as FactorNoaDocumentList;
    expect(list.items[0]).toEqual(answer.document);
    const one = await session.request('core', fillPath(corePaths.factorNoaDocument, { id: answer.document.id }));
    expect(one.status).toBe(200);
    expect((await one.json()) as FactorNoaDocument).toEqual(answer.document);
  });

  it('answers the same create again with the same document, and refuses the upload to another request', async () => {
    const carrier = await numberedCarrier();
    const uploadId = await uploaded(session, pdf);
    const key = randomUUID();
    const body = noaBody(uploadId, carrier, debtors);
    const first = await createDocument(session, body, key);
    expect(first.status).toBe(201);
    const again = await createDocument(session, body, key);
    expect(again.status).toBe(200);
    const [a, b] = [(await first.json()) as CreateNoaDocumentAnswer, (await again.json()) as CreateNoaDocumentAnswer];
    expect(b.document.id).toBe(a.document.id);
    expect((await createDocument(session, body, randomUUID())).status).toBe(409);
    expect((await createDocument(session, body)).status).toBe(409);
  });

  it('records a carrier not on LanePay yet by its number, and a blanket NOA or global LOR naming no debtor', async () => {
    const blanket = await createDocument(session, {
      uploadId: await uploaded(session, pdf),
      kind: 'noaBlanket',
      dotNumber: '99999901',
    });
    expect(blanket.status, await blanket.clone().text()).toBe(201);
    expect(((await blanket.json()) as CreateNoaDocumentAnswer).document).toMatchObject({
      kind: 'noaBlanket',
      carrier: { name: null, mcNumber: null, dotNumber: '99999901' },
      debtors: [],
    });
    const release = await createDocument(session, {
      uploadId: await uploaded(session, pdf),
      kind: 'lorGlobal',
      dotNumber: '99999901',
    });
    expect(release.status).toBe(201);
    expect(((await release.json()) as CreateNoaDocumentAnswer).document.kind).toBe('lorGlobal');
  });

  it('refuses bad input with errors on its fields', async () => {
    const carrier = await numberedCarrier();
    const uploadId = await uploaded(session, pdf);
    const body = noaBody(uploadId, carrier, debtors);
    const refusedOn = async (payload: unknown) => {
      const response = await createDocument(session, payload);
      expect(response.status).toBe(400);
      return errorFields(response);
    };
    expect(await refusedOn({ ...body, mcNumber: undefined })).toEqual(['mcNumber']);
    expect(await refusedOn({ ...body, mcNumber: '12ab' })).toEqual(['mcNumber']);
    expect(await refusedOn({ ...body, kind: 'other' })).toEqual(['kind']);
    expect(await refusedOn({ ...body, debtorPayorIds: [] })).toEqual(['debtorPayorIds']);
    expect(await refusedOn({ ...body, kind: 'noaBlanket' })).toEqual(['debtorPayorIds']);
    expect(await refusedOn({ ...body, kind: 'lorSingleDebtor' })).toEqual(['debtorPayorIds']);
    expect(await refusedOn({ ...body, debtorPayorIds: [debtors[0]?.id, carrier.id] })).toEqual(['debtorPayorIds.1']);
    expect(await refusedOn({ ...body, uploadId: 'A'.repeat(16) })).toEqual(['uploadId']);
    const other = await numberedCarrier();
    expect(await refusedOn({ ...body, dotNumber: other.dotNumber })).toEqual(['dotNumber']);
    // None of these consumed the upload.
    expect((await createDocument(session, body)).status).toBe(201);

    const upload = (payload: unknown) => requestUpload(session, payload);
    const presignRefused = async (payload: unknown) => {
      const response = await upload(payload);
      expect(response.status).toBe(400);
      return errorFields(response);
    };
    expect(await presignRefused({ fileName: 'a.docx', contentType: 'application/msword', sizeBytes: 10 })).toEqual([
      'contentType',
    ]);
    expect(
      await presignRefused({ fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 16 * 1024 * 1024 }),
    ).toEqual(['sizeBytes']);
  });

  it('refuses a file that is not what it was declared, naming it, and drops the upload', async () => {
    const carrier = await numberedCarrier();
    const uploadId = await uploaded(session, samplePng(), 'application/pdf', 'scan.pdf');
    const response = await createDocument(session, noaBody(uploadId, carrier, debtors));
    expect(response.status).toBe(400);
    const error = (await response.json()) as ApiError;
    expect(Object.keys(error.errors ?? {})).toEqual(['uploadId']);
    expect(error.message).toContain('scan.pdf');
    const again = await createDocument(session, noaBody(uploadId, carrier, debtors));
    expect(await errorFields(again)).toEqual(['uploadId']);
  });

  it('shows a factor only its own documents: another factor’s id answers 404', async () => {
    const carrier = await numberedCarrier();
    const created = await createDocument(session, noaBody(await uploaded(session, pdf), carrier, debtors));
    const { document } = (await created.json()) as CreateNoaDocumentAnswer;
    const path = fillPath(corePaths.factorNoaDocument, { id: document.id });
    expect((await otherSession.request('core', path)).status).toBe(404);
    expect((await session.request('core', fillPath(corePaths.factorNoaDocument, { id: 999_999_999 }))).status).toBe(
      404,
    );
    const theirs = (await (
      await otherSession.request('core', corePaths.factorNoaDocuments)
    ).json()) as FactorNoaDocumentList;
    expect(theirs.items.map((d) => d.id)).not.toContain(document.id);
    // Another factor's upload id is unknown to this one.
    const theirUpload = await uploaded(otherSession, pdf);
    const stolen = await createDocument(session, noaBody(theirUpload, carrier, debtors));
    expect(await errorFields(stolen)).toEqual(['uploadId']);
  });

  it('refuses callers that are not factors', async () => {
    const [broker, carrier] = await Promise.all([
      ApiSession.signIn('broker@demo.test').then((s) => s.session),
      ApiSession.signIn('carrier@demo.test').then((s) => s.session),
    ]);
    for (const caller of [broker, carrier]) {
      expect((await caller.request('core', corePaths.factorNoaDocuments)).status).toBe(403);
      expect((await check(caller, 'mcNumber=654321')).status).toBe(403);
      const presign = await requestUpload(caller, { fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10 });
      expect(presign.status).toBe(403);
    }
    expect((await new ApiSession().request('core', corePaths.factorNoaDocuments)).status).toBe(401);
  });
});

describe('the conflict check at upload', () => {
  it('finds nothing in the way for a carrier without a factor of record', async () => {
    const carrier = await numberedCarrier();
    const response = await check(session, `dotNumber=${carrier.dotNumber}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as CarrierCheckAnswer).toEqual({
      carrier: { name: carrier.name, mcNumber: null, dotNumber: carrier.dotNumber },
      onPortal: true,
      conflict: { kind: 'none' },
    });
  });

  it('names another factor of record and the global letter of release from it that resolves the NOA', async () => {
    const carrier = await numberedCarrier();
    await putFactorOfRecordIfAbsent({
      payeeId: carrier.id,
      factorId: otherFactor.id,
      factorName: otherFactor.name,
      documentId: null,
      since: new Date().toISOString(),
      version: 1,
    });
    const expected = {
      kind: 'otherFactor',
      factorName: otherFactor.name,
      resolvedBy: { lorType: 'global', fromFactorName: otherFactor.name },
    };
    const answer = (await (await check(session, `mcNumber=${carrier.mcNumber}`)).json()) as CarrierCheckAnswer;
    expect(answer.conflict).toEqual(expected);
    // The create says it too, and the document is recorded all the same.
    const created = await createDocument(session, noaBody(await uploaded(session, pdf), carrier, debtors));
    expect(created.status).toBe(201);
    expect(((await created.json()) as CreateNoaDocumentAnswer).conflict).toEqual(expected);
    // The factor of record itself is told it already is.
    const theirs = (await (await check(otherSession, `mcNumber=${carrier.mcNumber}`)).json()) as CarrierCheckAnswer;
    expect(theirs.conflict).toEqual({ kind: 'sameFactor' });
    // A letter of release from a factor holding nothing of the carrier's would release nothing.
    const lor = (await (
      await check(session, `mcNumber=${carrier.mcNumber}&kind=lorGlobal`)
    ).json()) as CarrierCheckAnswer;
    expect(lor.conflict).toEqual({ kind: 'nothingToRelease' });
    const ownLor = (await (
      await check(otherSession, `mcNumber=${carrier.mcNumber}&kind=lorGlobal`)
    ).json()) as CarrierCheckAnswer;
    expect(ownLor.conflict).toEqual({ kind: 'none' });
  });

  it('answers a carrier not on LanePay as such, and refuses a query without a number', async () => {
    const answer = (await (await check(session, 'mcNumber=99999902')).json()) as CarrierCheckAnswer;
    expect(answer).toEqual({
      carrier: { name: null, mcNumber: '99999902', dotNumber: null },
      onPortal: false,
      conflict: { kind: 'none' },
    });
    const refused = await check(session, 'kind=noaBlanket');
    expect(refused.status).toBe(400);
    expect(await errorFields(refused)).toEqual(['mcNumber']);
  });
});
