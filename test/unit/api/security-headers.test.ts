import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, portalCspSources } from '#infra/definitions/security-headers.ts';
import { createPortalApp } from '#infra/local/portal-server.ts';
import { runtimeConfigPath } from '#shared/api/paths.ts';

const sources = portalCspSources({ cognito: 'http://127.0.0.1:3004', paperwork: 'http://127.0.0.1:3003' });

describe('content security policy', () => {
  it('lets the SPA upload to, show images from and frame PDFs of the paperwork bucket, and nothing else', () => {
    const csp = contentSecurityPolicy(sources);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3004 http://127.0.0.1:3003;");
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:3003;");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:3003;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('is what the local server sends', async () => {
    const app = createPortalApp({
      webRoot: '/nonexistent',
      runtimeConfig: {
        stage: 'local',
        passwordPolicy: 'standard',
        cognito: {
          region: 'us-east-1',
          userPoolId: 'p',
          clientId: 'c',
          endpoint: null,
          authFlow: 'USER_PASSWORD_AUTH',
        },
        ssoEnabled: false,
      },
      cspSources: sources,
    });
    const response = await app.request(runtimeConfigPath);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(sources));
  });
});
