import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bill } from '#shared/schemas/bills.ts';
import { storeBill } from './bill-cache.ts';
import type { ChargeOperation } from './charge-drafts.ts';
import { createCharge } from './create-charge.ts';
import { deleteCharge } from './delete-charge.ts';
import { paperworkKeys } from './keys.ts';
import { updateCharge } from './update-charge.ts';

/**
 * Runs a bill's planned charge calls one after another (the server keeps one charge per type, so
 * order matters) and returns the bill as the last answer left it; null when there was nothing to do.
 * A failure stops the run: what was saved before it stays saved.
 */
export async function saveCharges(billId: string, operations: readonly ChargeOperation[]): Promise<Bill | null> {
  let bill: Bill | null = null;
  for (const operation of operations) {
    const result =
      operation.kind === 'create'
        ? await createCharge({ billId, chargeTypeId: operation.chargeTypeId, amount: operation.amount })
        : operation.kind === 'update'
          ? await updateCharge({ chargeId: operation.chargeId, amount: operation.amount })
          : await deleteCharge({ chargeId: operation.chargeId });
    bill = result.bill;
  }
  return bill;
}

export function useSaveCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ billId, operations }: { billId: string; operations: readonly ChargeOperation[] }) =>
      saveCharges(billId, operations),
    onSuccess: (bill) => (bill ? storeBill(queryClient, bill) : undefined),
    // Part of the run may have been saved: the bill is read again rather than guessed.
    onError: (_, { billId }) => queryClient.invalidateQueries({ queryKey: paperworkKeys.bill(billId) }),
  });
}
