import { missingPasswordRules, type PasswordOptions, type PasswordRule } from '#shared/validation/password.ts';

/**
 * Every rule of the password policy with whether `password` meets it, in the order the policy's
 * message lists them: the live checklist under the registration password field. The rules come
 * from the shared policy itself (an empty password misses all of them), so the list cannot drift
 * from what the form and the server check.
 */
export function passwordChecklist(password: string, options: PasswordOptions): { rule: PasswordRule; met: boolean }[] {
  const missing = new Set(missingPasswordRules(password, options));
  return missingPasswordRules('', options).map((rule) => ({ rule, met: !missing.has(rule) }));
}
