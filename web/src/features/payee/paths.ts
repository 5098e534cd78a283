import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { areaRoutes } from '../../config/area-routes.ts';

/**
 * Where the dashboard's cards lead (seeds 000 §2.5 route names). The Select Carrier pages are this
 * feature's own (`select-carrier` and its success page); the side navigation does not list them,
 * the dashboard's card does.
 */
export const dashboardPaths = {
  dashboard: areaRoutes.payee.dashboard,
  selectCarrier: '/payee/select-carrier',
  selectCarrierSuccess: '/payee/select-carrier/success',
  paperwork: areaRoutes.payee.paperwork,
  wallet: areaRoutes.payee.wallet,
  addBankAccount: `${areaRoutes.payee.wallet}/new`,
  unclaimedRelationships: areaRoutes.payee.unclaimedRelationships,
  unclaimedRelationship: (id: number) => `${areaRoutes.payee.unclaimedRelationships}/${id}`,
  relationship: (id: number) => `${areaRoutes.payee.relationships}/${id}`,
  invoice: (id: number) => `${areaRoutes.payee.invoices}/${id}`,
  /** The invoice list filtered to some statuses (its address-bar form repeats `status`). */
  invoices: (statuses: readonly InvoiceStatus[] = []) => {
    const query = new URLSearchParams(statuses.map((status) => ['status', String(status)]));
    const text = query.toString();
    return text ? `${areaRoutes.payee.invoices}?${text}` : areaRoutes.payee.invoices;
  },
} as const;

/** The statuses behind each total of the invoice card (seeds 000 §3: held = Held + PendingReissue + MissingBank). */
export const totalStatuses = {
  approved: [InvoiceStatus.Approved],
  held: [InvoiceStatus.Held, InvoiceStatus.PendingReissue, InvoiceStatus.MissingBank],
  pending: [InvoiceStatus.Pending],
} as const;
