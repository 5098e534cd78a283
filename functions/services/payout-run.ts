import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { assertInvoiceMove } from '../domain/invoices/status-transitions.ts';
import { confirmationNumberOf, planPayouts } from '../domain/payouts/plan-payouts.ts';
import { logger } from '../lib/logger.ts';
import { type BankAccountRecord, listBankAccounts } from '../repositories/bank-accounts.ts';
import { type InvoiceRecord, listDueInvoices, saveInvoice } from '../repositories/invoices.ts';
import { recordPayment } from '../repositories/payments.ts';
import { type LoadAdvanceCounts, payLoadAdvances } from './load-advance-payouts.ts';
import { type CreditNoteLedger, creditNoteLedger } from './payment-credit-notes.ts';
import { draftPayors } from './payor-drafts.ts';

/**
 * What one run changed: payments it wrote, invoices it paid, invoices it moved to Missing Bank, and
 * the invoices it planned for but another writer (a second run at the same time) changed first;
 * what its payments repaid of the payors' credit notes; and the drafts it took of the payors
 * (drafts written to, payments they cover). Each count is of this run's own writes, so two runs at
 * once report together what was done once.
 */
export type PayoutRunResult = {
  payments: number;
  invoicesPaid: number;
  missingBank: number;
  skipped: number;
  creditNoteCents: number;
  drafts: number;
  paymentsDrafted: number;
  /** The load-advance step's own writes (advances paid, invoices netted, advances cancelled). */
  loadAdvances: LoadAdvanceCounts;
};

/**
 * Pays every approved invoice whose expected pay date has come: plans payments per payee account
 * and payout type (domain/payouts), then writes each payment together with its invoices. Running
 * it again pays nothing twice: paid invoices leave the due index, and each payment's write fails
 * as a whole if any of its invoices was paid meanwhile (those are picked up by the next run). A
 * move to Missing Bank is conditional on the invoice's version as read, so of two runs at once
 * only one makes (and counts) it. Each payment repays the carrier's outstanding credit notes with
 * its payor in the same transaction (services/payment-credit-notes.ts); then every payor is drafted
 * for the payments its schedule says are due (services/payor-drafts.ts).
 */
export async function runPayouts(now = new Date()): Promise<PayoutRunResult> {
  const today = calendarDateIn(now);
  const allDue = await listDueInvoices(today);
  // Load advances: a step of their own (services/load-advance-payouts.ts), before the invoice plan.
  const loadAdvances = await payLoadAdvances(allDue, now);
  const due = allDue.filter((invoice) => !loadAdvances.handledInvoiceIds.has(invoice.id));
  const byId = new Map(due.map((invoice) => [invoice.id, invoice]));
  const payeeIds = [...new Set(due.map((invoice) => invoice.payeeId))];
  const accounts = (await Promise.all(payeeIds.map(listBankAccounts))).flat().filter(isPayable);
  // Account ids are numbered per payee, so names are looked up by payee and account.
  const accountNames = new Map(accounts.map((account) => [`${account.payeeId}:${account.id}`, account.name]));
  const plan = planPayouts(
    due.map((invoice) => ({ ...invoice })),
    accounts.map((account) => ({
      id: account.id,
      payeeId: account.payeeId,
      currencyId: account.currencyId,
      methodType: account.methodType,
    })),
    today,
  );

  const ledger: CreditNoteLedger = await creditNoteLedger(plan.payments.map((p) => p.payorId));
  let payments = 0;
  let invoicesPaid = 0;
  let missingBank = 0;
  let skipped = 0;
  let creditNoteCents = 0;
  for (const planned of plan.payments) {
    const invoices = planned.invoiceIds.map((id) => byId.get(id)).filter((i): i is InvoiceRecord => i !== undefined);
    const code = `PAY-${planned.id.slice(0, 8).toUpperCase()}`;
    const repaid = ledger.deduct({ ...planned, code, createdAt: now.toISOString() });
    const recorded = await recordPayment(
      {
        ...planned,
        code,
        confirmationNumber: confirmationNumberOf(planned.id),
        bankAccountName: accountNames.get(`${planned.payeeId}:${planned.bankAccountId}`) ?? '',
        state: PaymentState.Paid,
        loadNumbers: invoices.map((invoice) => invoice.loadNumber),
        checkNumber: null,
        checkCashed: null,
        createdAt: now.toISOString(),
        creditNotes: repaid.creditNotes,
        creditNoteCents: repaid.totalCents,
        netCents: planned.netCents - repaid.totalCents,
        draftId: null,
        draftDate: null,
      },
      invoices,
      repaid.steps,
    );
    if (recorded) {
      repaid.commit();
      payments += 1;
      invoicesPaid += invoices.length;
      creditNoteCents += repaid.totalCents;
    } else skipped += invoices.length;
  }

  for (const invoiceId of plan.missingBank) {
    const invoice = byId.get(invoiceId);
    if (!invoice) continue;
    if (await moveToMissingBank(invoice, now)) missingBank += 1;
    else skipped += 1;
  }
  const drafted = await draftPayors(now);
  const result: PayoutRunResult = {
    payments,
    invoicesPaid,
    missingBank,
    skipped,
    creditNoteCents,
    ...drafted,
    loadAdvances: loadAdvances.counts,
  };
  logger.info('Payout run finished', { ...result, asOf: today });
  return result;
}

function isPayable(account: BankAccountRecord): boolean {
  return account.status === BankAccountStatus.Active;
}

/** False when the invoice changed since it was read (another run moved or paid it): nothing written. */
async function moveToMissingBank(invoice: InvoiceRecord, now: Date): Promise<boolean> {
  assertInvoiceMove(invoice.status, InvoiceStatus.MissingBank);
  const today = calendarDateIn(now);
  return saveInvoice(
    {
      ...invoice,
      status: InvoiceStatus.MissingBank,
      dates: { ...invoice.dates, statusChange: today },
      statusHistory: [
        ...invoice.statusHistory,
        { status: InvoiceStatus.MissingBank, at: now.toISOString(), actor: 'payout-run' },
      ],
    },
    invoice.version,
  );
}
