import { describe, expect, it } from 'vitest';
import { getBill } from '#functions/repositories/bills.ts';
import { getCreditNote, listPayeeCreditNotes } from '#functions/repositories/credit-notes.ts';
import { listPayorDrafts } from '#functions/repositories/drafts.ts';
import { getInvoice, listPayeeInvoices } from '#functions/repositories/invoices.ts';
import { getPayment, listPayeePayments, listPayorPayments } from '#functions/repositories/payments.ts';
import { listRelationships } from '#functions/repositories/relationships.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { seededBillIds } from '#infra/local/seed/seed-bills.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';

const carrierId = demoCompanies.carrier.id;
const today = calendarDateIn(new Date());

describe('demo data of carrier@demo.test', () => {
  it('has claimed and unclaimed payor relationships', async () => {
    const relationships = await listRelationships(carrierId);
    expect(relationships.filter((r) => r.isClaimed).length).toBeGreaterThanOrEqual(2);
    expect(relationships.filter((r) => !r.isClaimed).length).toBeGreaterThanOrEqual(2);
  });

  it('has invoices in every status, each paid one backed by a payment with matching totals', async () => {
    const statuses = Object.values(InvoiceStatus);
    const { invoices } = await listPayeeInvoices({
      payeeId: carrierId,
      statuses,
      uploadedFrom: addDays(today, -400),
      uploadedTo: today,
      limit: 1_000,
    });
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(statuses));
    for (const invoice of invoices.filter((i) => i.status === InvoiceStatus.Paid)) {
      const payment = await getPayment(String(invoice.paymentId));
      expect(payment?.invoiceIds).toContain(invoice.id);
      const members = await Promise.all((payment?.invoiceIds ?? []).map(getInvoice));
      const gross = members.reduce((sum, i) => sum + (i?.grossCents ?? 0), 0);
      const fees = members.reduce((sum, i) => sum + (i?.feeCents ?? 0), 0);
      expect(payment?.grossCents).toBe(gross);
      expect(payment?.termFeeCents).toBe(fees);
      // What a payment repaid of the payor's credit notes is kept back from the carrier too.
      expect(payment?.netCents).toBe(gross - fees - (payment?.bankFeeCents ?? 0) - (payment?.creditNoteCents ?? 0));
    }
  });

  it('has payments, credit notes and bills', async () => {
    const { payments } = await listPayeePayments({
      payeeId: carrierId,
      paidFrom: addDays(today, -400),
      paidTo: today,
      limit: 100,
    });
    expect(payments.length).toBeGreaterThan(0);
    expect(await listPayeeCreditNotes(carrierId, addDays(today, -400), today)).toHaveLength(5);
    for (const id of Object.values(seededBillIds)) expect((await getBill(id))?.payeeId).toBe(carrierId);
  });
});

describe('demo data of broker@demo.test', () => {
  it('has drafts that add up to the payments they fund, less the credit notes those repaid', async () => {
    const brokerId = demoCompanies.broker.id;
    // Seeded days only: tests running beside this one draft today.
    const yesterday = addDays(today, -1);
    const drafts = await listPayorDrafts(brokerId, undefined, yesterday);
    expect(drafts.length).toBeGreaterThan(1);
    const payments = (await listPayorPayments({ payorId: brokerId })).filter(
      (p) => p.draftDate && p.draftDate <= yesterday,
    );
    const drafted = payments.reduce((sum, p) => sum + p.grossCents - (p.creditNoteCents ?? 0), 0);
    expect(drafts.reduce((sum, d) => sum + d.amountCents, 0)).toBe(drafted);
    expect(new Set(drafts.flatMap((d) => d.paymentIds))).toEqual(new Set(payments.map((p) => p.id)));
    const repaid = await getCreditNote(7101);
    expect(repaid).toMatchObject({ status: CreditNoteStatus.AppliedInFull, appliedCents: 60_000 });
    expect(repaid?.applications?.map((a) => a.amountCents)).toEqual([40_000, 20_000]);
  });
});
