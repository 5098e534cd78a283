import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listInvoiceBatches } from '#functions/repositories/invoice-batches.ts';
import { findPayorInvoiceByNumber } from '#functions/repositories/invoices.ts';
import { corePaths } from '#shared/api/paths.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { InvoiceBatchStatus, UploadColumn, UploadProblem } from '#shared/enums/invoice-upload.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { InvoiceBatchView, UploadPreview } from '#shared/schemas/payor-invoice-uploads.ts';
import type { PayorInvoice } from '#shared/schemas/payor-invoices.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import { csvFile, uploadBody, uploadHeadings, xlsxFile } from '../../support/invoice-spreadsheets.ts';
import { json } from '../payee-invoices/invoice-fixtures.ts';
import { csvUpload, invoiceRows, preview, submit, type UploadWorld, uploadWorld } from './upload-fixtures.ts';

const invoiceOf = (world: UploadWorld, number: string) => findPayorInvoiceByNumber(world.payor.id, 'INVOICE', number);

describe('previewing an invoice spreadsheet', () => {
  it('reads every row of a CSV file, with each row’s problems tied to its cells, and saves nothing', async () => {
    const world = await uploadWorld({ review: true });
    const tag = randomUUID().slice(0, 6);
    const rows = invoiceRows(world, tag, 3);
    rows[1] = [world.carrier.mcNumber, '', '', `${tag}-I2`, `${tag}-L2`, '-5', '2026-13-01'];
    rows.push(['999999', '', '', `${tag}-I1`, `${tag}-L9`, '$75.5', '1/15/2026']);
    const response = await preview(world.broker, csvUpload(rows));
    expect(response.status).toBe(200);
    const answer = await json<UploadPreview>(response);
    expect(answer).toMatchObject({
      rowCount: 4,
      errorRowCount: 2,
      warningRowCount: 0,
      reviewRequired: true,
      duplicateMonitoring: false,
      totals: [{ currencyId: 1, count: 2, grossCents: 100_050 + 300_050 }],
    });
    expect(answer.rows[0]).toMatchObject({
      rowNumber: 2,
      payeeRelationshipId: world.relationship.id,
      carrierName: world.carrier.name,
      invoiceNumber: `${tag}-I1`.toUpperCase(),
      grossCents: 100_050,
      invoiceDate: '2026-01-15',
      problems: [],
    });
    expect(answer.rows[1]?.problems.map(({ column, code }) => [column, code])).toEqual([
      [UploadColumn.Amount, UploadProblem.AmountNotPositive],
      [UploadColumn.InvoiceDate, UploadProblem.InvoiceDateInvalid],
    ]);
    expect(answer.rows[1]?.problems[0]?.message).toBe('The amount must be greater than $0.00.');
    expect(answer.rows[3]?.problems.map((p) => p.code)).toEqual([
      UploadProblem.CarrierNotFound,
      UploadProblem.InvoiceNumberRepeated,
    ]);
    expect(answer.rows[3]?.problems[1]?.message).toBe('This invoice number is also on row 2.');
    expect(await invoiceOf(world, `${tag}-I1`.toUpperCase())).toBeNull();
    expect(await listInvoiceBatches(world.payor.id)).toEqual([]);
  });

  it('reads .xlsx workbooks, and answers in the caller’s language', async () => {
    const world = await uploadWorld();
    const file = await xlsxFile([
      uploadHeadings,
      [null, world.carrier.dotNumber, null, 'X-1', 'XL-1', 1234.5, new Date(Date.UTC(2026, 0, 15))],
      [null, null, world.relationship.id, 'X-2', 'XL-2', 0, new Date(Date.UTC(2026, 0, 16))],
    ]);
    const response = await world.broker.request('core', corePaths.payorInvoiceUploadPreview, {
      method: 'POST',
      json: uploadBody(file, 'invoices.xlsx'),
      headers: { 'accept-language': 'es' },
    });
    const answer = await json<UploadPreview>(response);
    expect(answer.rows.map((row) => [row.payeeRelationshipId, row.grossCents, row.invoiceDate])).toEqual([
      [world.relationship.id, 123_450, '2026-01-15'],
      [world.relationship.id, null, '2026-01-16'],
    ]);
    expect(answer.rows[1]?.problems[0]?.message).toBe('El importe debe ser mayor que $0.00.');
  });

  it('refuses a file it cannot read, or without the columns it needs, on its content (400)', async () => {
    const world = await uploadWorld();
    const unreadable = await preview(world.broker, uploadBody(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1]), 'old.xls'));
    expect(unreadable.status).toBe(400);
    expect((await json<ApiError>(unreadable)).errors).toEqual({
      content: ['old.xls is an old Excel (.xls) workbook. Save it as .xlsx or CSV and upload it again.'],
    });
    const columns = await preview(
      world.broker,
      uploadBody(
        csvFile([
          ['Invoice number', 'Amount'],
          ['A', '1'],
        ]),
      ),
    );
    expect((await json<ApiError>(columns)).errors).toEqual({
      content: ['invoices.csv has no column for: MC number, Load number, Invoice date.'],
    });
  });

  it('answers 400 with field errors for a body that is not an upload', async () => {
    const world = await uploadWorld();
    const response = await preview(world.broker, { fileName: '', content: 'not base64!' });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ApiError>(response)).errors ?? {}).sort()).toEqual(['content', 'fileName']);
    const tooLarge = await preview(world.broker, { fileName: 'big.csv', content: 'A'.repeat(1_500_000) });
    expect((await json<ApiError>(tooLarge)).errors).toEqual({ content: ['The file is too large (1 MB at most).'] });
  });

  it('is refused to payor users who may not submit invoices, and to other companies', async () => {
    const world = await uploadWorld();
    const { session: reporter } = await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorReports]));
    expect((await preview(reporter, csvUpload(invoiceRows(world, 'R', 1)))).status).toBe(403);
  });
});

