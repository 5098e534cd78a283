import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { DocumentStatus, LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import { Role } from '#shared/enums/role.ts';
import type { FactorClient } from '#shared/schemas/factor-clients.ts';
import type { FactorPaymentPage } from '#shared/schemas/factor-payments.ts';
import { makeNoaPdf } from '../fixtures/noa/make-noa-pdf.ts';
import { captureBoth } from './support/both-widths.ts';
import { capture } from './support/capture.ts';
import { approvedInvoiceDue, journeyCarrier } from './support/factor-of-record-setup.ts';
import { usd } from './support/money.ts';
import { auditedDocument, completedNoa } from './support/noa-setup.ts';
import { signIn } from './support/sign-in.ts';

const alamo = demoCompanies.factor;
/**
 * Five sessions, the OCR worker and the payout runs share two cores with other work: a page that
 * has its data may take longer than the default 15 s to show it, which is slowness, not a failure.
 */
const expect = baseExpect.configure({ timeout: 45_000 });
const minute = 60_000;

/** A person at a desk of their own (a browser context each), signed in, cookies answered. */
async function sessionOf(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  await page.getByRole('button', { name: 'Essential only' }).click();
  return page;
}

async function markEveryTaskDone(page: Page) {
  const markDone = page.getByRole('button', { name: /^Mark done: / });
  for (let left = await markDone.count(); left > 0; left -= 1) {
    await markDone.first().click();
    await expect(markDone).toHaveCount(left - 1);
  }
}

test('factor of record: an uploaded NOA read by OCR, processed and audited, pays the factor after the cooling-off window; a second factor waits for the LOR; a disputed NOA moves no money', async ({
  browser,
  baseURL,
}) => {
  // Five people's sessions, the conversion worker's OCR and about twenty captured pages with axe.
  test.setTimeout(900_000);
  await connectToLocalStack(String(baseURL));
  const { getInvoice } = await import('#functions/repositories/invoices.ts');
  const { getNoaDocument } = await import('#functions/repositories/noa-documents.ts');
  const { getPayment } = await import('#functions/repositories/payments.ts');
  const { getFactorOfRecord, listFactorHoldEvents } = await import('#functions/repositories/factor-of-record.ts');
  const { listRelationships } = await import('#functions/repositories/relationships.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  const { createCompanyWith, createUserWithMfa } = await import('../support/fixtures.ts');

  // Sierra Madre Trucking: its own admin, two payors the NOA names, one it does not; an approved
  // invoice from each named payor due today.
  const { carrier, debtors, other, relationships, email } = await journeyCarrier();
  const [tamarack, juniper] = debtors as [(typeof debtors)[number], (typeof debtors)[number]];
  const [tamarackRel, juniperRel, otherRel] = relationships as [
    (typeof relationships)[number],
    (typeof relationships)[number],
    (typeof relationships)[number],
  ];
  // Due tomorrow: the local stack runs payouts every ten minutes on the real clock, and would move
  // invoices due today to Missing Bank (the carrier has no account) before the NOA takes effect.
  const firstInvoices = [
    await approvedInvoiceDue(tamarackRel, 184_250, 1),
    await approvedInvoiceDue(juniperRel, 97_300, 1),
  ];

  // 1. Alamo uploads the NOA from its Debtors page; the conflict check says the carrier is free.
  const factor = await sessionOf(browser, baseURL, 'factor@demo.test');
  await expect(factor).toHaveURL(/\/factor\/payors$/);
  const section = factor.getByRole('region', { name: 'Notices and releases' });
  await section.getByRole('button', { name: 'Upload NOA/LOR' }).click();
  const dialog = factor.getByRole('dialog', { name: 'Upload NOA/LOR' });
  const pdf = await makeNoaPdf({
    kind: 'noa',
    factorName: alamo.name,
    carrierName: carrier.name,
    mcNumber: carrier.mcNumber ?? '',
    dotNumber: carrier.dotNumber ?? '',
    debtorNames: [tamarack.name, juniper.name],
    date: '11/27/2026',
  });
  await dialog
    .getByLabel(/^Document/)
    .setInputFiles({ name: 'sierra-madre-noa.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await dialog.getByLabel('What is it?').selectOption({ label: 'NOA, named debtors' });
  await dialog.getByLabel('Carrier MC #').fill(carrier.mcNumber ?? '');
  await expect(
    dialog.getByText(
      `${carrier.name} has no other factor of record: your document can take effect once it is processed.`,
    ),
  ).toBeVisible();
  for (const debtor of [tamarack, juniper]) {
    await dialog.getByLabel('Find a debtor').fill(debtor.name.split(' ')[0] ?? '');
    await dialog.getByLabel(debtor.name).check();
  }
  await capture(factor, 'factor-of-record-01-upload', { fullPage: false });
  const created = factor.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `${apiRoots.core}${corePaths.factorNoaDocuments}`,
  );
  await dialog.getByRole('button', { name: 'Send' }).click();
  const noaId = ((await (await created).json()) as { document: { id: number } }).document.id;
  await expect(dialog).toBeHidden();

  // The local stack's worker converts it and reads its pages: it waits for a processor.
  await expect
    .poll(async () => (await getNoaDocument(noaId))?.status, { timeout: 120_000, intervals: [1_000] })
    .toBe(DocumentStatus.ReadyToProcess);
  const proposed = (await getNoaDocument(noaId))?.proposed;
  expect(proposed).toMatchObject({
    kind: 'noa',
    carrierId: carrier.id,
    mcNumber: carrier.mcNumber,
    dotNumber: carrier.dotNumber,
    factorId: alamo.id,
  });
  expect(proposed?.debtorPayorIds).toEqual(expect.arrayContaining([tamarack.id, juniper.id]));
  await factor.reload();
  const upload = section.getByRole('row', { name: /sierra-madre-noa\.pdf/ });
  await expect(upload).toContainText('In review');
  await captureBoth(factor, 'factor-of-record-02-factor-uploads');

  // 2. Staff: the document is in the processing queue; the processor opens it from there.
  const admin = await sessionOf(browser, baseURL, 'admin@demo.test');
  await admin.goto(`/admin/noa/search?documentId=${noaId}`);
  await expect(admin.getByTestId('noa-document-row')).toHaveCount(1);
  await expect(admin.getByTestId('noa-document-row')).toContainText('Ready to process');
  await admin.goto(`/admin/noa/${noaId}/redirect`);
  await expect(admin).toHaveURL(new RegExp(`/admin/noa/${noaId}$`));
  await expect(admin.getByRole('img', { name: 'Page 1 of the document' })).toBeVisible();
  // What OCR read, the carrier it found by number, the payors it named.
  const read = admin.getByRole('region', { name: 'Read from the document' });
  await expect(read).toContainText(carrier.name);
  await expect(read).toContainText(`MC ${carrier.mcNumber}`);
  await expect(admin.getByRole('radio', { name: new RegExp(carrier.name) })).toBeChecked();
  await expect(admin.getByRole('checkbox', { name: tamarack.name })).toBeChecked();
  await expect(admin.getByRole('checkbox', { name: juniper.name })).toBeChecked();
  await expect(admin.getByRole('checkbox', { name: other.name })).not.toBeChecked();
  await captureBoth(admin, 'factor-of-record-03-processing');
  await admin.getByRole('button', { name: 'Confirm fields' }).click();
  await expect(admin.getByText('0 of 5 done')).toBeVisible();
  await markEveryTaskDone(admin);
  await admin.getByRole('button', { name: 'Submit for audit' }).click();
  await expect(admin).not.toHaveURL(new RegExp(`/admin/noa/${noaId}$`));
  expect((await getNoaDocument(noaId))?.status).toBe(DocumentStatus.ReadyToAudit);

  // A second person audits it to Complete: Alamo becomes the factor of record.
  const auditor = await sessionOf(browser, baseURL, 'auditor@demo.test');
  await auditor.goto('/admin/noa');
  await auditor.getByRole('button', { name: 'Audit next document' }).click();
  await expect(auditor).toHaveURL(new RegExp(`/admin/noa/${noaId}$`));
  await expect(auditor.getByText('Processed by Alex Admin')).toBeVisible();
  await auditor.getByRole('button', { name: 'Pass audit: complete' }).click();
  await expect(auditor.getByRole('heading', { level: 1, name: `Document ${noaId} is complete` })).toBeVisible();
  await captureBoth(auditor, 'factor-of-record-04-audited');
  const completed = await getNoaDocument(noaId);
  expect(completed?.status).toBe(DocumentStatus.Complete);
  expect((await getFactorOfRecord(carrier.id)).factorId).toBe(alamo.id);
  const assignedTo = async () =>
    new Map((await listRelationships(carrier.id)).map((r) => [r.id, r.assignedFactorId ?? null]));
  expect(await assignedTo()).toEqual(
    new Map([
      [tamarackRel.id, alamo.id],
      [juniperRel.id, alamo.id],
      [otherRel.id, null],
    ]),
  );
  const windowEnds = Date.parse(completed?.coolingOffEndsAt ?? '');
  await factor.reload();
  await expect(factor.getByRole('row', { name: /sierra-madre-noa\.pdf/ })).toContainText('Accepted');

  // 3. The carrier's admin is told at once, on the dashboard and the notice.
  const owner = await sessionOf(browser, baseURL, email);
  await expect(owner).toHaveURL(/\/payee\/dashboard$/);
  const banner = owner.getByRole('status').filter({ hasText: `${alamo.name} has sent a notice of assignment` });
  await expect(banner).toBeVisible();
  await captureBoth(owner, 'factor-of-record-05-carrier-dashboard');
  await banner.getByRole('link', { name: 'Review the notice' }).click();
  await expect(owner).toHaveURL(new RegExp(`/payee/noa-notices/${noaId}$`));
  await expect(owner.getByTestId('notice-state')).toHaveText('Waiting: you can dispute it');
  await expect(owner.getByRole('main')).toContainText(tamarack.name);
  await expect(owner.getByRole('main')).toContainText(juniper.name);
  await captureBoth(owner, 'factor-of-record-06-notice');

  // Within the window (tomorrow, when the invoices fall due) the payout run pays nobody; the
  // invoice already says whose it will be.
  const [firstTamarack] = firstInvoices as [number, number];
  await runPayouts(new Date(Date.now() + 24 * 60 * minute));
  for (const id of firstInvoices) expect((await getInvoice(id))?.status).toBe(InvoiceStatus.Approved);
  await owner.goto(`/payee/invoices/${firstTamarack}`);
  await expect(owner.getByTestId('current-term')).toHaveText('Factored account');
  await expect(owner.getByTestId('factor-name')).toHaveText(`Paid to ${alamo.name}`);

  // After the window (the run's clock, not a wait of 72 hours) the run pays Alamo's account.
  const afterWindow = new Date(windowEnds + minute);
  await runPayouts(afterWindow);
  const paid = await Promise.all(firstInvoices.map(getInvoice));
  for (const invoice of paid) expect(invoice?.status).toBe(InvoiceStatus.Paid);
  const paymentIds = [...new Set(paid.map((invoice) => invoice?.paymentId ?? ''))];
  for (const paymentId of paymentIds) {
    expect((await getPayment(paymentId))?.paidTo).toMatchObject({ kind: 'factor', factorId: alamo.id });
  }
  await owner.goto('/payee/payments');
  await expect(owner.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const factored = owner.getByRole('row').filter({ hasText: 'Factored account' });
  await expect(factored).toHaveCount(paymentIds.length);
  await expect(factored.first()).toContainText(alamo.name);
  await captureBoth(owner, 'factor-of-record-07-carrier-payments');
  await factored.first().getByRole('link').click();
  await expect(owner.getByText('Factored account').first()).toBeVisible();
  await captureBoth(owner, 'factor-of-record-08-carrier-payment');

  // The factor's own API: the payments to its operating account, for the invoices' full amounts.
  const payments = await factor.request.get(`${apiRoots.core}${corePaths.factorPayments}?pageSize=100`);
  expect(payments.status()).toBe(200);
  const toAlamo = ((await payments.json()) as FactorPaymentPage).items.filter((p) => p.clientId === carrier.id);
  expect(toAlamo.map((p) => p.bankAccountName)).toEqual(paymentIds.map(() => 'Alamo Capital operating account'));
  expect(toAlamo.reduce((cents, p) => cents + p.netCents, 0)).toBe(184_250 + 97_300);

  // 4. Another factor's NOA for the same carrier waits for Alamo's letter of release, and the
  // carrier's open invoices from those payors are held meanwhile.
  const bluebonnet = await createCompanyWith(CompanyType.Factor, { name: 'Bluebonnet Funding Co' });
  const secondInvoice = await approvedInvoiceDue(tamarackRel, 212_000);
  const secondNoa = await completedNoa({
    factorId: bluebonnet.id,
    payeeId: carrier.id,
    debtorPayorIds: [tamarack.id, juniper.id],
    now: new Date(),
  });
  expect((await getNoaDocument(secondNoa))?.status).toBe(DocumentStatus.PendingLorValidation);
  const held = await getInvoice(secondInvoice);
  expect(held?.status).toBe(InvoiceStatus.Held);
  expect(held?.reviewNote?.holdReason).toBe(HoldReason.WAITING_FOR_LOR);
  await owner.goto(`/payee/invoices/${secondInvoice}`);
  await expect(owner.getByTestId('review-note')).toContainText('On hold: Waiting for a letter of release');
  await expect(owner.getByText(usd(212_000)).first()).toBeVisible();
  await captureBoth(owner, 'factor-of-record-09-held-invoice');
  // Alamo sees the hold on its client, and what releases it: its own LOR.
  const client = await factor.request.get(`${apiRoots.core}${fillPath(corePaths.factorClient, { id: carrier.id })}`);
  expect(client.status()).toBe(200);
  const holds = ((await client.json()) as FactorClient).debtors.flatMap((debtor) => debtor.holds);
  expect(holds.map((hold) => [hold.reasonId, hold.resolvedBy])).toEqual([
    [HoldReason.WAITING_FOR_LOR, 'lorFromFactorOfRecord'],
    [HoldReason.WAITING_FOR_LOR, 'lorFromFactorOfRecord'],
  ]);
  await admin.goto(`/admin/noa/search?carrierId=${carrier.id}`);
  const carrierDocuments = admin.getByTestId('noa-document-row');
  await expect(carrierDocuments).toHaveCount(2);
  await expect(carrierDocuments.filter({ hasText: 'Pending LOR validation' })).toHaveCount(1);
  await captureBoth(admin, 'factor-of-record-10-waiting-for-lor');

  // Bluebonnet, whose NOA waits for the LOR, sees nothing of the carrier or of Alamo's business:
  // no client, invoice or payment on its pages, and Alamo's by their addresses are not found.
  const bluebonnetUser = await sessionOf(browser, baseURL, await createUserWithMfa(bluebonnet, [Role.UserAdmin]));
  await bluebonnetUser.goto('/factor/payee-relationships');
  await expect(bluebonnetUser.getByText('No client yet')).toBeVisible();
  await captureBoth(bluebonnetUser, 'factor-of-record-10b-second-factor-clients');
  await bluebonnetUser.goto('/factor/invoices');
  await expect(bluebonnetUser.getByText('No invoice yet')).toBeVisible();
  await bluebonnetUser.goto('/factor/payments');
  await expect(bluebonnetUser.getByText('No payment yet')).toBeVisible();
  const alamoPayment = toAlamo[0]?.id ?? '';
  for (const path of [
    fillPath(corePaths.factorClient, { id: carrier.id }),
    fillPath(corePaths.factorInvoice, { id: firstTamarack }),
    fillPath(corePaths.factorPayment, { id: alamoPayment }),
  ]) {
    expect((await bluebonnetUser.request.get(`${apiRoots.core}${path}`)).status(), path).toBe(404);
  }
  await bluebonnetUser.goto(`/factor/payments/${alamoPayment}`);
  await expect(bluebonnetUser.getByText('This payment is not one of yours.')).toBeVisible();
  await expect(bluebonnetUser.getByRole('main')).not.toContainText(carrier.name);
  await expect(bluebonnetUser.getByRole('main')).not.toContainText(usd(184_250));
  await bluebonnetUser.context().close();

  // Alamo's global LOR releases it all: Bluebonnet's NOA completes, the holds go, the invoice is
  // approved again and now Bluebonnet's.
  const lor = await auditedDocument({
    factorId: alamo.id,
    payeeId: carrier.id,
    request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor },
    now: new Date(),
  });
  expect((await getNoaDocument(lor))?.status).toBe(DocumentStatus.Complete);
  const second = await getNoaDocument(secondNoa);
  expect(second?.status).toBe(DocumentStatus.Complete);
  expect((await getFactorOfRecord(carrier.id)).factorId).toBe(bluebonnet.id);
  expect((await getInvoice(secondInvoice))?.status).toBe(InvoiceStatus.Approved);
  const events = (await listFactorHoldEvents(carrier.id)).filter((e) => e.reason === HoldReason.WAITING_FOR_LOR);
  expect(events.filter((e) => e.kind === 'placed').map((e) => e.byDocumentId)).toEqual([secondNoa, secondNoa]);
  expect(
    events
      .filter((e) => e.kind === 'released')
      .map((e) => e.relationshipId)
      .sort(),
  ).toEqual([tamarackRel.id, juniperRel.id].sort());
  await owner.goto(`/payee/invoices/${secondInvoice}`);
  await expect(owner.getByTestId('review-note')).toHaveCount(0);
  await expect(owner.getByTestId('factor-name')).toHaveText(`Paid to ${bluebonnet.name}`);

  // 5. Bluebonnet's notice is new to the carrier, who never sold to Bluebonnet: disputed in its
  // window, it goes to fraud investigation, and no run pays anybody for those payors.
  // Alamo's notice, ended by its LOR, no longer warns (nor may be disputed): only Bluebonnet's does.
  await owner.goto('/payee/dashboard');
  const secondBanner = owner
    .getByRole('status')
    .filter({ hasText: `${bluebonnet.name} has sent a notice of assignment` });
  await expect(secondBanner).toBeVisible();
  await expect(owner.getByRole('status').filter({ hasText: 'has sent a notice of assignment' })).toHaveCount(1);
  await captureBoth(owner, 'factor-of-record-11-second-notice');
  await secondBanner.getByRole('link', { name: 'Review the notice' }).click();
  await expect(owner).toHaveURL(new RegExp(`/payee/noa-notices/${secondNoa}$`));
  await owner.getByLabel('Why you dispute it').fill(`We never sold invoices to ${bluebonnet.name}.`);
  await owner.getByRole('button', { name: 'Dispute this notice' }).click();
  await expect(owner.getByTestId('notice-state')).toHaveText('Disputed: under investigation');
  await captureBoth(owner, 'factor-of-record-12-disputed', { blur: true });
  expect((await getNoaDocument(secondNoa))?.status).toBe(DocumentStatus.FraudInvestigation);
  expect((await getInvoice(secondInvoice))?.reviewNote?.holdReason).toBe(HoldReason.FRAUD_NOA);

  await runPayouts(new Date(Date.parse(second?.coolingOffEndsAt ?? '') + minute));
  const unpaid = await getInvoice(secondInvoice);
  expect(unpaid?.status).toBe(InvoiceStatus.Held);
  expect(unpaid?.paymentId).toBeNull();
  await owner.goto('/payee/payments');
  await expect(owner.getByRole('row').filter({ hasText: 'Factored account' })).toHaveCount(paymentIds.length);
  await expect(owner.getByText(bluebonnet.name)).toHaveCount(0);
  await owner.goto('/payee/noa-notices');
  await expect(owner.getByRole('heading', { level: 1, name: 'Notices of assignment' })).toBeVisible();
  await captureBoth(owner, 'factor-of-record-13-notices', { blur: true });
});
