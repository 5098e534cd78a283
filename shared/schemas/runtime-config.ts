import { z } from 'zod';

/**
 * Settings the SPA reads at start from `/runtime-config.json`: written by the CDK deployment next
 * to the built files, and served by the local stack. The bundle itself holds no environment.
 */
export const runtimeConfigSchema = z.object({
  stage: z.enum(['local', 'test', 'development', 'staging', 'onboarding', 'production']),
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
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const runtimeConfigPath = '/runtime-config.json';
