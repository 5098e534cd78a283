import { describe, expect, it, vi } from 'vitest';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import type { Bill, Charge, CreateBillBody, UpdateBillByPayeeBody } from '#shared/schemas/bills.ts';
import { type BillFlowOps, runBillFlow } from '#web/features/payee-paperwork/lib/bill-flow.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type ChargeOperation, emptyCharges } from '#web/lib/paperwork/charge-drafts.ts';
import { addPendingFiles, type PendingFile, updatePendingFile } from '#web/lib/paperwork/pending-files.ts';
import type { BillVersion } from '#web/lib/paperwork/update-bill-by-payee.ts';
import type { UploadDocumentInput } from '#web/lib/paperwork/upload-document.ts';

function makeBill(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 'bill-1',
    payeeId: 1001,
    payeeName: 'Lone Star Freight LLC',
    payorId: 2001,
    payorName: 'Redline Logistics',
    state: BillState.Incomplete,
    loadOrInvoiceNumber: 'LD1',
    paperworkTypeId: null,
    currencyTypeId: 1,
    charges: [],
    documents: [],
    totalAmount: 0,
    createdDate: '2026-01-01',
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    submittedAt: null,
    sentToAdminBy: null,
    createdByPayor: false,
    history: [],
    version: 1,
    ...overrides,
  };
}

const conflict = () => new ApiError(409, 'This bill was changed at the same time.', {}, 'conflict');

/**
 * A fake API that keeps one bill and records every call, in order. Like the server, it takes a
 * change only on the bill's current version (409 otherwise) and moves the version with each one.
 */
function fakeApi(options: { failUpload?: (name: string) => boolean; failSubmit?: boolean; failCreate?: boolean } = {}) {
  let bill: Bill | null = null;
  let nextCharge = 1;
  const calls: string[] = [];
  /** The bill as the server has it, checked against the version a change was made on. */
  const onVersion = (version: number): Bill => {
    if (!bill) throw new Error('no bill');
    if (bill.version !== version) throw conflict();
    return bill;
  };
  const ops: BillFlowOps = {
    createBill: vi.fn(async (body: CreateBillBody) => {
      calls.push(`create ${body.loadOrInvoiceNumber}${body.sendToAdmin ? ' toAdmin' : ''}`);
      if (options.failCreate) throw new ApiError(400, 'Invalid', { payorId: ['A valid broker must be selected.'] });
      bill = makeBill({
        loadOrInvoiceNumber: body.loadOrInvoiceNumber,
        payorId: body.payorId,
        state: body.sendToAdmin ? BillState.Pending : BillState.Incomplete,
      });
      return bill;
    }),
    updateBillByPayee: vi.fn(async (seen: BillVersion, body: UpdateBillByPayeeBody) => {
      calls.push(body.submit ? `submit ${seen.id}` : `update ${seen.id} ${body.loadOrInvoiceNumber}`);
      bill = onVersion(seen.version);
      if (body.submit && options.failSubmit) {
        throw new ApiError(400, 'Invalid', { documents: ['A proof of delivery is required.'] });
      }
      bill = {
        ...bill,
        ...(body.loadOrInvoiceNumber ? { loadOrInvoiceNumber: body.loadOrInvoiceNumber } : {}),
        version: bill.version + 1,
      };
      if (body.submit) bill = { ...bill, state: BillState.Sent, version: bill.version + 1 };
      return bill;
    }),
    saveCharges: vi.fn(async (seen: BillVersion, operations: readonly ChargeOperation[]) => {
      bill = onVersion(seen.version);
      const billId = seen.id;
      let charges: Charge[] = bill.charges;
      for (const operation of operations) {
        calls.push(`charge ${operation.kind}`);
        if (operation.kind === 'create') {
          charges = [
            ...charges,
            { id: `c${nextCharge++}`, billId, chargeTypeId: operation.chargeTypeId, amount: operation.amount },
          ];
        }
      }
      bill = { ...bill, charges, version: bill.version + operations.length };
      return bill;
    }),
    uploadDocument: vi.fn(async ({ file, imageTypeId, onProgress, version }: UploadDocumentInput) => {
      calls.push(`upload ${file.name}`);
      onProgress?.({ loaded: file.size / 2, total: file.size });
      if (options.failUpload?.(file.name)) throw new ApiError(400, 'x.txt is not a PDF, PNG, JPEG or TIFF file.');
      bill = onVersion(version);
      bill = {
        ...bill,
        version: bill.version + 1,
        documents: [
          ...bill.documents,
          {
            id: `d-${file.name}`,
            billId: bill.id,
            imageTypeId,
            fileName: file.name,
            contentType: 'application/pdf',
            sizeBytes: file.size,
            status: 'attached',
            uploadedAt: '2026-01-01T12:00:00.000Z',
          },
        ],
      };
      return bill;
    }),
  };
  return {
    ops,
    calls,
    current: () => bill,
    /** Someone else changes the bill (another tab, another user). */
    changeElsewhere: () => {
      if (bill)
        bill = { ...bill, loadOrInvoiceNumber: `${bill.loadOrInvoiceNumber}-ELSEWHERE`, version: bill.version + 1 };
    },
  };
}

