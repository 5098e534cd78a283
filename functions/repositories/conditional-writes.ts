import {
  DeleteCommand,
  type DeleteCommandInput,
  PutCommand,
  type PutCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, isTransactionConditionFailure, tableName } from './table.ts';

/*
 * Conditional writes whose failed condition is an answer, not an error: someone else wrote first,
 * the item is already there, or it is gone. Each helper says what the condition decided and
 * rethrows every other failure. The caller still spells out the key, the expressions and the
 * values, so each repository says exactly what it writes; only the table name and the handling of
 * a failed condition live here.
 */

/** A single-item write's input: the table is filled in here, and a condition is required. */
type Conditional<Input> = Omit<Input, 'TableName' | 'ConditionExpression' | 'ReturnValues'> & {
  ConditionExpression: string;
};

/** The transaction items of a TransactWriteItems call. */
export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * The write's output, or null when DynamoDB refused the write because its condition failed
 * (nothing was written). For writes whose output the caller reads (e.g. `UPDATED_NEW` values).
 */
export async function unlessConditionFails<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Puts the item if its condition holds; false when it did not (nothing written). */
export async function putIf(input: Conditional<PutCommandInput>): Promise<boolean> {
  return (await unlessConditionFails(dynamo().send(new PutCommand({ TableName: tableName(), ...input })))) !== null;
}

/** Puts the item unless one with its key exists; false when one did (nothing written). */
export async function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  return putIf({ Item: item, ConditionExpression: 'attribute_not_exists(pk)' });
}

/**
 * Puts the item unless one with its key exists, and then reads that one with `getExisting`: the
 * first write stands. Should the existing item be gone by the time it is read, the refused write's
 * error is thrown.
 */
export async function putIfAbsentElseGet<T>(
  item: Record<string, unknown>,
  getExisting: () => Promise<T | null>,
): Promise<{ created: true } | { created: false; existing: T }> {
  try {
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return { created: true };
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const existing = await getExisting();
    if (!existing) throw error;
    return { created: false, existing };
  }
}

/** Updates the item if its condition holds; false when it did not (nothing written). */
export async function updateIf(input: Conditional<UpdateCommandInput>): Promise<boolean> {
  return (await unlessConditionFails(dynamo().send(new UpdateCommand({ TableName: tableName(), ...input })))) !== null;
}

/**
 * Updates the item if its condition holds and returns it as updated (`ALL_NEW`, keys dropped);
 * null when the condition did not hold (nothing written).
 */
export async function updateIfReturningItem<T>(input: Conditional<UpdateCommandInput>): Promise<T | null> {
  const output = await unlessConditionFails(
    dynamo().send(new UpdateCommand({ TableName: tableName(), ...input, ReturnValues: 'ALL_NEW' })),
  );
  return output?.Attributes ? (withoutKeys(output.Attributes) as T) : null;
}

/** Deletes the item if its condition holds; false when it did not (nothing deleted). */
export async function deleteIf(input: Conditional<DeleteCommandInput>): Promise<boolean> {
  return (await unlessConditionFails(dynamo().send(new DeleteCommand({ TableName: tableName(), ...input })))) !== null;
}

/**
 * Writes the items in one transaction; false when a condition of any of them failed (nothing
 * written). A cancellation in which no condition failed (a conflicting transaction in flight,
 * throttling) is thrown.
 */
export async function transactWriteIf(items: TransactItems): Promise<boolean> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return true;
  } catch (error) {
    // A condition failed, or another transaction held one of the items: either way the caller's
    // view is stale, and it reads again before deciding again.
    if (isTransactionConditionFailure(error) || isTransactionConflict(error)) return false;
    throw error;
  }
}

function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return (
    reasons.some((reason) => reason.Code === 'TransactionConflict') || error.message.includes('TransactionConflict')
  );
}

/*
 * Versions of mutable objects (optimistic concurrency: functions/lib/http/if-match.ts). An object's
 * item carries `version`, moved by every write that changes what the object shows; an item written
 * before versions existed has none and counts as 0. An update the user made on a version they saw is
 * conditioned on that version (versionCheck); any other change of the object moves it too
 * (updateBumpingVersion, or `ADD version` inside a transaction), so that a user who saw it before
 * that change is told, rather than overwriting it.
 */

/**
 * What a write made on `expected` adds to its expressions: the condition that the item is still at
 * that version, and a SET clause moving it to the next one. Setting the next version (rather than
 * ADDing one) keeps the update idempotent, so the SDK may repeat it after a timeout
 * (functions/lib/aws-requests.ts): a repeat of an applied write fails its condition instead of
 * applying twice.
 */
export function versionCheck(expected: number): {
  condition: string;
  set: string;
  values: { ':expectedVersion': number; ':nextVersion': number };
} {
  return {
    condition:
      expected === 0 ? '(attribute_not_exists(version) OR version = :expectedVersion)' : 'version = :expectedVersion',
    set: 'version = :nextVersion',
    values: { ':expectedVersion': expected, ':nextVersion': expected + 1 },
  };
}

/** The clause (and value) that moves an item's version by one, whatever it is (a missing one starts at 0). */
export const versionBump = { clause: 'ADD version :versionStep', values: { ':versionStep': 1 } } as const;

/**
 * An update that also moves the item's version, not conditioned on it (a change the user did not
 * make on a version they saw: an MFA phone, a claim request). Sent as a one-item transaction: an
 * `ADD` may not be repeated after a timeout, but a transaction carries an idempotency token that
 * makes the SDK's repeat harmless (functions/lib/aws-requests.ts), as the update without the bump
 * was. False when its condition failed (nothing written). The expression must have no ADD clause.
 */
export async function updateBumpingVersion(input: Conditional<UpdateCommandInput>): Promise<boolean> {
  const expression = String(input.UpdateExpression ?? '');
  if (/\bADD\b/i.test(expression)) throw new Error('updateBumpingVersion adds the only ADD clause');
  return transactWriteIf([
    {
      Update: {
        ...input,
        TableName: tableName(),
        UpdateExpression: `${expression} ${versionBump.clause}`.trim(),
        ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ...versionBump.values },
      } as NonNullable<TransactItems[number]['Update']>,
    },
  ]);
}
