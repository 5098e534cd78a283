import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultOktaClientSecretName, defaultSenderEmail, readSettings } from '#infra/bin/settings.ts';

const webDist = mkdtempSync(join(tmpdir(), 'lanepay-settings-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const read = (context: Record<string, unknown>) => readSettings(new App({ context: { webDist, ...context } }).node);

describe('readSettings', () => {
  it('defaults to the standard policy, no Okta and no alarm email', () => {
    expect(read({})).toEqual({
      webDist,
      passwordPolicy: 'standard',
      senderEmail: defaultSenderEmail,
      sesIdentity: 'lanepay.example.com',
    });
  });

  it('takes Okta with the default secret name when none is given', () => {
    expect(read({ oktaIssuer: 'https://acme.okta.com', oktaClientId: 'abc' }).okta).toEqual({
      issuer: 'https://acme.okta.com',
      clientId: 'abc',
      clientSecretName: defaultOktaClientSecretName,
    });
  });

  it('refuses half an Okta configuration', () => {
    expect(() => read({ oktaIssuer: 'https://acme.okta.com' })).toThrow(/oktaIssuer.*oktaClientId/);
  });

  it('refuses an unknown password policy', () => {
    expect(() => read({ passwordPolicy: 'lenient' })).toThrow(/passwordPolicy/);
  });

  it('refuses a build folder without index.html, pointing at npm run build', () => {
    expect(() => read({ webDist: join(webDist, 'missing') })).toThrow(/npm run build/);
  });

  it('refuses a hosted-domain prefix Cognito would reject', () => {
    expect(() => read({ domainPrefix: 'LanePay_Prod' })).toThrow(/domainPrefix/);
  });
});
