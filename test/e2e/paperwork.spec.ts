import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

/**
 * Issue 4 journeys, carrier side: a carrier creates, uploads and submits paperwork and follows it
 * to delivery; resubmits a seeded incomplete bill after completing it; a driver uploads and sends
 * to the administrator, who completes and submits it; the Restrictions toggle closes paperwork.
 * Against the real stack: the presigned uploads go to s3rver, delivery runs through local SQS and
 * the background worker.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** A one-page PDF with some text, as a scanner would not make it but a viewer opens it. */
async function makePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('RATE CONFIRMATION', { x: 72, y: 700, size: 24, font, color: rgb(0.1, 0.2, 0.5) });
  page.drawText(title, { x: 72, y: 660, size: 14, font });
  page.drawText('Linehaul: $1,850.00', { x: 72, y: 630, size: 14, font });
  return Buffer.from(await pdf.save());
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG: a signed delivery receipt, drawn as stripes with a 'signature' band. */
function makePng(width = 240, height = 160): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > height - 40 && y < height - 30 && x > 30 && x < width - 30;
      const line = y % 20 === 0 && x > 20 && x < width - 20;
      const value = band ? 40 : line ? 150 : 245;
      row[1 + x * 3] = value;
      row[2 + x * 3] = value;
      row[3 + x * 3] = band ? 120 : value;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function chooseBroker(page: Page, typed: string, name: string) {
  const broker = page.getByRole('combobox', { name: 'Broker' });
  await broker.fill(typed);
  await page.getByRole('option', { name }).click();
  await expect(broker).toHaveValue(name);
}

