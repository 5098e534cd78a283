import { expect, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { capture } from './support/capture.ts';
import { completedNoa } from './support/noa-setup.ts';
import { signInWithMfa } from './support/sign-in.ts';

/** Works in Blue Ridge Haulers, the other company of carrier@demo.test, for this tab's session only. */
async function switchToBlueRidge(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu for Casey Carrier' }).click();
  await page.getByRole('menuitem', { name: 'Switch company' }).click();
  const switcher = page.getByRole('dialog', { name: 'Switch company' });
  await switcher.getByText('Blue Ridge Haulers').click();
  // The app reloads into the company: the top bar names it.
  await expect(page.getByRole('banner').getByRole('definition')).toContainText(['Blue Ridge Haulers']);
}

test('the fraud guard: a carrier sees a new notice of assignment on its dashboard, disputes it, and no money moves', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // Alamo (already Blue Ridge's factor of record for Redline) sends a notice naming a new payor of
  // Blue Ridge's, which has an approved invoice due today. Completed now: in its cooling-off window.
  await connectToLocalStack(String(baseURL));
  const { createClaimedRelationship, createCompanyWith } = await import('../support/fixtures.ts');
  const { invoiceRecord } = await import('../support/invoice-records.ts');
  const { getCompany } = await import('#functions/repositories/companies.ts');
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { getInvoice, putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
  const { getNoaDocument } = await import('#functions/repositories/noa-documents.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  const blueRidge = await getCompany(demoCompanies.secondCarrier.id);
  if (!blueRidge) throw new Error('Blue Ridge Haulers is not seeded');
  const payor = await createCompanyWith(CompanyType.Payor, { name: 'Cascade Freight Brokers' });
  const relationship = await createClaimedRelationship(blueRidge, payor);
  const today = calendarDateIn(new Date());
  const invoiceId = await nextId('invoice');
  await putInvoiceIfAbsent(
    invoiceRecord(
      {
        id: invoiceId,
        payeeId: blueRidge.id,
        payorId: payor.id,
        payorName: payor.name,
        relationshipId: relationship.id,
      },
      {
        invoiceNumber: `CFB-${invoiceId}`,
        status: InvoiceStatus.Approved,
        expectedPayDate: today,
        dates: { uploaded: addDays(today, -20), approved: addDays(today, -18), approvedSet: addDays(today, -18) },
      },
    ),
  );
  const noticeId = await completedNoa({
    factorId: demoCompanies.factor.id,
    payeeId: blueRidge.id,
    debtorPayorIds: [payor.id],
    now: new Date(),
  });

  // The carrier's admin signs in (a session of this tab alone: switching company must not follow
  // the other journeys) and works in Blue Ridge: the dashboard warns of the notice.
  await signInWithMfa(page, 'carrier@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await switchToBlueRidge(page);
  await page.goto('/payee/dashboard');
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Alamo Capital Factoring has sent a notice of assignment' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('your payments from Cascade Freight Brokers go to Alamo Capital Factoring');
  await capture(page, 'payee-noa-notice-01-dashboard-banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'payee-noa-notice-02-dashboard-banner-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The notice: who, which payor, since when, until when it may be disputed.
  await banner.getByRole('link', { name: 'Review the notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/payee/noa-notices/${noticeId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Notice ${noticeId} from Alamo Capital Factoring`,
  );
  await expect(page.getByTestId('notice-state')).toHaveText('Waiting: you can dispute it');
  await expect(page.getByText('Cascade Freight Brokers')).toBeVisible();
  await capture(page, 'payee-noa-notice-03-notice');

  // A dispute needs a reason; with one, the notice goes to fraud investigation.
  await page.getByRole('button', { name: 'Dispute this notice' }).click();
  await expect(page.getByText('Say why you dispute this notice.')).toBeVisible();
  await page.getByLabel('Why you dispute it').fill('We never sold invoices to Alamo Capital Factoring.');
  await page.getByRole('button', { name: 'Dispute this notice' }).click();
  await expect(page.getByTestId('notice-state')).toHaveText('Disputed: under investigation');
  await expect(page.getByText('We never sold invoices to Alamo Capital Factoring.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dispute this notice' })).toHaveCount(0);
  await capture(page, 'payee-noa-notice-04-disputed', { blur: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'payee-noa-notice-05-disputed-phone', { blur: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await getNoaDocument(noticeId))?.status).toBe(DocumentStatus.FraudInvestigation);

  // The notices page lists it where it stands.
  await page.getByRole('link', { name: 'All notices' }).click();
  await expect(page.getByRole('heading', { name: 'Notices of assignment', level: 1 })).toBeVisible();
  const listed = page.getByRole('listitem').filter({ hasText: `Notice ${noticeId} from Alamo Capital Factoring` });
  await expect(listed.getByTestId('notice-state')).toHaveText('Disputed: under investigation');
  await capture(page, 'payee-noa-notice-06-notices', { blur: true });

  // The banner is gone, and a payout run pays nobody for the held invoice: nothing went to the factor.
  await runPayouts(new Date());
  const invoice = await getInvoice(invoiceId);
  expect(invoice?.status).toBe(InvoiceStatus.Held);
  expect(invoice?.paymentId).toBeNull();
  await page.goto('/payee/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('has sent a notice of assignment')).toHaveCount(0);
  await page.goto('/payee/payments');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Factored account')).toHaveCount(0);
  await capture(page, 'payee-noa-notice-07-payments');

  // The invoice says whose it would be: held, its term 'Factored account', paid to Alamo once released.
  await page.goto(`/payee/invoices/${invoiceId}`);
  await expect(page.getByTestId('current-term')).toHaveText('Factored account');
  await expect(page.getByTestId('factor-name')).toHaveText('Paid to Alamo Capital Factoring');
  await capture(page, 'payee-noa-notice-08-invoice');
});
