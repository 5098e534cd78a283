import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PayoutSchedule } from '#shared/enums/payout.ts';
import type { DraftPart, PlannedDraft } from '../domain/payor-money/plan-drafts.ts';
import { nextMonth } from '../domain/statements/periods.ts';
import { dynamo } from '../lib/aws-clients.ts';
import type { FundingAccountSnapshot } from './funding-accounts.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { markDraftedStep } from './payments.ts';
import { tableName } from './table.ts';

/**
 * A draft of a payor's account: the payments (and their invoices) it funds, in one currency, on
 * one day; amount = the invoices' gross less the credit notes the payments repaid, integer cents.
 */
export type DraftRecord = {
  id: string;
  payorId: number;
  currencyId: number;
  draftDate: string;
  schedule: PayoutSchedule;
  weekday: number;
  paymentIds: string[];
  invoiceIds: number[];
  paymentCount: number;
  invoiceCount: number;
  grossCents: number;
  creditNoteCents: number;
  amountCents: number;
  createdAt: string;
  updatedAt: string;
  /** The payor's funding account the draft drew on; absent on drafts made before funding accounts. */
  fundingAccount?: FundingAccountSnapshot;
};

function draftFromItem(item: Record<string, unknown>): DraftRecord {
  const record = withoutKeys(item) as Omit<DraftRecord, 'paymentIds' | 'invoiceIds'> & {
    paymentIds?: Set<string>;
    invoiceIds?: Set<number>;
  };
  return {
    ...record,
    paymentIds: [...(record.paymentIds ?? [])].sort(),
    invoiceIds: [...(record.invoiceIds ?? [])].sort((a, b) => a - b),
  };
}

const setFields = [
  'id',
  'payorId',
  'currencyId',
  'draftDate',
  'schedule',
  'weekday',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'updatedAt',
] as const;
const addFields = [
  'paymentIds',
  'invoiceIds',
  'paymentCount',
  'invoiceCount',
  'grossCents',
  'creditNoteCents',
  'amountCents',
] as const;

function isConflict(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  return /ConditionalCheckFailed|TransactionConflict/.test(error.message);
}

/**
 * Writes one part of a draft in one transaction: marks each of its payments drafted (only if no
 * draft covers it yet) and adds the part's payments, invoices and sums to the draft (created by
 * its first part). False when any payment was drafted meanwhile or another run's write held an item:
 * nothing written, and the next run drafts what is left. Since each payment is marked once, the
 * sums are added once: the draft is idempotent however often or concurrently runs repeat it. The
 * draft keeps the funding account its first part drew on (a draft is one debit of one account), even
 * when the payor's account is replaced before a later part.
 */
export async function recordDraftPart(
  draft: PlannedDraft,
  part: DraftPart,
  at: string,
  fundingAccount: FundingAccountSnapshot | null,
): Promise<boolean> {
  const index = keys.payorDraftIndex(draft.payorId, draft.draftDate, draft.id);
  const monthIndex = keys.draftMonthIndex(draft.draftDate, draft.payorId, draft.id);
  // DynamoDB has no empty set: a part of load advances alone (payments without invoices) adds none.
  const added = addFields.filter((field) => field !== 'invoiceIds' || part.invoiceIds.length > 0);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.draft(draft.id),
              // Every name aliased: reserved words (schedule, date…) need not be remembered here.
              UpdateExpression:
                `SET ${setFields.map((f) => `#${f} = :${f}`).join(', ')}, ` +
                '#createdAt = if_not_exists(#createdAt, :updatedAt)' +
                (fundingAccount ? ', #fundingAccount = if_not_exists(#fundingAccount, :fundingAccount) ' : ' ') +
                `ADD ${added.map((f) => `#${f} :${f}`).join(', ')}`,
              ExpressionAttributeNames: Object.fromEntries(
                [...setFields, ...added, 'createdAt', ...(fundingAccount ? ['fundingAccount'] : [])].map((f) => [
                  `#${f}`,
                  f,
                ]),
              ),
              ExpressionAttributeValues: {
                ':id': draft.id,
                ':payorId': draft.payorId,
                ':currencyId': draft.currencyId,
                ':draftDate': draft.draftDate,
                ':schedule': draft.schedule.schedule,
                ':weekday': draft.schedule.weekday,
                ':gsi1pk': index.gsi1pk,
                ':gsi1sk': index.gsi1sk,
                ':gsi2pk': monthIndex.gsi2pk,
                ':gsi2sk': monthIndex.gsi2sk,
                ':updatedAt': at,
                ':paymentIds': new Set(part.paymentIds),
                ...(part.invoiceIds.length > 0 ? { ':invoiceIds': new Set(part.invoiceIds) } : {}),
                ':paymentCount': part.paymentIds.length,
                ':invoiceCount': part.invoiceIds.length,
                ':grossCents': part.grossCents,
                ':creditNoteCents': part.creditNoteCents,
                ':amountCents': part.amountCents,
                ...(fundingAccount ? { ':fundingAccount': fundingAccount } : {}),
              },
            },
          },
          ...part.paymentIds.map((paymentId) => markDraftedStep(paymentId, draft.id, draft.draftDate)),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConflict(error)) return false;
    throw error;
  }
}

export async function getDraft(draftId: string): Promise<DraftRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.draft(draftId), ConsistentRead: true }),
  );
  return Item ? draftFromItem(Item) : null;
}

/** Every draft of a payor taken within a date range (either end may be open), newest first. */
export async function listPayorDrafts(payorId: number, from = '0000-00-00', to = '9999-99-99'): Promise<DraftRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.payorDraftPartition(payorId), ':from': `${from}#`, ':to': `${to}#~` },
    ScanIndexForward: false,
  });
  return items.map(draftFromItem);
}

/**
 * The payors drafted within a date range (inclusive), each once: the month index's partitions of
 * the months the range touches, read for their keys alone.
 */
export async function listDraftedPayors(from: string, to: string): Promise<number[]> {
  const payors = new Set<number>();
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const items = await queryAll({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.draftMonthPartition(month), ':from': `${from}#`, ':to': `${to}#~` },
      ProjectionExpression: 'payorId',
    });
    for (const item of items) payors.add(Number(item.payorId));
  }
  return [...payors].sort((a, b) => a - b);
}

/** What a statement reads of a draft: its payments, not its invoices (a draft's largest set). */
export type DraftPayments = Pick<DraftRecord, 'id' | 'currencyId' | 'draftDate' | 'paymentIds' | 'amountCents'>;

/** A payor's drafts within a date range, their payments only (one Query, a projection). */
export async function listPayorDraftPayments(payorId: number, from: string, to: string): Promise<DraftPayments[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.payorDraftPartition(payorId), ':from': `${from}#`, ':to': `${to}#~` },
    ProjectionExpression: 'id, currencyId, draftDate, paymentIds, amountCents',
  });
  return items.map((item) => ({
    id: String(item.id),
    currencyId: Number(item.currencyId),
    draftDate: String(item.draftDate),
    paymentIds: [...((item.paymentIds as Set<string> | undefined) ?? [])].sort(),
    amountCents: Number(item.amountCents),
  }));
}
