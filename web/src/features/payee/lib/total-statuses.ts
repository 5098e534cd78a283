import { InvoiceStatus } from '#shared/enums/invoice-status.ts';

/** The statuses behind each total of the invoice card (seeds 000 §3: held = Held + PendingReissue + MissingBank). */
export const totalStatuses = {
  approved: [InvoiceStatus.Approved],
  held: [InvoiceStatus.Held, InvoiceStatus.PendingReissue, InvoiceStatus.MissingBank],
  pending: [InvoiceStatus.Pending],
} as const;
