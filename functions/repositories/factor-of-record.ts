import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { type FactorOfRecord, noFactorOfRecord } from '../domain/noa/factor-of-record.ts';
import type { FactorHold, HoldCause } from '../domain/noa/holds.ts';
import { dynamo } from '../lib/aws-clients.ts';
import type { BankAccountStatusChange } from './bank-accounts.ts';
import { putIfAbsent, type TransactItems, versionCheck } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { type RelationshipRecord, relationshipVersion } from './relationships.ts';
import { tableName } from './table.ts';

type Step = TransactItems[number];

export async function getFactorOfRecord(payeeId: number): Promise<FactorOfRecord> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.factorOfRecord(payeeId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as FactorOfRecord) : noFactorOfRecord(payeeId);
}

/** The step that writes the carrier's factor of record, only if it is still at the version read. */
export function factorOfRecordStep(next: FactorOfRecord): Step {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.factorOfRecord(next.payeeId), ...next, version: next.version + 1 },
      ...(next.version === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': next.version } }),
    },
  };
}

/** Writes a carrier's factor of record unless it has one (seed data; documents change it afterwards). */
export async function putFactorOfRecordIfAbsent(record: FactorOfRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.factorOfRecord(record.payeeId), ...record });
}

/** What a document changes on a relationship: its factor (and the cooling-off window), its holds. */
export type RelationshipFactorChange = {
  relationship: RelationshipRecord;
  factor?: { id: number | null; name: string | null; coolingOffUntil: string | null };
  holds: FactorHold[];
};

/**
 * The step that writes a relationship's factor and holds, only if it is still at the version read
 * (its assigned factor shows to the carrier and the payor: a new version).
 */
export function relationshipFactorStep(change: RelationshipFactorChange): Step {
  const { relationship, factor, holds } = change;
  const check = versionCheck(relationshipVersion(relationship));
  const sets = ['factorHolds = :holds', 'isFactorHeld = :held', check.set];
  const values: Record<string, unknown> = { ':holds': holds, ':held': holds.length > 0, ...check.values };
  const removes: string[] = [];
  // Listed among the relationships needing a staff correction exactly while held.
  if (holds.length > 0) {
    const held = keys.heldRelationshipIndex(relationship.payeeId, relationship.id);
    sets.push('gsi3pk = :heldPartition', 'gsi3sk = :heldSort');
    values[':heldPartition'] = held.gsi3pk;
    values[':heldSort'] = held.gsi3sk;
  } else removes.push('gsi3pk', 'gsi3sk');
  if (factor) {
    sets.push('assignedFactorId = :factor', 'factorName = :factorName', 'coolingOffUntil = :coolingOff');
    values[':factor'] = factor.id;
    values[':factorName'] = factor.name;
    values[':coolingOff'] = factor.coolingOffUntil;
    // Listed under its factor (the factor area's clients and its reads' check) exactly while assigned.
    if (factor.id === null) removes.push('gsi2pk', 'gsi2sk');
    else {
      const index = keys.factorRelationshipIndex(factor.id, relationship.payeeId, relationship.id);
      sets.push('gsi2pk = :factorPartition', 'gsi2sk = :factorSort');
      values[':factorPartition'] = index.gsi2pk;
      values[':factorSort'] = index.gsi2sk;
    }
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.relationship(relationship.payeeId, relationship.id),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: `attribute_exists(pk) AND ${check.condition}`,
      ExpressionAttributeValues: values,
    },
  };
}

/** A hold placed or released on a relationship, with its reason and cause (the record of holds). */
export type FactorHoldEvent = {
  id: string;
  payeeId: number;
  relationshipId: number;
  kind: 'placed' | 'released';
  reason: FactorHold['reason'];
  cause: HoldCause;
  /** The document whose change placed or released it (null when a reconciliation did). */
  byDocumentId: number | null;
  /** The staff's factor assignment proposal whose change placed or released it. */
  byProposalId?: number | null;
  at: string;
};

export function holdEventStep(event: Omit<FactorHoldEvent, 'id'>): Step {
  const id = randomUUID();
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.factorHoldEvent(event.payeeId, event.at, id), id, ...event },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The carrier's record of holds placed and released, oldest first. */
export async function listFactorHoldEvents(payeeId: number): Promise<FactorHoldEvent[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.payeePartition(payeeId), ':prefix': keys.factorHoldEventPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys(item) as FactorHoldEvent);
}

/** A factor company's account: where the payout run pays the invoices assigned to it. */
export type FactorBankAccountRecord = {
  id: number;
  factorId: number;
  name: string;
  methodType: PaymentMethodType;
  currencyId: number;
  routingNumber: string | null;
  accountNumberLast4: string | null;
  status: BankAccountStatus;
  createdAt: string;
  /*
   * Kept for accounts the factor submits (functions/services/factor-bank-accounts.ts); absent on
   * those LanePay set up. Like a wallet account, never the number: its last four and keyed hash.
   */
  bankName?: string | null;
  accountNumberHash?: string;
  isValidationRequired?: boolean;
  createdByUserId?: number | null;
  createdByName?: string | null;
  /** The create's Idempotency-Key: the same request again answers this account. */
  idempotencyKey?: string | null;
  updatedAt?: string;
  statusHistory?: BankAccountStatusChange[];
};

export async function putFactorBankAccountIfAbsent(account: FactorBankAccountRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.factorBankAccount(account.factorId, account.id), ...account });
}

export async function listFactorBankAccounts(factorId: number): Promise<FactorBankAccountRecord[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `COMPANY#${factorId}`, ':prefix': keys.factorBankAccountPrefix },
    }),
  );
  return Items.map((item) => withoutKeys(item) as FactorBankAccountRecord);
}

/**
 * The checks a payment's transaction makes so that it pays only what the records still say at the
 * moment of writing: the relationship still assigned as read (to the factor paid, or to none when
 * the carrier is paid), not held, and the carrier's factor of record still the one read.
 */
export function payoutRouteChecks(input: {
  payeeId: number;
  relationshipId: number;
  relationshipExists: boolean;
  assignedFactorId: number | null;
  factorOfRecordId: number | null;
}): Step[] {
  const relationship: Step = input.relationshipExists
    ? {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.relationship(input.payeeId, input.relationshipId),
          ConditionExpression:
            'attribute_exists(pk) AND assignedFactorId = :factor AND (attribute_not_exists(isFactorHeld) OR isFactorHeld = :false)',
          ExpressionAttributeValues: { ':factor': input.assignedFactorId, ':false': false },
        },
      }
    : {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.relationship(input.payeeId, input.relationshipId),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
  const record: Step = {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.factorOfRecord(input.payeeId),
      ConditionExpression:
        input.factorOfRecordId === null
          ? 'attribute_not_exists(pk) OR factorId = :null'
          : 'attribute_exists(pk) AND factorId = :factor',
      ExpressionAttributeValues:
        input.factorOfRecordId === null ? { ':null': null } : { ':factor': input.factorOfRecordId },
    },
  };
  return [relationship, record];
}
