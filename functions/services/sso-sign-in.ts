import { ErrorCode } from '#shared/schemas/api-error.ts';
import { safeReturnUrl } from '../domain/session-policy.ts';
import { HttpError } from '../lib/http/errors.ts';
import { hashSecret } from '../lib/http/session-cookie.ts';
import { logger } from '../lib/logger.ts';
import { putSsoRequest, takeSsoRequest } from '../repositories/sso-requests.ts';
import { epochSeconds } from '../repositories/table.ts';
import { startSession, userForIdentity } from './sessions.ts';
import { authorizeUrl, randomToken, redeemCode, ssoSettings } from './sso-client.ts';

/** How long a started SSO sign-in may take before its state is forgotten. */
export const ssoRequestLifetimeSeconds = 600;

const ssoFailed = () => new HttpError(401, ErrorCode.Unauthenticated, 'errors.ssoFailed');

/** Starts an SSO sign-in: stores state, nonce and PKCE verifier, and returns where to send the browser. */
export async function startSsoSignIn(returnUrl: string | undefined, now = new Date()) {
  const settings = ssoSettings();
  if (!settings) return null;
  const request = {
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(48),
    returnUrl: safeReturnUrl(returnUrl),
  };
  const binding = randomToken();
  await putSsoRequest({
    ...request,
    bindingHash: hashSecret(binding),
    expiresAt: epochSeconds(now) + ssoRequestLifetimeSeconds,
  });
  return { url: await authorizeUrl(settings, request), binding };
}

/** Completes an SSO sign-in from the authority's callback and opens a session. */
export async function completeSsoSignIn(input: { code: string; state: string; binding: string | null }) {
  const settings = ssoSettings();
  const request = await takeSsoRequest(input.state);
  if (!settings || !request || !input.binding || hashSecret(input.binding) !== request.bindingHash) {
    logger.warn('SSO callback refused', {
      reason: !settings ? 'not_configured' : !request ? 'unknown_or_expired_state' : 'browser_binding_mismatch',
    });
    throw ssoFailed();
  }
  const identity = await redeemCode(settings, {
    code: input.code,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
  }).catch((error: unknown) => {
    logger.warn('SSO code redemption failed', { error: error as Error });
    throw ssoFailed();
  });
  // The authority (Okta through Cognito's hosted UI) has already applied its own MFA.
  const user = await userForIdentity(identity, false);
  const started = await startSession(user, { refreshToken: null, signedInWithSso: true, mfaPending: false });
  return { ...started, user, returnUrl: request.returnUrl };
}
