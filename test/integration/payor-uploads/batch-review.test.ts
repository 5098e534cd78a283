import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { findPayorInvoiceByNumber } from '#functions/repositories/invoices.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { InvoiceBatchStatus } from '#shared/enums/invoice-upload.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { Page } from '#shared/schemas/list-query.ts';
import type { InvoiceBatchPage, InvoiceBatchView } from '#shared/schemas/payor-invoice-uploads.ts';
import { exportRequest, json } from '../payee-invoices/invoice-fixtures.ts';
import {
  batches,
  csvUpload,
  invoiceRows,
  release,
  remove,
  submit,
  type UploadWorld,
  uploadWorld,
} from './upload-fixtures.ts';

/** A world under batch review with one batch of `count` invoices waiting for release. */
async function waitingBatch(count = 3): Promise<{ world: UploadWorld; batch: InvoiceBatchView; tag: string }> {
  const world = await uploadWorld({ review: true });
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const response = await submit(world.broker, csvUpload(invoiceRows(world, tag, count)));
  const { batch } = await json<{ batch: InvoiceBatchView }>(response);
  return { world, batch, tag };
}

const invoicesOf = (world: UploadWorld, tag: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      findPayorInvoiceByNumber(world.payor.id, 'INVOICE', `${tag}-I${index + 1}`),
    ),
  );

describe('the batch review list', () => {
  it('lists the batches waiting for release, newest first, with all their invoices per currency, and others by status', async () => {
    const { world, batch } = await waitingBatch(1);
    const second = (
      await json<{ batch: InvoiceBatchView }>(await submit(world.broker, csvUpload(invoiceRows(world, 'B2', 1))))
    ).batch;
    const waiting = await json<InvoiceBatchPage>(await batches(world.broker));
    expect(waiting.items.map((item) => item.guid)).toEqual([second.guid, batch.guid]);
    expect(waiting.totals).toEqual([{ currencyId: 1, count: 2, grossCents: 200_100 }]);
    // The totals count every batch listed, not only the page's.
    const firstPage = await json<InvoiceBatchPage>(await batches(world.broker, '?pageSize=1'));
    expect([firstPage.items.length, firstPage.totals]).toEqual([1, waiting.totals]);
    await remove(world.broker, second.guid);
    const left = await json<InvoiceBatchPage>(await batches(world.broker));
    expect(left.totals).toEqual([{ currencyId: 1, count: 1, grossCents: 100_050 }]);
    const removed = await json<Page<InvoiceBatchView>>(
      await batches(world.broker, `?statusId=${InvoiceBatchStatus.Removed}`),
    );
    expect(removed.items.map((item) => [item.guid, item.removedBy?.name])).toEqual([[second.guid, 'Test User']]);
    expect((await batches(world.broker, '?statusId=9')).status).toBe(400);
  });
});

