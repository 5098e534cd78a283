import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { defaultSelectCarrierRateBps } from '../domain/select-carrier/select-carrier.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsentElseGet } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { tableName } from './table.ts';

/** The Select Carrier programme's configuration (seeds 000 §9: the rate is a configurable percentage). */
export type SelectCarrierSettings = { rateBps: number; updatedAt: string };

/** A payee's membership: the rate it accepted (its automatic QuickPay threshold), when and by whom. */
export type SelectCarrierMembershipRecord = {
  payeeId: number;
  rateBps: number;
  acceptedAt: string;
  acceptedByUserId: number;
  acceptedByName: string;
  termsVersion: string;
};

/** The programme's rate in basis points: the configured one, else the default (3 %). */
export async function getSelectCarrierRateBps(): Promise<number> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.selectCarrierSettings }));
  const rate = Item?.rateBps;
  return typeof rate === 'number' ? rate : defaultSelectCarrierRateBps;
}

/** Sets the programme's rate for carriers joining from now on (members keep the rate they accepted). */
export async function putSelectCarrierRateBps(rateBps: number, at = new Date()): Promise<void> {
  const settings: SelectCarrierSettings = { rateBps, updatedAt: at.toISOString() };
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.selectCarrierSettings, ...settings } }));
}

export async function getSelectCarrierMembership(payeeId: number): Promise<SelectCarrierMembershipRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.selectCarrierMembership(payeeId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as SelectCarrierMembershipRecord) : null;
}

/**
 * Records a payee's membership unless it has one; the first acceptance stands (its rate and time),
 * so accepting again changes nothing. Returns the membership that holds.
 */
export async function putSelectCarrierMembershipIfAbsent(
  membership: SelectCarrierMembershipRecord,
): Promise<SelectCarrierMembershipRecord> {
  const outcome = await putIfAbsentElseGet({ ...keys.selectCarrierMembership(membership.payeeId), ...membership }, () =>
    getSelectCarrierMembership(membership.payeeId),
  );
  return outcome.created ? membership : outcome.existing;
}
