import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import { type PasswordPolicyName, passwordPolicies } from '../definitions/user-pool.ts';

/** The repository root: relative context paths resolve from here, whatever the working directory. */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Okta federation through the Cognito hosted domain (OIDC). */
export type OktaSettings = {
  readonly issuer: string;
  readonly clientId: string;
  /** Secrets Manager secret holding the Okta client secret; read at deploy time, never at synth. */
  readonly clientSecretName: string;
};

/** Everything the stack takes from context, validated. The keys are documented in infra/bin/app.ts. */
export type LanePaySettings = {
  /** Absolute path of the built SPA (contains index.html). */
  readonly webDist: string;
  readonly passwordPolicy: PasswordPolicyName;
  /** Absent: no identity provider, no hosted domain, `ssoEnabled: false`. */
  readonly okta?: OktaSettings;
  /** Cognito hosted-domain prefix; the auth construct derives one when absent. */
  readonly domainPrefix?: string;
  /** Alarm notifications go to this address when given. */
  readonly alarmEmail?: string;
  /** From-address of the portal's emails (SES). */
  readonly senderEmail: string;
  /** The verified SES identity that address belongs to: the address itself or its domain. */
  readonly sesIdentity: string;
  /** Voice-capable End User Messaging phone number (id or ARN) for verification calls; none: calls are not placed. */
  readonly voiceOriginationIdentity?: string;
};

/**
 * From-address when `senderEmail` is not given: enough to synthesize, and plainly a placeholder.
 * SES refuses to send from it, so a real deployment passes its own verified address.
 */
export const defaultSenderEmail = 'no-reply@lanepay.example.com';

const emailPattern = /^[^@\s]+@[^@\s]+$/;

/** Default name of the Okta client secret when `oktaClientSecretName` is not given. */
export const defaultOktaClientSecretName = 'lanepay/okta-client-secret';

function optionalString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context '${key}' must be a string.`);
  return value;
}

/**
 * Reads and validates the context once. A bad value fails synthesis with a message naming the key,
 * rather than surfacing later as a broken deployment.
 */
export function readSettings(node: Node): LanePaySettings {
  const webDistSetting = optionalString(node, 'webDist') ?? 'web/dist';
  const webDist = isAbsolute(webDistSetting) ? webDistSetting : resolve(repositoryRoot, webDistSetting);
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      `Context 'webDist' (${webDist}) has no index.html: run \`npm run build\` first, or pass -c webDist=<dir>.`,
    );
  }

  const passwordPolicy = optionalString(node, 'passwordPolicy') ?? 'standard';
  if (!Object.hasOwn(passwordPolicies, passwordPolicy)) {
    throw new Error(`Context 'passwordPolicy' must be one of ${Object.keys(passwordPolicies).join(', ')}.`);
  }

  const issuer = optionalString(node, 'oktaIssuer');
  const clientId = optionalString(node, 'oktaClientId');
  if ((issuer === undefined) !== (clientId === undefined)) {
    throw new Error("Contexts 'oktaIssuer' and 'oktaClientId' go together: give both or neither.");
  }
  if (issuer !== undefined && !issuer.startsWith('https://')) {
    throw new Error("Context 'oktaIssuer' must be an https URL.");
  }

  const domainPrefix = optionalString(node, 'domainPrefix');
  if (domainPrefix !== undefined && !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(domainPrefix)) {
    throw new Error("Context 'domainPrefix' must be lowercase letters, digits and hyphens.");
  }

  const alarmEmail = optionalString(node, 'alarmEmail');
  if (alarmEmail !== undefined && !emailPattern.test(alarmEmail)) {
    throw new Error("Context 'alarmEmail' must be an email address.");
  }

  const senderEmail = optionalString(node, 'senderEmail') ?? defaultSenderEmail;
  if (!emailPattern.test(senderEmail)) throw new Error("Context 'senderEmail' must be an email address.");
  const senderDomain = senderEmail.slice(senderEmail.lastIndexOf('@') + 1).toLowerCase();
  const sesIdentity = optionalString(node, 'sesIdentity') ?? senderDomain;
  // SES sends from an address when that address, its domain or a parent domain is verified.
  const coversSender =
    sesIdentity === senderEmail ||
    senderDomain === sesIdentity.toLowerCase() ||
    senderDomain.endsWith(`.${sesIdentity.toLowerCase()}`);
  if (!coversSender) {
    throw new Error("Context 'sesIdentity' must be 'senderEmail' itself or its (parent) domain.");
  }

  const voiceOriginationIdentity = optionalString(node, 'voiceOriginationIdentity');
  if (
    voiceOriginationIdentity !== undefined &&
    !/^(phone-[0-9a-f]{32}|arn:aws[\w-]*:sms-voice:.+:phone-number\/phone-[0-9a-f]{32})$/.test(voiceOriginationIdentity)
  ) {
    throw new Error(
      "Context 'voiceOriginationIdentity' must be an End User Messaging phone number id (phone-…) or its ARN.",
    );
  }

  return {
    webDist,
    passwordPolicy: passwordPolicy as PasswordPolicyName,
    ...(issuer !== undefined && clientId !== undefined
      ? {
          okta: {
            issuer,
            clientId,
            clientSecretName: optionalString(node, 'oktaClientSecretName') ?? defaultOktaClientSecretName,
          },
        }
      : {}),
    ...(domainPrefix !== undefined ? { domainPrefix } : {}),
    ...(alarmEmail !== undefined ? { alarmEmail } : {}),
    senderEmail,
    sesIdentity,
    ...(voiceOriginationIdentity !== undefined ? { voiceOriginationIdentity } : {}),
  };
}
