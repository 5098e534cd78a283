import { expect, type Locator, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayorCategory, PayorKind } from '#shared/enums/payor.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { Role } from '#shared/enums/role.ts';
import type { Dashboard } from '#shared/schemas/payee-dashboard.ts';
import { capture } from './support/capture.ts';
import { usd } from './support/money.ts';
import { signIn } from './support/sign-in.ts';

/** The amount a total of the invoice card shows (approved, held or pending). */
const total = (page: Page, key: 'approved' | 'held' | 'pending'): Locator =>
  page.locator(`[data-card="invoices"] [data-total="${key}"]`).first();

async function amountOf(locator: Locator): Promise<string> {
  return (await locator.locator('span').nth(1).textContent()) ?? '';
}

test('the carrier’s dashboard: tabs switch the figures, promotions, and the Select Carrier offer', async ({ page }) => {
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page).toHaveTitle('Dashboard | LanePay');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // All payors: the demo carrier's free QuickPays are the broker's.
  const tabs = page.getByRole('tablist', { name: 'Payors' });
  await expect(tabs.getByRole('tab', { name: 'All payors' })).toHaveAttribute('aria-selected', 'true');
  await expect(total(page, 'approved')).toContainText('Approved');
  const allApproved = await amountOf(total(page, 'approved'));
  const allPending = await amountOf(total(page, 'pending'));
  expect(allApproved).toMatch(/^\$[1-9][\d,]*\.\d{2}$/);
  await expect(page.locator('[data-card="wallet"]')).toContainText('Operating account');
  await expect(page.locator('[data-card="wallet"] [data-figure="held"]')).toContainText('$');
  await expect(page.getByRole('heading', { name: 'Promotions from your payors' })).toBeVisible();
  const redline = page.locator('[data-campaign-id="1"]');
  await expect(redline).toContainText('Redline Logistics');
  await expect(redline).toContainText('Active');
  await expect(redline).toContainText('3 free QuickPay invoices');
  await expect(page.locator('[data-campaign-id="2"]')).toContainText('Summit Freight Brokers');
  const promotional = page.locator('[data-card="promotional-invoices"] tbody tr');
  await expect(promotional.first()).toContainText('Redline Logistics');
  await capture(page, 'dashboard-all', { blur: true });

  // Each tab shows its payors' share, as the server totals it: the broker and shipper tabs add up to
  // All payors, and their pending figures differ from it.
  const approvedOf = async (payorKindId: number | null) => {
    const query = payorKindId === null ? '' : `?payorKindId=${payorKindId}`;
    const response = await page.request.get(`${apiRoots.core}${corePaths.payeeDashboard}${query}`);
    expect(response.ok()).toBe(true);
    const figures = (await response.json()) as Dashboard;
    return figures.invoices.totals.find((t) => t.currencyId === Currency.USD)?.approvedCents ?? 0;
  };
  const [allApprovedCents, brokersApprovedCents, shippersApprovedCents] = await Promise.all([
    approvedOf(null),
    approvedOf(PayorKind.Broker),
    approvedOf(PayorKind.Shipper),
  ]);
  expect(usd(allApprovedCents)).toBe(allApproved);
  expect(brokersApprovedCents + shippersApprovedCents).toBe(allApprovedCents);
  expect(shippersApprovedCents).toBeGreaterThan(0);

  await tabs.getByRole('tab', { name: 'My brokers' }).click();
  await expect(page).toHaveURL(/payors=brokers/);
  await expect(page.locator('[role="tabpanel"][data-tab="brokers"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(total(page, 'approved').locator('span').nth(1)).toHaveText(usd(brokersApprovedCents));
  const brokersPending = await amountOf(total(page, 'pending'));
  expect(brokersPending).not.toBe(allPending);
  await expect(page.locator('[data-card="invoices"]')).toContainText('Outstanding with your brokers');
  await capture(page, 'dashboard-brokers', { blur: true });

  await tabs.getByRole('tab', { name: 'My shippers' }).click();
  await expect(page.locator('[role="tabpanel"][data-tab="shippers"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(total(page, 'approved').locator('span').nth(1)).toHaveText(usd(shippersApprovedCents));
  await expect(page.locator('[data-card="invoices"]')).toContainText('Outstanding with your shippers');
  await capture(page, 'dashboard-shippers', { blur: true });

  // A total opens the invoice list filtered to it.
  await total(page, 'approved').click();
  await expect(page).toHaveURL(/\/payee\/invoices\?status=2$/);
  await page.goBack();

  // The Select Carrier card leads to the offer (not joined here: the demo carrier serves other journeys).
  const card = page.locator('[data-card="select-carrier"]');
  await expect(card.locator('[data-badge="offer"]')).toBeVisible();
  await card.getByRole('link', { name: 'See the offer' }).click();
  await expect(page).toHaveURL(/\/payee\/select-carrier$/);
  await expect(page).toHaveTitle('Select Carrier | LanePay');
  await expect(page.locator('[data-rate="300"]')).toHaveText('3%');
  await expect(page.getByRole('row', { name: /Redline Logistics\s+2\.5%\s+Yes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join Select Carrier' })).toBeVisible();
  await capture(page, 'dashboard-select-carrier-offer', { blur: true });

  // On a phone the cards stack.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payee/dashboard?skipAnimation');
  await expect(total(page, 'approved')).toBeVisible();
  await capture(page, 'dashboard-mobile', { blur: true });
});

test('a new carrier accepts the Select Carrier terms and its invoice moves to QuickPay', async ({ page, baseURL }) => {
  // A carrier of its own, so joining changes nothing the other journeys use: claimed with the demo
  // broker (QuickPay 2.5 %, under the 3 % rate), one invoice under review.
  await connectToLocalStack(String(baseURL));
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { putRelationshipIfAbsent } = await import('#functions/repositories/relationships.ts');
  const { getInvoice, putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
  const { createCompany, createUserWithMfa } = await import('../support/fixtures.ts');
  const carrier = await createCompany(CompanyType.Payee, `Mesa Ridge Transport ${Date.now() % 100_000}`);
  const broker = demoCompanies.broker;
  const relationshipId = await nextId('relationship');
  const today = calendarDateIn(new Date());
  await putRelationshipIfAbsent({
    id: relationshipId,
    payeeId: carrier.id,
    payorId: broker.id,
    payorName: broker.name,
    payorTypeId: PayorCategory.LanePayBroker,
    currencyId: Currency.USD,
    isClaimed: true,
    claimedAt: new Date().toISOString(),
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Confirmed,
    contactMethodId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: new Date().toISOString(),
    assignedFactorId: null,
    factorName: null,
    createdAt: new Date().toISOString(),
  });
  const invoiceId = await nextId('invoice');
  const uploaded = addDays(today, -2);
  await putInvoiceIfAbsent({
    id: invoiceId,
    payeeId: carrier.id,
    payorId: broker.id,
    payorName: broker.name,
    relationshipId,
    invoiceNumber: `MRT-${invoiceId}`,
    loadNumber: `LD-MRT-${invoiceId}`,
    kind: InvoiceKind.Standard,
    currencyId: Currency.USD,
    grossCents: 240_000,
    status: InvoiceStatus.Pending,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 240_000,
    isFreeQuickPay: false,
    dates: {
      uploaded,
      approved: null,
      paid: null,
      approvedSet: null,
      drafted: null,
      statusChange: uploaded,
      advanceScheduled: null,
      invoiceRequested: uploaded,
      paymentScheduled: null,
    },
    expectedPayDate: null,
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' }],
    termElection: null,
    version: 1,
  });
  const email = await createUserWithMfa(carrier, [Role.PayeeAdmin]);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(total(page, 'pending').locator('span').nth(1)).toHaveText('$2,400.00');
  const card = page.locator('[data-card="select-carrier"]');
  await expect(card).toContainText('3% or less');
  await card.getByRole('link', { name: 'See the offer' }).click();

  await expect(page.getByText('Joining now moves 1 invoice ($2,400.00) to QuickPay.')).toBeVisible();
  await page.getByRole('button', { name: 'Join Select Carrier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Carrier terms' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('within 24 hours');
  await expect(dialog).toContainText(carrier.name);
  // The terms must be agreed, as the API insists too.
  await dialog.getByRole('button', { name: 'Accept and join' }).click();
  await expect(dialog.getByText('You must agree to Terms of Service.')).toBeVisible();
  await capture(page, 'dashboard-select-carrier-terms', { fullPage: false, blur: true });
  await dialog.getByLabel('I agree to the Select Carrier terms').check();
  await dialog.getByRole('button', { name: 'Accept and join' }).click();

  await expect(page).toHaveURL(/\/payee\/select-carrier\/success$/);
  await expect(page).toHaveTitle('Welcome to Select Carrier | LanePay');
  await expect(page.getByRole('heading', { name: 'You are a Select Carrier!' })).toBeVisible();
  await expect(page.getByText('Your Select Carrier connections will be made within 24 hours.')).toBeVisible();
  await expect(page.getByText('1 invoice moved to QuickPay.')).toBeVisible();
  await capture(page, 'dashboard-select-carrier-success', { blur: true });

  const elected = await getInvoice(invoiceId);
  expect(elected).toMatchObject({ paymentType: PaymentType.QuickPay, feeCents: 6_000, netCents: 234_000 });

  // Back on the dashboard: the member badge, and the pending net after the QuickPay fee.
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(card.locator('[data-badge="member"]')).toBeVisible();
  await expect(total(page, 'pending').locator('span').nth(1)).toHaveText('$2,340.00');
  await capture(page, 'dashboard-member', { blur: true });
});

test('a driver sees no money and no promotions on the dashboard', async ({ page }) => {
  await signIn(page, 'driver@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page.getByText('Figures are for administrators and billing')).toBeVisible();
  await expect(page.locator('[data-card="paperwork"]')).toBeVisible();
  await expect(page.locator('[data-card="invoices"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Promotions from your payors' })).toHaveCount(0);
  await capture(page, 'dashboard-driver', { blur: true });
});
