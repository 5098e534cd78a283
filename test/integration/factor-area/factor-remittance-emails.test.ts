import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { emptyFactorProfile, saveFactorProfile } from '#functions/repositories/factor-profile.ts';
import { getRemittanceNotice } from '#functions/repositories/factor-remittance.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { createUserIfAbsent } from '#functions/repositories/users.ts';
import { sendRemittanceEmails } from '#functions/services/factor-remittance-emails.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { handler as remittanceRun } from '#functions/worker/factor-remittance-run.ts';
import { localLambdaContext } from '#infra/local/lambda-context.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import { createClaimedRelationship, createCompany } from '../../support/fixtures.ts';
import { auditedDocument, factorWithAccount } from '../factor-of-record/noa-fixtures.ts';
import { activeWireAccount, approvedInvoice } from '../payouts/payout-fixtures.ts';

/*
 * Days in 1997, which no other test pays in: the NOAs are applied long before, so their cooling-off
 * windows have ended by the runs. The first run pays on Thursday 1997-04-10, the second on Friday.
 */
const applied = new Date('1997-03-03T15:00:00Z');
const thursday = '1997-04-10';
const friday = '1997-04-11';
const runOn = (day: string) => new Date(`${day}T18:00:00Z`);

/** A factor with an account, and (unless `null`) a remittance email on its profile. */
async function factor(remittanceEmail: string | null = `remit-${randomUUID().slice(0, 8)}@factor.example`) {
  const { factor } = await factorWithAccount();
  if (remittanceEmail) {
    expect(await saveFactorProfile({ ...emptyFactorProfile(factor.id), remittanceEmail })).toBe(true);
  }
  return { factor, remittanceEmail };
}

/** A carrier whose relationship with a new debtor is assigned to the factor; `due` makes an invoice due on a day. */
async function client(factorRecord: CompanyRecord) {
  const [carrier, payor] = await Promise.all([createCompany(CompanyType.Payee), createCompany(CompanyType.Payor)]);
  const relationship = await createClaimedRelationship(carrier, payor);
  await activeWireAccount(carrier.id);
  await auditedDocument({
    factorId: factorRecord.id,
    payeeId: carrier.id,
    request: { kind: 'noa', scope: 'blanket' },
    now: applied,
  });
  return (payDay: string, grossCents: number) =>
    approvedInvoice(
      carrier.id,
      { relationshipId: relationship.id, payorId: relationship.payorId, grossCents, netCents: grossCents },
      payDay,
    );
}

async function paymentCodeOf(invoiceId: number): Promise<string> {
  const payment = await getPayment(String((await getInvoice(invoiceId))?.paymentId));
  return String(payment?.code);
}

