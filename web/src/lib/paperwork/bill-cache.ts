import type { QueryClient } from '@tanstack/react-query';
import type { Bill } from '#shared/schemas/bills.ts';
import { paperworkKeys } from './keys.ts';

/**
 * After a change the server answers with the whole bill (seeds 000 §4: "after creating or deleting
 * a charge, the locally cached bill is updated"): it replaces the cached copy at once, and the
 * lists and the bill's submission checks, which it may have changed, are read again.
 */
export async function storeBill(queryClient: QueryClient, bill: Bill): Promise<void> {
  queryClient.setQueryData(paperworkKeys.bill(bill.id), bill);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: paperworkKeys.lists }),
    queryClient.invalidateQueries({ queryKey: paperworkKeys.validationRules(bill.id) }),
    queryClient.invalidateQueries({ queryKey: paperworkKeys.present }),
  ]);
}

/**
 * A change refused because the bill changed since it was loaded (409): the bill is read again, so
 * every screen showing it shows it as it is now, and the user can make the change on that.
 */
export async function reloadBill(queryClient: QueryClient, billId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: paperworkKeys.bill(billId) });
}

/** A bill that is gone (deleted): dropped from the cache, lists read again. */
export async function forgetBill(queryClient: QueryClient, billId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: paperworkKeys.bill(billId) });
  await queryClient.invalidateQueries({ queryKey: paperworkKeys.lists });
}