function typedFiles(names: string[]): PendingFile[] {
  let list = addPendingFiles(
    [],
    names.map((name) => new File(['%PDF-1.4'], name, { type: 'application/pdf' })),
    15,
  ).list;
  for (const item of list) list = updatePendingFile(list, item.key, { imageTypeId: ImageType.ProofOfDelivery });
  return list;
}

const charges = () => {
  const value = emptyCharges();
  return { ...value, linehaul: { ...value.linehaul, amount: 185_000 } };
};

describe('runBillFlow (new bill: create → charges → uploads → submit)', () => {
  it('runs the steps in order and reports each file', async () => {
    const api = fakeApi();
    const onFile = vi.fn();
    const result = await runBillFlow(
      {
        bill: null,
        fields: { payorId: 2001, loadOrInvoiceNumber: 'LD1' },
        charges: charges(),
        files: typedFiles(['rate.pdf', 'pod.pdf']),
        intent: 'submit',
      },
      api.ops,
      { onFile, describeError: () => 'failed' },
    );
    expect(result.ok).toBe(true);
    expect(api.calls).toEqual(['create LD1', 'charge create', 'upload rate.pdf', 'upload pod.pdf', 'submit bill-1']);
    expect(result.ok && result.bill.state).toBe(BillState.Sent);
    const statuses = onFile.mock.calls.map(([, change]) => change.status).filter(Boolean);
    expect(statuses).toEqual(['uploading', 'uploaded', 'uploading', 'uploaded']);
  });

  it('a driver’s upload is created for the administrator and not submitted', async () => {
    const api = fakeApi();
    const result = await runBillFlow(
      {
        bill: null,
        fields: { payorId: 2001, loadOrInvoiceNumber: 'LD2' },
        charges: emptyCharges(),
        files: typedFiles(['pod.pdf']),
        intent: 'sendToAdmin',
      },
      api.ops,
      { describeError: () => 'failed' },
    );
    expect(api.calls).toEqual(['create LD2 toAdmin', 'upload pod.pdf']);
    expect(result.ok && result.bill.state).toBe(BillState.Pending);
  });

  it('keeps the bill as a draft when an upload fails, and a second run carries on without duplicates', async () => {
    let failing = true;
    const api = fakeApi({ failUpload: (name) => failing && name === 'bad.pdf' });
    let files = typedFiles(['good.pdf', 'bad.pdf']);
    const events = {
      onFile: (key: string, change: Partial<PendingFile>) => {
        files = updatePendingFile(files, key, change);
      },
      describeError: (error: unknown) => (error instanceof ApiError ? error.message : 'failed'),
    };
    const input = {
      fields: { payorId: 2001, loadOrInvoiceNumber: 'LD3' },
      charges: charges(),
      intent: 'submit' as const,
    };

    const first = await runBillFlow({ ...input, bill: null, files }, api.ops, events);
    expect(first).toMatchObject({ ok: false, step: 'uploads' });
    expect(first.bill?.id).toBe('bill-1');
    expect(files.map((item) => [item.file.name, item.status, item.error])).toEqual([
      ['good.pdf', 'uploaded', null],
      ['bad.pdf', 'failed', 'x.txt is not a PDF, PNG, JPEG or TIFF file.'],
    ]);

    failing = false;
    api.calls.length = 0;
    const second = await runBillFlow({ ...input, bill: first.bill, files }, api.ops, events);
    expect(second.ok).toBe(true);
    // No second bill, no second linehaul, no second copy of the file that made it.
    expect(api.calls).toEqual(['upload bad.pdf', 'submit bill-1']);
    expect(api.current()?.charges).toHaveLength(1);
  });

  it('says where it stopped when the server refuses the submission, with the bill saved', async () => {
    const api = fakeApi({ failSubmit: true });
    const result = await runBillFlow(
      {
        bill: null,
        fields: { payorId: 2001, loadOrInvoiceNumber: 'LD4' },
        charges: charges(),
        files: [],
        intent: 'submit',
      },
      api.ops,
      { describeError: () => 'failed' },
    );
    expect(result).toMatchObject({ ok: false, step: 'submit' });
    expect(!result.ok && result.error instanceof ApiError && result.error.fieldErrors.documents).toEqual([
      'A proof of delivery is required.',
    ]);
    expect(result.bill?.state).toBe(BillState.Incomplete);
  });

  it('creates nothing else when the bill itself is refused', async () => {
    const api = fakeApi({ failCreate: true });
    const result = await runBillFlow(
      {
        bill: null,
        fields: { payorId: 9, loadOrInvoiceNumber: 'LD5' },
        charges: charges(),
        files: [],
        intent: 'draft',
      },
      api.ops,
      { describeError: () => 'failed' },
    );
    expect(result).toMatchObject({ ok: false, step: 'create', bill: null });
    expect(api.calls).toEqual(['create LD5']);
  });
});

