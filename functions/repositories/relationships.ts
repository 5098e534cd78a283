import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import type { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import type { FactorHold } from '../domain/noa/holds.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { batchGetItems } from './batch-gets.ts';
import {
  putIfAbsent,
  transactWriteIf,
  updateBumpingVersion,
  updateIfReturningItem,
  versionBump,
  versionCheck,
} from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** A carrier's connection to one payor (seeds 000 §3 "Payee relationship"). */
export type RelationshipRecord = {
  id: number;
  payeeId: number;
  payorId: number;
  payorName: string;
  payorTypeId: number | null;
  currencyId: number;
  isClaimed: boolean;
  claimedAt: string | null;
  claimedByUserId: number | null;
  contactStatus: RelationshipContactStatus;
  /** The carrier contact details the payor holds, which a claim must verify. */
  contactMethodId: number | null;
  /** Default payment term of new invoices with this payor. */
  paymentType: PaymentType;
  freeQuickPaysRemaining: number;
  termsAcceptedAt: string | null;
  assignedFactorId: number | null;
  factorName: string | null;
  createdAt: string;
  /**
   * Every contact method the payor holds for the carrier, `contactMethodId` included. Absent on
   * records written before it existed: then `contactMethodId` is the only one.
   */
  contactMethodIds?: number[];
  /** When and by whom the payor invited the carrier (POST payor/payee_relationships); absent otherwise. */
  invitedAt?: string;
  invitedByUserId?: number;
  /** The payor or LanePay verified the carrier already: no code is needed to claim it. */
  isPreVerified?: boolean;
  /** How it was claimed (functions/domain/relationships/claim-rules.ts ClaimMethod). */
  claimMethod?: string | null;
  /** The carrier started claiming it (create_claim_intent). */
  claimIntent?: { id: string; userId: number; createdAt: string } | null;
  /** The carrier asked for help because it cannot verify any contact method. */
  claimRequestedAt?: string | null;
  claimRequestedByUserId?: number | null;
  /** The signed broker authorization form it was claimed with. */
  authorizationForm?: AuthorizationFormRecord | null;
  /**
   * Factor of record (functions/domain/noa/holds.ts): the holds on the relationship, whether it has
   * any (the payout run's condition reads this flag), and until when payments wait out a new NOA's
   * cooling-off window. Absent on relationships never touched by a document: no hold, no window.
   */
  factorHolds?: FactorHold[];
  isFactorHeld?: boolean;
  coolingOffUntil?: string | null;
  /** Failed claims by invoice details within the current window (throttling). */
  invoiceCheck?: { failures: number; windowStartedAt: string } | null;
  /**
   * Moved by every change to what the relationship shows (GET payee_relationships/{id}): claims,
   * claim intents and requests, the default term, the free QuickPays left (invoices.ts). An edit by
   * the carrier (the default term) is written only on the version it was made on. Not moved by the
   * invoice-details throttle, which nobody sees. Absent on relationships stored before versions
   * existed: 0 (relationshipVersion).
   */
  version?: number;
};

/** The relationship's version (0 for relationships stored before versions existed). */
export function relationshipVersion(relationship: Pick<RelationshipRecord, 'version'>): number {
  return relationship.version ?? 0;
}

export type AuthorizationFormRecord = {
  mcOrDotNumber: string;
  signerName: string;
  signerTitle: string;
  signedAt: string;
  signedByUserId: number;
  termsVersion: string;
};

/** How a payor can reach the carrier (email or phone), shared by the relationships it is known for. */
export type ContactMethodRecord = {
  id: number;
  payeeId: number;
  kind: 'email' | 'phone';
  destination: string;
  isPreVerified: boolean;
};

/** The stored item of a relationship: its keys, the payor's index and (while assigned) the factor's. */
export function relationshipItem(relationship: RelationshipRecord) {
  return {
    ...keys.relationship(relationship.payeeId, relationship.id),
    ...keys.payorRelationshipIndex(relationship.payorId, relationship.id),
    ...(typeof relationship.assignedFactorId === 'number'
      ? keys.factorRelationshipIndex(relationship.assignedFactorId, relationship.payeeId, relationship.id)
      : {}),
    ...(relationship.factorHolds?.length ? keys.heldRelationshipIndex(relationship.payeeId, relationship.id) : {}),
    ...relationship,
  };
}

/**
 * The relationships assigned to a factor now (its index, written with each assignment), by
 * carrier: the factor area's clients and debtors, and the check each of its reads makes.
 */
export async function listFactorRelationships(factorId: number): Promise<RelationshipRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.factorRelationshipPartition(factorId) },
  });
  return items.map((item) => withoutKeys(item) as RelationshipRecord).filter((r) => r.assignedFactorId === factorId);
}

