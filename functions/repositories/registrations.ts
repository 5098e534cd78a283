import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SendWindow, StoredCodeRecord } from '../domain/one-time-codes.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { carrierNumberClaim } from './carrier-numbers.ts';
import type { CompanyRecord } from './companies.ts';
import { companyNameIndex } from './companies.ts';
import { transactWriteIf, updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { companyMemberPut } from './memberships.ts';
import { oneTimeCodeStore } from './one-time-code-items.ts';
import { epochSeconds, tableName } from './table.ts';
import type { UserRecord } from './users.ts';

/** The live code sent to an email address that is registering (only its salted hash). */
export type RegistrationCodeRecord = StoredCodeRecord & SendWindow & { email: string };

/** Proof that an email was verified, held by the browser for the rest of the registration. */
/** `usedAt` is set once the token has created the account (a retried request then gets the same answer). */
export type RegistrationTokenRecord = { tokenHash: string; email: string; expiresAt: number; usedAt: string | null };

/** A carrier as the federal registry describes it. */
export type CarrierRegistryRecord = {
  dotNumber: string | null;
  mcNumber: string | null;
  legalName: string;
  dbaName: string | null;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string | null;
  operatingStatus: 'AUTHORIZED' | 'NOT AUTHORIZED' | 'OUT OF SERVICE';
};

/** The codes by address: get, replace, spend an attempt (registrationCodes.get…). */
export const registrationCodes = oneTimeCodeStore<string, RegistrationCodeRecord>(keys.registrationCode);

/** Spends the code and issues the registration token in one step; false when the code was spent meanwhile. */
export async function exchangeCodeForToken(
  email: string,
  nonce: string,
  token: RegistrationTokenRecord,
  at: string,
): Promise<boolean> {
  return transactWriteIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.registrationCode(email),
        UpdateExpression: 'SET usedAt = :at',
        ConditionExpression: 'nonce = :nonce AND usedAt = :null',
        ExpressionAttributeValues: { ':nonce': nonce, ':at': at, ':null': null },
      },
    },
    { Put: { TableName: tableName(), Item: { ...keys.registrationToken(token.tokenHash), ...token } } },
  ]);
}

/** The live token with this hash (expired ones count as absent: TTL deletion lags). */
export async function getRegistrationToken(
  tokenHash: string,
  now = new Date(),
): Promise<RegistrationTokenRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.registrationToken(tokenHash), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return null;
  return withoutKeys(Item) as RegistrationTokenRecord;
}

export async function findRegistryCarrier(kind: 'DOT' | 'MC', number: string): Promise<CarrierRegistryRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.carrierRegistry(kind, number) }),
  );
  return Item ? (withoutKeys(Item) as CarrierRegistryRecord) : null;
}

export async function putRegistryCarrier(carrier: CarrierRegistryRecord): Promise<void> {
  for (const [kind, number] of [
    ['DOT', carrier.dotNumber],
    ['MC', carrier.mcNumber],
  ] as const) {
    if (number)
      await dynamo().send(
        new PutCommand({ TableName: tableName(), Item: { ...keys.carrierRegistry(kind, number), ...carrier } }),
      );
  }
}

/**
 * Writes a registered carrier in one transaction: the company, its DOT/MC claims, the user with
 * their membership, the email claim, and the token marked used. False when the email, a number or
 * the token was taken meanwhile; nothing is then written.
 */
export async function createRegisteredCarrier(input: {
  company: CompanyRecord;
  user: UserRecord;
  tokenHash: string;
}): Promise<boolean> {
  const { company, user } = input;
  const numbers = [
    ...(company.dotNumber ? [carrierNumberClaim('DOT', company.dotNumber, company.id)] : []),
    ...(company.mcNumber ? [carrierNumberClaim('MC', company.mcNumber, company.id)] : []),
  ];
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.company(company.id),
          ...keys.companyGuidIndex(company.guid),
          ...companyNameIndex(company),
          ...company,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...numbers,
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.user(user.id), ...user },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.email(user.email), userId: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...user.memberships.map(companyMemberPut),
    {
      Update: {
        TableName: tableName(),
        Key: keys.registrationToken(input.tokenHash),
        UpdateExpression: 'SET usedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND usedAt = :null',
        ExpressionAttributeValues: { ':at': company.createdAt, ':null': null },
      },
    },
  ]);
}

/** Marks the token used without creating an account (an invitation was forwarded instead). */
export async function spendRegistrationToken(tokenHash: string, at: string): Promise<boolean> {
  return updateIf({
    Key: keys.registrationToken(tokenHash),
    UpdateExpression: 'SET usedAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND usedAt = :null',
    ExpressionAttributeValues: { ':at': at, ':null': null },
  });
}
