import { expect, test } from '@playwright/test';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import { capture } from './support/capture.ts';
import { localMfaCode } from './support/sign-in.ts';

test('forgot password: a code by email, a new password in the dialog, then sign-in and MFA enrolment', async ({
  page,
  baseURL,
}) => {
  await connectToLocalStack(String(baseURL));
  const { createCompany, createUserWithoutMfa } = await import('../support/fixtures.ts');
  const { listOutboxFor } = await import('#functions/repositories/outbox.ts');
  const email = await createUserWithoutMfa(await createCompany(CompanyType.Payee, 'Reset Freight Co'), [
    Role.PayeeAdmin,
  ]);

  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Check your spam folder if it has not arrived within 5 minutes.')).toBeVisible();
  await capture(page, 'forgot-password-sent', { fullPage: false });

  const [message] = await listOutboxFor(email);
  const code = message?.body.match(/reset code is (\d{6})\./)?.[1] ?? '';
  expect(code).not.toBe('');

  await dialog.getByLabel('Code from the email').fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill('short1');
  await dialog.getByLabel('Confirm new password').fill('short2');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('Must contain 8 characters minimum')).toBeVisible();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await capture(page, 'forgot-password-errors', { fullPage: false });

  await dialog.getByLabel('New password', { exact: true }).fill('Fresh-start-2026');
  await dialog.getByLabel('Confirm new password').fill('Fresh-start-2026');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('Password saved!')).toBeVisible();
  await capture(page, 'forgot-password-saved', { fullPage: false });
  await dialog.getByRole('button', { name: 'Back to sign in' }).click();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh-start-2026');
  await page.getByRole('button', { name: 'Log in' }).click();

  // No MFA yet: the missing-details flow enrols it before the dashboard.
  await expect(page).toHaveURL(/\/missing-details\/mfa/);
  await page.getByLabel('Mobile phone number').fill('555 555 0142');
  await page.getByRole('button', { name: 'Save and text me' }).click();
  await page.getByLabel('Enter the code').fill(localMfaCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payee\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Reset Freight Co')).toBeVisible();
});