/**
 * Which relationships are assigned to a factor now, as `payeeId:relationshipId`: the check each
 * page of the factor's invoices makes. Only the three attributes the check needs are read, not
 * each relationship whole (a factor with hundreds of clients reads a few KB instead of hundreds).
 */
export async function listFactorRelationshipKeys(factorId: number): Promise<Set<string>> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.factorRelationshipPartition(factorId) },
    ProjectionExpression: 'payeeId, #id, assignedFactorId',
    ExpressionAttributeNames: { '#id': 'id' },
  });
  return new Set(
    items.filter((item) => item.assignedFactorId === factorId).map((item) => `${item.payeeId}:${item.id}`),
  );
}

/**
 * Of some relationships (`payeeId` and relationship id), which are assigned to the factor now,
 * as `payeeId:relationshipId`: the check of one page of the factor's invoices, read consistently
 * from the relationships themselves (the assigned factor alone of each).
 */
export async function relationshipsAssignedTo(
  factorId: number,
  relationships: readonly { payeeId: number; relationshipId: number }[],
): Promise<Set<string>> {
  const refs = [...new Set(relationships.map((r) => `${r.payeeId}:${r.relationshipId}`))];
  const items = await batchGetItems(
    refs.map((ref) => {
      const [payeeId, relationshipId] = ref.split(':').map(Number) as [number, number];
      return keys.relationship(payeeId, relationshipId);
    }),
    { projection: { expression: 'payeeId, #id, assignedFactorId', names: { '#id': 'id' } } },
  );
  return new Set(
    items.filter((item) => item.assignedFactorId === factorId).map((item) => `${item.payeeId}:${item.id}`),
  );
}

export async function putRelationshipIfAbsent(relationship: RelationshipRecord): Promise<boolean> {
  return putIfAbsent(relationshipItem(relationship));
}

export async function getRelationship(payeeId: number, relationshipId: number): Promise<RelationshipRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.relationship(payeeId, relationshipId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as RelationshipRecord) : null;
}

export async function listRelationships(payeeId: number): Promise<RelationshipRecord[]> {
  return queryPayeePartition(payeeId, keys.relationshipPrefix) as Promise<RelationshipRecord[]>;
}

export async function putContactMethodIfAbsent(method: ContactMethodRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.contactMethod(method.payeeId, method.id), ...method });
}

export async function listContactMethods(payeeId: number): Promise<ContactMethodRecord[]> {
  return queryPayeePartition(payeeId, keys.contactMethodPrefix) as Promise<ContactMethodRecord[]>;
}

async function queryPayeePartition(payeeId: number, prefix: string): Promise<Record<string, unknown>[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.payeePartition(payeeId), ':prefix': prefix },
    ConsistentRead: true,
  });
  return items.map(withoutKeys);
}

export async function getContactMethod(payeeId: number, contactMethodId: number): Promise<ContactMethodRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.contactMethod(payeeId, contactMethodId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as ContactMethodRecord) : null;
}

