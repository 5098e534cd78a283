import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { capture } from './support/capture.ts';
import { signIn } from './support/sign-in.ts';

const run = promisify(execFile);

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(await download.path())) };
}

/** `npm run payment:refund` against this stack: its exit code and what it printed. */
async function refundCommand(port: string, paymentId: string, reason: string) {
  try {
    const { stdout } = await run(
      'npx',
      ['tsx', 'infra/local/commands/refund-payment.ts', paymentId, '--reason', reason],
      {
        env: { ...process.env, PORT: port },
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test('a driver sees only Dashboard and Paperwork; every other payee page says it is for administrators', async ({
  page,
}) => {
  await signIn(page, 'driver@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Paperwork']);
  await expect(page.getByText('Figures are for administrators and billing')).toBeVisible();
  await capture(page, 'driver-01-dashboard');

  // The account menu: profile, no payors, no wallet.
  await page.getByRole('button', { name: 'Account menu for Dana Driver' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu for Dana Driver' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Log out']);
  await capture(page, 'driver-02-account-menu', { fullPage: false });
  await page.keyboard.press('Escape');

  // Paperwork, the driver's page.
  await nav.getByRole('link', { name: 'Paperwork' }).click();
  await expect(page).toHaveTitle('Paperwork | LanePay');
  await expect(page.getByRole('heading', { name: 'Upload paperwork for your loads' })).toBeVisible();
  await expect(page.getByText(/Paperwork you upload goes to your company’s administrators/)).toBeVisible();
  await capture(page, 'driver-03-paperwork');

  // Payments by its address: a page that says who it is for, and no payment data behind it.
  const paymentCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/core\/payee\/(payments|invoices|payee_relationships|bank_accounts)/.test(request.url())) {
      paymentCalls.push(request.url());
    }
  });
  for (const path of ['/payee/payments', '/payee/invoices', '/payee/relationships', '/payee/wallet']) {
    await page.goto(`${path}?skipAnimation`);
    await expect(page).toHaveTitle('No access | LanePay');
    await expect(page.getByRole('heading', { name: 'This page is for your administrators' })).toBeVisible();
  }
  expect(paymentCalls).toEqual([]);
  await capture(page, 'driver-04-no-access');
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/payee\/dashboard$/);

  // Profile: the driver's own information, without the company's wallet.
  await page.goto('/payee/profile?skipAnimation');
  await expect(page.getByRole('heading', { name: 'Dana Driver' })).toBeVisible();
  await expect(page.getByText('driver@demo.test', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /wallet/i })).toHaveCount(0);
  await capture(page, 'driver-05-profile');

  // The server refuses what the navigation hides.
  for (const path of [
    'payee/payments',
    'payee/invoices_and_credit_notes',
    'payee/payee_relationships',
    'payee/bank_accounts',
  ]) {
    expect((await page.request.get(`/api/v1/core/${path}`)).status(), path).toBe(403);
  }
});

test('staff refund a payment with the command; the carrier sees it Refunded and the QuickPay fee returned', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  await connectToLocalStack(origin);
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { getInvoice, putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
  const { getPayment } = await import('#functions/repositories/payments.ts');
  const { invoiceCharges, paymentTermOf } = await import('#functions/domain/invoices/payment-terms.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  const { termFeeRefundPaymentId } = await import('#functions/domain/payments/refund.ts');
  const today = calendarDateIn(new Date());
  const broker = demoCompanies.broker;
  const term = broker.payorTerms && paymentTermOf(broker.payorTerms, PaymentType.QuickPay);
  if (!term) throw new Error('The demo broker offers no QuickPay');

  // A QuickPay invoice of Lone Star Freight due today; the payout run pays it.
  const id = await nextId('invoice');
  const invoiceNumber = `LSF-2${String(id).slice(-4)}`;
  const grossCents = 318_240;
  const charges = invoiceCharges(grossCents, term, false);
  const now = new Date().toISOString();
  await putInvoiceIfAbsent({
    id,
    payeeId: demoCompanies.carrier.id,
    payorId: broker.id,
    payorName: broker.name,
    relationshipId: 1,
    // As long as the demo's numbers (LSF-24001): the invoice list's phone layout is sized for them.
    invoiceNumber,
    loadNumber: `LD7${String(id).padStart(5, '0')}`,
    kind: InvoiceKind.Standard,
    currencyId: Currency.USD,
    grossCents,
    status: InvoiceStatus.Approved,
    paymentType: PaymentType.QuickPay,
    feeBps: term.feeBps,
    feeCents: charges.feeCents,
    netCents: charges.netCents,
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
    statusHistory: [
      { status: InvoiceStatus.Pending, at: now, actor: 'payor' },
      { status: InvoiceStatus.Approved, at: now, actor: 'payor' },
    ],
    version: 1,
  });
  await runPayouts();
  const paymentId = String((await getInvoice(id))?.paymentId);
  const payment = await getPayment(paymentId);
  if (!payment) throw new Error('The payout run recorded no payment');

  // Staff refund it with the local command; asking again is refused and changes nothing.
  const port = new URL(origin).port;
  const first = await refundCommand(port, paymentId, 'Load cancelled after payment');
  expect(first.code, first.out).toBe(0);
  expect(JSON.parse(first.out.trim().split('\n').at(-1) ?? '{}')).toMatchObject({
    paymentId,
    state: 'refunded',
    invoicesRefunded: 1,
    termFeeRefund: { cents: charges.feeCents },
    by: 'Alex Admin',
  });
  const again = await refundCommand(port, paymentId, 'Again');
  expect(again.code).toBe(1);
  expect(again.out).toContain('"refused":"alreadyRefunded"');
  expect((await getInvoice(id))?.status).toBe(InvoiceStatus.Refunded);

  // The carrier's payments: the refund shows as Refunded, the returned fee as a term fee refund.
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveTitle('Payments | LanePay');
  const refundedRow = page.getByRole('row').filter({ hasText: payment.code });
  await expect(refundedRow.getByText('Refunded', { exact: true })).toBeVisible();
  const feeCode = `PAY-${termFeeRefundPaymentId(paymentId).slice(0, 8).toUpperCase()}`;
  const feeRow = page.getByRole('row').filter({ hasText: feeCode });
  await expect(feeRow).toContainText('Term fee refund');
  await capture(page, 'driver-10-refunded-in-list');

  // Only refunded payments, by the state filter.
  await page.goto('/payee/payments?state=refunded&skipAnimation');
  await expect(page.getByRole('row').filter({ hasText: payment.code })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: feeCode })).toHaveCount(0);

  // The payment: when, why, and where the fee went.
  await page.getByRole('row').filter({ hasText: payment.code }).getByRole('link').first().click();
  await expect(page).toHaveTitle(`Payment ${payment.code} | LanePay`);
  await expect(page.getByText(/^Refunded on /)).toBeVisible();
  await expect(page.getByText('Reason: Load cancelled after payment')).toBeVisible();
  await expect(page.getByText(invoiceNumber)).toBeVisible();
  await capture(page, 'driver-11-refunded-payment');
  await page.getByRole('link', { name: feeCode }).click();
  await expect(page).toHaveTitle(`Payment ${feeCode} | LanePay`);
  await expect(page.getByText('This payment returns the QuickPay fees of the refunded payment')).toBeVisible();
  await expect(page.getByText('Term fee refund').first()).toBeVisible();
  // It lists the invoice whose QuickPay fee it returns, and so do its payout reports.
  const fee = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(charges.feeCents / 100);
  const refundedFees = page.getByRole('region', { name: 'QuickPay fees refunded' });
  await expect(refundedFees.getByRole('row').filter({ hasText: invoiceNumber })).toContainText(fee);
  await capture(page, 'driver-12-term-fee-refund');
  const feePdf = await downloaded(page, () => page.getByRole('button', { name: 'Download PDF' }).click());
  const feeReport = (await extractText(feePdf.bytes, { mergePages: true })).text;
  expect(feeReport).toContain('QuickPay fees refunded');
  expect(feeReport).toMatch(new RegExp(`${invoiceNumber}[\\s\\S]*${fee.replace(/[$.]/g, '\\$&')}`));

  // The invoice's tracker: paid, then refunded by LanePay.
  await page.goto(`/payee/invoices/${id}?skipAnimation`);
  await expect(page.getByText('LanePay refunded the payment that paid this invoice.')).toBeVisible();
  await capture(page, 'driver-13-refunded-invoice');
});

