import * as z from 'zod';
import { TokenType } from '../enums/token-type.ts';
import { loginEmailSchema } from '../validation/email.ts';
import { currentUserSchema } from './current-user.ts';

export const loginRequestSchema = z
  .discriminatedUnion('tokenType', [
    z.object({
      tokenType: z.literal(TokenType.Cognito),
      token: z.string().min(1),
      /** Kept server-side so the session can be renewed and MFA enrolled with the user's rights. */
      refreshToken: z.string().min(1),
    }),
    z.object({
      tokenType: z.literal(TokenType.SsoCode),
      token: z.string().min(1),
      state: z.string().min(1),
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

export const ssoStartQuerySchema = z.object({ returnUrl: z.string().max(2048).optional() });

export const passwordResetRequestSchema = z.object({ email: loginEmailSchema }).meta({ id: 'PasswordResetRequest' });

export const pingResponseSchema = z.object({ status: z.literal('ok'), time: z.string() }).meta({ id: 'Ping' });

export const okResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
