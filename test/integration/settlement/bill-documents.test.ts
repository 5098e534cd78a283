import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFileType } from '#functions/domain/file-signature.ts';
import { dynamo } from '#functions/lib/aws-clients.ts';
import { reportsApp } from '#functions/reports/app.ts';
import {
  billDocumentObjectKey,
  deleteBillDocumentObjects,
  getBillDocument,
  storedObjectSize,
  storedObjectTags,
} from '#functions/repositories/bill-documents.ts';
import { getBillParts, migrateAttachedDocuments, transitionBill } from '#functions/repositories/bills.ts';
import { keys } from '#functions/repositories/keys.ts';
import { tableName } from '#functions/repositories/table.ts';
import { exportPath } from '#infra/definitions/export-routing.ts';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { seedBillDocuments } from '#infra/local/seed/seed-bill-documents.ts';
import { seededBillIds } from '#infra/local/seed/seed-bills.ts';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { paperworkUploadRecordSeconds } from '#shared/constants/paperwork.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { ImageType } from '#shared/enums/paperwork.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CombinedDocumentResponse } from '#shared/schemas/bill-documents.ts';
import type { Bill, PresignedDownload, PresignedUpload } from '#shared/schemas/bills.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { sampleJpeg, samplePdf, samplePng, sampleTiff } from '../../support/paperwork-files.ts';

let carrier: ApiSession;

beforeAll(async () => {
  carrier = (await ApiSession.signIn('carrier@demo.test')).session;
});