describe('submitting an invoice spreadsheet', () => {
  it('saves nothing when a row has an error, answering every row error as a field error', async () => {
    const world = await uploadWorld();
    const tag = randomUUID().slice(0, 6);
    const rows = invoiceRows(world, tag, 4);
    rows[2] = [world.carrier.mcNumber, '', '', `${tag}-I3`, `${tag}-L3`, 'abc', '2026-01-15'];
    const response = await submit(world.broker, csvUpload(rows));
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).errors).toEqual({
      'rows.4.amount': ['This is not a money amount (for example 1,234.50).'],
    });
    expect(await invoiceOf(world, `${tag}-I1`.toUpperCase())).toBeNull();
    expect(await listInvoiceBatches(world.payor.id)).toEqual([]);
  });

  it('creates every invoice at once, Pending, without batch review, and a retry creates nothing twice', async () => {
    const world = await uploadWorld({ review: false });
    const tag = randomUUID().slice(0, 6);
    const body = csvUpload(invoiceRows(world, tag, 3));
    const key = randomUUID();
    const response = await submit(world.broker, body, key);
    expect(response.status).toBe(201);
    const { batch } = await json<{ batch: InvoiceBatchView }>(response);
    expect(batch).toMatchObject({ statusId: InvoiceBatchStatus.Released, invoiceCount: 3, fileName: 'invoices.csv' });
    expect(batch.invoiceIds).toHaveLength(3);
    const invoice = await invoiceOf(world, `${tag}-I2`.toUpperCase());
    expect(invoice).toMatchObject({
      status: InvoiceStatus.Pending,
      relationshipId: world.relationship.id,
      loadNumber: `${tag}-L2`.toUpperCase(),
      grossCents: 200_050,
      dates: { invoiceRequested: '2026-01-15' },
    });
    expect(batch.invoiceIds).toContain(invoice?.id);

    const again = await submit(world.broker, body, key);
    expect(again.status).toBe(200);
    expect((await json<{ batch: InvoiceBatchView }>(again)).batch.id).toBe(batch.id);
    const otherFile = await submit(world.broker, csvUpload(invoiceRows(world, `${tag}x`, 1)), key);
    expect(otherFile.status).toBe(409);
    // The same file again without a key: every number is used now, so it is refused whole.
    const repeated = await submit(world.broker, body);
    expect(repeated.status).toBe(400);
    expect(Object.keys((await json<ApiError>(repeated)).errors ?? {})).toContain('rows.2.invoiceNumber');
  });

  it('under batch review keeps the rows in a batch and creates no invoice yet', async () => {
    const world = await uploadWorld({ review: true });
    const tag = randomUUID().slice(0, 6);
    const response = await submit(world.broker, csvUpload(invoiceRows(world, tag, 2)));
    expect(response.status).toBe(201);
    const { batch } = await json<{ batch: InvoiceBatchView }>(response);
    expect(batch).toMatchObject({
      statusId: InvoiceBatchStatus.AwaitingRelease,
      invoiceCount: 2,
      totals: [{ currencyId: 1, count: 2, grossCents: 100_050 + 200_050 }],
      uploadedBy: { name: 'Test User' },
      invoiceIds: [],
    });
    expect(await invoiceOf(world, `${tag}-I1`.toUpperCase())).toBeNull();
    // Its numbers are held: another file using one is refused until the batch is released or removed.
    const held = await json<UploadPreview>(await preview(world.broker, csvUpload(invoiceRows(world, tag, 1))));
    expect(held.rows[0]?.problems.map((p) => [p.code, p.params])).toEqual([
      [UploadProblem.InvoiceNumberInBatch, { batchId: batch.id }],
      [UploadProblem.LoadNumberInBatch, { batchId: batch.id }],
    ]);
  });

  it('skips and flags a repeat of an existing invoice under DuplicateInvoiceMonitoring', async () => {
    const world = await uploadWorld({ review: false, duplicates: true });
    const tag = randomUUID().slice(0, 6).toUpperCase();
    // Submitted before by API, as an integration partner would.
    const existing = await json<PayorInvoice>(
      await world.broker.request('core', corePaths.payorInvoices, {
        method: 'POST',
        json: {
          payeeRelationshipId: world.relationship.id,
          invoiceNumber: `${tag}-I1`,
          loadNumber: `${tag}-L1`,
          grossCents: 100_050,
        },
      }),
    );
    const body = csvUpload(invoiceRows(world, tag, 2));
    const previewed = await json<UploadPreview>(await preview(world.broker, body));
    expect(previewed.rows[0]?.problems).toEqual([
      {
        column: UploadColumn.InvoiceNumber,
        code: UploadProblem.DuplicateInvoice,
        severity: 'warning',
        params: { invoiceId: existing.id },
        message: `Duplicate of invoice ${existing.id} (same carrier, number and amount): it will be skipped.`,
      },
    ]);
    expect(previewed).toMatchObject({ errorRowCount: 0, warningRowCount: 1, totals: [{ count: 1 }] });
    const { batch } = await json<{ batch: InvoiceBatchView }>(await submit(world.broker, body));
    expect(batch).toMatchObject({ statusId: InvoiceBatchStatus.Released, invoiceCount: 1, skippedDuplicateCount: 1 });
    expect((await invoiceOf(world, `${tag}-I1`))?.id).toBe(existing.id);
    expect((await invoiceOf(world, `${tag}-I2`))?.status).toBe(InvoiceStatus.Pending);
  });

  it('keeps the single submission by API immediate, whatever the batch review setting', async () => {
    const world = await uploadWorld({ review: true });
    const response = await world.broker.request('core', corePaths.payorInvoices, {
      method: 'POST',
      json: {
        payeeRelationshipId: world.relationship.id,
        invoiceNumber: 'API-1',
        loadNumber: 'API-L1',
        grossCents: 500,
      },
    });
    expect(response.status).toBe(201);
    expect((await json<PayorInvoice>(response)).statusId).toBe(InvoiceStatus.Pending);
  });
});
