import { describe, expect, it } from 'vitest';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { reviewFactorBankAccount, submitFactorBankAccount } from '#functions/services/factor-bank-accounts.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { createClaimedRelationship, createCompany } from '../../support/fixtures.ts';
import { auditedDocument, factorWithAccount } from '../factor-of-record/noa-fixtures.ts';
import { activeWireAccount, approvedInvoice } from '../payouts/payout-fixtures.ts';

/*
 * Runs are made "as of" days in 2000, before every other test's pay days, so a run here finds due
 * only the invoices made for it; the NOA is applied long enough before that its cooling-off window
 * has ended.
 */
const applied = new Date('2000-03-01T15:00:00Z');

/** A carrier whose one relationship is assigned to `factorId` by a completed NOA, with its own account. */
async function factoredRelationship(factorId: number) {
  const [carrier, payor] = await Promise.all([createCompany(CompanyType.Payee), createCompany(CompanyType.Payor)]);
  const relationship = await createClaimedRelationship(carrier, payor);
  await activeWireAccount(carrier.id);
  await auditedDocument({ factorId, payeeId: carrier.id, request: { kind: 'noa', scope: 'blanket' }, now: applied });
  const due = (payDay: string) =>
    approvedInvoice(carrier.id, { relationshipId: relationship.id, payorId: relationship.payorId }, payDay);
  return { carrier, due };
}

const account = (accountNumber: string) => ({
  name: 'New receivables',
  routingNumber: '111000614',
  bankAccountNumber: accountNumber,
  confirmBankAccountNumber: accountNumber,
});

async function paymentOf(invoiceId: number) {
  const invoice = await getInvoice(invoiceId);
  expect(invoice?.status).toBe(InvoiceStatus.Paid);
  return getPayment(String(invoice?.paymentId));
}

describe('the payout run and the factor’s new account', () => {
  it('keeps paying the active account while a new one waits for review, and pays the new one once approved', async () => {
    const { factor, accountId } = await factorWithAccount();
    const actor = { factorId: factor.id, userId: 1, name: 'Fran Factor' };
    const { due } = await factoredRelationship(factor.id);
    const submitted = await submitFactorBankAccount(actor, account('000123456789'), undefined);
    if (submitted.kind !== 'created') throw new Error(`Expected a new account, got ${submitted.kind}`);

    const first = await due('2000-05-14');
    await runPayouts(new Date('2000-05-15T18:00:00Z'));
    expect(await paymentOf(first.id)).toMatchObject({
      paidTo: { kind: 'factor', factorId: factor.id },
      bankAccountId: accountId,
    });

    await reviewFactorBankAccount({
      factorId: factor.id,
      accountId: submitted.account.id,
      decision: 'approve',
      actor: 'test',
    });
    const second = await due('2000-05-21');
    await runPayouts(new Date('2000-05-22T18:00:00Z'));
    expect(await paymentOf(second.id)).toMatchObject({
      paidTo: { kind: 'factor', factorId: factor.id },
      bankAccountId: submitted.account.id,
      bankAccountName: 'New receivables',
    });
  });

  it('never pays into an account not reviewed: the invoice waits, then is paid once the account is approved', async () => {
    const factor = await createCompany(CompanyType.Factor);
    const actor = { factorId: factor.id, userId: 1, name: 'Fran Factor' };
    const { due } = await factoredRelationship(factor.id);
    const submitted = await submitFactorBankAccount(actor, account('000987654321'), undefined);
    if (submitted.kind !== 'created') throw new Error(`Expected a new account, got ${submitted.kind}`);
    const invoice = await due('2000-04-14');

    const run = await runPayouts(new Date('2000-04-15T18:00:00Z'));
    expect(run.waiting).toBeGreaterThanOrEqual(1);
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Approved, paymentId: null });
    // Sent for a final review: still not reviewed, still nothing paid.
    await reviewFactorBankAccount({
      factorId: factor.id,
      accountId: submitted.account.id,
      decision: 'verify',
      actor: 'test',
    });
    await runPayouts(new Date('2000-04-15T19:00:00Z'));
    expect(await getInvoice(invoice.id)).toMatchObject({ status: InvoiceStatus.Approved, paymentId: null });

    await reviewFactorBankAccount({
      factorId: factor.id,
      accountId: submitted.account.id,
      decision: 'approve',
      actor: 'test',
    });
    await runPayouts(new Date('2000-04-15T20:00:00Z'));
    expect(await paymentOf(invoice.id)).toMatchObject({
      paidTo: { kind: 'factor', factorId: factor.id },
      bankAccountId: submitted.account.id,
    });
  });
});