/** The fields a claim sets on a relationship (functions/domain/relationships/claim-rules.ts claimedState). */
export type ClaimedFields = {
  isClaimed: true;
  claimedAt: string;
  claimedByUserId: number;
  contactStatus: RelationshipContactStatus;
  termsAcceptedAt: string;
  paymentType: PaymentType;
  freeQuickPaysRemaining: number;
  claimMethod: string;
  authorizationForm?: AuthorizationFormRecord;
};

type TransactStep = Record<string, unknown>;

/**
 * Claims relationships of one payee all at once: every relationship must still be unclaimed, and
 * `proof` (spending or checking the verification code) must hold, or nothing is written. False when
 * a condition failed (someone claimed one meanwhile, or the code was spent or replaced).
 */
export async function claimRelationships(input: {
  payeeId: number;
  claims: { id: number; fields: ClaimedFields }[];
  proof?: TransactStep;
}): Promise<boolean> {
  const steps = input.claims.map(({ id, fields }) => {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':false': false, ...versionBump.values };
    const sets = Object.entries(fields).map(([name, value], index) => {
      names[`#f${index}`] = name;
      values[`:v${index}`] = value;
      return `#f${index} = :v${index}`;
    });
    return {
      Update: {
        TableName: tableName(),
        Key: keys.relationship(input.payeeId, id),
        UpdateExpression: `SET ${sets.join(', ')} ${versionBump.clause}`,
        ConditionExpression: 'attribute_exists(pk) AND isClaimed = :false',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  });
  return transactWriteIf(input.proof ? [input.proof, ...steps] : steps);
}

/**
 * Sets the default payment term of a claimed relationship if it is still at `expectedVersion` (the
 * version the carrier saw), moving it to the next version; null when it is not claimed, gone, or
 * changed meanwhile (the caller reads it again to tell which).
 */
export async function updateDefaultPaymentType(
  payeeId: number,
  relationshipId: number,
  paymentType: PaymentType,
  expectedVersion: number,
): Promise<RelationshipRecord | null> {
  const check = versionCheck(expectedVersion);
  return updateIfReturningItem<RelationshipRecord>({
    Key: keys.relationship(payeeId, relationshipId),
    UpdateExpression: `SET paymentType = :type, ${check.set}`,
    ConditionExpression: `attribute_exists(pk) AND isClaimed = :true AND ${check.condition}`,
    ExpressionAttributeValues: { ':type': paymentType, ':true': true, ...check.values },
  });
}

/**
 * Records that the carrier started claiming an unclaimed relationship, replacing an older intent;
 * its contact status becomes Pending. Null when the relationship is claimed or gone.
 */
export async function recordClaimIntent(
  payeeId: number,
  relationshipId: number,
  intent: { id: string; userId: number; createdAt: string },
  contactStatus: RelationshipContactStatus,
): Promise<RelationshipRecord | null> {
  // Its contact status shows: a new version. (An ADD is not repeated after a timeout: a 503 the
  // browser may retry, as the intent is replaced anyway.)
  return updateIfReturningItem<RelationshipRecord>({
    Key: keys.relationship(payeeId, relationshipId),
    UpdateExpression: `SET claimIntent = :intent, contactStatus = :status ${versionBump.clause}`,
    ConditionExpression: 'attribute_exists(pk) AND isClaimed = :false',
    ExpressionAttributeValues: { ':intent': intent, ':status': contactStatus, ':false': false, ...versionBump.values },
  });
}

/**
 * Records the carrier's request for help with an unclaimed relationship it cannot verify. True when
 * recorded now, false when it was recorded before or the relationship is claimed.
 */
export async function recordClaimRequest(
  payeeId: number,
  relationshipId: number,
  request: { userId: number; at: string; contactStatus: RelationshipContactStatus },
): Promise<boolean> {
  return updateBumpingVersion({
    Key: keys.relationship(payeeId, relationshipId),
    UpdateExpression: 'SET claimRequestedAt = :at, claimRequestedByUserId = :user, contactStatus = :status',
    ConditionExpression:
      'attribute_exists(pk) AND isClaimed = :false AND (attribute_not_exists(claimRequestedAt) OR claimRequestedAt = :null)',
    ExpressionAttributeValues: {
      ':at': request.at,
      ':user': request.userId,
      ':status': request.contactStatus,
      ':false': false,
      ':null': null,
    },
  });
}

/** Stores the failed-attempt window of claims by invoice details. */
export async function saveInvoiceCheck(
  payeeId: number,
  relationshipId: number,
  invoiceCheck: { failures: number; windowStartedAt: string },
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.relationship(payeeId, relationshipId),
      UpdateExpression: 'SET invoiceCheck = :check',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':check': invoiceCheck },
    }),
  );
}

