import { describe, expect, it } from 'vitest';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { createCompany } from '../../support/fixtures.ts';
import { activeWireAccount, approvedInvoice } from './payout-fixtures.ts';

const today = calendarDateIn(new Date());

describe('payout run', () => {
  it('pays due approved invoices once, with exact totals, and leaves the rest alone', async () => {
    const payee = await createCompany(CompanyType.Payee);
    await activeWireAccount(payee.id);
    const first = await approvedInvoice(payee.id, { grossCents: 150_055, netCents: 150_055 });
    const second = await approvedInvoice(payee.id, { grossCents: 49_945, netCents: 49_945 });
    const later = await approvedInvoice(payee.id, { expectedPayDate: addDays(today, 5) });

    const result = await runPayouts();
    expect(result.invoicesPaid).toBeGreaterThanOrEqual(2);

    const paidFirst = await getInvoice(first.id);
    const paidSecond = await getInvoice(second.id);
    expect(paidFirst?.status).toBe(InvoiceStatus.Paid);
    expect(paidFirst?.paymentId).toBe(paidSecond?.paymentId);
    expect(paidFirst?.statusHistory.at(-1)).toMatchObject({ status: InvoiceStatus.Paid, actor: 'payout-run' });
    expect((await getInvoice(later.id))?.status).toBe(InvoiceStatus.Approved);

    const payment = await getPayment(String(paidFirst?.paymentId));
    expect(payment).toMatchObject({
      payeeId: payee.id,
      grossCents: 200_000,
      termFeeCents: 0,
      bankFeeCents: 2_000,
      netCents: 198_000,
      invoiceIds: [first.id, second.id],
    });

    // A second run finds nothing of this payee due: nothing is paid twice.
    await runPayouts();
    expect((await getInvoice(first.id))?.version).toBe(paidFirst?.version);
    expect((await getInvoice(first.id))?.paymentId).toBe(payment?.id);
  });

  it('moves the due invoices of a payee without a bank account to Missing Bank', async () => {
    const payee = await createCompany(CompanyType.Payee);
    const invoice = await approvedInvoice(payee.id);
    await runPayouts();
    const after = await getInvoice(invoice.id);
    expect(after?.status).toBe(InvoiceStatus.MissingBank);
    expect(after?.paymentId).toBeNull();
  });
});
