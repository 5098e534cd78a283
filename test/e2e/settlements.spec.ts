import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { samplePdf, samplePng } from '#infra/local/seed/sample-documents.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { BillDocumentStatus, ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { capture } from './support/capture.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Issue 4, the payor's side of paperwork: a broker finds the paperwork terms, accepts them, reviews
 * the bills its carriers sent in Settlements and opens their PDFs; the cross-area journey, a
 * carrier's new bill with a PDF rate confirmation and a PNG proof of delivery reaching the broker;
 * and the review's other moves (mark submitted, ignore, remove) on bills of a carrier of its own.
 */

const settlement = '/api/v1/settlement';
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 1000 };

/**
 * Signs a demo user in, in a context of its own, past the cookie banner. Other stacks started from
 * this checkout rebuild the shared web/dist when sources change; while one does, the portal
 * answers 'Not found', so the sign-in waits for the SPA to be served again.
 */
async function signedIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await expect
    .poll(async () => (await page.request.get('/')).status(), { timeout: 120_000, intervals: [1_000] })
    .toBe(200);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/(payee|payor)\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  return page;
}

/** The session's CSRF token, as the SPA reads it. */
async function csrfOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/core/token_expiration');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Opens a document from a bill's page and proves the file arrives: the browser opens a new tab on
 * a short-lived link; the bytes behind it start with `%PDF-`.
 */
