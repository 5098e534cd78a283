import { Aws, Duration, Fn, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderOidc,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import type { OktaSettings } from '../bin/settings.ts';
import { type PasswordPolicyName, passwordPolicies, userPoolDefinition } from '../definitions/user-pool.ts';

/** The SPA route Cognito redirects to after Okta; functions/services/sso-client.ts sends the same URI. */
const ssoCallbackPath = '/okta/callback';
/** Name of the identity provider in the pool, and the `identity_provider` authorize parameter. */
const oktaProviderName = 'Okta';

const mfaModes = { OFF: Mfa.OFF, OPTIONAL: Mfa.OPTIONAL, ON: Mfa.REQUIRED } as const;
const includes = (list: readonly string[], value: string) => list.includes(value);

export type PortalAuthProps = {
  /** The portal's origin (https://…), for the OAuth callback and logout URLs. */
  readonly appOrigin: string;
  readonly passwordPolicy: PasswordPolicyName;
  readonly okta?: OktaSettings;
  readonly domainPrefix?: string;
};

/** What the core API needs to run SSO (functions/lib/config.ts SSO_* variables). */
export type SsoEndpoints = {
  /** The pool's issuer; its OIDC discovery lists the hosted domain's authorize and token endpoints. */
  readonly authority: string;
  readonly clientId: string;
  readonly authorizeParams: string;
};

/**
 * Sign-in: the Cognito user pool and the SPA's app client from infra/definitions/user-pool.ts
 * (email as username, password policy by name, optional SMS MFA, token validities), plus Okta
 * federation through the hosted domain when Okta settings are given.
 */
export class PortalAuth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly passwordPolicy: PasswordPolicyName;
  /** Issuer of the pool's tokens (COGNITO_ISSUER). */
  readonly issuer: string;
  /** Present only when Okta is configured. */
  readonly sso?: SsoEndpoints;

  constructor(scope: Construct, id: string, props: PortalAuthProps) {
    super(scope, id);
    const def = userPoolDefinition;
    const rules = passwordPolicies[props.passwordPolicy];
    this.passwordPolicy = props.passwordPolicy;

    const userPool = new UserPool(this, 'UserPool', {
      signInAliases: {
        email: includes(def.signInAliases, 'email'),
        phone: includes(def.signInAliases, 'phone'),
        username: includes(def.signInAliases, 'username'),
      },
      signInCaseSensitive: def.signInCaseSensitive,
      autoVerify: {
        email: includes(def.autoVerifiedAttributes, 'email'),
        phone: includes(def.autoVerifiedAttributes, 'phone_number'),
      },
      // Setting SMS as a second factor makes CDK create the role Cognito sends texts with.
      mfa: mfaModes[def.mfa],
      mfaSecondFactor: { sms: includes(def.mfaTypes, 'SMS_MFA'), otp: includes(def.mfaTypes, 'SOFTWARE_TOKEN_MFA') },
      passwordPolicy: {
        minLength: rules.minLength,
        requireDigits: rules.requireDigits,
        requireLowercase: rules.requireLowercase,
        requireUppercase: rules.requireUppercase,
        requireSymbols: rules.requireSymbols,
        tempPasswordValidity: Duration.days(def.temporaryPasswordValidityDays),
      },
      // Recovery by SMS would let whoever holds the phone reset the password and pass MFA with it.
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // No public SignUp: accounts come from the portal's own flows (payee registration, when it is
      // built, belongs in the core API with AdminCreateUser, so the portal validates it first).
      selfSignUpEnabled: false,
      // Plus tier: threat protection blocks compromised credentials and challenges risky sign-ins
      // on a portal that moves money.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is OPTIONAL at the pool by design (infra/definitions/user-pool.ts): the portal forces SMS enrolment ' +
          'through its missing-details flow, and SSO users get MFA from Okta.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'The SMS role publishes texts to phone numbers, which SNS cannot scope to a resource ARN.',
      },
    );
    if (props.passwordPolicy === 'standard') {
      Validations.of(userPool).acknowledge({
        id: 'AwsSolutions-COG1',
        reason:
          "The 'standard' policy (8+ characters with a digit) is the product's rule (seeds 000 §5); deployments " +
          'that need case and symbol rules set -c passwordPolicy=strict. Threat protection blocks breached passwords.',
      });
    }
    this.userPool = userPool;
    this.issuer = `https://${userPool.userPoolProviderUrl}`;

    const okta = props.okta
      ? new UserPoolIdentityProviderOidc(this, 'Okta', {
          userPool,
          name: oktaProviderName,
          clientId: props.okta.clientId,
          // A dynamic reference: CloudFormation resolves it at deploy time; the template never holds it.
          clientSecret: SecretValue.secretsManager(props.okta.clientSecretName).unsafeUnwrap(),
          issuerUrl: props.okta.issuer,
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.other('email'),
            emailVerified: ProviderAttribute.other('email_verified'),
          },
        })
      : undefined;

    const client = def.appClient;
    const flows = client.explicitAuthFlows;
    this.client = new UserPoolClient(this, 'SpaClient', {
      userPool,
      generateSecret: false,
      authFlows: {
        userPassword: includes(flows, 'ALLOW_USER_PASSWORD_AUTH'),
        userSrp: includes(flows, 'ALLOW_USER_SRP_AUTH'),
        adminUserPassword: includes(flows, 'ALLOW_ADMIN_USER_PASSWORD_AUTH'),
        custom: includes(flows, 'ALLOW_CUSTOM_AUTH'),
      },
      preventUserExistenceErrors: client.preventUserExistenceErrors,
      idTokenValidity: Duration.minutes(client.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(client.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(client.refreshTokenValidityDays),
      ...(okta
        ? {
            // Authorization code grant; the core API sends a PKCE challenge (S256), which Cognito then
            // enforces on the token request of this public client.
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${props.appOrigin}${ssoCallbackPath}`],
              logoutUrls: [`${props.appOrigin}/`],
            },
            // Okta only. With COGNITO here, dropping identity_provider from the authorize URL would
            // offer the hosted UI's password form, and the core API trusts what comes back as SSO
            // (it skips the portal's MFA enrolment for SSO sign-ins, since Okta applied MFA).
            supportedIdentityProviders: [UserPoolClientIdentityProvider.custom(okta.providerName)],
          }
        : {
            // Without SSO nothing uses OAuth: the SPA signs in with SRP against the Cognito API.
            disableOAuth: true,
            supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
          }),
    });

    if (okta) {
      // The client names the provider, so the provider must exist first.
      this.client.node.addDependency(okta);
      // Domain prefixes are unique per region across all accounts; the account id makes the
      // default unique for one stack per account and region.
      const domainPrefix = props.domainPrefix ?? Fn.join('-', [Stack.of(this).stackName.toLowerCase(), Aws.ACCOUNT_ID]);
      userPool.addDomain('HostedDomain', { cognitoDomain: { domainPrefix } });
      this.sso = {
        authority: this.issuer,
        clientId: this.client.userPoolClientId,
        authorizeParams: new URLSearchParams({ identity_provider: oktaProviderName }).toString(),
      };
    }
  }
}
