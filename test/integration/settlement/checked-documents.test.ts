import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '#functions/lib/aws-clients.ts';
import { reportsApp } from '#functions/reports/app.ts';
import { billDocumentObjectKey, storedObjectSize, storedObjectTags } from '#functions/repositories/bill-documents.ts';
import { transitionBill } from '#functions/repositories/bills.ts';
import { keys } from '#functions/repositories/keys.ts';
import { tableName } from '#functions/repositories/table.ts';
import { exportPath } from '#infra/definitions/export-routing.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { seededBillIds } from '#infra/local/seed/seed-bills.ts';
import { fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { ImageType } from '#shared/enums/paperwork.ts';
import type { CombinedDocumentResponse } from '#shared/schemas/bill-documents.ts';
import type { Bill, PresignedDownload, PresignedUpload } from '#shared/schemas/bills.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';
import { samplePdf } from '../../support/paperwork-files.ts';

/*
 * A document's presigned PUT stays valid for 15 minutes, also after the server checked and
 * attached the file. Whatever is PUT through it afterwards must change nothing anyone is served:
 * not the download (carrier or payor), not the combined PDF.
 */

let carrier: ApiSession;
let broker: ApiSession;

beforeAll(async () => {
  [carrier, broker] = await Promise.all([
    ApiSession.signIn('carrier@demo.test').then((signedIn) => signedIn.session),
    ApiSession.signIn('broker@demo.test').then((signedIn) => signedIn.session),
  ]);
  const accepted = await broker.request('settlement', settlementPaths.acceptTerms, { method: 'POST' });
  expect(accepted.status).toBe(200);
});

const documentPath = (path: string, billId: string, documentId: string) => fillPath(path, { id: billId, documentId });

/** The browser's part: PUT the bytes to the presigned URL with the headers it was given. */
function putFile(upload: PresignedUpload, bytes: Uint8Array) {
  return fetch(upload.upload.url, {
    method: 'PUT',
    headers: { ...upload.upload.headers, origin: String(process.env.APP_ORIGIN) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
}

/** The bytes a session is served for a document: the API's presigned GET, fetched. */
async function downloaded(session: ApiSession, billId: string, documentId: string): Promise<Uint8Array> {
  const response = await session.request(
    'settlement',
    documentPath(settlementPaths.billDocumentDownload, billId, documentId),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const file = await fetch(((await response.json()) as PresignedDownload).url);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

/** POST …/documents/combined as the browser does: the edge sends it to the exports API. */
async function combine(session: ApiSession, billId: string): Promise<CombinedDocumentResponse> {
  const path = exportPath(`/api/v1/settlement${fillPath(settlementPaths.billCombinedDocument, { id: billId })}`, false);
  const response = await reportsApp.request(String(path), {
    method: 'POST',
    headers: {
      cookie: [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      [csrfHeaderName]: String(session.csrfToken),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CombinedDocumentResponse;
}

const pdfText = async (bytes: Uint8Array) => (await extractText(bytes, { mergePages: true })).text;

describe('a checked document cannot be replaced through its upload URL', () => {
  it('serves the checked bytes to carrier and payor, and combines them, after a second PUT', async () => {
    const created = await carrier.request('settlement', settlementPaths.bills, {
      method: 'POST',
      json: { payorId: demoCompanies.broker.id, loadOrInvoiceNumber: `CHK-${randomUUID().slice(0, 8)}` },
    });
    expect(created.status).toBe(201);
    const bill = ((await created.json()) as { bill: Bill }).bill;

    // The forged file is as long as the checked one and of the same type: S3 checks the signed
    // Content-Length and Content-Type, so only such a file gets through the URL a second time.
    const checked = samplePdf(['Rate confirmation', 'Linehaul 2,450.00 USD']);
    const forged = samplePdf(['Rate confirmation', 'Linehaul 9,450.00 USD']);
    expect(forged.length).toBe(checked.length);
    expect(forged).not.toEqual(checked);

    const requested = await carrier.request('settlement', fillPath(settlementPaths.billDocuments, { id: bill.id }), {
      method: 'POST',
      json: {
        imageTypeId: ImageType.RateConfirmation,
        fileName: 'rate.pdf',
        contentType: 'application/pdf',
        sizeBytes: checked.length,
      },
    });
    expect(requested.status).toBe(201);
    const presigned = (await requested.json()) as PresignedUpload;
    const documentId = presigned.document.id;
    expect((await putFile(presigned, checked)).status).toBe(200);
    // Made on the bill as created: starting an upload does not change the bill.
    const completed = await carrier.request(
      'settlement',
      documentPath(settlementPaths.billDocumentComplete, bill.id, documentId),
      { method: 'POST', headers: ifMatch(bill.version) },
    );
    expect(completed.status, await completed.clone().text()).toBe(200);

    // The URL still works (it lives 15 minutes): the same PUT with other bytes.
    expect((await putFile(presigned, forged)).status).toBe(200);

    expect(await downloaded(carrier, bill.id, documentId)).toEqual(checked);
    const combined = await combine(carrier, bill.id);
    const combinedText = await pdfText(await downloaded(carrier, bill.id, combined.document.id));
    expect(combinedText).toContain('2,450.00');
    expect(combinedText).not.toContain('9,450.00');

    // The payor sees the bill once it is delivered: the checked file, and the combined PDF made of it.
    expect(
      await transitionBill({
        billId: bill.id,
        from: BillState.Incomplete,
        to: BillState.Delivered,
        eventId: randomUUID(),
        by: 'test',
      }),
    ).toBe(true);
    expect(await downloaded(broker, bill.id, documentId)).toEqual(checked);
    expect(await pdfText(await downloaded(broker, bill.id, combined.document.id))).toContain('2,450.00');

    // What is served is a copy no upload URL reaches, confirmed for the bucket's lifecycle; the
    // upload's own object is unconfirmed whatever lands there, so the lifecycle rule expires it.
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.billDocument(bill.id, documentId) }),
    );
    const servedKey = String(Item?.objectKey);
    expect(servedKey).not.toBe(billDocumentObjectKey(bill.id, documentId));
    expect(servedKey.startsWith('checked/')).toBe(true);
    expect(await storedObjectTags(servedKey)).toEqual({ 'lanepay-upload': 'confirmed' });
    expect(await storedObjectSize(servedKey)).toBe(checked.length);
  });

  it('keeps serving documents attached before checked copies existed from their upload key', async () => {
    // The demo seed stores its documents as attached items under bills/<billId>/<documentId>, as
    // every document was stored before: they are served from there.
    const seeded = await carrier.request(
      'settlement',
      fillPath(settlementPaths.bill, { id: seededBillIds.deliveredRedline }),
    );
    const seededBill = ((await seeded.json()) as { bill: Bill }).bill;
    expect(seededBill.documents.length).toBeGreaterThan(0);
    for (const document of seededBill.documents) {
      const { Item } = await dynamo().send(
        new GetCommand({ TableName: tableName(), Key: keys.billDocument(seededBill.id, document.id) }),
      );
      expect(Item?.objectKey).toBe(billDocumentObjectKey(seededBill.id, document.id));
      expect((await downloaded(carrier, seededBill.id, document.id)).length).toBe(document.sizeBytes);
    }
  });
});
