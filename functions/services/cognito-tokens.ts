import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { config } from '../lib/config.ts';

export type VerifiedIdentity = {
  sub: string;
  email: string;
  /** When the user authenticated (the token's `auth_time`), if the token says. */
  authTime: Date | null;
};

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/**
 * Verifies a Cognito ID token: signature against the pool's JWKS (cached per process), issuer,
 * audience (our app client) and `token_use`. Throws on any mismatch.
 */
export async function verifyCognitoIdToken(token: string): Promise<VerifiedIdentity> {
  const { COGNITO_ISSUER, USER_POOL_CLIENT_ID } = config();
  jwks ??= createRemoteJWKSet(new URL(`${COGNITO_ISSUER}/.well-known/jwks.json`));
  const { payload } = await jwtVerify(token, jwks, { issuer: COGNITO_ISSUER, audience: USER_POOL_CLIENT_ID });
  if (payload.token_use !== 'id') throw new Error('Not an ID token');
  return identityOf(payload);
}

export function identityOf(payload: JWTPayload): VerifiedIdentity {
  const email = payload.email;
  if (typeof payload.sub !== 'string' || typeof email !== 'string') throw new Error('Token lacks sub or email');
  const authTime = typeof payload.auth_time === 'number' ? new Date(payload.auth_time * 1000) : null;
  return { sub: payload.sub, email: email.toLowerCase(), authTime };
}
