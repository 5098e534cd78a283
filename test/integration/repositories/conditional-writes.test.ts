import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '#functions/lib/aws-clients.ts';
import {
  deleteIf,
  putIf,
  putIfAbsent,
  putIfAbsentElseGet,
  transactWriteIf,
  unlessConditionFails,
  updateIf,
  updateIfReturningItem,
} from '#functions/repositories/conditional-writes.ts';
import { queryAll, queryPages } from '#functions/repositories/paged-reads.ts';
import { tableName } from '#functions/repositories/table.ts';

/** A key of this test's own, so runs and other tests never meet. */
function freshKey(sk = 'ITEM') {
  return { pk: `TEST#${randomUUID()}`, sk };
}

async function read(key: { pk: string; sk: string }) {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item ?? null;
}

describe('conditional writes', () => {
  it('puts an item once: the second put of the same key is refused and writes nothing', async () => {
    const key = freshKey();
    expect(await putIfAbsent({ ...key, value: 1 })).toBe(true);
    expect(await putIfAbsent({ ...key, value: 2 })).toBe(false);
    expect(await read(key)).toMatchObject({ value: 1 });
  });

  it('puts under its own condition', async () => {
    const key = freshKey();
    await putIfAbsent({ ...key, owner: 1 });
    const claim = (owner: number) =>
      putIf({
        Item: { ...key, owner },
        ConditionExpression: 'attribute_not_exists(pk) OR #owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
      });
    expect(await claim(1)).toBe(true);
    expect(await claim(2)).toBe(false);
    expect(await read(key)).toMatchObject({ owner: 1 });
  });

  it('answers the stored item when one was there first, and nothing when it wrote', async () => {
    const key = freshKey();
    const get = async () => {
      const item = await read(key);
      return item ? { value: Number(item.value) } : null;
    };
    expect(await putIfAbsentElseGet({ ...key, value: 1 }, get)).toEqual({ created: true });
    expect(await putIfAbsentElseGet({ ...key, value: 2 }, get)).toEqual({ created: false, existing: { value: 1 } });
  });

  it('rethrows the refusal when the item that refused the put is gone by the time it is read', async () => {
    const key = freshKey();
    await putIfAbsent(key);
    await expect(putIfAbsentElseGet({ ...key, value: 2 }, async () => null)).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
  });

  it('updates only while the condition holds, and returns the updated item without its keys', async () => {
    const key = freshKey();
    await putIfAbsent({ ...key, gsi1pk: 'TEST', gsi1sk: key.pk, count: 0 });
    const bump = (expected: number) => ({
      Key: key,
      UpdateExpression: 'SET #count = #count + :one',
      ConditionExpression: '#count = :expected',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':expected': expected },
    });
    expect(await updateIf(bump(0))).toBe(true);
    expect(await updateIf(bump(0))).toBe(false);
    expect(await updateIfReturningItem<{ count: number }>(bump(1))).toEqual({ count: 2 });
    expect(await updateIfReturningItem(bump(1))).toBeNull();
    expect(await read(key)).toMatchObject({ count: 2 });
  });

  it('deletes only while the condition holds', async () => {
    const key = freshKey();
    await putIfAbsent(key);
    const remove = () => deleteIf({ Key: key, ConditionExpression: 'attribute_exists(pk)' });
    expect(await remove()).toBe(true);
    expect(await remove()).toBe(false);
  });

  it('gives the output of a write whose condition held, null when it failed', async () => {
    const key = freshKey();
    await putIfAbsent({ ...key, left: 1 });
    const spend = () =>
      unlessConditionFails(
        dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            UpdateExpression: 'SET #left = #left - :one',
            ConditionExpression: '#left > :zero',
            ExpressionAttributeNames: { '#left': 'left' },
            ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
            ReturnValues: 'UPDATED_NEW',
          }),
        ),
      );
    expect((await spend())?.Attributes).toEqual({ left: 0 });
    expect(await spend()).toBeNull();
  });

  it('rethrows failures other than a failed condition', async () => {
    const key = freshKey();
    // ExpressionAttributeValues names a value the expression does not use: a ValidationException.
    await expect(
      updateIf({
        Key: key,
        UpdateExpression: 'SET a = :a',
        ConditionExpression: 'attribute_not_exists(pk)',
        ExpressionAttributeValues: { ':a': 1, ':unused': 2 },
      }),
    ).rejects.toMatchObject({ name: 'ValidationException' });
    expect(await read(key)).toBeNull();
  });

  it('writes a transaction all or nothing, false when a condition failed', async () => {
    const first = freshKey();
    const second = freshKey();
    const items = (value: number) => [
      { Put: { TableName: tableName(), Item: { ...first, value }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: { ...second, value } } },
    ];
    expect(await transactWriteIf(items(1))).toBe(true);
    expect(await transactWriteIf(items(2))).toBe(false);
    expect(await read(first)).toMatchObject({ value: 1 });
    expect(await read(second)).toMatchObject({ value: 1 });
  });
});

describe('paged reads', () => {
  const pk = `TEST#${randomUUID()}`;
  const query = { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true };

  it('reads every page of a query, and stops when the reader stops', async () => {
    for (const sk of ['A', 'B', 'C']) await putIfAbsent({ pk, sk });
    expect((await queryAll({ ...query, Limit: 1 })).map((item) => item.sk)).toEqual(['A', 'B', 'C']);

    const pages: unknown[][] = [];
    for await (const page of queryPages({ ...query, Limit: 2 })) pages.push(page.map((item) => item.sk));
    expect(pages).toEqual([['A', 'B'], ['C']]);

    const read: unknown[] = [];
    for await (const page of queryPages({ ...query, Limit: 1 })) {
      read.push(...page.map((item) => item.sk));
      break;
    }
    expect(read).toEqual(['A']);
  });
});