describe('runBillFlow (a bill being edited)', () => {
  it('updates the load number only when it changed, and saves no charge that did not', async () => {
    const api = fakeApi();
    const created = await api.ops.createBill({ payorId: 2001, loadOrInvoiceNumber: 'LD6' });
    api.calls.length = 0;
    const unchanged = await runBillFlow(
      {
        bill: created,
        fields: { payorId: 2001, loadOrInvoiceNumber: 'LD6' },
        charges: emptyCharges(),
        files: [],
        intent: 'draft',
      },
      api.ops,
      { describeError: () => 'failed' },
    );
    expect(unchanged.ok).toBe(true);
    expect(api.calls).toEqual([]);
    await runBillFlow(
      {
        bill: created,
        fields: { payorId: 2001, loadOrInvoiceNumber: 'LD6-A' },
        charges: emptyCharges(),
        files: [],
        intent: 'draft',
      },
      api.ops,
      { describeError: () => 'failed' },
    );
    expect(api.calls).toEqual(['update bill-1 LD6-A']);
    expect(api.ops.saveCharges).not.toHaveBeenCalled();
    expect(ChargeType.Linehaul).toBe(1);
  });
});

describe('runBillFlow (the bill changed meanwhile)', () => {
  it('makes each step on the version the step before left, and stops at the first one refused (409)', async () => {
    const api = fakeApi();
    const created = await api.ops.createBill({ payorId: 2001, loadOrInvoiceNumber: 'LD7' });
    api.calls.length = 0;
    // Loaded by this form; then someone else renames it.
    api.changeElsewhere();
    const onFile = vi.fn();
    const result = await runBillFlow(
      {
        bill: created,
        fields: { payorId: 2001, loadOrInvoiceNumber: 'LD7' },
        charges: charges(),
        files: typedFiles(['a.pdf', 'b.pdf']),
        intent: 'submit',
      },
      api.ops,
      { onFile, describeError: () => 'failed' },
    );
    expect(result).toMatchObject({ ok: false, step: 'charges' });
    expect(!result.ok && result.error instanceof ApiError && result.error.isConflict).toBe(true);
    // Nothing written, nothing after the refusal (no upload, no submission); the other change stands.
    expect(api.calls).toEqual([]);
    expect(api.current()).toMatchObject({ loadOrInvoiceNumber: 'LD7-ELSEWHERE', charges: [] });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('stops the uploads at a conflict rather than refusing every file the same way', async () => {
    const api = fakeApi();
    const created = await api.ops.createBill({ payorId: 2001, loadOrInvoiceNumber: 'LD8' });
    api.calls.length = 0;
    api.changeElsewhere();
    const result = await runBillFlow(
      {
        bill: created,
        fields: { payorId: 2001, loadOrInvoiceNumber: 'LD8' },
        charges: emptyCharges(),
        files: typedFiles(['a.pdf', 'b.pdf']),
        intent: 'draft',
      },
      api.ops,
      { describeError: () => 'failed' },
    );
    expect(result).toMatchObject({ ok: false, step: 'uploads' });
    expect(api.calls).toEqual(['upload a.pdf']);
  });
});
