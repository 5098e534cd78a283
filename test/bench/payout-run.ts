import { connectToLocalStack } from '#infra/local/connect.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { report, round } from './stats.ts';

/**
 * The payout run over 10,000 due invoices of 500 carriers and 20 payors (`npm run bench -- --only
 * payout`): each carrier bills four payors five invoices each, so the run writes 2,000 payments and
 * drafts the 20 payors. Timed from the start of the run to its end (payments, then drafts); then the
 * same run again, which must pay and draft nothing. Written through the repositories with ids far
 * above the demo data's, on the bench's fresh stack.
 */
const invoices = 10_000;
const carriers = 500;
const payors = 20;
const firstPayeeId = 7_000_000;
const firstPayorId = 7_100_000;
const firstInvoiceId = 70_000_000;

export async function benchPayoutRun(input: { origin: string }): Promise<void> {
  await connectToLocalStack(input.origin);
  // Functions code reads its environment when loaded, so it is imported once connected.
  const { putBankAccountIfAbsent } = await import('#functions/repositories/bank-accounts.ts');
  const { newCompanyRecord, putCompanyIfAbsent } = await import('#functions/repositories/companies.ts');
  const { batchPutInvoices, getInvoice } = await import('#functions/repositories/invoices.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  const today = calendarDateIn(new Date());
  const due = addDays(today, -1);
  const createdAt = new Date().toISOString();

  for (let p = 0; p < payors; p++) {
    await putCompanyIfAbsent(
      newCompanyRecord({
        id: firstPayorId + p,
        guid: `00000000-0000-4000-9000-${String(firstPayorId + p).padStart(12, '0')}`,
        name: `Bench Payor ${p}`,
        type: CompanyType.Payor,
        createdAt,
      }),
    );
  }
  for (let start = 0; start < carriers; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, carriers - start) }, (_, k) =>
        putBankAccountIfAbsent({
          id: 1,
          payeeId: firstPayeeId + start + k,
          methodType: PaymentMethodType.Ach,
          name: 'Operating',
          currencyId: Currency.USD,
          routingNumber: '111000025',
          accountNumberLast4: '6789',
          status: BankAccountStatus.Active,
          isValidationRequired: false,
          destinationDescription: 'ACH ••••6789',
          createdAt,
        }),
      ),
    );
  }
  const records = Array.from({ length: invoices }, (_, i) => {
    const id = firstInvoiceId + i;
    const payorId = firstPayorId + (((i % carriers) + Math.floor(i / 2_500)) % payors);
    const grossCents = 50_000 + ((i * 7_919) % 200_000);
    return {
      id,
      payeeId: firstPayeeId + (i % carriers),
      payorId,
      payorName: `Bench Payor ${payorId - firstPayorId}`,
      relationshipId: 1,
      invoiceNumber: `B-${id}`,
      loadNumber: `BL-${id}`,
      kind: InvoiceKind.Standard,
      currencyId: Currency.USD,
      grossCents,
      status: InvoiceStatus.Approved,
      paymentType: PaymentType.StandardPay,
      feeBps: 0,
      feeCents: 0,
      netCents: grossCents,
      isFreeQuickPay: false,
      dates: {
        uploaded: addDays(due, -31),
        approved: addDays(due, -30),
        paid: null,
        approvedSet: addDays(due, -30),
        drafted: null,
        statusChange: addDays(due, -30),
        advanceScheduled: null,
        invoiceRequested: null,
        paymentScheduled: null,
      },
      expectedPayDate: due,
      paymentId: null,
      statusHistory: [{ status: InvoiceStatus.Approved, at: createdAt, actor: 'payor' }],
      version: 1,
    };
  });
  await batchPutInvoices(records);

  const started = performance.now();
  const first = await runPayouts();
  const seconds = (performance.now() - started) / 1000;
  const againStarted = performance.now();
  const again = await runPayouts();
  const againSeconds = (performance.now() - againStarted) / 1000;
  // Every bench invoice paid exactly once: each is Paid with the payment that lists it.
  const sample = await Promise.all(records.filter((_, i) => i % 97 === 0).map((r) => getInvoice(r.id)));
  report({
    figure: 'payout run: 10,000 due invoices of 500 carriers and 20 payors',
    invoicesPaid: first.invoicesPaid,
    payments: first.payments,
    drafts: first.drafts,
    paymentsDrafted: first.paymentsDrafted,
    seconds: round(seconds, 1),
    invoicesPaidPerSecond: round(first.invoicesPaid / seconds, 1),
    sampledInvoicesPaid: `${sample.filter((i) => i?.status === InvoiceStatus.Paid).length}/${sample.length}`,
  });
  report({
    figure: 'payout run repeated: pays and drafts nothing twice',
    invoicesPaid: again.invoicesPaid,
    payments: again.payments,
    drafts: again.drafts,
    paymentsDrafted: again.paymentsDrafted,
    seconds: round(againSeconds, 1),
  });
}
