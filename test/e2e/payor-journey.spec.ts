import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoAccounts, demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { bankTransferFeeCents, standardPayDays } from '#shared/constants/payments.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { capture } from './support/capture.ts';
import { onStandardPayWithoutFreeQuickPays } from './support/carrier-terms.ts';
import {
  confirmApproval,
  confirmHold,
  openReview,
  payorInvoiceRow,
  searchPayorInvoices,
} from './support/invoice-review.ts';
import {
  chooseSpreadsheet,
  confirmRelease,
  expectOneBadRow,
  expectReadyToSubmit,
  openRelease,
  spreadsheet,
  submitForReview,
} from './support/invoice-uploads.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { shownDate, usd } from './support/money.ts';
import { clearPayoutsThrough, noonOf } from './support/payout-setup.ts';
import { openSession } from './support/sign-in.ts';

const broker = demoCompanies.broker;
const carrier = demoCompanies.carrier;
/** Lone Star Freight's relationship with Redline Logistics in the demo data. */
const relationshipId = 1;
const quickPay = broker.payorTerms;
const brokerUser = demoAccounts.find((account) => account.email === 'broker@demo.test');
const carrierUser = demoAccounts.find((account) => account.email === 'carrier@demo.test');

/** A percentage of an amount in cents, rounded half up to the cent (README, Money). */
const percentOf = (cents: number, bps: number) => Math.floor((cents * bps + 5_000) / 10_000);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

