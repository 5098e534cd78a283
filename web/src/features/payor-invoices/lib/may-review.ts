import { payorInvoiceRoles } from '#shared/permissions/payor.ts';
import { hasAnyRole } from '#shared/permissions/roles.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';

/** Whether the signed-in user may review invoices (the API decides the same: PayorSubmission or UserAdmin). */
export function useMayReview(): boolean {
  return hasAnyRole(useAreaShell().user.authRoles, payorInvoiceRoles);
}
