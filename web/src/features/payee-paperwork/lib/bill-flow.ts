import type { Bill } from '#shared/schemas/bills.ts';
import { isConflict } from '#web/lib/api-client.ts';
import type { ChargeOperation } from '#web/lib/paperwork/charge-drafts.ts';
import { type ChargesValue, planChargeChanges, reconcileDrafts } from '#web/lib/paperwork/charge-drafts.ts';
import type { CreateBillBody } from '#web/lib/paperwork/create-bill.ts';
import { filesToUpload, type PendingFile } from '#web/lib/paperwork/pending-files.ts';
import type { BillVersion, UpdateBillByPayeeBody } from '#web/lib/paperwork/update-bill-by-payee.ts';
import type { UploadDocumentInput } from '#web/lib/paperwork/upload-document.ts';

/**
 * Saving a bill from the new and edit screens, in the order the API needs (seeds 000 §2.5, §4):
 * the bill (created, or its fields updated), then its charges, then each file's upload, then the
 * submission. Each step builds on what the earlier ones saved; a step that fails stops the run
 * and says where, and the bill keeps what was saved (an incomplete draft): nothing the user
 * entered is lost, and running again with the bill it returned carries on without duplicates.
 */
export type BillIntent = 'submit' | 'draft' | 'sendToAdmin';

export type BillFlowStep = 'create' | 'update' | 'charges' | 'uploads' | 'submit';

export type BillFlowInput = {
  /** The bill being edited, or the one an earlier run created; null to create one. */
  bill: Bill | null;
  fields: { payorId: number; loadOrInvoiceNumber: string };
  charges: ChargesValue;
  files: readonly PendingFile[];
  intent: BillIntent;
};

export type BillFlowOps = {
  createBill: (body: CreateBillBody) => Promise<Bill>;
  updateBillByPayee: (bill: BillVersion, body: UpdateBillByPayeeBody) => Promise<Bill>;
  saveCharges: (bill: BillVersion, operations: readonly ChargeOperation[]) => Promise<Bill | null>;
  uploadDocument: (input: UploadDocumentInput) => Promise<Bill>;
};

export type BillFlowEvents = {
  /** The bill as the latest step left it (keep it: a second run continues from it). */
  onBill?: (bill: Bill) => void;
  onStep?: (step: BillFlowStep) => void;
  /** A file's upload moved on. */
  onFile?: (key: string, change: Partial<Pick<PendingFile, 'status' | 'loaded' | 'error'>>) => void;
  /** A failed upload's message for the user. */
  describeError: (error: unknown) => string;
};

export type BillFlowResult =
  | { ok: true; bill: Bill }
  | { ok: false; bill: Bill | null; step: BillFlowStep; error: unknown };

export async function runBillFlow(
  input: BillFlowInput,
  ops: BillFlowOps,
  events: BillFlowEvents,
): Promise<BillFlowResult> {
  let bill = input.bill;
  let step: BillFlowStep = bill ? 'update' : 'create';
  const keep = (next: Bill | null) => {
    if (!next) return;
    bill = next;
    events.onBill?.(next);
  };
  try {
    events.onStep?.(step);
    if (!bill) {
      keep(
        await ops.createBill({
          payorId: input.fields.payorId,
          loadOrInvoiceNumber: input.fields.loadOrInvoiceNumber,
          ...(input.intent === 'sendToAdmin' ? { sendToAdmin: true } : {}),
        }),
      );
    } else if (
      bill.payorId !== input.fields.payorId ||
      bill.loadOrInvoiceNumber !== input.fields.loadOrInvoiceNumber.trim()
    ) {
      keep(
        await ops.updateBillByPayee(bill, {
          payorId: input.fields.payorId,
          loadOrInvoiceNumber: input.fields.loadOrInvoiceNumber,
        }),
      );
    }
    const current = bill as Bill | null;
    if (!current) throw new Error('The bill must exist after its first step.');
    const billId = current.id;
    /** The bill as the last step left it: the version the next step is made on. */
    const latest = () => bill ?? current;

    step = 'charges';
    events.onStep?.(step);
    const operations = planChargeChanges(current.charges, reconcileDrafts(input.charges, current.charges));
    if (operations.length > 0) keep(await ops.saveCharges(current, operations));

    step = 'uploads';
    const pending = filesToUpload(input.files);
    if (pending.length > 0) events.onStep?.(step);
    let failure: unknown = null;
    for (const item of pending) {
      if (item.imageTypeId === null) continue;
      events.onFile?.(item.key, { status: 'uploading', loaded: 0, error: null });
      try {
        keep(
          await ops.uploadDocument({
            billId,
            version: latest().version,
            file: item.file,
            imageTypeId: item.imageTypeId,
            onProgress: ({ loaded }) => events.onFile?.(item.key, { loaded }),
          }),
        );
        events.onFile?.(item.key, { status: 'uploaded', loaded: item.file.size });
      } catch (error) {
        failure ??= error;
        events.onFile?.(item.key, { status: 'failed', loaded: 0, error: events.describeError(error) });
        // The bill changed meanwhile: every further file would be refused the same way.
        if (isConflict(error)) return { ok: false, bill, step, error };
      }
    }
    if (failure) return { ok: false, bill, step, error: failure };

    if (input.intent === 'submit') {
      step = 'submit';
      events.onStep?.(step);
      keep(await ops.updateBillByPayee(latest(), { submit: true }));
    }
    return { ok: true, bill: bill as Bill };
  } catch (error) {
    return { ok: false, bill, step, error };
  }
}
