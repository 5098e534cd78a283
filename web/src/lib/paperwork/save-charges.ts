import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bill } from '#shared/schemas/bills.ts';
import { reloadBill, storeBill } from './bill-cache.ts';
import type { ChargeOperation } from './charge-drafts.ts';
import { createCharge } from './create-charge.ts';
import { deleteCharge } from './delete-charge.ts';
import { updateCharge } from './update-charge.ts';

/**
 * Runs a bill's planned charge calls one after another (the server keeps one charge per type, so
 * order matters) and returns the bill as the last answer left it; null when there was nothing to do.
 * The first call is made on the version of the bill the user saw, each next one on the version the
 * previous answer left (every charge call changes the bill). A failure stops the run: what was saved
 * before it stays saved; a conflict (the bill changed since the user saw it) saves nothing more.
 */
export async function saveCharges(
  seen: Pick<Bill, 'id' | 'version'>,
  operations: readonly ChargeOperation[],
): Promise<Bill | null> {
  const billId = seen.id;
  let bill: Bill | null = null;
  let version = seen.version;
  for (const operation of operations) {
    const result =
      operation.kind === 'create'
        ? await createCharge({ billId, version, chargeTypeId: operation.chargeTypeId, amount: operation.amount })
        : operation.kind === 'update'
          ? await updateCharge({ billId, version, chargeId: operation.chargeId, amount: operation.amount })
          : await deleteCharge({ billId, version, chargeId: operation.chargeId });
    bill = result.bill;
    version = bill.version;
  }
  return bill;
}

export function useSaveCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      bill,
      operations,
    }: {
      bill: Pick<Bill, 'id' | 'version'>;
      operations: readonly ChargeOperation[];
    }) => saveCharges(bill, operations),
    onSuccess: (bill) => (bill ? storeBill(queryClient, bill) : undefined),
    // Part of the run may have been saved, or the bill changed meanwhile: it is read again rather than guessed.
    onError: (_, { bill }) => reloadBill(queryClient, bill.id),
  });
}
