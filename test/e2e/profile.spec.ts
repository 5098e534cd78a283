import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { capture } from './support/capture.ts';
import { localMfaCode, signIn } from './support/sign-in.ts';

test('profile: my information, and a user admin invites, edits and removes a user', async ({ page, baseURL }) => {
  await connectToLocalStack(String(baseURL));
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');

  await signIn(page, 'carrier@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/payee\/profile$/);
  await expect(page).toHaveTitle('Profile | LanePay');
  await expect(page.getByRole('tab', { name: 'My information' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /Manage wallet/ })).toBeVisible();
  await capture(page, 'profile-information');

  // My information: name and phone can be edited.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone number (optional)').fill('12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone number (optional)').fill('(555) 555-0111');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your information was saved.')).toBeVisible();
  await expect(page.getByText('(555) 555-0111')).toBeVisible();

  // My users.
  await page.getByRole('tab', { name: 'My users' }).click();
  await expect(page).toHaveURL(/tab=users/);
  await expect(page.getByRole('row', { name: /Casey Carrier/ }).getByText('You', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Dana Driver/ }).getByText('Driver', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'More actions for Dana Driver' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reset MFA' })).toBeVisible();
  await capture(page, 'profile-users', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/payee\/users\/new$/);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Name required')).toBeVisible();
  await expect(page.getByText('Choose at least one role.')).toBeVisible();
  await capture(page, 'profile-add-user-errors');

  const email = `morgan.${Date.now()}@lonestarfreight.test`;
  await page.getByLabel('Full name').fill('Morgan Miles');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number (optional)').fill('555 555 0188');
  await page.getByRole('checkbox', { name: /Billing/ }).check();
  await capture(page, 'profile-add-user');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(
    page.getByText(`Invitation sent to ${email}. They join Lone Star Freight LLC once they accept it.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/payee\/profile\?tab=users$/);
  // Until they answer, the admin sees the address typed and 'Invited', nothing of the person.
  const invited = page.getByRole('row').filter({ hasText: email });
  await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
  await expect(invited.getByText('Billing')).toBeVisible();
  await expect(page.getByRole('row', { name: /Morgan Miles/ })).toHaveCount(0);
  await capture(page, 'profile-user-invited', { fullPage: false });

  // A new address gets an account: the welcome email carries a temporary password.
  const [welcome] = await listOutboxFor(email);
  expect(welcome?.subject).toBe('You have been added to LanePay');
  const password = welcome?.body.match(/temporary password (\S+),/)?.[1] ?? '';
  expect(password).not.toBe('');

  // The new user's first sign-in (a new password, then MFA enrolment) joins the company.
  const newcomer = await page.context().browser()?.newContext();
  const other = await newcomer?.newPage();
  if (!other) throw new Error('No second browser context');
  await other.goto(String(baseURL));
  await other.getByLabel('Email', { exact: true }).fill(email);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByRole('heading', { name: 'Password Change Required' })).toBeVisible();
  await other.getByLabel('Current password').fill(password);
  await other.getByLabel('New password', { exact: true }).fill('Morgan-Miles-2026');
  await other.getByLabel('Confirm new password').fill('Morgan-Miles-2026');
  await other.getByRole('button', { name: 'Change password' }).click();
  await expect(other).toHaveURL(/\/missing-details\/mfa/);
  await other.getByLabel('Mobile phone number').fill('555 555 0188');
  await other.getByRole('button', { name: 'Save and text me' }).click();
  await other.getByLabel('Enter the code').fill(localMfaCode);
  await other.getByRole('button', { name: 'Verify' }).click();
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(/\/payee\/dashboard$/);
  await expect(other.getByRole('banner').getByText('Morgan Miles')).toBeVisible();
  await newcomer?.close();

  await page.reload();
  const row = page.getByRole('row', { name: /Morgan Miles/ });
  await expect(row.getByText('Billing')).toBeVisible();
  await capture(page, 'profile-user-added', { fullPage: false });

  // Edit roles.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/payee\/users\/\d+\/edit$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('checkbox', { name: /Driver/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Morgan Miles/ }).getByText('Driver')).toBeVisible();

  // Send a temporary password, then reset MFA: both ask first.
  await page.getByRole('button', { name: 'More actions for Morgan Miles' }).click();
  await page.getByRole('menuitem', { name: 'Send temporary password' }).click();
  const sendDialog = page.getByRole('dialog', { name: 'Send a temporary password?' });
  await expect(sendDialog).toContainText(email);
  await sendDialog.getByRole('button', { name: 'Send email' }).click();
  await expect(page.getByText(`Temporary password sent to ${email}.`)).toBeVisible();

  await page.getByRole('button', { name: 'More actions for Morgan Miles' }).click();
  await page.getByRole('menuitem', { name: 'Reset MFA' }).click();
  const mfaDialog = page.getByRole('dialog', { name: 'Reset multi-factor authentication?' });
  await capture(page, 'profile-reset-mfa', { fullPage: false });
  await mfaDialog.getByRole('button', { name: 'Reset MFA' }).click();
  await expect(page.getByText('Multi-factor authentication was reset for Morgan Miles.')).toBeVisible();

  // Restrictions.
  await page.getByRole('tab', { name: 'Restrictions' }).click();
  const toggle = page.getByRole('switch', { name: 'Allowed to view paperwork' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Restrictions saved.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await capture(page, 'profile-restrictions');
  await toggle.click();
  await expect(toggle).toBeChecked();

  // Remove the user.
  await page.getByRole('tab', { name: 'My users' }).click();
  await page.getByRole('button', { name: 'More actions for Morgan Miles' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove Morgan Miles?' }).getByRole('button', { name: 'Remove user' }).click();
  await expect(page.getByText('The user, Morgan Miles, has been removed.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Morgan Miles/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payee/profile?tab=users&skipAnimation');
  await expect(page.getByRole('heading', { name: 'My users' })).toBeVisible();
  await capture(page, 'profile-users-mobile');
});

test('a driver sees their information and restrictions, not user management', async ({ page }) => {
  await signIn(page, 'driver@demo.test');
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.goto('/payee/profile');
  await expect(page.getByRole('tab', { name: 'My users' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Restrictions' }).click();
  await expect(page.getByRole('switch', { name: 'Allowed to view paperwork' })).toBeDisabled();
  await expect(page.getByText('Only user administrators can change restrictions.')).toBeVisible();
  await page.goto('/payee/users/new');
  await expect(page).toHaveURL(/\/payee\/profile$/);
});