async function openPdf(page: Page, fileName: string, billId: string): Promise<void> {
  const row = page.getByTestId('document').filter({ hasText: fileName });
  const fileRequest = page
    .context()
    .waitForEvent(
      'request',
      (request) => request.url().includes(`bills/${billId}/`) && !request.url().includes('/api/'),
    );
  const popup = page.waitForEvent('popup');
  await row
    .getByRole('button', { name: `View ${fileName}` })
    .last()
    .click();
  const request = await fileRequest;
  await (await popup).close();
  const bytes = await page.request.get(request.url());
  expect(bytes.status()).toBe(200);
  expect(bytes.headers()['content-type']).toContain('application/pdf');
  expect(
    Buffer.from(await bytes.body())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

test('a broker finds the paperwork terms, accepts them, reviews its carriers’ bills and opens a PDF', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: desktop });
  const page = await signedIn(context, 'broker@demo.test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  // Before the terms: no Settlements in the navigation, a card on the dashboard leads to the terms.
  await expect(page.getByTestId('paperwork-waiting')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settlements' })).toHaveCount(0);
  await capture(page, 'settlements-01-dashboard-waiting');

  // Every settlements address leads to the terms until they are accepted; the old address too.
  await page.goto('/payor/settlements?skipAnimation');
  await expect(page).toHaveURL(/\/payor\/settlements\/terms$/);
  await page.goto('/payor/paperwork/anything?x=1');
  await expect(page).toHaveURL(/\/payor\/settlements\/terms$/);
  expect((await page.request.get(`${settlement}/bills`)).status()).toBe(403);

  await page.goto('/payor/dashboard');
  await page.getByRole('link', { name: 'Review the paperwork terms' }).click();
  await expect(page).toHaveURL(/\/payor\/settlements\/terms$/);
  await expect(page).toHaveTitle('Paperwork terms | LanePay');
  await expect(page.getByRole('heading', { name: 'Paperwork terms of service', level: 1 })).toBeVisible();
  await expect(page.getByText('6. Governing law')).toBeVisible();
  await page.getByRole('button', { name: 'Accept and open Settlements' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You must agree to Terms of Service.' })).toBeVisible();
  await capture(page, 'settlements-02-terms-must-agree');
  await page.getByLabel('I have read and agree to the paperwork terms of service').check();
  await page.getByRole('button', { name: 'Accept and open Settlements' }).click();

  // Settlements: the carrier's delivered and submitted bills, newest submission first.
  await expect(page).toHaveURL(/\/payor\/settlements$/);
  await expect(page).toHaveTitle('Settlements | LanePay');
  await expect(nav.getByRole('link', { name: 'Settlements' })).toBeVisible();
  const rows = page.getByTestId('settlement-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'LD880513' })).toContainText('Lone Star Freight LLC');
  await expect(rows.filter({ hasText: 'LD880513' })).toContainText('Delivered');
  await expect(rows.filter({ hasText: 'LD880468' })).toContainText('Submitted');
  // Pending bills (the driver's upload waiting for the carrier's admin) never reach the payor.
  await expect(rows.filter({ hasText: 'LD880577' })).toHaveCount(0);
  // The list's order is the submission time, newest first (seeds 001 §2), as the API sorts it.
  const listed = (await page.request.get(`${settlement}/bills?sortField=submittedAt&sortAsc=false`)).json();
  const { bills } = (await listed) as { bills: Bill[] };
  const submittedAt = bills.map((b) => b.submittedAt ?? '').filter(Boolean);
  expect(submittedAt).toEqual([...submittedAt].sort().reverse());
  await expect(rows.locator('td:first-child')).toHaveText(bills.map((b) => b.loadOrInvoiceNumber));
  const count = async (group: string) => Number(await page.getByTestId(`group-count-${group}`).textContent());
  const counts = async () => ({
    all: await count('all'),
    incomplete: await count('incomplete'),
    rejected: await count('rejected'),
    submitted: await count('submitted'),
  });
  const before = await counts();
  expect(before.all).toBe(before.incomplete + before.rejected + before.submitted);
  expect(before.submitted).toBeGreaterThanOrEqual(4);
  await capture(page, 'settlements-03-list');

  // Filters: the rejected group, then the carrier and a load number search; remembered on return.
  await page.getByRole('button', { name: /^Rejected/ }).click();
  await expect(rows).toHaveCount(before.rejected);
  await expect(rows.first()).toContainText('Rejected');
  await page.getByRole('button', { name: /^All/ }).click();
  await page.getByLabel('Carrier').selectOption({ label: 'Lone Star Freight LLC' });
  await page.getByLabel('Load or invoice number').fill('LD8805');
  // LD880500 (incomplete), LD880513 and LD880531 (delivered); LD880577 is pending, never the payor's.
  await expect(rows).toHaveCount(3);
  await expect(page).toHaveURL(/q=LD8805/);
  await page.goto('/payor/dashboard');
  await nav.getByRole('link', { name: 'Settlements' }).click();
  await expect(page).toHaveURL(/q=LD8805/);
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/payor\/settlements$/);

  // A delivered bill: documents, charges, history; its PDF opens.
  await rows.filter({ hasText: 'LD880513' }).getByRole('link').click();
  await expect(page).toHaveTitle('Bill LD880513 | LanePay');
  await expect(page.getByRole('heading', { name: 'Bill LD880513', level: 1 })).toBeVisible();
  await expect(page.getByTestId('charge-row')).toHaveCount(2);
  await expect(page.getByTestId('bill-history')).toContainText('LanePay');
  const billId = page.url().split('/').pop() ?? '';
  const pdfName = (await page.getByTestId('document').locator('[title$=".pdf"]').first().getAttribute('title')) ?? '';
  expect(pdfName).toMatch(/\.pdf$/);
  await openPdf(page, pdfName, billId);
  await capture(page, 'settlements-04-show-delivered');

  // Rejecting needs a note the carrier reads.
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject bill LD880513?' });
  await dialog.getByRole('button', { name: 'Reject bill' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why you reject it: the carrier reads this note.');
  await dialog.getByLabel('Note to the carrier').fill('The POD is unsigned. Please upload the signed copy.');
  await capture(page, 'settlements-05-reject-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Reject bill' }).click();
  await expect(page).toHaveURL(/\/payor\/settlements\/[^/]+\/success\?outcome=reviewed$/);
  await expect(page.getByRole('heading', { name: 'Bill LD880513 is rejected' })).toBeVisible();
  await capture(page, 'settlements-06-success-rejected');
  await page.getByRole('link', { name: 'View the bill' }).click();
  await expect(page.getByTestId('bill-history')).toContainText('The POD is unsigned. Please upload the signed copy.');
  await expect(page.getByTestId('review-panel')).toContainText('still with the carrier');

  // A submitted bill is approved; the group counts follow.
  await page.goto('/payor/settlements');
  await rows.filter({ hasText: 'LD880468' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Bill LD880468 is approved' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Settlements' }).click();
  await expect(rows.filter({ hasText: 'LD880468' })).toContainText('Approved');
  const after = await counts();
  expect(after.rejected).toBe(before.rejected + 1);
  expect(after.submitted).toBe(before.submitted - 1);

  // The server holds the same rules: a rejection without a note, a move the state does not allow,
  // and another payor's or an unknown bill are refused without a 500.
  const csrf = { 'x-csrf-token': await csrfOf(page.request) };
  const delivered = `${settlement}/bills/00000000-0000-4000-b000-000000000006`;
  // Every review is made on the version of the bill the reviewer loaded (If-Match, the GET's ETag).
  const loaded = await page.request.get(delivered);
  const onVersion = { ...csrf, 'if-match': loaded.headers().etag ?? '' };
  expect(onVersion['if-match']).toMatch(/^"v\d+"$/);
  expect((await page.request.put(delivered, { headers: csrf, data: { state: 'rejected' } })).status()).toBe(428);
  const noNote = await page.request.put(delivered, { headers: onVersion, data: { state: 'rejected' } });
  expect(noNote.status()).toBe(400);
  expect(Object.keys(((await noNote.json()) as { errors?: object }).errors ?? {})).toContain('note');
  expect((await page.request.put(delivered, { headers: onVersion, data: { state: 'approved' } })).status()).toBe(400);
  const prairie = `${settlement}/bills/00000000-0000-4000-b000-000000000007`;
  expect((await page.request.get(prairie)).status()).toBe(404);
  expect((await page.request.put(prairie, { headers: csrf, data: { state: 'submitted' } })).status()).toBe(404);

  // The payor fixes a delivered bill's load number.
  await rows.filter({ hasText: 'LD880531' }).getByRole('link').click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveTitle('Edit bill LD880531 | LanePay');
  await page.getByLabel('Load or invoice number').fill('LD880531-A');
  // The lumper was $85.00; the receipt says $95.00 (digits are typed as cents).
  const lumper = page.getByLabel('Amount of Lumper');
  await expect(lumper).toHaveValue('85.00');
  await lumper.click();
  await lumper.press('ControlOrMeta+a');
  await lumper.press('Backspace');
  await expect(lumper).toHaveValue('');
  await lumper.pressSequentially('9500');
  await expect(lumper).toHaveValue('95.00');
  await expect(page.getByTestId('charges-total')).toHaveText('$2,075.00');
  await capture(page, 'settlements-07-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Bill LD880531-A was updated' })).toBeVisible();
  await expect(page.getByTestId('settlement-success')).toContainText('$2,075.00');

  // Blocking the carrier from a bill's page (confirmed), then unblocking it on the terms page.
  await page.getByRole('link', { name: 'View the bill' }).click();
  await page.getByRole('button', { name: 'Block this carrier from viewing paperwork' }).click();
  const block = page.getByRole('dialog', { name: 'Block Lone Star Freight LLC?' });
  await block.getByRole('button', { name: 'Block carrier' }).click();
  await expect(page.getByTestId('block-carrier')).toContainText('This carrier is blocked from viewing paperwork.');
  await page.getByRole('link', { name: 'Manage blocked carriers' }).click();
  await expect(page).toHaveURL(/\/payor\/settlements\/terms$/);
  await expect(page.getByTestId('terms-accepted')).toBeVisible();
  const denyList = page.getByTestId('carrier-deny-list');
  await expect(denyList).toContainText('Lone Star Freight LLC');
  await expect(denyList).toContainText('by Blair Broker');
  await capture(page, 'settlements-08-terms-accepted-deny-list');
  await denyList.getByRole('button', { name: 'Unblock' }).click();
  await expect(denyList).toContainText('No carrier is blocked.');

  // On a phone: cards instead of the table, the bill's page in one column.
  await page.setViewportSize(phone);
  await page.goto('/payor/settlements?skipAnimation');
  await expect(page.getByTestId('settlement-card').first()).toBeVisible();
  await expect(rows).toHaveCount(0);
  await capture(page, 'settlements-09-list-phone');
  await page.getByTestId('settlement-card').filter({ hasText: 'LD880468' }).click();
  await expect(page.getByRole('heading', { name: 'Bill LD880468', level: 1 })).toBeVisible();
  await capture(page, 'settlements-10-show-phone');
  await page.goto('/payor/settlements/terms?skipAnimation');
  await expect(page.getByTestId('terms-accepted')).toBeVisible();
  await capture(page, 'settlements-12-terms-phone');
  await context.close();
});

test('a carrier’s new bill with a PDF rate confirmation and a PNG POD reaches the broker, who opens the PDF', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const load = `LD9${String(Date.now()).slice(-5)}`;

  // The carrier creates the bill for Redline Logistics on its New paperwork screen: the linehaul,
  // a PDF rate confirmation and a PNG proof of delivery (uploaded straight to the bucket), submitted.
  const carrierContext = await browser.newContext({ viewport: desktop });
  const carrierPage = await signedIn(carrierContext, 'carrier@demo.test');
  await carrierPage
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Paperwork' })
    .click();
  await carrierPage.getByTestId('new-paperwork').click();
  await expect(carrierPage).toHaveTitle('New paperwork | LanePay');
  const broker = carrierPage.getByRole('combobox', { name: 'Broker' });
  await broker.fill('Red');
  await carrierPage.getByRole('option', { name: 'Redline Logistics' }).click();
  await expect(broker).toHaveValue('Redline Logistics');
  await carrierPage.getByLabel('Load or invoice number').fill(load);
  const linehaul = carrierPage.getByLabel('Line Haul', { exact: true });
  await linehaul.click();
  await linehaul.pressSequentially('187500');
  await expect(linehaul).toHaveValue('1,875.00');
  const files = [
    {
      name: `rate-confirmation-${load}.pdf`,
      mimeType: 'application/pdf',
      docType: 'Rate confirmation',
      buffer: Buffer.from(
        samplePdf([
          'RATE CONFIRMATION',
          `Load ${load}`,
          'Redline Logistics - Lone Star Freight LLC',
          'Linehaul $1,875.00',
        ]),
      ),
    },
    { name: `pod-${load}.png`, mimeType: 'image/png', docType: 'Proof of delivery', buffer: Buffer.from(samplePng()) },
  ];
  await carrierPage
    .getByTestId('file-input')
    .setInputFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
  for (const file of files) {
    await carrierPage.getByLabel(`Doc type of ${file.name}`).selectOption({ label: file.docType });
  }
  await carrierPage.getByRole('button', { name: 'Submit paperwork' }).click();
  await expect(carrierPage).toHaveURL(/\/payee\/paperwork\/[^/]+\/success$/, { timeout: 30_000 });
  // The background worker delivers it to the broker within seconds; the carrier's page follows it.
  await expect(carrierPage.getByText('Delivered to Redline Logistics.')).toBeVisible({ timeout: 60_000 });
  const billId = carrierPage.url().split('/').at(-2) ?? '';
  await carrierContext.close();

  // The broker (terms accepted, idempotently) sees it in Settlements and opens the PDF.
  const brokerContext = await browser.newContext({ viewport: desktop });
  const brokerPage = await signedIn(brokerContext, 'broker@demo.test');
  const accept = await brokerPage.request.post(`${settlement}/accepted_terms/accept`, {
    headers: { 'x-csrf-token': await csrfOf(brokerPage.request) },
  });
  expect(accept.ok()).toBe(true);
  await brokerPage.goto('/payor/settlements');
  const row = brokerPage.getByTestId('settlement-row').filter({ hasText: load });
  await expect(row).toContainText('Lone Star Freight LLC');
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('$1,875.00');
  // Newest submission first: the new bill heads the list.
  await expect(brokerPage.getByTestId('settlement-row').first()).toContainText(load);
  await row.getByRole('link').click();
  await expect(brokerPage.getByRole('heading', { name: `Bill ${load}`, level: 1 })).toBeVisible();
  await expect(brokerPage.getByTestId('document')).toHaveCount(2);
  await expect(brokerPage.getByRole('img', { name: new RegExp(`pod-${load}\\.png`) })).toBeVisible();
  await openPdf(brokerPage, files[0]?.name ?? '', billId);
  await capture(brokerPage, 'settlements-11-new-bill-from-carrier');
  await brokerContext.close();
});

/**
 * Three delivered bills of a carrier of this journey's own (so no other journey's bills move),
 * written through the repositories on the running stack as the worker leaves them: linehaul and a
 * lumper, a PDF rate confirmation and a PNG proof of delivery, history created → sent → delivered.
 */
async function deliveredBills(baseURL: string, prefix: string): Promise<{ carrier: string; numbers: string[] }> {
  await connectToLocalStack(baseURL);
  const { putBillIfAbsent } = await import('#functions/repositories/bills.ts');
  const { billDocumentObjectKey, putBillDocumentIfAbsent } = await import('#functions/repositories/bill-documents.ts');
  const { storePaperworkObject } = await import('#functions/repositories/paperwork-objects.ts');
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { putRelationshipIfAbsent } = await import('#functions/repositories/relationships.ts');
  const { createCompany } = await import('../support/fixtures.ts');
  const carrier = await createCompany(CompanyType.Payee, `Mesquite Creek Hauling ${prefix.slice(-4)}`);
  const broker = demoCompanies.broker;
  const now = Date.now();
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  await putRelationshipIfAbsent({
    id: await nextId('relationship'),
    payeeId: carrier.id,
    payorId: broker.id,
    payorName: broker.name,
    payorTypeId: PayorCategory.LanePayBroker,
    currencyId: Currency.USD,
    isClaimed: true,
    claimedAt: iso(600),
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Confirmed,
    contactMethodId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: iso(600),
    assignedFactorId: null,
    factorName: null,
    createdAt: iso(600),
  });
  const numbers = ['01', '02', '03'].map((n) => `${prefix}-${n}`);
  const png = samplePng();
  for (const [index, number] of numbers.entries()) {
    const id = randomUUID();
    const createdAt = iso(240 - index * 30);
    const sentAt = iso(200 - index * 30);
    const deliveredAt = iso(199 - index * 30);
    await putBillIfAbsent(
      {
        id,
        payeeId: carrier.id,
        payeeName: carrier.name,
        payorId: broker.id,
        payorName: broker.name,
        state: BillState.Delivered,
        loadOrInvoiceNumber: number,
        paperworkTypeId: ImageType.RateConfirmation,
        currencyTypeId: Currency.USD,
        charges: [
          { id: `${id}-linehaul`, chargeTypeId: ChargeType.Linehaul, amount: 1_450_00 + index * 100_00 },
          { id: `${id}-lumper`, chargeTypeId: ChargeType.Lumper, amount: 65_00 },
        ],
        createdDate: calendarDateIn(new Date(createdAt)),
        createdAt,
        updatedAt: deliveredAt,
        submittedAt: sentAt,
        sentToAdminBy: null,
        createdByUserId: 0,
        version: 1,
      },
      [
        {
          billId: id,
          eventId: 'e1',
          from: null,
          to: BillState.Incomplete,
          at: createdAt,
          by: 'Dana Driver',
          note: null,
        },
        {
          billId: id,
          eventId: 'e2',
          from: BillState.Incomplete,
          to: BillState.Sent,
          at: sentAt,
          by: 'Dana Driver',
          note: null,
        },
        {
          billId: id,
          eventId: 'e3',
          from: BillState.Sent,
          to: BillState.Delivered,
          at: deliveredAt,
          by: 'LanePay',
          note: null,
        },
      ],
    );
    const files = [
      {
        docId: 'doc-1',
        imageTypeId: ImageType.RateConfirmation,
        fileName: `rate-confirmation-${number}.pdf`,
        contentType: 'application/pdf' as const,
        bytes: samplePdf(['RATE CONFIRMATION', `Load ${number}`, `${broker.name} - ${carrier.name}`]),
      },
      {
        docId: 'doc-2',
        imageTypeId: ImageType.ProofOfDelivery,
        fileName: `pod-${number}.png`,
        contentType: 'image/png' as const,
        bytes: png,
      },
    ];
    for (const file of files) {
      const objectKey = billDocumentObjectKey(id, file.docId);
      await storePaperworkObject(objectKey, file.bytes, file.contentType);
      await putBillDocumentIfAbsent({
        id: file.docId,
        billId: id,
        imageTypeId: file.imageTypeId,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        status: BillDocumentStatus.Attached,
        uploadedAt: createdAt,
        objectKey,
        uploadedBy: 0,
      });
    }
  }
  return { carrier: carrier.name, numbers };
}

test('a broker marks a bill submitted, ignores one and removes two, seeing the state and history each time', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const prefix = `MCH${String(Date.now()).slice(-6)}`;
  const { carrier, numbers } = await deliveredBills(String(baseURL), prefix);
  const [first = '', second = '', third = ''] = numbers;
  const context = await browser.newContext({ viewport: desktop });
  const page = await signedIn(context, 'broker@demo.test');
  // The terms (idempotent: the first journey accepted them through the page already).
  const accept = await page.request.post(`${settlement}/accepted_terms/accept`, {
    headers: { 'x-csrf-token': await csrfOf(page.request) },
  });
  expect(accept.ok()).toBe(true);

  // The carrier's three delivered bills, found by their load numbers.
  await page.goto(`/payor/settlements?q=${prefix}`);
  const rows = page.getByTestId('settlement-row');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  for (const number of numbers) await expect(rows.filter({ hasText: number })).toContainText('Delivered');
  await expect(rows.first()).toContainText(carrier);
  await capture(page, 'settlements-actions-01-list-delivered');

  /** Opens a bill from the filtered list and waits for its page. */
  const open = async (number: string) => {
    await page.goto(`/payor/settlements?q=${prefix}`);
    await rows.filter({ hasText: number }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: `Bill ${number}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  };
  const review = page.getByTestId('review-panel');
  const history = page.getByTestId('bill-history');
  /** After a review: the success page names the new state; the bill shows it with its history. */
  const reviewed = async (number: string, state: string) => {
    await expect(page).toHaveURL(/\/payor\/settlements\/[^/]+\/success\?outcome=reviewed$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: `Bill ${number} is ${state.toLowerCase()}` })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('link', { name: 'View the bill' }).click();
    await expect(page.getByRole('heading', { name: `Bill ${number}`, level: 1 })).toBeVisible({ timeout: 30_000 });
    // The newest history entry is the review: the new state, moved from the old one, by the broker.
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText(state);
    await expect(latest).toContainText('by Blair Broker');
  };

  // Mark submitted: no confirmation, the bill moves on to the broker's accounting.
  await open(first);
  await expect(review.getByRole('button', { name: 'Ignore', exact: true })).toBeVisible();
  await capture(page, 'settlements-actions-02-delivered-review');
  await review.getByRole('button', { name: 'Mark submitted', exact: true }).click();
  await reviewed(first, 'Submitted');
  await expect(history.getByRole('listitem').first()).toContainText('from Delivered');
  await expect(history.getByRole('listitem')).toHaveCount(4);
  // Submitted, it offers approve, reject and remove; no longer ignore or mark submitted.
  await expect(review.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await expect(review.getByRole('button', { name: 'Ignore', exact: true })).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Mark submitted', exact: true })).toHaveCount(0);
  await capture(page, 'settlements-actions-03-submitted');

  // Remove the submitted bill: confirmed first, final afterwards.
  await review.getByRole('button', { name: 'Remove', exact: true }).click();
  const removeFirst = page.getByRole('dialog', { name: `Remove bill ${first}?` });
  await expect(removeFirst).toContainText('The bill stays in Settlements as removed');
  await capture(page, 'settlements-actions-04-remove-dialog', { fullPage: false });
  await removeFirst.getByRole('button', { name: 'Remove bill' }).click();
  await reviewed(first, 'Removed');
  await expect(history.getByRole('listitem').first()).toContainText('from Submitted');
  await expect(review).toContainText('This bill is removed; it can no longer change.');
  for (const action of ['Approve', 'Reject', 'Remove']) {
    await expect(review.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  await capture(page, 'settlements-actions-05-removed');

  // Ignore a delivered bill (a cancel first changes nothing).
  await open(second);
  await review.getByRole('button', { name: 'Ignore', exact: true }).click();
  const ignore = page.getByRole('dialog', { name: `Ignore bill ${second}?` });
  await expect(ignore).toContainText('The bill stays in Settlements as ignored');
  await ignore.getByRole('button', { name: 'Cancel' }).click();
  await expect(ignore).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Bill ${second}`, level: 1 })).toBeVisible();
  await review.getByRole('button', { name: 'Ignore', exact: true }).click();
  await capture(page, 'settlements-actions-06-ignore-dialog', { fullPage: false });
  await page
    .getByRole('dialog', { name: `Ignore bill ${second}?` })
    .getByRole('button', { name: 'Ignore bill' })
    .click();
  await reviewed(second, 'Ignored');
  await expect(history.getByRole('listitem').first()).toContainText('from Delivered');
  await expect(review).toContainText('This bill is ignored; it can no longer change.');
  await capture(page, 'settlements-actions-07-ignored');

  // Remove a delivered bill straight away.
  await open(third);
  await review.getByRole('button', { name: 'Remove', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Remove bill ${third}?` })
    .getByRole('button', { name: 'Remove bill' })
    .click();
  await reviewed(third, 'Removed');
  await expect(history.getByRole('listitem').first()).toContainText('from Delivered');

  // The list: the three bills in their new states, all in the payor's submitted group.
  await page.goto(`/payor/settlements?q=${prefix}`);
  await expect(rows.filter({ hasText: first })).toContainText('Removed', { timeout: 30_000 });
  await expect(rows.filter({ hasText: second })).toContainText('Ignored');
  await expect(rows.filter({ hasText: third })).toContainText('Removed');
  await expect(page.getByTestId('group-count-submitted')).toHaveText('3');
  await expect(page.getByTestId('group-count-incomplete')).toHaveText('0');
  await capture(page, 'settlements-actions-08-list-after');

  // The server recorded each move once, by the broker; a final bill takes no further review.
  const listed = (await (
    await page.request.get(`${settlement}/bills?q[load_or_invoice_number_cont]=${prefix}`)
  ).json()) as {
    bills: Bill[];
  };
  const firstId = listed.bills.find((b) => b.loadOrInvoiceNumber === first)?.id ?? '';
  const firstBill = ((await (await page.request.get(`${settlement}/bills/${firstId}`)).json()) as { bill: Bill }).bill;
  expect(firstBill.history.map((h) => [h.from, h.to, h.by])).toEqual([
    [null, BillState.Incomplete, 'Dana Driver'],
    [BillState.Incomplete, BillState.Sent, 'Dana Driver'],
    [BillState.Sent, BillState.Delivered, 'LanePay'],
    [BillState.Delivered, BillState.Submitted, 'Blair Broker'],
    [BillState.Submitted, BillState.Removed, 'Blair Broker'],
  ]);
  const again = await page.request.put(`${settlement}/bills/${firstId}`, {
    headers: { 'x-csrf-token': await csrfOf(page.request), 'if-match': `"v${firstBill.version}"` },
    data: { state: BillState.Approved },
  });
  expect(again.status()).toBe(400);
  await context.close();
});