test('the carrier claims an unclaimed payor by invoice details and exports its payors from the account menu', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  // The account menu leads to My payors and the wallet.
  await page.getByRole('button', { name: 'Account menu for Casey Carrier' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu for Casey Carrier' });
  await expect(menu.getByRole('menuitem', { name: 'Wallet' })).toHaveAttribute('href', '/payee/wallet');
  await capture(page, 'driver-20-carrier-account-menu', { fullPage: false });
  await menu.getByRole('menuitem', { name: 'My payors' }).click();
  await expect(page).toHaveTitle('My payors | LanePay');

  // The list as an Excel file.
  const file = await downloaded(page, () => page.getByRole('button', { name: 'Export to Excel' }).click());
  expect(file.name).toMatch(/^payors-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.bytes.buffer as ArrayBuffer);
  const names: string[] = [];
  book.worksheets[0]?.eachRow((row, number) => {
    const value = String(row.getCell(1).value ?? '');
    if (number > 4 && !value.startsWith('Total')) names.push(value);
  });
  expect(names).toEqual(expect.arrayContaining(['Great Plains Brokerage', 'Prairie Grain Co.', 'Redline Logistics']));
  await capture(page, 'driver-21-my-payors');

  // Great Plains holds invoice LSF-24204 of $2,765.40 for the carrier (demo seed).
  await page.goto('/payee/unclaimed-relationships/5?skipAnimation');
  await expect(page.getByRole('heading', { name: 'Great Plains Brokerage' })).toBeVisible();
  const details = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download claim details (PDF)' }).click(),
  );
  expect(details.name).toBe('claim-LP-1001-5.pdf');
  const { text } = await extractText(details.bytes, { mergePages: true });
  expect(text).toContain('Connect with Great Plains Brokerage');
  expect(text).toContain('-0199');
  await capture(page, 'driver-22-claim-start');

  await page.getByRole('button', { name: 'Verify with invoice details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify with invoice details' });
  await dialog.getByLabel('Invoice or load number').fill('LSF-24204');
  await dialog.getByLabel('Invoice amount').fill('276540');
  await expect(dialog.getByLabel('Invoice amount')).toHaveValue('$2,765.40');
  await capture(page, 'driver-23-invoice-details', { fullPage: false });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByRole('radio', { name: /Standard Pay/ }).check();
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 new connection' })).toBeVisible();
  // Great Plains offers QuickPay: the offer follows the toast.
  const quickPay = page.getByRole('dialog', { name: 'Get paid faster with QuickPay' });
  await expect(quickPay).toBeVisible();
  await quickPay.getByRole('button', { name: 'Keep my terms' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await capture(page, 'driver-24-claimed');
  await page.getByRole('link', { name: 'Finish' }).click();
  await page.getByRole('link', { name: 'View my payors' }).click();
  await expect(
    page.getByRole('row', { name: /Great Plains Brokerage/ }).getByText('Connected', { exact: true }),
  ).toBeVisible();
  await capture(page, 'driver-25-connected');
});
