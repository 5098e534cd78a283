import * as z from 'zod';
import { fieldLimits } from '../constants/limits.ts';
import { mfaCodeSchema } from './mfa.ts';

/** The rules a new password is checked against; each value is its message key. */
export const PasswordRule = {
  MinLength: 'validation.password.minLength',
  Number: 'validation.password.number',
  Letter: 'validation.password.letter',
  Lowercase: 'validation.password.lowercase',
  Uppercase: 'validation.password.uppercase',
  Special: 'validation.password.special',
} as const;
export type PasswordRule = (typeof PasswordRule)[keyof typeof PasswordRule];

export interface PasswordOptions {
  /** Strict deployments also need a lowercase letter, an uppercase letter and a special character. */
  strict?: boolean;
}

/**
 * The rules a password misses, in the order the message lists them (seeds 000 §5): at least 8
 * characters after trimming and a number; strict mode adds lowercase, uppercase and a special
 * character, otherwise at least one letter is needed.
 */
export function missingPasswordRules(password: string, options: PasswordOptions = {}): PasswordRule[] {
  const checks: [PasswordRule, boolean][] = [
    [PasswordRule.MinLength, password.trim().length >= fieldLimits.passwordMinLength],
    [PasswordRule.Number, /\p{Nd}/u.test(password)],
    ...(options.strict
      ? ([
          [PasswordRule.Lowercase, /\p{Ll}/u.test(password)],
          [PasswordRule.Uppercase, /\p{Lu}/u.test(password)],
          [PasswordRule.Special, /[^\p{L}\p{N}\s]/u.test(password)],
        ] satisfies [PasswordRule, boolean][])
      : ([[PasswordRule.Letter, /\p{L}/u.test(password)]] satisfies [PasswordRule, boolean][])),
  ];
  return checks.filter(([, passes]) => !passes).map(([rule]) => rule);
}

/**
 * A new password. An empty one is 'Required'; otherwise one issue lists every missed rule:
 * 'Must contain 8 characters minimum, At least one number'. The value is kept as typed.
 */
export function passwordSchema(options: PasswordOptions = {}) {
  return z.string({ error: 'validation.required' }).superRefine((password, ctx) => {
    if (password.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.required', input: password });
      return;
    }
    if (password.length > fieldLimits.passwordMaxLength) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.password.maxLength',
        params: { maxLength: fieldLimits.passwordMaxLength },
        input: password,
      });
      return;
    }
    const missing = missingPasswordRules(password, options);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.password.mustContain',
        params: { validationStrings: missing, minLength: fieldLimits.passwordMinLength },
        input: password,
      });
    }
  });
}

/**
 * Cross-field check for an object with a password and its confirmation: 'Passwords do not match'
 * on the confirmation field (seeds 000 §5 and §8).
 */
export function passwordsMatch<P extends string, C extends string>(passwordField: P, confirmField: C) {
  return (value: Record<P | C, string>, ctx: z.RefinementCtx) => {
    if (value[passwordField] !== value[confirmField]) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.passwordsDoNotMatch',
        path: [confirmField],
        input: value[confirmField],
      });
    }
  };
}

/** Create-and-confirm password form: missing-details set password, password reset, registration. */
export function setPasswordFormSchema(options: PasswordOptions = {}) {
  return z
    .object({ password: passwordSchema(options), confirmPassword: z.string({ error: 'validation.required' }) })
    .superRefine(passwordsMatch('password', 'confirmPassword'));
}
export type SetPasswordForm = z.infer<ReturnType<typeof setPasswordFormSchema>>;

/** Forgot password, step 2: the emailed code, then the new password and its confirmation. */
export function resetPasswordFormSchema(options: PasswordOptions = {}) {
  return z
    .object({
      code: mfaCodeSchema,
      password: passwordSchema(options),
      confirmPassword: z.string({ error: 'validation.required' }).max(fieldLimits.passwordMaxLength),
    })
    .superRefine(passwordsMatch('password', 'confirmPassword'));
}
export type ResetPasswordForm = z.infer<ReturnType<typeof resetPasswordFormSchema>>;

/** Forced password change at login (seeds 000 §2.3 and §3): old, new and confirmation. */
export function changePasswordFormSchema(options: PasswordOptions = {}) {
  return z
    .object({
      password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
      newPassword: passwordSchema(options),
      confirmNewPassword: z.string({ error: 'validation.required' }),
    })
    .superRefine(passwordsMatch('newPassword', 'confirmNewPassword'));
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