/** Adds files to the drop zone and gives each its doc type, in order. */
async function addFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer; docType: string }[]) {
  await page
    .getByTestId('file-input')
    .setInputFiles(files.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
  for (const file of files) {
    await page.getByLabel(`Doc type of ${file.name}`).selectOption({ label: file.docType });
  }
}

test('the carrier creates paperwork with a linehaul, a PDF and a PNG, submits it and sees it delivered in the submitted group', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(desktop);
  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Paperwork' }).click();
  await expect(page).toHaveTitle('Paperwork | LanePay');
  await expect(page.getByTestId('group-count-incomplete')).not.toHaveText('—');
  const submittedBefore = Number(await page.getByTestId('group-count-submitted').textContent());
  await capture(page, 'paperwork-01-list');

  await page.getByTestId('new-paperwork').click();
  await expect(page).toHaveTitle('New paperwork | LanePay');

  // Nothing filled: every rule of the seeds speaks.
  await page.getByRole('button', { name: 'Submit paperwork' }).click();
  await expect(page.getByText('A valid broker must be selected.')).toBeVisible();
  await expect(page.getByText('Line Haul amount must be greater than $0.00.')).toBeVisible();
  await expect(page.getByText('Required').first()).toBeVisible();

  // The typeahead lists only connected brokers, and says so when nothing matches.
  const broker = page.getByRole('combobox', { name: 'Broker' });
  await broker.fill('zzz');
  await expect(page.getByRole('option', { name: '(No results)' })).toBeVisible();
  await broker.fill('');
  await chooseBroker(page, 'Red', 'Redline Logistics');

  const loadNumber = `LD9${Date.now().toString().slice(-5)}`;
  await page.getByLabel('Load or invoice number').fill(loadNumber);

  // The money input reads digits as cents.
  const linehaul = page.getByLabel('Line Haul', { exact: true });
  await linehaul.click();
  await linehaul.pressSequentially('185000');
  await expect(linehaul).toHaveValue('1,850.00');
  await page.getByRole('button', { name: '+ Add accessorial' }).click();
  const accessorial = page.getByTestId('accessorial-row').first();
  await accessorial.getByRole('combobox').selectOption({ label: 'Detention' });
  await accessorial.getByRole('textbox').pressSequentially('7500');
  await expect(page.getByTestId('charges-total')).toHaveText('$1,925.00');

  // A file over the limit is refused before any upload.
  await page.getByTestId('file-input').setInputFiles({
    name: 'huge-scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(16 * 1024 * 1024, 0x20),
  });
  await expect(page.getByText('huge-scan.pdf is too large. Max file size is 15 MB.')).toBeVisible();
  await expect(page.getByTestId('pending-file')).toHaveCount(0);

  await page.getByTestId('file-input').setInputFiles([
    { name: `rate-confirmation-${loadNumber}.pdf`, mimeType: 'application/pdf', buffer: await makePdf(loadNumber) },
    { name: 'proof-of-delivery.png', mimeType: 'image/png', buffer: makePng() },
  ]);
  await expect(page.getByTestId('pending-file')).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit paperwork' }).click();
  await expect(page.getByText('Must select a doc type')).toHaveCount(2);
  await page.getByLabel(`Doc type of rate-confirmation-${loadNumber}.pdf`).selectOption({ label: 'Rate confirmation' });
  await page.getByLabel('Doc type of proof-of-delivery.png').selectOption({ label: 'Proof of delivery' });
  await expect(page.getByText('Must select a doc type')).toHaveCount(0);
  await capture(page, 'paperwork-02-new-filled');

  await page.getByRole('button', { name: 'Submit paperwork' }).click();
  await expect(page).toHaveURL(/\/payee\/paperwork\/[^/]+\/success$/, { timeout: 30_000 });
  await expect(page).toHaveTitle('Paperwork submitted | LanePay');
  await expect(page.getByRole('heading', { name: 'Paperwork submitted' })).toBeVisible();
  // The background worker delivers it within seconds; the page follows it.
  await expect(page.getByText('Delivered to Redline Logistics.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('bill-state')).toHaveText('Delivered');
  await capture(page, 'paperwork-03-success');

  await page.getByRole('link', { name: 'View paperwork' }).click();
  await expect(page).toHaveTitle(`Paperwork ${loadNumber} | LanePay`);
  await expect(page.getByTestId('charge-row')).toHaveCount(2);
  await expect(page.getByTestId('bill-total')).toHaveText('$1,925.00');
  await expect(page.getByTestId('document')).toHaveCount(2);
  // The PNG is previewed in the page (read through its presigned URL, shown from memory).
  await expect(page.getByRole('img', { name: 'Preview of proof-of-delivery.png' })).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Preview of proof-of-delivery.png' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(240);
  const history = page.getByTestId('bill-history');
  await expect(history).toContainText('Delivered');
  await expect(history).toContainText('by LanePay');
  await capture(page, 'paperwork-04-show');

  // The PDF opens in a new tab from a short-lived link to the bucket.
  const [pdfTab] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('button', { name: `View rate-confirmation-${loadNumber}.pdf` })
      .last()
      .click(),
  ]);
  await expect.poll(() => pdfTab.url()).toContain('X-Amz-Signature');
  const pdf = await page.request.get(pdfTab.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await pdfTab.close();

  await page.getByRole('button', { name: 'View proof-of-delivery.png' }).last().click();
  const preview = page.getByRole('dialog', { name: 'proof-of-delivery.png' });
  await expect(preview.getByRole('img')).toBeVisible();
  await capture(page, 'paperwork-05-image-preview', { fullPage: false });
  await preview.getByRole('button', { name: 'Close' }).click();

  // Back on the list: in the submitted group, one more than before.
  await page.getByRole('link', { name: 'Back to paperwork' }).click();
  await page.locator('[data-group="submitted"]').click();
  await expect(page).toHaveURL(/group=submitted/);
  await expect(page.getByTestId('group-count-submitted')).toHaveText(String(submittedBefore + 1));
  const row = page.getByTestId('bill-row').filter({ hasText: loadNumber });
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('$1,925.00');
  await capture(page, 'paperwork-06-list-submitted');

  // The list remembers its query string: leaving and coming back keeps the group.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Paperwork' }).click();
  await expect(page).toHaveURL(/group=submitted/);

  // Phone: cards instead of the table, nothing wider than the screen.
  await page.setViewportSize(phone);
  await expect(page.getByTestId('bill-card').first()).toBeVisible();
  await expect(page.getByTestId('bill-row').first()).toBeHidden();
  await expectNoPageOverflow(page);
  await capture(page, 'paperwork-07-list-phone');
  await page.getByTestId('bill-card').filter({ hasText: loadNumber }).click();
  await expect(page.getByTestId('document')).toHaveCount(2);
  await expectNoPageOverflow(page);
  await capture(page, 'paperwork-08-show-phone');
  await page.goto('/payee/paperwork/new?skipAnimation');
  await page.getByRole('button', { name: '+ Add accessorial' }).click();
  await page.getByTestId('file-input').setInputFiles({ name: 'bol.png', mimeType: 'image/png', buffer: makePng() });
  await expectNoPageOverflow(page);
  await capture(page, 'paperwork-09-new-phone');
});

test('a file that is not what it claims is refused by the server; the bill stays a draft and a second try finishes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await signIn(page, 'carrier@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto('/payee/paperwork/new?skipAnimation');
  await chooseBroker(page, 'Prairie', 'Prairie Grain Co.');
  const loadNumber = `PG9${Date.now().toString().slice(-5)}`;
  await page.getByLabel('Load or invoice number').fill(loadNumber);
  await page.getByLabel('Line Haul', { exact: true }).pressSequentially('64000');
  await addFiles(page, [
    {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is not a PDF at all'),
      docType: 'Proof of delivery',
    },
  ]);
  await page.getByRole('button', { name: 'Submit paperwork' }).click();

  // The server read the bytes and refused them: the bill exists as a draft, nothing typed is lost.
  await expect(page.getByText('Saved as an incomplete draft')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('scan.pdf is not a PDF, PNG, JPEG or TIFF file.')).toBeVisible();
  await expect(page.getByTestId('pending-file')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByLabel('Line Haul', { exact: true })).toHaveValue('640.00');
  await expect(page.getByLabel('Load or invoice number')).toHaveValue(loadNumber);
  await capture(page, 'paperwork-18-partial-failure');

  await page.getByRole('button', { name: 'Remove scan.pdf' }).click();
  await addFiles(page, [{ name: 'pod.png', mimeType: 'image/png', buffer: makePng(), docType: 'Proof of delivery' }]);
  await page.getByRole('button', { name: 'Submit paperwork' }).click();
  await expect(page.getByRole('heading', { name: 'Paperwork submitted' })).toBeVisible({ timeout: 30_000 });

  // One bill, one linehaul, one document: the second try carried on from the draft.
  await page.goto(`/payee/paperwork?q=${loadNumber}&skipAnimation`);
  const rows = page.getByTestId('bill-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('$640.00');
  await rows.first().getByRole('link', { name: loadNumber }).click();
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await expect(page.getByTestId('document')).toHaveCount(1);
});

test('the carrier completes a seeded incomplete bill, resubmits it and the page shows the state the worker gave it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(desktop);
  await signIn(page, 'carrier@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto('/payee/paperwork?group=incomplete&skipAnimation');
  await page.getByRole('link', { name: 'LD880500', exact: true }).click();
  await expect(page).toHaveTitle('Paperwork LD880500 | LanePay');
  await expect(page.getByTestId('bill-state').first()).toHaveText('Incomplete');
  const documentsBefore = await page.getByTestId('document').count();

  // Not complete yet: the dialog says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit this paperwork?' });
  await expect(dialog.getByText('Line Haul amount must be greater than $0.00.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await capture(page, 'paperwork-10-resubmit-blocked', { fullPage: false });
  await dialog.getByRole('link', { name: 'Complete it' }).click();

  await expect(page).toHaveTitle('Edit LD880500 | LanePay');
  await page.getByLabel('Line Haul', { exact: true }).pressSequentially('212500');
  await addFiles(page, [
    {
      name: 'LD880500-rate.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf('LD880500'),
      docType: 'Rate confirmation',
    },
    { name: 'LD880500-pod.png', mimeType: 'image/png', buffer: makePng(), docType: 'Proof of delivery' },
  ]);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveTitle('Paperwork LD880500 | LanePay', { timeout: 30_000 });
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.getByTestId('document')).toHaveCount(documentsBefore + 2);
  await expect(page.getByRole('heading', { name: 'Ready to submit' })).toBeVisible();

  // One PDF of every document, for a payor that wants a single file (made by the exports API).
  await page.getByRole('button', { name: 'Combine into one PDF' }).click();
  await expect(page.getByText(/^combined-.+\.pdf added \(\d+ pages\)\.$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('document')).toHaveCount(documentsBefore + 3);
  await expect(page.getByTestId('documents')).toContainText('Combined');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText('LD880500 ($2,125.00) will be sent to Redline Logistics.')).toBeVisible();
  await capture(page, 'paperwork-11-resubmit-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  // Sent, then delivered by the worker: the page shows the new state without a reload.
  await expect(page.getByTestId('state-hint')).toHaveText('Delivered to Redline Logistics, who will review it.', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('bill-state').first()).toHaveText('Delivered');
  await expect(page.getByText('LD880500 is now Delivered.')).toBeVisible();
  await expect(page.getByTestId('bill-history')).toContainText('from Sending');
  await capture(page, 'paperwork-12-resubmitted');
  // Delivered: the carrier can no longer change it.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test('a driver uploads paperwork and sends it to the administrator, who completes and submits it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(desktop);
  await signIn(page, 'driver@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Paperwork' }).click();
  await expect(page.getByRole('heading', { name: 'Upload paperwork for your loads' })).toBeVisible();
  await capture(page, 'paperwork-13-driver-list');

  await page.getByTestId('new-paperwork').click();
  await expect(page.getByRole('button', { name: 'Send to administrator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit paperwork' })).toHaveCount(0);
  await chooseBroker(page, 'red', 'Redline Logistics');
  const loadNumber = `DRV${Date.now().toString().slice(-5)}`;
  await page.getByLabel('Load or invoice number').fill(loadNumber);
  await addFiles(page, [
    { name: 'signed-pod.png', mimeType: 'image/png', buffer: makePng(), docType: 'Proof of delivery' },
  ]);
  await capture(page, 'paperwork-14-driver-new');
  await page.getByRole('button', { name: 'Send to administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Sent to your administrator' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('bill-state')).toHaveText('Waiting for admin');
  await capture(page, 'paperwork-15-driver-sent');

  // The carrier's administrator finds it in the incomplete group, completes it and submits it.
  const adminContext = await browser.newContext({ viewport: desktop });
  const admin = await adminContext.newPage();
  await signIn(admin, 'carrier@demo.test');
  await admin.getByRole('button', { name: 'Essential only' }).click();
  await admin.goto('/payee/paperwork?group=incomplete&skipAnimation');
  const row = admin.getByTestId('bill-row').filter({ hasText: loadNumber });
  await expect(row).toContainText('Waiting for admin');
  await expect(row).toContainText('Uploaded by Dana Driver');
  await row.getByRole('link', { name: loadNumber }).click();
  await admin.getByRole('link', { name: 'Edit' }).click();
  await admin.getByLabel('Line Haul', { exact: true }).pressSequentially('99000');
  await addFiles(admin, [
    {
      name: `${loadNumber}-rate.pdf`,
      mimeType: 'application/pdf',
      buffer: await makePdf(loadNumber),
      docType: 'Rate confirmation',
    },
  ]);
  await capture(admin, 'paperwork-16-admin-completes');
  await admin.getByRole('button', { name: 'Save and submit' }).click();
  await expect(admin.getByRole('heading', { name: 'Paperwork submitted' })).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByText('Delivered to Redline Logistics.')).toBeVisible({ timeout: 30_000 });
  await adminContext.close();

  // The driver sees where it went.
  await page.goto('/payee/paperwork?skipAnimation');
  await expect(page.getByTestId('bill-row').filter({ hasText: loadNumber })).toContainText('Delivered');
});

test('with "Allowed to view paperwork" off the paperwork pages explain that paperwork is not available', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signIn(page, 'carrier@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto('/payee/profile?tab=restrictions&skipAnimation');
  const toggle = page.getByRole('switch', { name: 'Allowed to view paperwork' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();

  const billCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/settlement/bills')) billCalls.push(request.url());
  });
  await page.goto('/payee/paperwork?skipAnimation');
  await expect(page.getByRole('heading', { name: 'Paperwork is not available' })).toBeVisible();
  await expect(page).toHaveTitle('Paperwork not available | LanePay');
  await expect(page.getByText(/turned off viewing paperwork/)).toBeVisible();
  expect(billCalls).toEqual([]);
  await capture(page, 'paperwork-17-unavailable');

  await page.getByRole('link', { name: 'Open restrictions' }).click();
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.goto('/payee/paperwork?skipAnimation');
  await expect(page.getByRole('heading', { name: 'Paperwork', exact: true })).toBeVisible();
  await expect(page.getByTestId('bill-row').first()).toBeVisible();
});

test('two people edit one bill: the later save is refused with the message and shows the bill as the other left it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The same carrier in two browsers (two admins, or one admin in two tabs of different machines).
  const contexts = await Promise.all([
    browser.newContext({ viewport: desktop }),
    browser.newContext({ viewport: desktop }),
  ]);
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!first || !second) throw new Error('No pages');
  for (const page of [first, second]) {
    await signIn(page, 'carrier@demo.test');
    await page.getByRole('button', { name: 'Essential only' }).click();
  }

  // A draft to edit.
  await first.goto('/payee/paperwork/new?skipAnimation');
  await chooseBroker(first, 'Prairie', 'Prairie Grain Co.');
  const loadNumber = `ST${Date.now().toString().slice(-6)}`;
  await first.getByLabel('Load or invoice number').fill(loadNumber);
  await first.getByLabel('Line Haul', { exact: true }).pressSequentially('50000');
  await first.getByRole('button', { name: 'Save as draft' }).click();
  await expect(first).toHaveTitle(`Paperwork ${loadNumber} | LanePay`, { timeout: 30_000 });
  const billId = new URL(first.url()).pathname.split('/').at(-1);

  // Both open it for editing: the same version of it.
  for (const page of [first, second]) {
    await page.goto(`/payee/paperwork/${billId}/edit?skipAnimation`);
    await expect(page.getByLabel('Load or invoice number')).toHaveValue(loadNumber);
  }

  // The second saves first: a new number and a new linehaul.
  await second.getByLabel('Load or invoice number').fill(`${loadNumber}-B`);
  const secondLinehaul = second.getByLabel('Line Haul', { exact: true });
  // The charges fill in with the bill: clear the amount only once it is there.
  await expect(secondLinehaul).toHaveValue('500.00');
  await secondLinehaul.fill('');
  await expect(secondLinehaul).toHaveValue('');
  await secondLinehaul.pressSequentially('61000');
  await expect(secondLinehaul).toHaveValue('610.00');
  await second.getByRole('button', { name: 'Save changes' }).click();
  await expect(second.getByText('Changes saved.')).toBeVisible({ timeout: 30_000 });

  // The first, still on the version it loaded, saves its own number: refused, nothing overwritten,
  // and the form now shows the bill as the second left it.
  await first.getByLabel('Load or invoice number').fill(`${loadNumber}-A`);
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByText('This bill was changed at the same time. Please reload it and try again.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    first.getByText('The paperwork below is shown as it is now. Make your changes again and save.'),
  ).toBeVisible();
  await expect(first.getByLabel('Load or invoice number')).toHaveValue(`${loadNumber}-B`);
  await expect(first.getByLabel('Line Haul', { exact: true })).toHaveValue('610.00');
  await expect(first).toHaveTitle(`Edit ${loadNumber}-B | LanePay`);
  await capture(first, 'paperwork-19-stale-edit');

  // Made again on the bill as it is now, the change is saved, and keeps the other's linehaul.
  await first.getByLabel('Load or invoice number').fill(`${loadNumber}-A`);
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first).toHaveTitle(`Paperwork ${loadNumber}-A | LanePay`, { timeout: 30_000 });
  await expect(first.getByTestId('charge-row')).toContainText('$610.00');
  await Promise.all(contexts.map((context) => context.close()));
});
