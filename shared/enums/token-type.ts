/** How the browser proves who it is at `POST login` (shared/schemas/session.ts). */
export const TokenType = {
  /** A Cognito ID token from the password (+ MFA) sign-in. */
  Cognito: 'cognito',
  /** An authorization code from the SSO authority's redirect. */
  SsoCode: 'sso_code',
} as const;
export type TokenType = (typeof TokenType)[keyof typeof TokenType];
