import * as z from 'zod';

/**
 * Runtime settings from the environment. The CDK stack sets them on each Lambda; the local stack
 * sets the same names (plus AWS_ENDPOINT_URL_* to reach the emulators) before starting the apps.
 */
const configSchema = z.object({
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Issuer of the pool's tokens; its JWKS lives at `${issuer}/.well-known/jwks.json`. */
  COGNITO_ISSUER: z.url(),
  /** The portal's own origin, for cookies and SSO redirect URIs. */
  APP_ORIGIN: z.url(),
  RESUBMIT_QUEUE_URL: z.string().optional(),
  PAPERWORK_BUCKET: z.string().optional(),
  /** The export jobs' queue (issue 14): the export jobs API sends a job's message there. */
  EXPORT_JOB_QUEUE_URL: z.string().optional(),
  /** NOA conversion (issue 15): a received NOA or LOR is queued there to be converted and read. */
  NOA_CONVERSION_QUEUE_URL: z.string().optional(),
  /** OIDC authority for SSO (Cognito's hosted domain in production); SSO is off without it. */
  SSO_AUTHORITY: z.url().optional(),
  SSO_CLIENT_ID: z.string().optional(),
  /** Extra authorize parameters, e.g. `identity_provider=Okta` for Cognito's hosted UI. */
  SSO_AUTHORIZE_PARAMS: z.string().optional(),
  /** The file renderers the exports API invokes (functions/renderers/requests.ts): function names. */
  SHEET_RENDERER_FUNCTION: z.string().min(1).optional(),
  DOCUMENT_RENDERER_FUNCTION: z.string().min(1).optional(),
  PAPERWORK_COMBINER_FUNCTION: z.string().min(1).optional(),
  PASSWORD_POLICY: z.enum(['standard', 'strict']).default('standard'),
  /**
   * HMAC key for bank account number hashes (duplicate detection without storing numbers). Only
   * the wallet's create and validate calls need it, and they refuse to run without it.
   */
  BANK_ACCOUNT_HASH_KEY: z.string().min(32).optional(),
  /**
   * From-address of the emails the message delivery function sends through SES (a verified SES
   * identity, or an address of a verified domain). Only that function needs it, and it sends
   * nothing without it; locally nothing is delivered (`npm start` prints the outbox).
   */
  MESSAGE_SENDER_EMAIL: z.email().optional(),
  /**
   * The voice-capable AWS End User Messaging phone number (id or ARN) verification calls come from;
   * without it the delivery function records voice messages as undeliverable.
   */
  VOICE_ORIGINATION_IDENTITY: z.string().min(1).optional(),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

/** Reads and validates the environment once per process; a missing setting fails loudly at start. */
export function config(): Config {
  cached ??= configSchema.parse(process.env);
  return cached;
}

/** True when the portal is served over plain http on this machine (cookies cannot be Secure). */
export function isLocalOrigin(origin: string): boolean {
  const { protocol, hostname } = new URL(origin);
  return protocol === 'http:' && (hostname === 'localhost' || hostname === '127.0.0.1');
}
