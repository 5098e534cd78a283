import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { usd } from './support/money.ts';
import { openSession } from './support/sign-in.ts';

test('journey 2 of issue 13: the broker issues a credit note, the payout run repays it, both sides see it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await connectToLocalStack(String(baseURL));
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { getInvoice, putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
  const { getPayment } = await import('#functions/repositories/payments.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  // Whatever other journeys made due is paid first, so the run below pays (and repays from) ours.
  await runPayouts();
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;

  // The broker issues a credit note of $150.00 to Lone Star Freight.
  const { page: broker, close: closeBroker } = await openSession(browser, 'broker@demo.test');
  await broker.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Credit Notes' }).click();
  await expect(broker).toHaveURL(/\/payor\/credit-notes$/);
  await expect(broker).toHaveTitle('Credit notes | LanePay');
  await expect(broker.getByRole('link', { name: 'RL-CN-7101' })).toBeVisible();
  await broker.getByRole('button', { name: 'Issue a credit note' }).click();
  const form = broker.getByRole('region', { name: 'Issue a credit note' });
  // Sent empty, every field says what it needs.
  await form.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(form.getByText('Required')).not.toHaveCount(0);
  await capture(broker, 'payor-money-01-issue-errors');
  await form.getByLabel('Carrier').selectOption({ label: demoCompanies.carrier.name });
  await form.getByLabel('Reference number').fill(reference);
  await form.getByLabel('Amount').pressSequentially('15000');
  await form.getByLabel('Reason').fill('Damaged pallet on load');
  await form.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(broker.getByText(`Credit note ${reference} issued.`)).toBeVisible();
  const row = broker.getByTestId('payor-credit-note-row').filter({ hasText: reference });
  await expect(row).toContainText('Outstanding');
  await expect(row).toContainText(usd(15_000));
  await capture(broker, 'payor-money-02-credit-notes', { blur: true });

  // An approved invoice of Lone Star's due today; the payout run pays it and repays the note from it.
  const id = await nextId('invoice');
  const today = calendarDateIn(new Date());
  const now = new Date().toISOString();
  await putInvoiceIfAbsent({
    id,
    payeeId: demoCompanies.carrier.id,
    payorId: demoCompanies.broker.id,
    payorName: demoCompanies.broker.name,
    relationshipId: 1,
    invoiceNumber: `LSF-CN-${id}`,
    loadNumber: `LD8${String(id).padStart(5, '0')}`,
    kind: InvoiceKind.Standard,
    currencyId: Currency.USD,
    grossCents: 500_000,
    status: InvoiceStatus.Approved,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 500_000,
    isFreeQuickPay: false,
    dates: {
      uploaded: today,
      approved: today,
      paid: null,
      approvedSet: today,
      drafted: null,
      statusChange: today,
      advanceScheduled: null,
      invoiceRequested: today,
      paymentScheduled: null,
    },
    expectedPayDate: today,
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Approved, at: now, actor: 'payor' }],
    version: 1,
  });
  await runPayouts();
  const payment = await getPayment(String((await getInvoice(id))?.paymentId));
  if (!payment) throw new Error('The payout run recorded no payment');
  expect(payment.creditNotes?.map((note) => note.referenceNumber)).toContain(reference);
  expect(payment.draftId).toBeTruthy();

  // The broker sees the note applied in full, with the payment that repaid it.
  await broker.reload();
  await expect(row).toContainText('Applied in full');
  await row.getByRole('link', { name: reference }).click();
  await expect(broker.getByRole('heading', { name: `Credit note ${reference}` })).toBeVisible();
  const repayments = broker.getByRole('region', { name: 'Repayments' });
  await expect(repayments).toContainText(payment.code);
  await expect(repayments).toContainText(usd(15_000));
  await capture(broker, 'payor-money-03-credit-note-applied', { blur: true });

  // The payment, its draft and the credit notes it repaid.
  await repayments.getByRole('link', { name: payment.code }).click();
  await expect(broker.getByRole('heading', { name: `Payment ${payment.code}` })).toBeVisible();
  const creditNoteCents = payment.creditNoteCents ?? 0;
  await expect(broker.getByText(usd(500_000 - creditNoteCents)).first()).toBeVisible();
  await expect(broker.getByRole('region', { name: 'Credit notes repaid by this payment' })).toContainText(reference);
  await expect(broker.getByRole('region', { name: 'Draft that funded it' })).toContainText('Daily');
  await capture(broker, 'payor-money-04-payment', { blur: true });

  await broker.getByRole('link', { name: 'All payments' }).click();
  await expect(broker).toHaveURL(/\/payor\/payments$/);
  await expect(broker.getByRole('region', { name: 'Latest drafts of your account' })).toBeVisible();
  await expect(broker.getByTestId('payor-payment-row').filter({ hasText: payment.code })).toBeVisible();
  await capture(broker, 'payor-money-05-payments', { blur: true });
  await broker.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(broker);
  await capture(broker, 'payor-money-06-payments-phone', { blur: true });
  await broker.goto('/payor/credit-notes');
  await expect(row).toBeVisible();
  await expectNoPageOverflow(broker);
  await capture(broker, 'payor-money-07-credit-notes-phone', { blur: true });
  await closeBroker();

  // The carrier sees the credit note applied among its own.
  const { page: carrier, close: closeCarrier } = await openSession(browser, 'carrier@demo.test');
  await carrier.goto('/payee/credit-notes');
  await expect(carrier.getByRole('link', { name: reference })).toBeVisible();
  await carrier.getByRole('link', { name: reference }).click();
  await expect(carrier.getByRole('heading', { name: `Credit note ${reference}` })).toBeVisible();
  await expect(carrier.getByText('Applied In Full').first()).toBeVisible();
  await capture(carrier, 'payor-money-08-carrier-credit-note', { blur: true });
  await closeCarrier();
});
