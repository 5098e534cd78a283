import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { carrierNumberClaim } from './carrier-numbers.ts';
import type { CompanyRecord } from './companies.ts';
import { type TransactItems, transactWriteIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { type OutboxMessage, outboxPut } from './outbox.ts';
import { queryAll } from './paged-reads.ts';
import type { ContactMethodRecord, RelationshipRecord } from './relationships.ts';
import { tableName } from './table.ts';

/**
 * The payor's side of relationships: its relationships through the payor relationship index
 * (gsi1 PAYORRELS#), its open invoices through its invoice index (gsi3 PAYORINV#), the carrier
 * companies behind them, and the one write that invites a carrier.
 */

/** Every relationship of the payor, as the index holds it (a copy of the relationship item). */
export async function listPayorRelationships(payorId: number): Promise<RelationshipRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.payorRelationshipIndex(payorId, 0).gsi1pk },
  });
  return items.map((item) => withoutKeys(item) as RelationshipRecord);
}

/** An invoice of the payor as the carriers screens need it. */
export type PayorInvoiceFacts = {
  id: number;
  relationshipId: number;
  invoiceNumber: string;
  loadNumber: string;
  status: number;
  grossCents: number;
  dates: { uploaded: string };
};

/**
 * The payor's invoices in the given statuses (one Query per status partition of its invoice
 * index), optionally of one relationship only.
 */
export async function payorInvoicesIn(
  payorId: number,
  statuses: readonly InvoiceStatus[],
  relationshipId?: number,
): Promise<PayorInvoiceFacts[]> {
  const perStatus = await Promise.all(
    statuses.map(async (status) => {
      const items = await queryAll({
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        ProjectionExpression: 'id, relationshipId, invoiceNumber, loadNumber, #status, grossCents, dates.uploaded',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pk': keys.payorInvoicePartition(payorId, status),
          ...(relationshipId === undefined ? {} : { ':rel': relationshipId }),
        },
        ...(relationshipId === undefined ? {} : { FilterExpression: 'relationshipId = :rel' }),
      });
      return items as PayorInvoiceFacts[];
    }),
  );
  return perStatus.flat();
}

/** The companies with these ids (BatchGetItem, 100 keys a call), by id; unknown ids are absent. */
export async function getCompanies(ids: Iterable<number>): Promise<Map<number, CompanyRecord>> {
  const found = new Map<number, CompanyRecord>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(start, start + 100).map((id) => keys.company(id)) },
    };
    for (let attempt = 0; request && Object.keys(request).length > 0; attempt++) {
      if (attempt >= 8) throw new Error('BatchGetItem left companies unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
      const result = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of result.Responses?.[tableName()] ?? []) {
        const company = withoutKeys(item) as CompanyRecord;
        found.set(company.id, company);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

/** Which relationship a payor's invitation of one contact (email or phone) created. */
export type InvitedContactRecord = { payorId: number; destination: string; payeeId: number; relationshipId: number };

export async function getInvitedContact(payorId: number, destination: string): Promise<InvitedContactRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.payorInvitedContact(payorId, destination),
      ConsistentRead: true,
    }),
  );
  return Item ? (withoutKeys(Item) as InvitedContactRecord) : null;
}

/**
 * Writes an invitation in one transaction: the carrier company when it is new (with its MC/DOT
 * claims), the unclaimed relationship (and its payor index entry), the contact method when it is
 * new, the payor's record of the invited contact, and the invitation message in the outbox. False
 * when any of them existed meanwhile (a concurrent invitation): nothing is written.
 */
export async function writeInvitation(input: {
  newCompany: CompanyRecord | null;
  relationship: RelationshipRecord;
  newContactMethod: ContactMethodRecord | null;
  invitedContact: InvitedContactRecord;
  message: Omit<OutboxMessage, 'expiresAt'>;
}): Promise<boolean> {
  const absent = 'attribute_not_exists(pk)';
  const company = input.newCompany;
  const items: TransactItems = [
    ...(company
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.company(company.id), ...keys.companyGuidIndex(company.guid), ...company },
              ConditionExpression: absent,
            },
          },
          ...(company.dotNumber ? [carrierNumberClaim('DOT', company.dotNumber, company.id)] : []),
          ...(company.mcNumber ? [carrierNumberClaim('MC', company.mcNumber, company.id)] : []),
        ]
      : []),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.relationship(input.relationship.payeeId, input.relationship.id),
          ...keys.payorRelationshipIndex(input.relationship.payorId, input.relationship.id),
          ...input.relationship,
        },
        ConditionExpression: absent,
      },
    },
    ...(input.newContactMethod
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.contactMethod(input.newContactMethod.payeeId, input.newContactMethod.id),
                ...input.newContactMethod,
              },
              ConditionExpression: absent,
            },
          },
        ]
      : []),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.payorInvitedContact(input.invitedContact.payorId, input.invitedContact.destination),
          ...input.invitedContact,
        },
        ConditionExpression: absent,
      },
    },
    outboxPut(input.message),
  ];
  return transactWriteIf(items);
}
