import { expect, type Page, test } from '@playwright/test';
import { noaProcessingDemo } from '#infra/local/seed/seed-noa-processing.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { capture } from './support/capture.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { signIn } from './support/sign-in.ts';

const { pecos } = noaProcessingDemo;
/** Pecos River's relationship with Redline (infra/local/seed/seed-noa-processing.ts). */
const pecosRedlineRelationshipId = 1401;

async function markEveryTaskDone(page: Page) {
  const markDone = page.getByRole('button', { name: /^Mark done: / });
  for (let left = await markDone.count(); left > 0; left -= 1) {
    await markDone.first().click();
    await expect(markDone).toHaveCount(left - 1);
  }
}

test('admin processes a seeded NOA, a second staff member audits it to Complete, and the carrier’s relationship is assigned', async ({
  browser,
  baseURL,
}) => {
  // Four people's sessions and seven captured pages, each checked with axe.
  test.setTimeout(600_000);
  const admin = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, 'admin@demo.test');
  await admin.getByRole('button', { name: 'Essential only' }).click();
  await admin.goto('/admin/noa');
  await expect(admin.getByRole('heading', { level: 1, name: 'NOA processing' })).toBeVisible();
  // Alamo's two seeded NOAs and the queues' demo document (infra/local/seed/seed-noa-queues.ts).
  await expect(admin.getByTestId('noa-queue').filter({ hasText: 'Ready to process' })).toContainText('3 documents');
  await capture(admin, 'noa-queues');

  // The oldest document: Alamo's NOA for Pecos River, its page beside what was read.
  await admin.getByRole('button', { name: 'Process next document' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/noa/${noaProcessingDemo.documentIds.pecos}$`));
  await expect(admin.getByRole('img', { name: 'Page 1 of the document' })).toBeVisible();
  await expect(admin.getByText('You have this document until')).toBeVisible();
  const carrier = admin.getByRole('radio', { name: new RegExp(pecos.name) });
  await expect(carrier).toBeChecked();
  await expect(admin.getByRole('checkbox', { name: 'Redline Logistics' })).toBeChecked();
  await expect(admin.getByRole('checkbox', { name: 'Prairie Grain Co.' })).toBeChecked();
  await admin.getByRole('button', { name: 'Zoom in' }).click();
  await expect(admin.getByText('50 %')).toBeVisible();
  await admin.getByRole('region', { name: /Use \+ and − to zoom/ }).press('+');
  await expect(admin.getByText('75 %')).toBeVisible();
  await admin.getByRole('button', { name: 'Fit width' }).click();
  await capture(admin, 'noa-document-1280');

  // Confirm the match and the fields: the checklist follows them.
  await admin.getByRole('button', { name: 'Confirm fields' }).click();
  await expect(admin.getByText('0 of 5 done')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Submit for audit' })).toBeDisabled();
  await markEveryTaskDone(admin);
  await expect(admin.getByText('5 of 5 done')).toBeVisible();
  // The same screen as noa-document-1280, which axe checked: the picture only.
  await capture(admin, 'noa-document-tasks-done', { checkAccessibility: false });
  await admin.getByRole('button', { name: 'Submit for audit' }).click();
  // On to the next document: Cimarron's.
  await expect(admin).toHaveURL(new RegExp(`/admin/noa/${noaProcessingDemo.documentIds.cimarron}$`));

  // The processor may not audit their own: the audit queue warns.
  await admin.goto('/admin/noa');
  await admin.getByRole('button', { name: 'Audit next document' }).click();
  await expect(admin).toHaveURL(/\/admin\/noa\/audit_queue_warning/);
  await expect(admin.getByText('1 document you processed is waiting for audit.')).toBeVisible();
  await capture(admin, 'noa-audit-queue-warning');

  // A second staff member audits it to Complete.
  const auditor = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(auditor, 'auditor@demo.test');
  await auditor.getByRole('button', { name: 'Essential only' }).click();
  await auditor.goto('/admin/noa');
  await auditor.getByRole('button', { name: 'Audit next document' }).click();
  await expect(auditor).toHaveURL(new RegExp(`/admin/noa/${noaProcessingDemo.documentIds.pecos}$`));
  await expect(auditor.getByText('Processed by Alex Admin')).toBeVisible();
  await capture(auditor, 'noa-audit', { checkAccessibility: false });
  await auditor.getByRole('button', { name: 'Pass audit: complete' }).click();
  await expect(
    auditor.getByRole('heading', { level: 1, name: `Document ${noaProcessingDemo.documentIds.pecos} is complete` }),
  ).toBeVisible();
  await capture(auditor, 'noa-success');
  await auditor.getByRole('link', { name: 'History' }).click();
  await expect(auditor.getByTestId('noa-history-row').filter({ hasText: 'Audit passed' })).toContainText(
    'Avery Auditor',
  );
  await expect(auditor.getByTestId('noa-history-row').filter({ hasText: 'Submitted for audit' })).toContainText(
    'Alex Admin',
  );
  await capture(auditor, 'noa-history');

  // Redline's relationship with Pecos River is now assigned to Alamo (the broker's own API).
  const broker = await (await browser.newContext({ baseURL })).newPage();
  await signIn(broker, 'broker@demo.test');
  const response = await broker.request.get(
    `${apiRoots.core}${fillPath(corePaths.payorPayeeRelationship, { id: pecosRedlineRelationshipId })}`,
  );
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { assignedFactor: { name: string } | null }).assignedFactor?.name).toBe(
    'Alamo Capital Factoring',
  );

  // On a phone the work screen is one column and fits.
  const phone = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await signIn(phone, 'admin@demo.test');
  await phone.getByRole('button', { name: 'Essential only' }).click();
  await phone.goto(`/admin/noa/${noaProcessingDemo.documentIds.cimarron}`);
  await expect(phone.getByRole('img', { name: 'Page 1 of the document' })).toBeVisible();
  await expectNoPageOverflow(phone);
  await capture(phone, 'noa-document-390');
});
