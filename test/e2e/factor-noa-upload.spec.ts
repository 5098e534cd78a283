import { expect, test } from '@playwright/test';
import { demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { noaIntakeAddressOf } from '#shared/constants/noa-intake.ts';
import { makeNoaPdf } from '../fixtures/noa/make-noa-pdf.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

const { factor, carrier, broker, summitBrokers, secondCarrier } = demoCompanies;

test('the factor uploads an NOA naming a carrier and two debtors and sees it received', async ({ page }) => {
  // Three captures with their accessibility checks: past the default minute on a loaded machine.
  test.setTimeout(240_000);
  const pdf = await makeNoaPdf({
    kind: 'noa',
    factorName: factor.name,
    carrierName: carrier.name,
    mcNumber: carrier.mcNumber,
    dotNumber: carrier.dotNumber,
    debtorNames: [broker.name, summitBrokers.name],
    date: '2026-11-29',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'factor@demo.test');
  await expect(page).toHaveURL(/\/factor\/payors$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  const section = page.getByRole('region', { name: 'Notices and releases' });
  await expect(section).toBeVisible();

  await section.getByRole('button', { name: 'Upload NOA/LOR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload NOA/LOR' });
  await dialog
    .getByLabel(/^Document/)
    .setInputFiles({ name: 'lone-star-noa.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await dialog.getByLabel('What is it?').selectOption({ label: 'NOA, named debtors' });

  // The conflict check answers as the carrier is named: Blue Ridge is already Alamo's, Lone Star is free.
  await dialog.getByLabel('Carrier MC #').fill(secondCarrier.mcNumber);
  await expect(dialog.getByText(`You are already the factor of record of ${secondCarrier.name}.`)).toBeVisible();
  await dialog.getByLabel('Carrier MC #').fill(carrier.mcNumber);
  await expect(
    dialog.getByText(
      `${carrier.name} has no other factor of record: your document can take effect once it is processed.`,
    ),
  ).toBeVisible();

  // Two debtors, each with the address the factor may also mail its notices to.
  await dialog.getByLabel('Find a debtor').fill('Redline');
  await dialog.getByLabel(broker.name).check();
  await dialog.getByLabel('Find a debtor').fill('Summit');
  await dialog.getByLabel(summitBrokers.name).check();
  await expect(dialog.getByText(`Or email it to ${noaIntakeAddressOf(broker.id)}`)).toBeVisible();
  await expect(dialog.getByText(`Or email it to ${noaIntakeAddressOf(summitBrokers.id)}`)).toBeVisible();
  await capture(page, 'factor-noa-upload-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Your document was received.')).toBeVisible();
  const row = section.getByRole('row', { name: /lone-star-noa\.pdf/ });
  await expect(row).toContainText(carrier.name);
  await expect(row).toContainText(`${broker.name}, ${summitBrokers.name}`);
  await expect(row).toContainText('NOA, named debtors');
  // The conversion worker reads it within seconds: received, or already in review.
  await expect(row).toContainText(/Received|In review/);
  await expectNoPageOverflow(page);
  await capture(page, 'factor-noa-uploads');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(section.getByText('lone-star-noa.pdf')).toBeVisible();
  await expectNoPageOverflow(page);
  await capture(page, 'factor-noa-uploads-mobile');
});
