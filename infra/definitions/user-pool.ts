/**
 * The Cognito user pool and the SPA's app client. Password rules follow seeds 000 §5: at least
 * eight characters and a number; `strict` adds case and symbol rules for stricter deployments.
 */
export const passwordPolicies = {
  standard: {
    minLength: 8,
    requireDigits: true,
    requireLowercase: false,
    requireUppercase: false,
    requireSymbols: false,
  },
  strict: { minLength: 8, requireDigits: true, requireLowercase: true, requireUppercase: true, requireSymbols: true },
} as const;

export type PasswordPolicyName = keyof typeof passwordPolicies;

export const userPoolDefinition = {
  localName: 'lanepay-users',
  signInAliases: ['email'] as const,
  /** Emails are one address whatever their case. */
  signInCaseSensitive: false,
  autoVerifiedAttributes: ['email', 'phone_number'] as const,
  /** OPTIONAL at the pool: the app forces enrolment through the missing-details flow. */
  mfa: 'OPTIONAL' as const,
  mfaTypes: ['SMS_MFA'] as const,
  temporaryPasswordValidityDays: 7,
  appClient: {
    localName: 'lanepay-spa',
    /** USER_PASSWORD_AUTH is what the local emulator supports; SRP is allowed for production. */
    explicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
    idTokenValidityMinutes: 60,
    accessTokenValidityMinutes: 60,
    refreshTokenValidityDays: 30,
    preventUserExistenceErrors: true,
  },
} as const;
