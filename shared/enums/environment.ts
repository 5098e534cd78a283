/** Deployment environments (seeds 000 §9). Sandbox, colour-docs and icon pages exist outside production. */
export const Environment = {
  Development: 'development',
  Local: 'local',
  Onboarding: 'onboarding',
  Production: 'production',
  Staging: 'staging',
  Test: 'test',
} as const;
export type Environment = (typeof Environment)[keyof typeof Environment];

export const environments = Object.values(Environment);
