import { expect, test } from '@playwright/test';
import { captureBoth } from './support/both-widths.ts';
import { capture } from './support/capture.ts';
import { signIn } from './support/sign-in.ts';

test('staff work the NOA queues: metrics, search, a conflict resolved, new factors, missing LORs, two removed at once', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();

  // The dashboard leads to the NOA work: metrics, the seeded queues and today's work by Alex Admin.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const work = page.getByRole('region', { name: 'Notices of assignment' });
  await expect(work.getByRole('link')).toHaveCount(7);
  await captureBoth(page, 'admin-dashboard-noa-work');
  await work.getByRole('link', { name: /^Metrics/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NOA metrics' })).toBeVisible();
  const queues = page.getByTestId('noa-queue-figures');
  await expect(queues.getByRole('row', { name: /Action conflict/ })).toContainText('4');
  await expect(page.getByTestId('noa-processor-rates')).toContainText('Alex Admin');
  await captureBoth(page, 'admin-noa-metrics');

  // Search: the processing queue by default, then one carrier's documents.
  await page.goto('/admin/noa/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search NOA documents' })).toBeVisible();
  // The processing queue holds the demo's documents waiting for a processor, however many the
  // processing journey has taken by now.
  const toProcess = page.getByTestId('noa-document-row');
  await expect(toProcess.first()).toBeVisible();
  for (const row of await toProcess.all()) await expect(row).toContainText('Ready to process');
  await page.getByLabel('Carrier ID').fill('1502');
  await page.getByLabel('Status').selectOption({ label: 'Any status' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('noa-document-row')).toHaveCount(2);
  await expect(page.getByTestId('noa-document-row').first()).toContainText('Pending LOR validation');
  await captureBoth(page, 'admin-noa-search');

  // Action conflicts: the longest waiting first; one is returned to the processing queue.
  await page.goto('/admin/noa/action_conflicts');
  await expect(page.getByRole('heading', { level: 1, name: 'Action conflicts' })).toBeVisible();
  const conflicts = page.getByTestId('noa-document-row');
  await expect(conflicts).toHaveCount(4);
  await expect(conflicts.first()).toContainText('Broker not specified');
  await captureBoth(page, 'admin-noa-action-conflicts');
  await conflicts.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Action conflict NOA-\d+$/ })).toBeVisible();
  await expect(page.getByTestId('noa-history')).toContainText('Alex Admin');
  await captureBoth(page, 'admin-noa-action-conflict');
  await page.getByLabel('Remove the document').check();
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('alert')).toHaveText('Required');
  await page.getByLabel('Return to the processing queue').check();
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('The conflict is resolved: the document is now Ready to process.')).toBeVisible();
  await page.getByRole('link', { name: 'Action conflicts' }).click();
  await expect(page.getByTestId('noa-document-row')).toHaveCount(3);

  // Pending new factors: grouped by the name the documents give the factor.
  await page.goto('/admin/noa/pending_factors');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending new factors' })).toBeVisible();
  const groups = page.getByTestId('pending-factor-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.first()).toContainText('Nimbus Freight Funding');
  await captureBoth(page, 'admin-noa-pending-factors');
  await groups.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pending new factor NOA-\d+$/ })).toBeVisible();
  await captureBoth(page, 'admin-noa-pending-factor');

  // Missing letters of release: Pioneer's NOA waits for Keystone's LOR.
  await page.goto('/admin/noa/missing_lor');
  await expect(page.getByRole('heading', { level: 1, name: 'Missing letters of release' })).toBeVisible();
  const waiting = page.getByTestId('noa-document-row');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Harbor Line Carriers');
  await expect(waiting).toContainText('Keystone Freight Funding');
  await captureBoth(page, 'admin-noa-missing-lor');

  // Bulk removal: two of the remaining conflicts, removed as duplicates, one result each.
  await page.goto('/admin/noa/bulk_remove');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk remove' })).toBeVisible();
  const rows = page.getByTestId('noa-document-row');
  await expect(rows).toHaveCount(3);
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('bulk-selected')).toHaveText('2 selected');
  await page.getByLabel('Reason').selectOption({ label: 'Duplicate NOA' });
  await page.getByLabel('Note (optional)').fill('Sent twice');
  await captureBoth(page, 'admin-noa-bulk-remove');
  await page.getByRole('button', { name: 'Remove selected' }).click();
  const results = page.getByTestId('bulk-results');
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(results.getByRole('listitem').filter({ hasText: 'Removed' })).toHaveCount(2);
  await expect(rows).toHaveCount(1);
  await capture(page, 'admin-noa-bulk-removed');
});

