import type { Server } from 'node:http';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  TransactionCanceledException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';

/**
 * TransactWriteItems, TransactGetItems and UpdateTimeToLive are not in dynalite 4.0.0: they come from
 * patches/dynalite+4.0.0.patch. This file runs its own in-memory dynalite (not the stack started by the
 * integration global setup) and talks to it through the real AWS SDK, as the functions do.
 */

const TableName = 'dynalite-transactions';

let server: Server;
let client: DynamoDBClient;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  const port = await freePort();
  server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  await client.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'gsi1pk', AttributeType: 'S' },
        { AttributeName: 'gsi1sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    }),
  );
  await waitForActiveTable();
});

afterAll(async () => {
  client?.destroy();
  if (server)
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

async function waitForActiveTable() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && indexesActive) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${TableName} did not become ACTIVE`);
}

let counter = 0;
/** A partition key no other test uses. */
function uniquePk(label: string) {
  counter += 1;
  return `${label}#${counter}#${Date.now()}`;
}

async function getItem(pk: string, sk: string) {
  const { Item } = await doc.send(new GetCommand({ TableName, Key: { pk, sk }, ConsistentRead: true }));
  return Item;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

async function cancellation(promise: Promise<unknown>): Promise<TransactionCanceledException> {
  const error = await rejection(promise);
  expect(error.name).toBe('TransactionCanceledException');
  expect(error).toBeInstanceOf(TransactionCanceledException);
  return error as TransactionCanceledException;
}

function reasonCodes(error: TransactionCanceledException) {
  return (error.CancellationReasons ?? []).map((reason) => reason.Code);
}

describe('TransactWriteItems', () => {
  it('writes nothing when one condition fails, and says which one failed', async () => {
    const pk = uniquePk('atomic');
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'account', balance: 100, version: 3 } }));
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'limits', max: 500 } }));

    const error = await cancellation(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk, sk: 'entry#1', amount: 40 } } },
            {
              Update: {
                TableName,
                Key: { pk, sk: 'account' },
                UpdateExpression: 'SET balance = balance - :amount, version = :next',
                ConditionExpression: 'version = :expected',
                ExpressionAttributeValues: { ':amount': 40, ':next': 4, ':expected': 2 },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            { Delete: { TableName, Key: { pk, sk: 'missing' } } },
            {
              ConditionCheck: {
                TableName,
                Key: { pk, sk: 'limits' },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      ),
    );

    expect(reasonCodes(error)).toEqual(['None', 'ConditionalCheckFailed', 'None', 'None']);
    expect(error.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons ' +
        '[None, ConditionalCheckFailed, None, None]',
    );
    const failed = error.CancellationReasons?.[1];
    expect(failed?.Message).toBe('The conditional request failed');
    // ReturnValuesOnConditionCheckFailure: ALL_OLD hands back the item as it was (in wire format here)
    expect(failed?.Item).toEqual({
      pk: { S: pk },
      sk: { S: 'account' },
      balance: { N: '100' },
      version: { N: '3' },
    });
    expect(error.CancellationReasons?.[0]).toEqual({ Code: 'None' });

    expect(await getItem(pk, 'entry#1')).toBeUndefined();
    expect(await getItem(pk, 'account')).toEqual({ pk, sk: 'account', balance: 100, version: 3 });
  });

  it('applies Put, Update, Delete and ConditionCheck together and keeps the GSI in step', async () => {
    const pk = uniquePk('mixed');
    const group = uniquePk('group');
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'update-me', gsi1pk: 'elsewhere', gsi1sk: '2' } }));
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'delete-me', gsi1pk: group, gsi1sk: '3' } }));
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'guard', open: true } }));

    const before = await doc.send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :g',
        ExpressionAttributeValues: { ':g': group },
      }),
    );
    expect(before.Items?.map((item) => item.sk)).toEqual(['delete-me']);

    const result = await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { pk, sk: 'new', gsi1pk: group, gsi1sk: '1' },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName,
              Key: { pk, sk: 'update-me' },
              UpdateExpression: 'SET gsi1pk = :g, touched = :t',
              ExpressionAttributeValues: { ':g': group, ':t': true },
            },
          },
          {
            Delete: {
              TableName,
              Key: { pk, sk: 'delete-me' },
              ConditionExpression: 'gsi1pk = :g',
              ExpressionAttributeValues: { ':g': group },
            },
          },
          {
            ConditionCheck: {
              TableName,
              Key: { pk, sk: 'guard' },
              ConditionExpression: '#open = :yes',
              ExpressionAttributeNames: { '#open': 'open' },
              ExpressionAttributeValues: { ':yes': true },
            },
          },
        ],
      }),
    );
    expect(result.$metadata.httpStatusCode).toBe(200);

    expect(await getItem(pk, 'new')).toEqual({ pk, sk: 'new', gsi1pk: group, gsi1sk: '1' });
    expect(await getItem(pk, 'update-me')).toEqual({ pk, sk: 'update-me', gsi1pk: group, gsi1sk: '2', touched: true });
    expect(await getItem(pk, 'delete-me')).toBeUndefined();
    expect(await getItem(pk, 'guard')).toEqual({ pk, sk: 'guard', open: true });

    const after = await doc.send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :g',
        ExpressionAttributeValues: { ':g': group },
      }),
    );
    expect(after.Items?.map((item) => item.sk)).toEqual(['new', 'update-me']);
    const elsewhere = await doc.send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :g',
        FilterExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':g': 'elsewhere', ':pk': pk },
      }),
    );
    expect(elsewhere.Items).toEqual([]);
  });

  it('rejects two operations on the same item as a ValidationException and writes nothing', async () => {
    const pk = uniquePk('duplicate');
    const error = await rejection(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk, sk: 'other' } } },
            { Put: { TableName, Item: { pk, sk: 'same', n: 1 } } },
            { ConditionCheck: { TableName, Key: { pk, sk: 'same' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      ),
    );
    expect(error.name).toBe('ValidationException');
    expect(error.message).toBe('Transaction request cannot include multiple operations on one item');
    expect(await getItem(pk, 'other')).toBeUndefined();
    expect(await getItem(pk, 'same')).toBeUndefined();
  });

  it('validates every entry like the single-item operation it stands for', async () => {
    const pk = uniquePk('invalid');
    const badExpression = await rejection(
      doc.send(
        new TransactWriteCommand({
          TransactItems: [{ Update: { TableName, Key: { pk, sk: 'x' }, UpdateExpression: 'SET #missing = :v' } }],
        }),
      ),
    );
    expect(badExpression.name).toBe('ValidationException');
    expect(badExpression.message).toMatch(/^Invalid UpdateExpression: /);

    const wrongKey = await rejection(
      doc.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName, Key: { pk } } }] })),
    );
    expect(wrongKey.name).toBe('ValidationException');
    expect(wrongKey.message).toBe('The provided key element does not match the schema');

    const missingTable = await rejection(
      doc.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 'no-such-table', Item: { pk } } }] })),
    );
    expect(missingTable.name).toBe('ResourceNotFoundException');
  });

  describe('update expressions behave as in UpdateItem', () => {
    const update = {
      UpdateExpression:
        'SET created = if_not_exists(created, :now), #log = list_append(if_not_exists(#log, :empty), :entry), ' +
        'label = :label ADD visits :one, tags :tags REMOVE obsolete',
      ExpressionAttributeNames: { '#log': 'log' },
      ExpressionAttributeValues: {
        ':now': 1000,
        ':empty': [],
        ':entry': ['second'],
        ':label': 'updated',
        ':one': 1,
        ':tags': new Set(['b', 'c']),
      },
    };

    async function compare(initial: Record<string, unknown> | undefined) {
      const pk = uniquePk('update');
      if (initial) {
        await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'plain', ...initial } }));
        await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'transact', ...initial } }));
      }
      await doc.send(new UpdateCommand({ TableName, Key: { pk, sk: 'plain' }, ...update }));
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [{ Update: { TableName, Key: { pk, sk: 'transact' }, ...update } }],
        }),
      );
      const plain = await getItem(pk, 'plain');
      const transact = await getItem(pk, 'transact');
      expect({ ...transact, sk: 'plain' }).toEqual(plain);
      return plain;
    }

    it('on an existing item', async () => {
      const item = await compare({
        created: 5,
        log: ['first'],
        label: 'old',
        visits: 41,
        tags: new Set(['a', 'b']),
        obsolete: 'x',
      });
      expect(item).toMatchObject({ created: 5, log: ['first', 'second'], label: 'updated', visits: 42 });
      expect(item?.tags).toEqual(new Set(['a', 'b', 'c']));
      expect(item).not.toHaveProperty('obsolete');
    });

    it('on an item that does not exist yet', async () => {
      const item = await compare(undefined);
      expect(item).toMatchObject({ created: 1000, log: ['second'], label: 'updated', visits: 1 });
      expect(item?.tags).toEqual(new Set(['b', 'c']));
    });

    it('an update that UpdateItem refuses cancels the transaction with a ValidationError reason', async () => {
      const pk = uniquePk('bad-operand');
      await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'item', log: 'not a list' } }));
      const bad = {
        UpdateExpression: 'SET #log = list_append(#log, :entry)',
        ExpressionAttributeNames: { '#log': 'log' },
        ExpressionAttributeValues: { ':entry': ['x'] },
      };

      const single = await rejection(doc.send(new UpdateCommand({ TableName, Key: { pk, sk: 'item' }, ...bad })));
      expect(single.name).toBe('ValidationException');

      const error = await cancellation(
        doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName, Item: { pk, sk: 'side-effect' } } },
              { Update: { TableName, Key: { pk, sk: 'item' }, ...bad } },
            ],
          }),
        ),
      );
      expect(error.CancellationReasons).toEqual([
        { Code: 'None' },
        { Code: 'ValidationError', Message: single.message },
      ]);
      expect(await getItem(pk, 'side-effect')).toBeUndefined();
    });
  });

  it('two concurrent transactions that each require the other to be absent: exactly one wins', async () => {
    for (let round = 0; round < 10; round++) {
      const pk = uniquePk('race');
      const claim = (mine: string, theirs: string) =>
        doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName, Item: { pk, sk: mine }, ConditionExpression: 'attribute_not_exists(pk)' } },
              {
                ConditionCheck: { TableName, Key: { pk, sk: theirs }, ConditionExpression: 'attribute_not_exists(pk)' },
              },
            ],
          }),
        );

      const results = await Promise.allSettled([claim('a', 'b'), claim('b', 'a')]);
      const fulfilled = results.filter((result) => result.status === 'fulfilled');
      const rejected = results.filter((result) => result.status === 'rejected');
      expect(fulfilled).toHaveLength(1);
      expect(rejected).toHaveLength(1);
      const reason: unknown = rejected[0]?.status === 'rejected' ? rejected[0].reason : undefined;
      expect(reason).toBeInstanceOf(TransactionCanceledException);
      expect(reasonCodes(reason as TransactionCanceledException)).toEqual(['None', 'ConditionalCheckFailed']);

      const written = [await getItem(pk, 'a'), await getItem(pk, 'b')].filter(Boolean);
      expect(written).toHaveLength(1);
    }
  });

  it('does not interleave with single-item writes to the same item', async () => {
    const pk = uniquePk('counter');
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'counter', n: 0 } }));
    const increment = { UpdateExpression: 'SET n = n + :one', ExpressionAttributeValues: { ':one': 1 } };

    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      calls.push(doc.send(new UpdateCommand({ TableName, Key: { pk, sk: 'counter' }, ...increment })));
      calls.push(
        doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Update: { TableName, Key: { pk, sk: 'counter' }, ...increment } },
              { Put: { TableName, Item: { pk, sk: `log#${i}` } } },
            ],
          }),
        ),
      );
    }
    await Promise.all(calls);

    expect(await getItem(pk, 'counter')).toEqual({ pk, sk: 'counter', n: 40 });
  });

  it('a ClientRequestToken makes a successful call idempotent', async () => {
    const pk = uniquePk('token');
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'counter', n: 0 } }));
    const request = {
      ClientRequestToken: pk.slice(0, 36),
      TransactItems: [
        {
          Update: {
            TableName,
            Key: { pk, sk: 'counter' },
            UpdateExpression: 'ADD n :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    };
    await doc.send(new TransactWriteCommand(request));
    await doc.send(new TransactWriteCommand(request));
    expect(await getItem(pk, 'counter')).toEqual({ pk, sk: 'counter', n: 1 });
  });
});

