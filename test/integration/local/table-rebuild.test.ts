import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, it } from 'vitest';
import { invoiceItem } from '#functions/repositories/invoices.ts';
import { keys } from '#functions/repositories/keys.ts';
import { createTableInput, provisionTable } from '#infra/local/provision.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { invoiceRecord } from '../../support/invoice-records.ts';

it('brings local data from before an index up to the definition, keeping every item and indexing it', async () => {
  const client = new DynamoDBClient({});
  const documents = DynamoDBDocumentClient.from(client);
  const tableName = `rebuild-${Date.now()}`;
  const current = createTableInput(tableName);
  // The table as it was before gsi3: the first two indexes only.
  const before = { ...current, GlobalSecondaryIndexes: current.GlobalSecondaryIndexes?.slice(0, 2) };
  before.AttributeDefinitions = current.AttributeDefinitions?.filter((a) => !/^gsi[34]/.test(a.AttributeName ?? ''));
  await client.send(new CreateTableCommand(before));
  const invoice = invoiceRecord({
    id: 9_900_001,
    payeeId: 4241,
    payorId: 4242,
    payorName: 'Old Payor',
    relationshipId: 1,
  });
  const { gsi3pk: _pk, gsi3sk: _sk, ...oldItem } = invoiceItem(invoice);
  await documents.send(new PutCommand({ TableName: tableName, Item: oldItem }));
  await documents.send(new PutCommand({ TableName: tableName, Item: { pk: 'OTHER#1', sk: 'KEPT', value: 7 } }));

  await provisionTable(tableName);

  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual([
    'gsi1',
    'gsi2',
    'gsi3',
    'gsi4',
  ]);
  const other = await documents.send(new GetCommand({ TableName: tableName, Key: { pk: 'OTHER#1', sk: 'KEPT' } }));
  expect(other.Item?.value).toBe(7);
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.payorInvoicePartition(4242, InvoiceStatus.Pending) },
    }),
  );
  expect(Items.map((item) => item.id)).toEqual([invoice.id]);
  // Provisioning again changes nothing.
  await provisionTable(tableName);
  const again = await documents.send(new GetCommand({ TableName: tableName, Key: keys.invoice(invoice.id) }));
  expect(again.Item?.gsi3pk).toBe(keys.payorInvoicePartition(4242, InvoiceStatus.Pending));
});
