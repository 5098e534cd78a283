import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { assertInvoiceMove } from '../domain/invoices/status-transitions.ts';
import type { PaymentPaidTo } from '../domain/payments/payment.ts';
import { type PayoutRoute, payoutRouteOf } from '../domain/payouts/payout-route.ts';
import { confirmationNumberOf, type PlannedPayment, planPayouts } from '../domain/payouts/plan-payouts.ts';
import { logger } from '../lib/logger.ts';
import { type BankAccountRecord, listBankAccounts } from '../repositories/bank-accounts.ts';
import { getCompanyNames } from '../repositories/companies.ts';
import { getFactorOfRecord, listFactorBankAccounts, payoutRouteChecks } from '../repositories/factor-of-record.ts';
import { type InvoiceRecord, listDueInvoices, saveInvoice } from '../repositories/invoices.ts';
import { recordPayment } from '../repositories/payments.ts';
import { listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
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
  /**
   * Due invoices not paid to anyone this run because of the factor of record: relationship held,
   * in a cooling-off window, assigned to a factor not of record, or assigned to a factor without an
   * account in their currency. They stay due for a later run.
   */
  waiting: number;
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
  const listed = await listDueInvoices(today);
  // Where each invoice's money goes, from the records as they are now (never as at approval).
  const routing = await routesOf(listed, now);
  const routed = listed.filter((invoice) => routing.routeOf(invoice).kind !== 'wait');
  let waiting = listed.length - routed.length;
  // Load advances: a step of their own (services/load-advance-payouts.ts), before the invoice plan;
  // it pays carriers only where the relationship's money goes to the carrier now.
  const loadAdvances = await payLoadAdvances(routed, now, routing.paysCarrier);
  waiting += loadAdvances.waitingInvoiceIds.size;
  const due = routed.filter((invoice) => !loadAdvances.handledInvoiceIds.has(invoice.id));
  const byId = new Map(due.map((invoice) => [invoice.id, invoice]));
  const payeeIds = [...new Set(due.map((invoice) => invoice.payeeId))];
  const accounts = (await Promise.all(payeeIds.map(listBankAccounts))).flat().filter(isPayable);
  // Account ids are numbered per payee, so names are looked up by payee and account.
  const accountNames = new Map(accounts.map((account) => [`${account.payeeId}:${account.id}`, account.name]));
  const factorIds = [...new Set(due.flatMap((invoice) => factorIdOf(routing.routeOf(invoice))))];
  const factorAccounts = (await Promise.all(factorIds.map(listFactorBankAccounts)))
    .flat()
    .filter((account) => account.status === BankAccountStatus.Active);
  const factorNames = await getCompanyNames(factorIds);
  const plan = planPayouts(
    due.map((invoice) => {
      const route = routing.routeOf(invoice);
      return route.kind === 'factor' ? { ...invoice, payTo: route } : { ...invoice };
    }),
    accounts.map((account) => ({
      id: account.id,
      payeeId: account.payeeId,
      currencyId: account.currencyId,
      methodType: account.methodType,
    })),
    today,
    factorAccounts.map((account) => ({
      id: account.id,
      factorId: account.factorId,
      currencyId: account.currencyId,
      methodType: account.methodType,
    })),
  );
  if (plan.missingFactorAccount.length > 0) {
    logger.warn('Invoices assigned to a factor without an account wait', { invoiceIds: plan.missingFactorAccount });
  }
  waiting += plan.missingFactorAccount.length;
  const paidToOf = (planned: PlannedPayment): PaymentPaidTo =>
    planned.paidTo.kind === 'factor'
      ? { ...planned.paidTo, factorName: factorNames.get(planned.paidTo.factorId) ?? '' }
      : planned.paidTo;
  const accountNameOf = ({ paidTo, payeeId, bankAccountId }: PlannedPayment): string =>
    paidTo.kind === 'factor'
      ? (factorAccounts.find((a) => a.factorId === paidTo.factorId && a.id === bankAccountId)?.name ?? '')
      : (accountNames.get(`${payeeId}:${bankAccountId}`) ?? '');

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
        paidTo: paidToOf(planned),
        bankAccountName: accountNameOf(planned),
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
      [...repaid.steps, ...routing.checksOf(invoices)],
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
    waiting,
    creditNoteCents,
    ...drafted,
    loadAdvances: loadAdvances.counts,
  };
  logger.info('Payout run finished', { ...result, asOf: today });
  return result;
}

function factorIdOf(route: PayoutRoute): number[] {
  return route.kind === 'factor' ? [route.factorId] : [];
}

/**
 * Each due invoice's route (domain/payouts/payout-route.ts) from its carrier's factor of record and
 * relationships, read once per carrier, and the checks that make a payment's write fail if any of
 * that changed before it is written (repositories/factor-of-record.ts payoutRouteChecks).
 */
async function routesOf(invoices: readonly InvoiceRecord[], now: Date) {
  const carrierOf = async (payeeId: number) => {
    const [record, relationships] = await Promise.all([getFactorOfRecord(payeeId), listRelationships(payeeId)]);
    return { record, relationships: new Map(relationships.map((r) => [r.id, r])) };
  };
  const payeeIds = [...new Set(invoices.map((invoice) => invoice.payeeId))];
  const carriers = new Map(
    await Promise.all(payeeIds.map(async (payeeId) => [payeeId, await carrierOf(payeeId)] as const)),
  );
  const relationshipOf = (invoice: InvoiceRecord): RelationshipRecord | null =>
    carriers.get(invoice.payeeId)?.relationships.get(invoice.relationshipId) ?? null;
  const factorOfRecordOf = (payeeId: number) => carriers.get(payeeId)?.record.factorId ?? null;
  const routeOfRelationship = (relationship: RelationshipRecord | null, payeeId: number) =>
    payoutRouteOf(
      relationship && {
        assignedFactorId: relationship.assignedFactorId,
        isFactorHeld: relationship.isFactorHeld ?? false,
        coolingOffUntil: relationship.coolingOffUntil ?? null,
      },
      factorOfRecordOf(payeeId),
      now,
    );
  return {
    routeOf: (invoice: InvoiceRecord): PayoutRoute => routeOfRelationship(relationshipOf(invoice), invoice.payeeId),
    /** For a load's advance, whose carrier may have no invoice due in this run (read then). */
    async paysCarrier(payeeId: number, payorId: number): Promise<boolean> {
      if (!carriers.has(payeeId)) carriers.set(payeeId, await carrierOf(payeeId));
      const relationships = carriers.get(payeeId)?.relationships.values() ?? [];
      const relationship = [...relationships].find((r) => r.payorId === payorId) ?? null;
      return routeOfRelationship(relationship, payeeId).kind === 'payee';
    },
    checksOf(paid: readonly InvoiceRecord[]) {
      const seen = new Map(paid.map((invoice) => [`${invoice.payeeId}:${invoice.relationshipId}`, invoice]));
      return [...seen.values()].flatMap((invoice) => {
        const relationship = relationshipOf(invoice);
        return payoutRouteChecks({
          payeeId: invoice.payeeId,
          relationshipId: invoice.relationshipId,
          relationshipExists: relationship !== null,
          assignedFactorId: relationship?.assignedFactorId ?? null,
          factorOfRecordId: factorOfRecordOf(invoice.payeeId),
        });
      });
    },
  };
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
