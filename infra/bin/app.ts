import { App } from 'aws-cdk-lib';
import { LanePayStack } from '../stacks/lanepay-stack.ts';
import { readSettings } from './settings.ts';

/**
 * The LanePay CDK app: one environment-agnostic stack, `LanePay` (no lookups, so `cdk synth` needs
 * no credentials; the account and region come from the deployment).
 *
 * Context, read once here (defaults in cdk.json; override with `-c key=value`):
 * - `webDist`: path of the built SPA, relative to the repository root or absolute. Default
 *   `web/dist` (`npm run build`); it must contain index.html.
 * - `passwordPolicy`: `standard` (default) or `strict`, from infra/definitions/user-pool.ts. The
 *   core API reads the same name from PASSWORD_POLICY to validate new passwords.
 * - `oktaIssuer` + `oktaClientId`: Okta's OIDC issuer URL and client id. Together they create the
 *   Okta identity provider and the Cognito hosted domain and switch SSO on (`ssoEnabled: true` in
 *   runtime-config.json, SSO_* variables on the core API). Without them there is no IdP.
 * - `oktaClientSecretName`: Secrets Manager secret (plain string) with Okta's client secret,
 *   resolved by CloudFormation at deploy time. Default `lanepay/okta-client-secret`.
 * - `domainPrefix`: Cognito hosted-domain prefix (globally unique per region). Default
 *   `lanepay-<account id>`.
 * - `alarmEmail`: address subscribed to the alarm topic; without it the alarms still exist, with no
 *   notification.
 * - `senderEmail`: from-address of the emails the message delivery function sends through SES.
 *   Default `no-reply@lanepay.example.com`, a placeholder that synthesizes but that SES refuses.
 * - `sesIdentity`: the verified SES identity the function may send as: `senderEmail` itself or its
 *   (parent) domain. Default: the domain of `senderEmail`.
 * - `voiceOriginationIdentity`: a voice-capable AWS End User Messaging phone number (`phone-…` id or
 *   its ARN) that places verification calls. Without it, voice codes are recorded as undeliverable.
 */
const app = new App();

new LanePayStack(app, 'LanePay', {
  settings: readSettings(app.node),
  description: 'LanePay freight payments portal: SPA, core and settlement APIs, resubmit worker, data.',
  // The stack holds the table, user pool and paperwork; deleting it by accident must take two steps.
  terminationProtection: true,
});
