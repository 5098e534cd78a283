import { expect, test } from '@playwright/test';
import { factorAssignmentDemo } from '#infra/local/seed/seed-factor-assignment.ts';
import { captureBoth } from './support/both-widths.ts';
import { signIn } from './support/sign-in.ts';

const { carrier, payors, factorOfRecord, strayFactor } = factorAssignmentDemo;
const caddo = `${carrier.name} · ${payors[1].name}`;

test('staff correct a factor mismatch: admin proposes it, a second ops manager approves it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(admin, 'admin@demo.test');
  await admin.getByRole('button', { name: 'Essential only' }).click();

  // The held relationships: Caddo Lake's factor is not the carrier's factor of record.
  await admin.goto('/admin/factor-assignment');
  await expect(admin.getByRole('heading', { level: 1, name: 'Factor assignment' })).toBeVisible();
  const mismatch = admin.getByRole('region', { name: caddo });
  await expect(mismatch).toContainText(strayFactor.name);
  await expect(mismatch).toContainText(factorOfRecord.name);
  await expect(mismatch).toContainText('Factor is not the factor of record');
  await expect(admin.getByRole('region', { name: `${carrier.name} · ${payors[2].name}` })).toContainText(
    'A change waits for approval.',
  );
  await captureBoth(admin, 'admin-factor-assignment');

  // Proposed with a reason: held until someone else approves it.
  await mismatch.getByRole('button', { name: 'Propose a change' }).click();
  await expect(mismatch.getByLabel('Change')).toHaveValue('assignFactorOfRecord');
  await mismatch.getByRole('button', { name: 'Propose the change' }).click();
  await expect(mismatch.getByRole('alert')).toHaveText('Required');
  await mismatch.getByLabel('Reason').fill('Bayou’s blanket NOA covers Caddo Lake; Pine Hollow released it in 2025.');
  await mismatch.getByRole('button', { name: 'Propose the change' }).click();
  await expect(mismatch.getByText('Proposed. The relationship is held')).toBeVisible();
  await captureBoth(admin, 'admin-factor-assignment-proposed');

  // The proposer decides nothing of their own change: no Approve or Reject, but who does.
  await admin.getByRole('link', { name: 'Approvals' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Factor assignment approvals' })).toBeVisible();
  const own = admin.getByRole('region', { name: caddo });
  await expect(own.getByText('You proposed this change: another ops manager decides it.')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // Sam Ortiz, an ops manager, approves it.
  const ops = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(ops, 'ops@demo.test');
  await ops.getByRole('button', { name: 'Essential only' }).click();
  await ops.goto('/admin/factor-assignment/audit');
  const waiting = ops.getByRole('region', { name: caddo });
  await expect(waiting).toContainText(`Assign ${factorOfRecord.name} (was ${strayFactor.name})`);
  await expect(waiting).toContainText('Alex Admin');
  await captureBoth(ops, 'admin-factor-assignment-audit');
  await waiting.getByLabel('Note (optional)').fill('Checked the release letter on file.');
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(
    waiting.getByText('Approved: the relationship’s factor is changed and the hold released.'),
  ).toBeVisible();

  // The relationship is no longer held; the history shows who decided what.
  await ops.goto('/admin/factor-assignment');
  await expect(ops.getByRole('region', { name: caddo })).toHaveCount(0);
  await ops.getByRole('link', { name: 'History' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Factor assignment history' })).toBeVisible();
  const decided = ops.getByRole('region', { name: new RegExp(`^${caddo}`) });
  await expect(decided).toContainText('Approved');
  await expect(decided).toContainText('Sam Ortiz');
  await expect(decided).toContainText('Checked the release letter on file.');
  await captureBoth(ops, 'admin-factor-assignment-history');
});
