import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as z from 'zod';
import { config } from '../lib/config.ts';
import { identityOf, type VerifiedIdentity } from './cognito-tokens.ts';

/**
 * OAuth 2.0 authorization code + PKCE against the configured OIDC authority: Cognito's hosted
 * domain (federating Okta) in production, a local OIDC provider under `npm start`.
 */

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof discoverySchema>;

let discovery: Promise<Discovery> | undefined;
let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export type SsoSettings = { authority: string; clientId: string; redirectUri: string; extraParams: URLSearchParams };

/** SSO settings, or null when this deployment has no SSO authority configured. */
export function ssoSettings(): SsoSettings | null {
  const { SSO_AUTHORITY, SSO_CLIENT_ID, APP_ORIGIN, SSO_AUTHORIZE_PARAMS } = config();
  if (!SSO_AUTHORITY || !SSO_CLIENT_ID) return null;
  return {
    authority: SSO_AUTHORITY.replace(/\/$/, ''),
    clientId: SSO_CLIENT_ID,
    redirectUri: `${APP_ORIGIN}/okta/callback`,
    extraParams: new URLSearchParams(SSO_AUTHORIZE_PARAMS ?? ''),
  };
}

async function discover(settings: SsoSettings): Promise<Discovery> {
  discovery ??= fetch(`${settings.authority}/.well-known/openid-configuration`)
    .then((response) => {
      if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
      return response.json();
    })
    .then((body) => discoverySchema.parse(body))
    .catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
  return discovery;
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The authority's authorize URL for a new sign-in with the given state, nonce and PKCE verifier. */
export async function authorizeUrl(
  settings: SsoSettings,
  request: { state: string; nonce: string; codeVerifier: string },
): Promise<string> {
  const { authorization_endpoint } = await discover(settings);
  const url = new URL(authorization_endpoint);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    code_challenge: sha256(request.codeVerifier),
    code_challenge_method: 'S256',
  });
  for (const [name, value] of settings.extraParams) params.set(name, value);
  url.search = params.toString();
  return url.toString();
}

const tokenResponseSchema = z.object({ id_token: z.string() });

/** Redeems the authorization code and verifies the ID token it returns (issuer, audience, nonce). */
export async function redeemCode(
  settings: SsoSettings,
  input: { code: string; codeVerifier: string; nonce: string },
): Promise<VerifiedIdentity> {
  const meta = await discover(settings);
  const response = await fetch(meta.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: settings.redirectUri,
      client_id: settings.clientId,
      code_verifier: input.codeVerifier,
    }),
  });
  if (!response.ok) throw new Error(`Token endpoint answered ${response.status}`);
  const { id_token } = tokenResponseSchema.parse(await response.json());
  jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
  const { payload } = await jwtVerify(id_token, jwks, { issuer: meta.issuer, audience: settings.clientId });
  if (payload.nonce !== input.nonce) throw new Error('Nonce mismatch');
  return identityOf(payload);
}