describe('the daily remittance email', () => {
  it('emails each factor paid on a day only its own payments of that day, once', async () => {
    const alamo = await factor();
    const brazos = await factor();
    const silent = await factor(null);
    const later = await factor();
    // Alamo's reader chose French: the email is in French.
    const readerId = await nextId('user');
    await createUserIfAbsent({
      id: readerId,
      guid: randomUUID(),
      email: String(alamo.remittanceEmail),
      name: 'Remittance desk',
      phoneNumber: null,
      cognitoSub: null,
      defaultCompanyId: alamo.factor.id,
      language: 'fr',
      memberships: [{ userId: readerId, companyId: alamo.factor.id, roleIds: [Role.UserAdmin], company: alamo.factor }],
      createdAt: new Date().toISOString(),
    });
    const [alamoFirst, alamoSecond, brazosClient, silentClient, laterClient] = await Promise.all([
      client(alamo.factor),
      client(alamo.factor),
      client(brazos.factor),
      client(silent.factor),
      client(later.factor),
    ]);
    const alamoInvoices = [await alamoFirst(thursday, 123_456), await alamoSecond(thursday, 50_000)];
    const brazosInvoice = await brazosClient(thursday, 77_700);
    const silentInvoice = await silentClient(thursday, 10_000);
    const alamoFriday = await alamoFirst(friday, 99_900);
    const laterInvoice = await laterClient(friday, 31_400);
    await runPayouts(runOn(thursday));
    await runPayouts(runOn(friday));
    for (const invoice of [...alamoInvoices, brazosInvoice, silentInvoice, alamoFriday, laterInvoice]) {
      expect((await getInvoice(invoice.id))?.paymentId).toBeTruthy();
    }

    const first = await sendRemittanceEmails([thursday], new Date('1997-04-11T12:00:00Z'));
    expect(first).toMatchObject({ sent: 2, skipped: 1, existing: 0 });

    const [alamoMail] = await listOutboxFor(String(alamo.remittanceEmail));
    expect(await listOutboxFor(String(alamo.remittanceEmail))).toHaveLength(1);
    expect(alamoMail?.subject).toBe(`Remise LanePay du 10 avr. 1997 pour ${alamo.factor.name}`);
    const alamoBody = String(alamoMail?.body).replace(/[\u00a0\u202f]/g, ' ');
    for (const invoice of alamoInvoices) {
      expect(alamoBody).toContain(`facture ${invoice.invoiceNumber} · chargement ${invoice.loadNumber}`);
      const code = await paymentCodeOf(invoice.id);
      expect(alamoBody).toContain(`Paiement ${code}`);
      const paymentId = String((await getInvoice(invoice.id))?.paymentId);
      expect(alamoBody).toContain(`/factor/payments/${paymentId}`);
    }
    expect(alamoBody).toContain('- USD : 2 factures, montant des factures 1 734,56 $ US');
    // Friday's payment and the other factors' invoices are not in Thursday's email.
    for (const other of [alamoFriday, brazosInvoice, silentInvoice, laterInvoice]) {
      expect(alamoBody).not.toContain(other.invoiceNumber);
    }

    const brazosMail = await listOutboxFor(String(brazos.remittanceEmail));
    expect(brazosMail).toHaveLength(1);
    expect(brazosMail[0]?.subject).toBe(`LanePay remittance of Apr 10, 1997 for ${brazos.factor.name}`);
    expect(brazosMail[0]?.body).toContain(`invoice ${brazosInvoice.invoiceNumber}`);
    expect(brazosMail[0]?.body).toContain('- USD: 1 invoice, invoice amount $777.00, fees $0.00, net $777.00');
    for (const other of [...alamoInvoices, silentInvoice])
      expect(brazosMail[0]?.body).not.toContain(other.invoiceNumber);

    // No remittance email: recorded as skipped, nothing sent. Not paid on Thursday: nothing at all.
    expect(await getRemittanceNotice(silent.factor.id, thursday)).toMatchObject({
      outcome: 'skipped',
      reason: 'noRemittanceEmail',
      to: null,
    });
    expect(await getRemittanceNotice(later.factor.id, thursday)).toBeNull();
    expect(await listOutboxFor(String(later.remittanceEmail))).toEqual([]);

    // A rerun (or EventBridge's retry) sends nothing again.
    expect(await sendRemittanceEmails([thursday])).toMatchObject({ sent: 0, skipped: 0, existing: 3 });
    expect(await listOutboxFor(String(alamo.remittanceEmail))).toHaveLength(1);
    expect(await listOutboxFor(String(brazos.remittanceEmail))).toHaveLength(1);

    // Friday, by hand through the scheduled function: Alamo's Friday payment and the later factor's.
    const fridayRun = await remittanceRun({ day: friday }, localLambdaContext('factor-remittance-run', 60_000));
    expect(fridayRun).toMatchObject({ sent: 2, skipped: 0, existing: 0, days: [friday] });
    const alamoMails = await listOutboxFor(String(alamo.remittanceEmail));
    expect(alamoMails).toHaveLength(2);
    const fridayMail = alamoMails.find((mail) => mail.body.includes(alamoFriday.invoiceNumber));
    for (const invoice of alamoInvoices) expect(fridayMail?.body).not.toContain(invoice.invoiceNumber);
    const laterMail = await listOutboxFor(String(later.remittanceEmail));
    expect(laterMail).toHaveLength(1);
    expect(laterMail[0]?.body).toContain(laterInvoice.invoiceNumber);
  });

  it('refuses a day given by hand that is not YYYY-MM-DD', async () => {
    await expect(
      remittanceRun({ day: '1997-02-30' }, localLambdaContext('factor-remittance-run', 60_000)),
    ).rejects.toThrow(/YYYY-MM-DD/);
  });
});