describe('releasing a batch', () => {
  it('creates its invoices, Pending for the carrier, and records who released it', async () => {
    const { world, batch, tag } = await waitingBatch(3);
    const response = await release(world.broker, batch.guid);
    expect(response.status).toBe(200);
    const released = await json<InvoiceBatchView>(response);
    expect(released).toMatchObject({ statusId: InvoiceBatchStatus.Released, releasedBy: { name: 'Test User' } });
    const invoices = await invoicesOf(world, tag, 3);
    expect(invoices.map((invoice) => invoice?.status)).toEqual([
      InvoiceStatus.Pending,
      InvoiceStatus.Pending,
      InvoiceStatus.Pending,
    ]);
    expect(released.invoiceIds).toEqual(invoices.map((invoice) => invoice?.id));
  });

  it('creates each invoice once when released twice, or twice at once', async () => {
    const { world, batch, tag } = await waitingBatch(4);
    const [a, b] = await Promise.all([release(world.broker, batch.guid), release(world.broker, batch.guid)]);
    expect([a.status, b.status], `${await a.clone().text()} ${await b.clone().text()}`).toEqual([200, 200]);
    const [first, second] = await Promise.all([json<InvoiceBatchView>(a), json<InvoiceBatchView>(b)]);
    expect(first.invoiceIds).toEqual(second.invoiceIds);
    const again = await json<InvoiceBatchView>(await release(world.broker, batch.guid));
    expect(again.invoiceIds).toEqual(first.invoiceIds);
    const invoices = await invoicesOf(world, tag, 4);
    expect(invoices.map((invoice) => invoice?.id)).toEqual(first.invoiceIds);
    expect(new Set(first.invoiceIds).size).toBe(4);
  });

  it('refuses, creating nothing, when a number was taken since the upload', async () => {
    const { world, batch, tag } = await waitingBatch(2);
    const taken = await world.broker.request('core', corePaths.payorInvoices, {
      method: 'POST',
      json: {
        payeeRelationshipId: world.relationship.id,
        invoiceNumber: 'OTHER-1',
        loadNumber: `${tag}-L2`,
        grossCents: 10,
      },
    });
    expect(taken.status).toBe(201);
    const response = await release(world.broker, batch.guid);
    expect(response.status).toBe(409);
    expect((await json<ApiError>(response)).errors).toEqual({
      'rows.3.loadNumber': ['This load number was already used.'],
    });
    expect(await findPayorInvoiceByNumber(world.payor.id, 'INVOICE', `${tag}-I1`)).toBeNull();
    const still = await json<Page<InvoiceBatchView>>(await batches(world.broker));
    expect(still.items.map((item) => item.statusId)).toEqual([InvoiceBatchStatus.AwaitingRelease]);
  });

  it('answers another payor’s batch, an unknown one and a bad guid as it should (404, 404, 400)', async () => {
    const { batch } = await waitingBatch(1);
    const other = await uploadWorld({ review: true });
    expect((await release(other.broker, batch.guid)).status).toBe(404);
    expect((await remove(other.broker, batch.guid)).status).toBe(404);
    expect(
      (
        await exportRequest(
          other.broker,
          `/core${fillPath(corePaths.payorInvoiceBatchReviewReport, { id: batch.guid })}`,
        )
      ).status,
    ).toBe(404);
    expect((await release(other.broker, randomUUID())).status).toBe(404);
    const bad = await release(other.broker, 'not-a-guid');
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<ApiError>(bad)).errors ?? {})).toEqual(['id']);
  });
});

describe('removing a batch', () => {
  it('removes it without creating anything; removing again changes nothing; a removed batch is not released', async () => {
    const { world, batch, tag } = await waitingBatch(2);
    const response = await remove(world.broker, batch.guid);
    expect(response.status).toBe(200);
    expect(await json<InvoiceBatchView>(response)).toMatchObject({ statusId: InvoiceBatchStatus.Removed });
    expect((await remove(world.broker, batch.guid)).status).toBe(200);
    expect((await release(world.broker, batch.guid)).status).toBe(409);
    expect(await findPayorInvoiceByNumber(world.payor.id, 'INVOICE', `${tag}-I1`)).toBeNull();
    // Its numbers are free again.
    expect((await submit(world.broker, csvUpload(invoiceRows(world, tag, 2)))).status).toBe(201);
  });

  it('refuses to remove a released batch', async () => {
    const { world, batch } = await waitingBatch(1);
    await release(world.broker, batch.guid);
    expect((await remove(world.broker, batch.guid)).status).toBe(409);
  });
});

describe('the batch report', () => {
  it('is the batch’s rows as an Excel workbook, with the invoices its release created', async () => {
    const { world, batch, tag } = await waitingBatch(2);
    const released = await json<InvoiceBatchView>(await release(world.broker, batch.guid));
    const response = await exportRequest(
      world.broker,
      `/core${fillPath(corePaths.payorInvoiceBatchReviewReport, { id: batch.guid })}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`invoice-batch-${batch.id}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const texts: string[] = [];
    sheet?.eachRow((row) => texts.push((row.values as unknown[]).slice(1).map(String).join('|')));
    expect(texts[0]?.startsWith(`LanePay · Invoice batch ${batch.id}`)).toBe(true);
    expect(texts.some((line) => line.includes(`${tag}-I1`) && line.includes(`Invoice ${released.invoiceIds[0]}`))).toBe(
      true,
    );
    expect(texts.some((line) => line.includes(`${tag}-I2`) && line.includes(world.carrier.name))).toBe(true);
  });
});
