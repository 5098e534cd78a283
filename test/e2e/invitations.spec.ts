import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { capture } from './support/capture.ts';
import { signIn } from './support/sign-in.ts';

/** What the driver's name and phone look like anywhere: the inviting admin must see neither before acceptance. */
const driverTraces = ['Dana Driver', '5555550102', '(555) 555-0102'];

/** Every API answer the page receives, as text, so a test can say what a user was never sent. */
function recordApiAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    response.text().then(
      (text) => answers.push(text),
      () => undefined,
    );
  });
  return answers;
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('another carrier’s admin invites the driver; the driver accepts and belongs to both carriers', async ({
  browser,
}) => {
  // The inviting admin, in a browser context of their own.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const ownerSaw = recordApiAnswers(owner);
  await signIn(owner, 'owner@demo.test');
  await expect(owner).toHaveURL(/\/payee\/dashboard$/);
  await owner.getByRole('button', { name: 'Essential only' }).click();
  await owner.goto('/payee/profile?tab=users');
  await owner.getByRole('link', { name: 'Add user' }).click();
  await owner.getByLabel('Full name').fill('New Driver');
  await owner.getByLabel('Email').fill('driver@demo.test');
  await owner.getByRole('checkbox', { name: /Driver/ }).check();
  await expectNoSeriousA11yViolations(owner, 'add user');
  await owner.getByRole('button', { name: 'Add user' }).click();
  await expect(
    owner.getByText('Invitation sent to driver@demo.test. They join Mesa Verde Carriers once they accept it.'),
  ).toBeVisible();
  const invitedRow = owner.getByRole('row').filter({ hasText: 'driver@demo.test' });
  await expect(invitedRow.getByText('Invited', { exact: true })).toBeVisible();
  await expect(invitedRow.getByRole('button', { name: 'Withdraw the invitation of driver@demo.test' })).toBeVisible();
  await capture(owner, 'invitations-01-admin-invited');
  for (const trace of driverTraces) await expect(owner.getByText(trace)).toHaveCount(0);
  await logOut(owner, 'Morgan Owner');

  // The driver signs in as themselves and finds the invitation.
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await signIn(driver, 'driver@demo.test');
  await expect(driver).toHaveURL(/\/payee\/dashboard$/);
  await driver.getByRole('button', { name: 'Essential only' }).click();
  await expect(driver.getByText('Mesa Verde Carriers invited you to join it on LanePay.')).toBeVisible();
  await capture(driver, 'invitations-02-invitee-notice');
  await driver.getByRole('button', { name: 'Account menu for Dana Driver' }).click();
  await driver.getByRole('menuitem', { name: 'Invitation (1)' }).click();
  const dialog = driver.getByRole('dialog', { name: 'Invitations' });
  await expect(dialog.getByText('Mesa Verde Carriers (Payee) invited you to join as Driver.')).toBeVisible();
  await capture(driver, 'invitations-03-invitee-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Accept the invitation of Mesa Verde Carriers' }).click();
  await expect(driver.getByText('You joined Mesa Verde Carriers. Use Switch company to work in it.')).toBeVisible();
  await expect(dialog.getByText('No invitations are waiting for your answer.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(driver.getByText('Mesa Verde Carriers invited you to join it on LanePay.')).toHaveCount(0);

  // In both companies now: the switcher offers both.
  await driver.getByRole('button', { name: 'Account menu for Dana Driver' }).click();
  await driver.getByRole('menuitem', { name: 'Switch company' }).click();
  const switcher = driver.getByRole('dialog', { name: 'Switch company' });
  await expect(switcher.getByText('Lone Star Freight LLC')).toBeVisible();
  await expect(switcher.getByText('Mesa Verde Carriers')).toBeVisible();
  await capture(driver, 'invitations-04-invitee-companies', { fullPage: false });
  await driverContext.close();

  // Before the acceptance the inviting admin was sent nothing of the driver; now they see them.
  const beforeAcceptance = ownerSaw.join('\n');
  for (const trace of driverTraces) expect(beforeAcceptance).not.toContain(trace);
  await signIn(owner, 'owner@demo.test');
  await owner.goto('/payee/profile?tab=users');
  const member = owner.getByRole('row', { name: /Dana Driver/ });
  await expect(member.getByText('Driver', { exact: true })).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: 'Invited' })).toHaveCount(0);
  // Their name and sign-in stay theirs: no temporary password or MFA reset from this company.
  await owner.getByRole('button', { name: 'More actions for Dana Driver' }).click();
  await expect(owner.getByRole('menuitem', { name: 'Send temporary password' })).toHaveCount(0);
  await expect(owner.getByRole('menuitem', { name: 'Reset MFA' })).toHaveCount(0);
  await capture(owner, 'invitations-05-admin-member', { fullPage: false });

  // The driver leaves Mesa Verde again, so the other journeys find them in one company.
  await owner.getByRole('menuitem', { name: 'Remove' }).click();
  await owner.getByRole('dialog', { name: 'Remove Dana Driver?' }).getByRole('button', { name: 'Remove user' }).click();
  await expect(owner.getByRole('row', { name: /Dana Driver/ })).toHaveCount(0);
  await ownerContext.close();
});