test('an ops manager splits an NOA into its notices and reads the coachable report', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Split NOAs (an operations manager): the seeded upload holding two carriers' notices.
  await page.goto('/admin/noa/split_noas');
  await expect(page.getByRole('heading', { level: 1, name: 'Split NOAs' })).toBeVisible();
  await expect(page.getByTestId('noa-document-row')).toHaveCount(1);
  await captureBoth(page, 'admin-noa-split-noas');
  await page.getByTestId('noa-document-row').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Split NOA-\d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Split', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Split the document into at least two parts.');
  await page.getByLabel('A new notice starts on page 2').check();
  await expect(page.getByTestId('noa-split-summary')).toHaveText('2 parts');
  await captureBoth(page, 'admin-noa-split-noa');
  await page.getByRole('button', { name: 'Split', exact: true }).click();
  await expect(page.getByTestId('noa-split-parts').getByRole('link')).toHaveCount(2);
  await expect(page.getByTestId('noa-history')).toContainText('Split complete');
  await capture(page, 'admin-noa-split-done');

  // The coachable report: the finding Sam's audit returned to Alex, and Alex's findings.
  await page.goto('/admin/noa/coachable_report');
  await expect(page.getByRole('heading', { level: 1, name: 'Coachable report' })).toBeVisible();
  const alex = page.getByTestId('noa-coachable-row').filter({ hasText: 'Alex Admin' });
  await expect(alex).toBeVisible();
  await captureBoth(page, 'admin-noa-coachable-report');
  await alex.getByRole('link', { name: 'Alex Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Findings for Alex Admin' })).toBeVisible();
  await expect(page.getByTestId('noa-findings')).toContainText('The MC number on the notice was not checked');
  await captureBoth(page, 'admin-noa-coachable-processor');
});

test('staff read the resolved action conflicts and return an LOR once designated', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Essential only' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The action conflicts' history: the seeded flyer removed as spam yesterday (and any conflict
  // the other journey resolved today).
  await page.goto('/admin/noa/action_conflicts');
  await page.getByRole('link', { name: 'History of resolved conflicts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action conflicts history' })).toBeVisible();
  // Newest first: the seeded flyer is the last of its carrier's rows (the queues journey may have
  // removed the other seeded Summit Ridge conflict today).
  const flyers = page.getByTestId('noa-document-row').filter({ hasText: 'Summit Ridge Express' });
  await expect(flyers.first()).toBeVisible();
  const flyer = flyers.last();
  await expect(flyer).toContainText('Removed');
  await captureBoth(page, 'admin-noa-conflict-history');
  await flyer.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Conflict history NOA-\d+$/ })).toBeVisible();
  await captureBoth(page, 'admin-noa-conflict-history-document');

  // A letter of release pending its designation, found by its status, returned to processing.
  await page.goto('/admin/noa/search?status=24');
  await page.getByTestId('noa-document-row').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Pending LOR designation NOA-\d+$/ })).toBeVisible();
  await captureBoth(page, 'admin-noa-lor-designation');
  await page.getByRole('button', { name: 'Designated: return to the processing queue' }).click();
  await expect(page.getByText('The document is now Ready to process.')).toBeVisible();
  await capture(page, 'admin-noa-lor-designated');
});