/** A fresh bill of the demo carrier for its claimed broker, so tests share nothing they change. */
async function newBill(session = carrier): Promise<Bill> {
  const response = await session.request('settlement', settlementPaths.bills, {
    method: 'POST',
    json: { payorId: demoCompanies.broker.id, loadOrInvoiceNumber: `DOC-${randomUUID().slice(0, 8)}` },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { bill: Bill }).bill;
}

const documentsPath = (billId: string) => fillPath(settlementPaths.billDocuments, { id: billId });
const documentPath = (path: string, billId: string, documentId: string) => fillPath(path, { id: billId, documentId });

async function requestUpload(
  billId: string,
  file: { fileName: string; contentType: string; sizeBytes: number; imageTypeId?: number },
  session = carrier,
) {
  return session.request('settlement', documentsPath(billId), {
    method: 'POST',
    json: { imageTypeId: ImageType.RateConfirmation, ...file },
  });
}

/** The browser's part: PUT the bytes to the presigned URL with the headers it was given. */
function putFile(upload: PresignedUpload, bytes: Uint8Array) {
  return fetch(upload.upload.url, {
    method: 'PUT',
    headers: { ...upload.upload.headers, origin: String(process.env.APP_ORIGIN) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

/**
 * The If-Match of a change made on the bill as `session` sees it now; none for a caller who cannot
 * see it (they are refused with 404 before any version is looked at).
 */
async function currentVersionOf(billId: string, session: ApiSession): Promise<Record<string, string>> {
  const loaded = await session.request('settlement', fillPath(settlementPaths.bill, { id: billId }));
  return loaded.status === 200 ? ifMatch(((await loaded.json()) as { bill: Bill }).bill.version) : {};
}

async function complete(billId: string, documentId: string, session = carrier) {
  return session.request('settlement', documentPath(settlementPaths.billDocumentComplete, billId, documentId), {
    method: 'POST',
    headers: await currentVersionOf(billId, session),
  });
}

/** DELETE a document, made on the bill as the carrier sees it now. */
async function removeDocument(billId: string, documentId: string) {
  return carrier.request('settlement', documentPath(settlementPaths.billDocument, billId, documentId), {
    method: 'DELETE',
    headers: await currentVersionOf(billId, carrier),
  });
}

/** Request, upload and complete one file; answers the upload and the completion's response. */
async function upload(
  billId: string,
  file: { fileName: string; contentType: string; bytes: Uint8Array; imageTypeId?: number },
) {
  const requested = await requestUpload(billId, { ...file, sizeBytes: file.bytes.length });
  expect(requested.status, await requested.clone().text()).toBe(201);
  const presigned = (await requested.json()) as PresignedUpload;
  const stored = await putFile(presigned, file.bytes);
  expect(stored.status).toBe(200);
  return { presigned, completed: await complete(billId, presigned.document.id) };
}

/** The key a document is served from: once attached, its checked copy's, not the upload's. */
async function servedObjectKey(billId: string, documentId: string): Promise<string> {
  return String((await getBillDocument(billId, documentId))?.objectKey);
}

/** POST …/documents/combined as the browser does: the edge sends it to the exports API. */
async function combine(session: ApiSession, billId: string): Promise<Response> {
  const path = `/api/v1/settlement${fillPath(settlementPaths.billCombinedDocument, { id: billId })}`;
  const routed = exportPath(path, false);
  expect(routed).toBe(`/api/v1/exports/settlement/bills/${billId}/documents/combined`);
  return reportsApp.request(String(routed), {
    method: 'POST',
    headers: {
      cookie: [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [csrfHeaderName]: String(session.csrfToken),
    },
  });
}

describe('bill documents: presigned upload to the paperwork bucket', () => {
  it('uploads with the presigned PUT, attaches on completion and downloads the same bytes', async () => {
    const bill = await newBill();
    const pdf = samplePdf(['Rate confirmation', `Load ${bill.loadOrInvoiceNumber}`]);
    const requested = await requestUpload(bill.id, {
      fileName: 'rate-confirmation.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    expect(requested.status).toBe(201);
    const presigned = (await requested.json()) as PresignedUpload;
    expect(presigned.document).toMatchObject({ billId: bill.id, status: 'uploading', sizeBytes: pdf.length });
    expect(presigned.upload.method).toBe('PUT');
    expect(presigned.upload.headers).toEqual({
      'content-type': 'application/pdf',
      'x-amz-tagging': 'lanepay-upload=unconfirmed',
    });
    // The key is the server's (bills/<billId>/<documentId>), signed with type, length and the tag.
    const url = new URL(presigned.upload.url);
    expect(url.pathname).toBe(`/lanepay-paperwork/bills/${bill.id}/${presigned.document.id}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;x-amz-tagging');
    expect(url.searchParams.has('x-amz-tagging')).toBe(false);
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);

    // The SPA's origin may PUT there (bucket CORS).
    const preflight = await fetch(presigned.upload.url, {
      method: 'OPTIONS',
      headers: {
        origin: String(process.env.APP_ORIGIN),
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,x-amz-tagging',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    const stored = await putFile(presigned, pdf);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('access-control-allow-origin')).toBe(process.env.APP_ORIGIN);

    // Before completion the bill does not show it.
    const before = (await (
      await carrier.request('settlement', fillPath(settlementPaths.bill, { id: bill.id }))
    ).json()) as { bill: Bill };
    expect(before.bill.documents).toEqual([]);

    const completed = await complete(bill.id, presigned.document.id);
    expect(completed.status).toBe(200);
    const after = ((await completed.json()) as { bill: Bill }).bill;
    expect(after.documents).toEqual([
      expect.objectContaining({ id: presigned.document.id, status: 'attached', fileName: 'rate-confirmation.pdf' }),
    ]);
    // Completing again changes nothing.
    const again = await complete(bill.id, presigned.document.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { bill: Bill }).bill.documents).toEqual(after.documents);

    const download = await carrier.request(
      'settlement',
      documentPath(settlementPaths.billDocumentDownload, bill.id, presigned.document.id),
    );
    expect(download.status).toBe(200);
    const presignedGet = (await download.json()) as PresignedDownload;
    expect(presignedGet).toMatchObject({ contentType: 'application/pdf', fileName: 'rate-confirmation.pdf' });
    expect(Date.parse(presignedGet.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const file = await fetch(presignedGet.url, { headers: { origin: String(process.env.APP_ORIGIN) } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('inline; filename="rate-confirmation.pdf"');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });

  it('refuses PDF bytes declared as a PNG, and text declared as a PDF, and deletes what was stored', async () => {
    const bill = await newBill();
    for (const file of [
      { fileName: 'pod.png', contentType: 'image/png', bytes: samplePdf(['Not a picture']) },
      { fileName: 'notes.pdf', contentType: 'application/pdf', bytes: new TextEncoder().encode('just some text') },
    ]) {
      const { presigned, completed } = await upload(bill.id, file);
      expect(completed.status).toBe(400);
      const error = (await completed.json()) as ApiError;
      expect(error.message).toBe(`${file.fileName} is not a PDF, PNG, JPEG or TIFF file.`);
      expect(error.errors?.file).toEqual([error.message]);
      expect(await storedObjectSize(billDocumentObjectKey(bill.id, presigned.document.id))).toBeNull();
      // The document is gone too.
      expect((await complete(bill.id, presigned.document.id)).status).toBe(404);
    }
    const view = await carrier.request('settlement', fillPath(settlementPaths.bill, { id: bill.id }));
    expect(((await view.json()) as { bill: Bill }).bill.documents).toEqual([]);
  });

  it('refuses a type outside PDF, PNG, JPEG and TIFF at the request, naming the file', async () => {
    const bill = await newBill();
    const response = await requestUpload(bill.id, {
      fileName: 'rates.docx',
      contentType: 'application/msword',
      sizeBytes: 10,
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as ApiError;
    expect(error.errors?.contentType).toEqual(['rates.docx is not a PDF, PNG, JPEG or TIFF file.']);
  });

  it('refuses an unknown document type, and the Combined type only the server makes', async () => {
    const bill = await newBill();
    for (const imageTypeId of [ImageType.Combined, 99]) {
      const response = await requestUpload(bill.id, {
        fileName: 'x.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        imageTypeId,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiError).errors?.imageTypeId).toEqual(['Must select a doc type']);
    }
  });

  it('refuses an oversize file at the request (declared size)', async () => {
    const bill = await newBill();
    const response = await requestUpload(bill.id, {
      fileName: 'scan.pdf',
      contentType: 'application/pdf',
      sizeBytes: 15 * 1024 * 1024 + 1,
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as ApiError;
    expect(error.errors?.sizeBytes).toEqual(['scan.pdf is too large. Max file size is 15 MB.']);
  });

  it('refuses a body larger than the signed length: S3 refuses the PUT, or completion refuses and deletes it', async () => {
    const bill = await newBill();
    const small = samplePdf(['Declared small']);
    const requested = await requestUpload(bill.id, {
      fileName: 'grown.pdf',
      contentType: 'application/pdf',
      sizeBytes: small.length,
    });
    const presigned = (await requested.json()) as PresignedUpload;
    const larger = samplePdf([
      'Declared small',
      'but the file sent is larger than the signature allows',
      'x'.repeat(400),
    ]);
    const stored = await putFile(presigned, larger);
    if (stored.ok) {
      // s3rver does not verify V4 signatures (S3 answers 403 SignatureDoesNotMatch): the server's check holds.
      const completed = await complete(bill.id, presigned.document.id);
      expect(completed.status).toBe(400);
      expect(((await completed.json()) as ApiError).message).toBe('grown.pdf is too large. Max file size is 15 MB.');
      expect(await storedObjectSize(billDocumentObjectKey(bill.id, presigned.document.id))).toBeNull();
    } else {
      expect(stored.status).toBe(403);
    }
  });

  it('answers completion before the upload with 400 and keeps the document for a retry', async () => {
    const bill = await newBill();
    const requested = await requestUpload(bill.id, { fileName: 'late.png', contentType: 'image/png', sizeBytes: 100 });
    const presigned = (await requested.json()) as PresignedUpload;
    const early = await complete(bill.id, presigned.document.id);
    expect(early.status).toBe(400);
    expect(((await early.json()) as ApiError).message).toBe(
      'late.png has not finished uploading. Please upload it again.',
    );
    const png = samplePng(5, 4);
    const retried = await requestUpload(bill.id, {
      fileName: 'late.png',
      contentType: 'image/png',
      sizeBytes: png.length,
    });
    const second = (await retried.json()) as PresignedUpload;
    expect((await putFile(second, png)).status).toBe(200);
    expect((await complete(bill.id, second.document.id)).status).toBe(200);
  });

  it('stores each upload tagged unconfirmed, and confirms it once checked and attached', async () => {
    const bill = await newBill();
    const png = samplePng(6, 6);
    const requested = await requestUpload(bill.id, {
      fileName: 'pod.png',
      contentType: 'image/png',
      sizeBytes: png.length,
    });
    const presigned = (await requested.json()) as PresignedUpload;
    // The tag travels as a signed header (S3 refuses a PUT without it; s3rver checks neither signed
    // headers nor applies x-amz-tagging, so the tag on the stored object is S3's part, not tested here).
    expect(presigned.upload.headers['x-amz-tagging']).toBe('lanepay-upload=unconfirmed');
    expect(new URL(presigned.upload.url).searchParams.get('X-Amz-SignedHeaders')).toContain('x-amz-tagging');
    expect((await putFile(presigned, png)).status).toBe(200);
    // Checked and attached, the object is confirmed: the lifecycle rule for unconfirmed uploads leaves it.
    expect((await complete(bill.id, presigned.document.id)).status).toBe(200);
    expect(await storedObjectTags(await servedObjectKey(bill.id, presigned.document.id))).toEqual({
      'lanepay-upload': 'confirmed',
    });
    // An attached document has no expiry: the table's TTL never deletes it.
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.billDocument(bill.id, presigned.document.id) }),
    );
    expect(Item?.status).toBe('attached');
    expect(Item).not.toHaveProperty(dataTableDefinition.timeToLiveAttribute);
  });

  it('lets an upload never completed expire: ignored everywhere, refused on completion, its file cleared', async () => {
    const bill = await newBill();
    const png = samplePng(7, 7);
    const requestedAt = Math.floor(Date.now() / 1000);
    const requested = await requestUpload(bill.id, {
      fileName: 'forgotten-pod.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      imageTypeId: ImageType.ProofOfDelivery,
    });
    const presigned = (await requested.json()) as PresignedUpload;
    const key = keys.billDocument(bill.id, presigned.document.id);
    const objectKey = billDocumentObjectKey(bill.id, presigned.document.id);
    // The record carries the table's TTL attribute: the URL's lifetime plus the margin.
    const record = (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }))).Item ?? {};
    const expiresAt = Number(record[dataTableDefinition.timeToLiveAttribute]);
    expect(expiresAt - requestedAt).toBeGreaterThanOrEqual(paperworkUploadRecordSeconds);
    expect(expiresAt - requestedAt).toBeLessThanOrEqual(paperworkUploadRecordSeconds + 5);
    expect(Date.parse(presigned.upload.expiresAt) / 1000).toBeLessThan(expiresAt);
    // The file arrives, but nobody asks the server to check it; time passes (the record's expiry,
    // moved into the past: dynalite records TTL but never deletes, like DynamoDB before its sweep).
    expect((await putFile(presigned, png)).status).toBe(200);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': requestedAt - 1 },
      }),
    );

    // Nowhere counted: the bill's parts, its documents, what it still needs, the combined PDF.
    expect((await getBillParts(bill.id))?.documents).toEqual([]);
    const shown = (await (
      await carrier.request('settlement', fillPath(settlementPaths.bill, { id: bill.id }))
    ).json()) as {
      bill: Bill;
    };
    expect(shown.bill.documents).toEqual([]);
    const rules = (await (
      await carrier.request('settlement', fillPath(settlementPaths.billValidationRules, { id: bill.id }))
    ).json()) as { unmet: string[] };
    expect(rules.unmet).toContain('paperwork.validation.requiredDocument.proofOfDelivery');
    expect((await combine(carrier, bill.id)).status).toBe(400);

    // Completing it now is refused, naming the file; the record and the stored file are cleared.
    const late = await complete(bill.id, presigned.document.id);
    expect(late.status).toBe(400);
    expect(((await late.json()) as ApiError).message).toBe(
      'The upload of forgotten-pod.png has expired. Please upload it again.',
    );
    expect((await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }))).Item).toBeUndefined();
    expect(await storedObjectSize(objectKey)).toBeNull();
    expect((await complete(bill.id, presigned.document.id)).status).toBe(404);
  });

  it("answers another carrier's bill with 404 and no data", async () => {
    const bill = await newBill();
    const { presigned } = await upload(bill.id, {
      fileName: 'pod.png',
      contentType: 'image/png',
      bytes: samplePng(8, 8),
      imageTypeId: ImageType.ProofOfDelivery,
    });
    const otherCarrier = await createCompany(CompanyType.Payee);
    const { session: other } = await ApiSession.signIn(await createUserWithMfa(otherCarrier, [Role.PayeeAdmin]));
    const documentId = presigned.document.id;
    const attempts = [
      requestUpload(bill.id, { fileName: 'x.pdf', contentType: 'application/pdf', sizeBytes: 10 }, other),
      complete(bill.id, documentId, other),
      other.request('settlement', documentPath(settlementPaths.billDocumentDownload, bill.id, documentId)),
      other.request('settlement', documentPath(settlementPaths.billDocument, bill.id, documentId), {
        method: 'DELETE',
      }),
      combine(other, bill.id),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain(bill.loadOrInvoiceNumber);
      expect(body).not.toContain('X-Amz');
    }
    // Unknown bills and documents are 404 too.
    expect((await complete(randomUUID(), documentId)).status).toBe(404);
    expect(
      (await carrier.request('settlement', documentPath(settlementPaths.billDocumentDownload, bill.id, 'nope'))).status,
    ).toBe(404);
  });

  it('lets a payor read but not add documents', async () => {
    const bill = await newBill();
    const broker = (await ApiSession.signIn('broker@demo.test')).session;
    await broker.request('settlement', settlementPaths.acceptTerms, { method: 'POST' });
    const response = await requestUpload(
      bill.id,
      { fileName: 'x.pdf', contentType: 'application/pdf', sizeBytes: 10 },
      broker,
    );
    expect(response.status).toBe(403);
  });

  it('adds and removes documents only while the bill is editable', async () => {
    const bill = await newBill();
    const { presigned } = await upload(bill.id, {
      fileName: 'rate.pdf',
      contentType: 'application/pdf',
      bytes: samplePdf(['Rate']),
    });
    expect(
      await transitionBill({
        billId: bill.id,
        from: BillState.Incomplete,
        to: BillState.Delivered,
        eventId: randomUUID(),
        by: 'test',
      }),
    ).toBe(true);
    const added = await requestUpload(bill.id, { fileName: 'late.pdf', contentType: 'application/pdf', sizeBytes: 10 });
    expect(added.status).toBe(400);
    expect(((await added.json()) as ApiError).message).toBe('This bill can no longer be changed.');
    const removed = await removeDocument(bill.id, presigned.document.id);
    expect(removed.status).toBe(400);
    expect(await storedObjectSize(await servedObjectKey(bill.id, presigned.document.id))).not.toBeNull();
    // Reading stays possible.
    const download = await carrier.request(
      'settlement',
      documentPath(settlementPaths.billDocumentDownload, bill.id, presigned.document.id),
    );
    expect(download.status).toBe(200);
  });

  it('removes a document with its object', async () => {
    const bill = await newBill();
    const { presigned } = await upload(bill.id, {
      fileName: 'pod.jpg',
      contentType: 'image/jpeg',
      bytes: sampleJpeg(),
    });
    const objectKey = await servedObjectKey(bill.id, presigned.document.id);
    const removed = await removeDocument(bill.id, presigned.document.id);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { bill: Bill }).bill.documents).toEqual([]);
    expect(await storedObjectSize(objectKey)).toBeNull();
  });

  it('deletes every object of a bill for the bill deletion', async () => {
    const bill = await newBill();
    const first = await upload(bill.id, { fileName: 'a.pdf', contentType: 'application/pdf', bytes: samplePdf(['A']) });
    const second = await upload(bill.id, { fileName: 'b.png', contentType: 'image/png', bytes: samplePng(3, 3) });
    const objectKeys = await Promise.all(
      [first, second].map(({ presigned }) => servedObjectKey(bill.id, presigned.document.id)),
    );
    expect(await deleteBillDocumentObjects(bill.id)).toBe(2);
    for (const objectKey of objectKeys) expect(await storedObjectSize(objectKey)).toBeNull();
  });
});

describe('combined document', () => {
  it('combines PDF pages and images into one stored PDF, leaving out TIFF and saying so', async () => {
    const bill = await newBill();
    const twoPages = await PDFDocument.create();
    twoPages.addPage();
    twoPages.addPage();
    await upload(bill.id, { fileName: 'rate.pdf', contentType: 'application/pdf', bytes: await twoPages.save() });
    await upload(bill.id, {
      fileName: 'pod.png',
      contentType: 'image/png',
      bytes: samplePng(40, 30),
      imageTypeId: ImageType.ProofOfDelivery,
    });
    const tiff = await upload(bill.id, { fileName: 'scan.tif', contentType: 'image/tiff', bytes: sampleTiff() });
    expect(tiff.completed.status).toBe(200);

    const response = await combine(carrier, bill.id);
    expect(response.status, await response.clone().text()).toBe(201);
    const result = (await response.json()) as CombinedDocumentResponse;
    expect(result.pageCount).toBe(3);
    expect(result.skipped).toEqual([
      { documentId: tiff.presigned.document.id, fileName: 'scan.tif', reason: 'unsupportedType' },
    ]);
    expect(result.document).toMatchObject({ imageTypeId: ImageType.Combined, contentType: 'application/pdf' });
    expect(result.bill.documents.map((d) => d.imageTypeId)).toContain(ImageType.Combined);

    const download = await carrier.request(
      'settlement',
      documentPath(settlementPaths.billDocumentDownload, bill.id, result.document.id),
    );
    const file = await fetch(((await download.json()) as PresignedDownload).url);
    const pdf = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(3);

    // Combining again replaces the combined document rather than adding a second one.
    const again = (await (await combine(carrier, bill.id)).json()) as CombinedDocumentResponse;
    expect(again.bill.documents.filter((d) => d.imageTypeId === ImageType.Combined).map((d) => d.id)).toEqual([
      again.document.id,
    ]);
    expect(await storedObjectSize(billDocumentObjectKey(bill.id, result.document.id))).toBeNull();
  });

  it('answers 400 when nothing can be combined', async () => {
    const bill = await newBill();
    await upload(bill.id, { fileName: 'scan.tif', contentType: 'image/tiff', bytes: sampleTiff() });
    const response = await combine(carrier, bill.id);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).message).toBe('There are no PDF, PNG or JPEG documents to combine.');
  });
});

describe('demo documents', () => {
  it('gives the seeded bills real files the carrier can open, and seeding again changes nothing', async () => {
    const response = await carrier.request(
      'settlement',
      fillPath(settlementPaths.bill, { id: seededBillIds.deliveredRedline }),
    );
    const { bill } = (await response.json()) as { bill: Bill };
    expect(bill.documents.map((d) => [d.imageTypeId, d.contentType])).toEqual([
      [ImageType.RateConfirmation, 'application/pdf'],
      [ImageType.ProofOfDelivery, 'image/png'],
    ]);
    for (const document of bill.documents) {
      const download = await carrier.request(
        'settlement',
        documentPath(settlementPaths.billDocumentDownload, bill.id, document.id),
      );
      const file = new Uint8Array(
        await (await fetch(((await download.json()) as PresignedDownload).url)).arrayBuffer(),
      );
      expect(file.length).toBe(document.sizeBytes);
      expect(detectFileType(file.subarray(0, 16))).toBe(document.contentType);
    }
    const before = await getBillParts(seededBillIds.deliveredRedline);
    await seedBillDocuments();
    expect(await getBillParts(seededBillIds.deliveredRedline)).toEqual(before);
    // The exception bill came back for want of a proof of delivery: it has none.
    const exception = await getBillParts(seededBillIds.exception);
    expect(exception?.documents.map((d) => d.imageTypeId)).toEqual([ImageType.BillOfLading]);
  });

  it("keeps the bill item's attachedDocuments in step with its attached documents (upload, combine, remove)", async () => {
    const bill = await newBill();
    const summary = async () => {
      const parts = await getBillParts(bill.id);
      const attached = Object.fromEntries(
        (parts?.documents ?? []).filter((d) => d.status === 'attached').map((d) => [d.id, d.imageTypeId]),
      );
      expect(parts?.bill.attachedDocuments).toEqual(attached);
      return { attached, version: parts?.bill.version ?? 0 };
    };
    expect(await summary()).toEqual({ attached: {}, version: 1 });

    const pdf = await upload(bill.id, {
      fileName: 'rate.pdf',
      contentType: 'application/pdf',
      bytes: samplePdf(['Rate confirmation']),
    });
    const png = await upload(bill.id, {
      fileName: 'pod.png',
      contentType: 'image/png',
      bytes: samplePng(),
      imageTypeId: ImageType.ProofOfDelivery,
    });
    const uploadingOnly = await requestUpload(bill.id, {
      fileName: 'later.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    expect(uploadingOnly.status).toBe(201);
    // Each attach bumps the version (so a submission decided on the bill before it decides again);
    // a document still uploading is not counted.
    expect(await summary()).toEqual({
      attached: {
        [pdf.presigned.document.id]: ImageType.RateConfirmation,
        [png.presigned.document.id]: ImageType.ProofOfDelivery,
      },
      version: 3,
    });
    // Completing again changes nothing.
    expect((await complete(bill.id, pdf.presigned.document.id)).status).toBe(200);
    expect((await summary()).version).toBe(3);

    const combined = await combine(carrier, bill.id);
    expect(combined.status).toBe(201);
    const combinedId = ((await combined.json()) as CombinedDocumentResponse).document.id;
    expect((await summary()).attached[combinedId]).toBe(ImageType.Combined);

    const removed = await removeDocument(bill.id, pdf.presigned.document.id);
    expect(removed.status).toBe(200);
    const after = await summary();
    expect(after.attached).toEqual({
      [png.presigned.document.id]: ImageType.ProofOfDelivery,
      [combinedId]: ImageType.Combined,
    });

    // The list's document count is read from the bill item.
    const list = await carrier.request(
      'settlement',
      `${settlementPaths.bills}?q[load_or_invoice_number_cont]=${encodeURIComponent(bill.loadOrInvoiceNumber)}`,
    );
    const rows = ((await list.json()) as { bills: { id: string; documentCount: number }[] }).bills;
    expect(rows.find((row) => row.id === bill.id)?.documentCount).toBe(2);
  });

  it('gives bills stored without attachedDocuments the field from their documents (seed migration)', async () => {
    const bill = await newBill();
    await upload(bill.id, {
      fileName: 'rate.pdf',
      contentType: 'application/pdf',
      bytes: samplePdf(['Rate confirmation']),
    });
    const before = await getBillParts(bill.id);
    // As an older data directory holds it: no attachedDocuments on the bill item.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `BILL#${bill.id}`, sk: 'BILL' },
        UpdateExpression: 'REMOVE attachedDocuments',
      }),
    );
    expect((await getBillParts(bill.id))?.bill.attachedDocuments).toBeUndefined();
    expect(await migrateAttachedDocuments()).toBeGreaterThanOrEqual(1);
    const after = await getBillParts(bill.id);
    expect(after?.bill.attachedDocuments).toEqual(before?.bill.attachedDocuments);
    expect(after?.bill.version).toBe((before?.bill.version ?? 0) + 1);
    expect(await migrateAttachedDocuments()).toBe(0);
  });
});
