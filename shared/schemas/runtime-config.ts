import * as z from 'zod';
import { environments } from '../enums/environment.ts';

/**
 * Settings the SPA reads at start from `/runtime-config.json`: written by the CDK deployment next
 * to the built files, and served by the local stack. The bundle itself holds no environment.
 */
export const runtimeConfigSchema = z.object({
  stage: z.enum(environments),
  /** Which password rules the pool enforces, so forms check the same ones before submitting. */
  passwordPolicy: z.enum(['standard', 'strict']),
  cognito: z.object({
    region: z.string(),
    userPoolId: z.string(),
    clientId: z.string(),
    /** Set only for the local emulator; production uses the regional Cognito endpoint. */
    endpoint: z.url().nullable(),
    /** The emulator supports only USER_PASSWORD_AUTH; production uses SRP. */
    authFlow: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
  }),
  ssoEnabled: z.boolean(),
  /**
   * Paperwork (bills) is live for payors: one of the conditions of the payor's Settlements entry
   * (seeds 001 §2). Absent means on, so a deployment turns it off explicitly.
   */
  paperworkInProduction: z.boolean().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
