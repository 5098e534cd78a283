import type { Server } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { loopback } from './ports.ts';

/**
 * A real OIDC provider standing in for Okta (through Cognito's hosted UI in production), so the
 * portal's SSO code path (authorization code + PKCE, ID token verification) runs locally and in
 * tests. Its development sign-in form accepts any password: the identity is the email typed in,
 * and the portal still only admits emails that belong to a portal user.
 */
export async function startSsoAuthority(options: {
  issuer: string;
  port: number;
  clientId: string;
  redirectUri: string;
}): Promise<{ stop(): Promise<void> }> {
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        redirect_uris: [options.redirectUri],
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // Put the email in the ID token itself, as Cognito's hosted UI does, not only behind userinfo.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const email = id.trim().toLowerCase();
      return { accountId: email, claims: () => ({ sub: email, email, email_verified: true }) };
    },
    // First-party client: grant the requested scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const server: Server = provider.listen(options.port, loopback);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