/** Invoice statuses that still await payment: the relationship's "available" invoices. */
export const openInvoiceStatuses = [
  InvoiceStatus.Pending,
  InvoiceStatus.Approved,
  InvoiceStatus.Held,
  InvoiceStatus.MissingCarrier,
  InvoiceStatus.PendingReissue,
  InvoiceStatus.MissingBank,
] as const;

type InvoiceFacts = {
  relationshipId: number;
  payorId: number;
  invoiceNumber: string;
  loadNumber: string;
  grossCents: number;
};

/** The payee's invoices in the given statuses, only the fields relationships need. */
async function payeeInvoiceFacts(
  payeeId: number,
  statuses: readonly InvoiceStatus[],
  payorId?: number,
): Promise<InvoiceFacts[]> {
  const perStatus = await Promise.all(
    statuses.map(
      async (status) =>
        (await queryAll({
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ProjectionExpression: 'relationshipId, payorId, invoiceNumber, loadNumber, grossCents',
          ...(payorId === undefined
            ? { ExpressionAttributeValues: { ':pk': keys.payeeInvoicePartition(payeeId, status) } }
            : {
                FilterExpression: 'payorId = :payor',
                ExpressionAttributeValues: { ':pk': keys.payeeInvoicePartition(payeeId, status), ':payor': payorId },
              }),
        })) as InvoiceFacts[],
    ),
  );
  return perStatus.flat();
}

/**
 * Count and gross amount (cents) of each relationship's open invoices: one Query per open status on
 * the payee's own invoice index partitions, so it reads only this payee's open invoices.
 */
export async function openInvoiceTotals(payeeId: number): Promise<Map<number, { count: number; amountCents: number }>> {
  const totals = new Map<number, { count: number; amountCents: number }>();
  for (const invoice of await payeeInvoiceFacts(payeeId, openInvoiceStatuses)) {
    const total = totals.get(invoice.relationshipId) ?? { count: 0, amountCents: 0 };
    total.count += 1;
    total.amountCents += invoice.grossCents;
    totals.set(invoice.relationshipId, total);
  }
  return totals;
}

/** The payee's invoices from one payor, in any status (claim by invoice details). */
export async function payeeInvoicesFromPayor(payeeId: number, payorId: number): Promise<InvoiceFacts[]> {
  return payeeInvoiceFacts(payeeId, Object.values(InvoiceStatus), payorId);
}

/**
 * A relationship as its payor finds it: by id, only if it is one of the payor's own (the payor's
 * index partition holds nothing else). Null for another payor's relationship.
 */
export async function getPayorRelationship(
  payorId: number,
  relationshipId: number,
): Promise<RelationshipRecord | null> {
  const index = keys.payorRelationshipIndex(payorId, relationshipId);
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': index.gsi1pk, ':sk': index.gsi1sk },
    }),
  );
  const item = Items[0];
  if (!item) return null;
  // The index is eventually consistent: read the relationship itself for its current state.
  const record = withoutKeys(item) as RelationshipRecord;
  return getRelationship(record.payeeId, record.id);
}

/** Every relationship of a payor (its own index partition), for the payor's carrier pickers. */
export async function listPayorRelationships(payorId: number): Promise<RelationshipRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.payorRelationshipIndex(payorId, 0).gsi1pk },
  });
  return items.map((item) => withoutKeys(item) as RelationshipRecord);
}
