import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { passwordPolicies } from '#infra/definitions/user-pool.ts';
import { deployedRuntimeConfig, functionByService, minimalContext, synthesize } from './synth.ts';

/** The stack with nothing optional configured: no Okta, no alarm email, the strict password policy. */
const { template, outdir } = synthesize(minimalContext);

describe('without Okta', () => {
  it('creates no identity provider and no hosted domain', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });

  it('turns OAuth off on the app client', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  it('leaves the SSO variables off the core API', () => {
    const [, core] = functionByService(template, 'lanepay-core');
    const variables = (core.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).filter((name) => name.startsWith('SSO_'))).toEqual([]);
  });

  it('tells the SPA that SSO is off', () => {
    expect(deployedRuntimeConfig({ template, outdir })).toMatchObject({ ssoEnabled: false, passwordPolicy: 'strict' });
  });
});

describe('with the strict password policy', () => {
  it('requires case and symbols in the pool', () => {
    const rules = passwordPolicies.strict;
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: rules.minLength,
          RequireLowercase: rules.requireLowercase,
          RequireUppercase: rules.requireUppercase,
          RequireSymbols: rules.requireSymbols,
        }),
      },
    });
  });

  it('tells the functions which policy applies', () => {
    for (const service of ['lanepay-core', 'lanepay-settlement', 'lanepay-resubmit-worker']) {
      const [, fn] = functionByService(template, service);
      expect(fn.Properties.Environment).toMatchObject({ Variables: { PASSWORD_POLICY: 'strict' } });
    }
  });
});

describe('without an alarm email', () => {
  it('keeps the alarms but creates no topic', () => {
    template.resourceCountIs('AWS::SNS::Topic', 0);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      AlarmActions: Match.absent(),
    });
  });
});
