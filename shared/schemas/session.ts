import * as z from 'zod';
import { fieldLimits } from '../constants/limits.ts';
import { TokenType } from '../enums/token-type.ts';
import { loginEmailSchema } from '../validation/email.ts';
import { mfaCodeSchema } from '../validation/mfa.ts';
import { passwordSchema, passwordsMatch } from '../validation/password.ts';
import { singleLineText } from '../validation/text.ts';
import { currentUserSchema } from './current-user.ts';

/** A token or code issued elsewhere (Cognito, the SSO authority): one line, and no longer than any they issue. */
const opaqueToken = singleLineText().min(1).max(8192);

export const loginRequestSchema = z
  .discriminatedUnion('tokenType', [
    z.object({
      tokenType: z.literal(TokenType.Cognito),
      token: opaqueToken,
      /** Kept server-side so the session can be renewed and MFA enrolled with the user's rights. */
      refreshToken: opaqueToken,
    }),
    z.object({
      tokenType: z.literal(TokenType.SsoCode),
      token: opaqueToken,
      state: opaqueToken,
    }),
  ])
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionTimingSchema = z
  .object({
    /** Seconds until the session expires. */
    seconds: z.number().int(),
    csrfToken: z.string(),
  })
  .meta({ id: 'TokenExpiration' });
export type SessionTiming = z.infer<typeof sessionTimingSchema>;

export const loginResponseSchema = sessionTimingSchema
  .extend({
    user: currentUserSchema,
    alertMessage: z.string().nullable(),
    /** Where an SSO sign-in asked to return; null for password sign-ins (the SPA knows). */
    returnUrl: z.string().nullable(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const switchCompanyRequestSchema = z
  .union([z.object({ companyGuid: z.uuid() }), z.object({ companyId: z.number().int().positive() })])
  .meta({ id: 'SwitchCompanyRequest' });
export type SwitchCompanyRequest = z.infer<typeof switchCompanyRequestSchema>;

export const ssoStartQuerySchema = z.object({ returnUrl: singleLineText().max(2048).optional() });

export const passwordResetRequestSchema = z.object({ email: loginEmailSchema }).meta({ id: 'PasswordResetRequest' });

/**
 * Forgot password, step 2 (seeds 000 §7 `PUT reset_password`): the address, the emailed code and
 * the new password; errors land on the code, password and confirmPassword fields. The
 * deployment's policy (standard or strict) is checked again by the user pool.
 */
export const resetPasswordRequestSchema = z
  .object({
    email: loginEmailSchema,
    code: mfaCodeSchema,
    password: passwordSchema(),
    confirmPassword: z.string({ error: 'validation.required' }).max(fieldLimits.passwordMaxLength),
  })
  .superRefine(passwordsMatch('password', 'confirmPassword'))
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The user signed in again (password and MFA) moments ago: the ID token of that sign-in. */
export const reauthenticateRequestSchema = z.object({ token: opaqueToken }).meta({ id: 'ReauthenticateRequest' });

export const reauthenticatedSchema = z
  .object({
    /** Until when changes that need a recent sign-in (the MFA phone) are allowed. */
    validUntil: z.string(),
  })
  .meta({ id: 'Reauthenticated' });

export const pingResponseSchema = z.object({ status: z.literal('ok'), time: z.string() }).meta({ id: 'Ping' });

export const okResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
