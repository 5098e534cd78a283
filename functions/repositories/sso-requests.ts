import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { epochSeconds, tableName } from './table.ts';

/** An SSO sign-in between the redirect to the authority and its callback (PKCE verifier kept here). */
export type SsoRequestRecord = {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnUrl: string;
  /** Hash of the browser-binding cookie set at the redirect; the callback must present it. */
  bindingHash: string;
  expiresAt: number;
};

export async function putSsoRequest(request: SsoRequestRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.ssoRequest(request.state), ...request } }),
  );
}

/** Reads and deletes in one step, so a state can be redeemed only once. */
export async function takeSsoRequest(state: string, now = new Date()): Promise<SsoRequestRecord | null> {
  const { Attributes } = await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.ssoRequest(state), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || Number(Attributes.expiresAt) <= epochSeconds(now)) return null;
  return withoutKeys(Attributes) as SsoRequestRecord;
}