test('journey 1 of issue 13: an uploaded batch is reviewed, the carrier elects QuickPay, the payout run pays it, both sides see the money', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  if (!quickPay || !brokerUser || !carrierUser) throw new Error('The demo broker, its terms or its users are missing');
  await connectToLocalStack(String(baseURL));
  const { findPayorInvoiceByNumber, getInvoice } = await import('#functions/repositories/invoices.ts');
  const { getPayment } = await import('#functions/repositories/payments.ts');
  const { getDraft } = await import('#functions/repositories/drafts.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');

  const today = calendarDateIn(new Date());
  // Approved today, a QuickPay of Redline's is due after its term; the run the day after pays it.
  const quickPayDue = addDays(today, quickPay.quickPayTermDays);
  const payoutDay = addDays(quickPayDue, 1);
  // Whatever is due by then is paid and drafted first (and the carrier's credit notes with Redline
  // repaid), so the run of `payoutDay` pays and drafts this journey's invoice alone, for its amounts.
  await clearPayoutsThrough(quickPayDue, {
    payeeId: carrier.id,
    payorId: broker.id,
    payorName: broker.name,
    relationshipId,
  });
  await onStandardPayWithoutFreeQuickPays(carrier.id, relationshipId);

  // Five invoices for Lone Star Freight, named by its MC number.
  const tag = `J1${randomUUID().slice(0, 6).toUpperCase()}`;
  const amounts = [123_450, 87_500, 246_740, 61_235, 99_025];
  const numbers = amounts.map((_, index) => `${tag}-${index + 1}`);
  const rowOf = (index: number, amount: string) => [
    carrier.mcNumber,
    '',
    '',
    numbers[index] ?? '',
    `${tag}-L${index + 1}`,
    amount,
    addDays(today, -2),
  ];
  const rows = amounts.map((cents, index) => rowOf(index, usd(cents)));
  const fileName = `redline-${tag}.csv`;
  const [approved, held, elected, pending] = [[0, 1, 2], 3, 2, 4] as const;
  const approvedNumbers = approved.map((index) => numbers[index] ?? '');
  const grossOf = (index: number) => amounts[index] ?? 0;
  const heldNote = 'The rate confirmation is not signed';

  // The broker uploads the file, sees the bad row, fixes it, submits and releases the batch.
  const brokerSession = await openSession(browser, 'broker@demo.test');
  const payor = brokerSession.page;
  // A letter O typed for the last zero of one amount.
  const mistyped = rows.map((row, index) =>
    index === elected ? rowOf(index, usd(grossOf(index)).replace(/0$/, 'O')) : row,
  );
  await chooseSpreadsheet(payor, spreadsheet(fileName, mistyped));
  await expectOneBadRow(payor, elected + 2, /This is not a money amount/);
  await capture(payor, 'payor-journey-01-bad-row');
  await chooseSpreadsheet(payor, spreadsheet(fileName, rows));
  await expectReadyToSubmit(payor, 5, sum(amounts));
  const batchRow = await submitForReview(payor, 5, fileName);
  await expect(batchRow).toContainText(usd(sum(amounts)));
  await confirmRelease(payor, await openRelease(payor, batchRow, 5, sum(amounts)), fileName);

  // Three approved together, one held with the broker's words for the carrier, one left to review.
  await searchPayorInvoices(payor, tag, 5);
  const approval = await openReview(payor, approvedNumbers, 'Approve', sum(approved.map(grossOf)));
  await capture(payor, 'payor-journey-02-approve', { fullPage: false });
  await confirmApproval(payor, approval, approvedNumbers);
  const heldNumber = numbers[held] ?? '';
  const hold = await openReview(payor, [heldNumber], 'Hold', grossOf(held));
  await hold.getByLabel('Note for the carrier').fill(heldNote);
  await confirmHold(payor, hold, heldNumber);
  // Approved on Standard Pay (the carrier's default with Redline now): paid 30 days out.
  for (const number of approvedNumbers) {
    await expect(payorInvoiceRow(payor, number)).toContainText(shownDate(addDays(today, standardPayDays)));
  }
  await expect(payorInvoiceRow(payor, numbers[pending] ?? '')).toContainText('Pending');
  await capture(payor, 'payor-journey-03-reviewed', { blur: true });

  // On the server: each invoice as reviewed; the hold with the seeds' reason, the note, who and when.
  const records = await Promise.all(numbers.map((number) => findPayorInvoiceByNumber(broker.id, 'INVOICE', number)));
  expect(records.map((record) => [record?.status, record?.paymentType, record?.grossCents])).toEqual([
    [InvoiceStatus.Approved, PaymentType.StandardPay, grossOf(0)],
    [InvoiceStatus.Approved, PaymentType.StandardPay, grossOf(1)],
    [InvoiceStatus.Approved, PaymentType.StandardPay, grossOf(2)],
    [InvoiceStatus.Held, PaymentType.StandardPay, grossOf(3)],
    [InvoiceStatus.Pending, PaymentType.StandardPay, grossOf(4)],
  ]);
  const heldRecord = records[held];
  expect(heldRecord?.reviewNote).toMatchObject({
    status: InvoiceStatus.Held,
    holdReason: HoldReason.PAYOR_MANUAL_HOLD,
    text: heldNote,
    byName: broker.name,
  });
  expect(calendarDateIn(new Date(heldRecord?.reviewNote?.at ?? 0))).toBe(today);
  expect(heldRecord?.statusHistory.at(-1)).toMatchObject({
    status: InvoiceStatus.Held,
    actor: 'payor',
    byUserId: brokerUser.id,
    byName: brokerUser.name,
    byCompanyName: broker.name,
  });
  const [heldId, electedId] = [heldRecord?.id, records[elected]?.id];
  if (!heldId || !electedId) throw new Error('The released batch made no invoices');

  // The carrier sees the five; the held one says why, in the broker's words.
  const carrierSession = await openSession(browser, 'carrier@demo.test');
  const payee = carrierSession.page;
  await payee.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await payee.getByLabel('Search').fill(tag);
  await expect(payee.getByTestId('invoice-row')).toHaveCount(5);
  await expect(payee.getByTestId('invoice-row').filter({ hasText: heldNumber })).toContainText('Held');
  await capture(payee, 'payor-journey-04-carrier-invoices', { blur: true });
  await payee.getByRole('link', { name: heldNumber }).click();
  await expect(payee.getByRole('heading', { name: `Invoice ${heldNumber}` })).toBeVisible();
  const note = payee.getByTestId('review-note');
  await expect(note).toContainText('On hold: Held by the payor');
  await expect(note).toContainText(heldNote);
  await expect(note).toContainText(`${broker.name}, ${shownDate(today)}`);
  await capture(payee, 'payor-journey-05-carrier-held', { blur: true });
  await payee.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(payee);
  await capture(payee, 'payor-journey-06-carrier-held-phone', { blur: true });
  await payee.setViewportSize({ width: 1280, height: 800 });

  // It elects QuickPay on an approved invoice: the fee is Redline's rate of the gross, from now on.
  const gross = grossOf(elected);
  const feeCents = percentOf(gross, quickPay.quickPayFeeBps);
  const percent = `${quickPay.quickPayFeeBps / 100}%`;
  await payee.goto(`/payee/invoices/${electedId}`);
  await expect(payee.getByRole('heading', { name: `Invoice ${numbers[elected]}` })).toBeVisible();
  const option = payee.getByTestId(`term-option-${PaymentType.QuickPay}`);
  await expect(option).toContainText(`${usd(feeCents)} (${percent})`);
  await expect(option).toContainText(usd(gross - feeCents));
  await expect(option).toContainText(shownDate(quickPayDue));
  await option.getByRole('button', { name: 'Choose QuickPay' }).click();
  const dialog = payee.getByRole('dialog', { name: 'Switch to QuickPay?' });
  await expect(dialog).toContainText(`A fee of ${usd(feeCents)} (${percent}) is taken from this invoice.`);
  await expect(dialog).toContainText(usd(gross - feeCents));
  await expect(dialog).toContainText('The payor approved this invoice: QuickPay starts now and its term locks.');
  await capture(payee, 'payor-journey-07-carrier-quickpay', { fullPage: false });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(payee.getByText('Payment term updated')).toBeVisible();
  await expect(payee.getByTestId('current-term')).toHaveText(`QuickPay (${percent})`);
  await expect(payee.locator('[data-fee="quickPayFee"]')).toContainText(`-${usd(feeCents)}`);
  await expect(payee.getByTestId('term-election')).toContainText('Locked');
  const electedRecord = await getInvoice(electedId);
  expect(electedRecord).toMatchObject({
    status: InvoiceStatus.Approved,
    paymentType: PaymentType.QuickPay,
    feeBps: quickPay.quickPayFeeBps,
    feeCents,
    netCents: gross - feeCents,
    isFreeQuickPay: false,
    expectedPayDate: quickPayDue,
    termElection: { paymentType: PaymentType.QuickPay, byUserId: carrierUser.id, byName: carrierUser.name },
  });

  // The payout run pays it once, however often it runs, and drafts Redline for the gross.
  const run = await runPayouts(noonOf(payoutDay));
  expect(run).toMatchObject({ payments: 1, invoicesPaid: 1, missingBank: 0, drafts: 1, paymentsDrafted: 1 });
  const again = await runPayouts(noonOf(payoutDay));
  expect(again).toMatchObject({ payments: 0, invoicesPaid: 0, drafts: 0, paymentsDrafted: 0 });
  const paid = await getInvoice(electedId);
  expect(paid?.status).toBe(InvoiceStatus.Paid);
  await runPayouts(noonOf(addDays(payoutDay, 1)));
  expect((await getInvoice(electedId))?.paymentId).toBe(paid?.paymentId);
  const payment = await getPayment(String(paid?.paymentId));
  if (!payment?.draftId) throw new Error('The payout run paid or drafted nothing');
  const bankFeeCents = bankTransferFeeCents[PaymentMethodType.Ach];
  expect(payment).toMatchObject({
    invoiceIds: [electedId],
    paidDate: payoutDay,
    grossCents: gross,
    termFeeCents: feeCents,
    bankFeeCents,
    netCents: gross - feeCents - bankFeeCents,
  });
  expect(await getDraft(payment.draftId)).toMatchObject({
    draftDate: payoutDay,
    paymentCount: 1,
    grossCents: gross,
    amountCents: gross,
  });

  // The broker sees the draft of its account and the payment, both for the invoice's full amount.
  await payor.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  await expect(payor).toHaveURL(/\/payor\/payments$/);
  const draftRow = payor
    .getByRole('region', { name: 'Latest drafts of your account' })
    .getByRole('row')
    .filter({ hasText: shownDate(payoutDay) });
  await expect(draftRow).toContainText('Daily');
  await expect(draftRow).toContainText(usd(gross));
  const paymentRow = payor.getByTestId('payor-payment-row').filter({ hasText: payment.code });
  await expect(paymentRow).toHaveCount(1);
  await expect(paymentRow).toContainText(usd(gross));
  await capture(payor, 'payor-journey-08-broker-payments', { blur: true });
  await paymentRow.getByRole('link', { name: payment.code }).click();
  await expect(payor.getByRole('heading', { name: `Payment ${payment.code}` })).toBeVisible();
  await expect(payor.getByRole('region', { name: 'Draft that funded it' })).toContainText(usd(gross));
  const paidInvoices = payor.getByRole('region', { name: 'Invoices paid' });
  await expect(paidInvoices).toContainText(numbers[elected] ?? '');
  await expect(paidInvoices).toContainText(usd(gross));
  await capture(payor, 'payor-journey-09-broker-payment', { blur: true });
  await brokerSession.close();

  // The carrier sees the payment net of its QuickPay fee.
  await payee.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  const carrierRow = payee.getByRole('table').getByRole('row').filter({ hasText: payment.code });
  await expect(carrierRow).toContainText(usd(payment.netCents));
  await carrierRow.getByRole('link', { name: payment.code }).click();
  const breakdown = payee.getByRole('region', { name: 'Fee breakdown' });
  await expect(breakdown).toContainText(usd(gross));
  await expect(breakdown).toContainText(`-${usd(feeCents)}`);
  await expect(breakdown).toContainText(usd(gross - feeCents - bankFeeCents));
  await expect(payee.getByRole('region', { name: 'Invoices paid' })).toContainText(`QuickPay (${percent})`);
  await capture(payee, 'payor-journey-10-carrier-payment', { blur: true });
  await payee.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(payee);
  await capture(payee, 'payor-journey-11-carrier-payment-phone', { blur: true });
  await carrierSession.close();
});