describe('TransactGetItems', () => {
  it('returns the items in request order, with an empty response for a missing item', async () => {
    const pk = uniquePk('get');
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'one', value: 1, extra: 'x' } }));
    await doc.send(new PutCommand({ TableName, Item: { pk, sk: 'two', value: 2 } }));

    const { Responses } = await doc.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName, Key: { pk, sk: 'two' } } },
          { Get: { TableName, Key: { pk, sk: 'missing' } } },
          {
            Get: {
              TableName,
              Key: { pk, sk: 'one' },
              ProjectionExpression: '#v, sk',
              ExpressionAttributeNames: { '#v': 'value' },
            },
          },
        ],
      }),
    );

    expect(Responses).toHaveLength(3);
    expect(Responses?.[0]?.Item).toEqual({ pk, sk: 'two', value: 2 });
    expect(Responses?.[1]?.Item).toBeUndefined();
    expect(Responses?.[2]?.Item).toEqual({ sk: 'one', value: 1 });
  });

  it('rejects the same item twice', async () => {
    const pk = uniquePk('get-duplicate');
    const error = await rejection(
      doc.send(
        new TransactGetCommand({
          TransactItems: [{ Get: { TableName, Key: { pk, sk: 'a' } } }, { Get: { TableName, Key: { pk, sk: 'a' } } }],
        }),
      ),
    );
    expect(error.name).toBe('ValidationException');
    expect(error.message).toBe('Transaction request cannot include multiple operations on one item');
  });
});

describe('UpdateTimeToLive', () => {
  it('enables time to live, which DescribeTimeToLive then reports', async () => {
    const before = await client.send(new DescribeTimeToLiveCommand({ TableName }));
    expect(before.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'DISABLED' });

    const result = await client.send(
      new UpdateTimeToLiveCommand({
        TableName,
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      }),
    );
    expect(result.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });

    const after = await client.send(new DescribeTimeToLiveCommand({ TableName }));
    expect(after.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });

    const again = await rejection(
      client.send(
        new UpdateTimeToLiveCommand({
          TableName,
          TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        }),
      ),
    );
    expect(again.name).toBe('ValidationException');
    expect(again.message).toBe('TimeToLive is already enabled');

    // Kept with the table, but not part of its description (as in DynamoDB)
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table).not.toHaveProperty('TimeToLiveDescription');
  });
});
