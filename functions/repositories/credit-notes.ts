import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import type { CreditNoteDeduction } from '../domain/payor-money/credit-note-application.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent, transactWriteIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** One repayment of a credit note: the payment that deducted it, when, and how much. */
export type CreditNoteApplication = {
  paymentId: string;
  paymentCode: string;
  paidDate: string;
  amountCents: number;
  at: string;
};

/** A payor's credit against a carrier, repaid by deductions from later payments. */
export type CreditNoteRecord = {
  id: number;
  payeeId: number;
  payorId: number;
  payorName: string;
  referenceNumber: string;
  currencyId: number;
  amountCents: number;
  appliedCents: number;
  status: CreditNoteStatus;
  createdDate: string;
  appliedDate: string | null;
  /** The relationship it was issued against (absent on notes seeded before payors issued them). */
  relationshipId?: number;
  reason?: string | null;
  /** Who issued it and when (ISO instant). */
  issuedBy?: { userId: number | null; name: string | null } | null;
  createdAt?: string;
  /** Every repayment, oldest first (the payout run appends them with the payment). */
  applications?: CreditNoteApplication[];
};

/**
 * Whether the payout run still repays it: issued in the portal against a relationship, outstanding,
 * with money left. Notes imported without a relationship (the demo's carrier-side notes) carry the
 * amounts the payor's own system applied, and that system repays them, not the payout run.
 */
function isOpen(note: CreditNoteRecord): boolean {
  return (
    note.relationshipId !== undefined &&
    note.status === CreditNoteStatus.Outstanding &&
    note.appliedCents < note.amountCents
  );
}

/** The stored item: its key, the payee's and the payor's indexes, and the open notes' index while open. */
function creditNoteItem(note: CreditNoteRecord) {
  return {
    ...keys.creditNote(note.id),
    ...keys.payeeCreditNoteIndex(note.payeeId, note.createdDate, note.id),
    ...keys.payorCreditNoteIndex(note.payorId, note.createdDate, note.id),
    ...(isOpen(note) ? keys.openCreditNoteIndex(note.payorId, note.payeeId, note.createdDate, note.id) : {}),
    ...note,
  };
}

/** The item of a note stored before the payor indexes existed, with them (infra/local/provision.ts). */
export function creditNoteItemOf(item: Record<string, unknown>): Record<string, unknown> {
  return creditNoteItem(withoutKeys(item) as CreditNoteRecord);
}

export async function putCreditNoteIfAbsent(note: CreditNoteRecord): Promise<boolean> {
  return putIfAbsent(creditNoteItem(note));
}

/**
 * Writes a credit note a payor issued with its reference number reserved for the payor, both or
 * neither. False when the payor used the reference number already (nothing written).
 */
export async function issueCreditNote(note: CreditNoteRecord): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.payorCreditNoteReference(note.payorId, note.referenceNumber), creditNoteId: note.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: creditNoteItem(note), ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
}

/** The payor's credit note of a reference number (any case), if it used the number. */
export async function findPayorCreditNoteByReference(
  payorId: number,
  referenceNumber: string,
): Promise<CreditNoteRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.payorCreditNoteReference(payorId, referenceNumber),
      ConsistentRead: true,
    }),
  );
  return Item ? getCreditNote(Number(Item.creditNoteId)) : null;
}

export async function getCreditNote(creditNoteId: number): Promise<CreditNoteRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.creditNote(creditNoteId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as CreditNoteRecord) : null;
}

/**
 * A payee's credit notes created within a date range (either end may be open), newest first, at
 * most `limit` of them: read page after page from the payee's own index partition.
 */
export async function listPayeeCreditNotes(
  payeeId: number,
  from = '0000-00-00',
  to = '9999-99-99',
  options: { limit?: number; ascending?: boolean } = {},
): Promise<CreditNoteRecord[]> {
  const notes: CreditNoteRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.payeeCreditNoteIndex(payeeId, '', 0).gsi1pk,
          ':from': `${from}#`,
          ':to': `${to}#~`,
        },
        ScanIndexForward: options.ascending ?? false,
        ExclusiveStartKey: startKey,
        ...(options.limit !== undefined ? { Limit: options.limit - notes.length } : {}),
      }),
    );
    notes.push(...(page.Items ?? []).map((item) => withoutKeys(item) as CreditNoteRecord));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (options.limit === undefined || notes.length < options.limit));
  return notes;
}

/** Every credit note of a payor created within a date range (either end may be open), newest first. */
export async function listPayorCreditNotes(
  payorId: number,
  from = '0000-00-00',
  to = '9999-99-99',
): Promise<CreditNoteRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': keys.payorCreditNotePartition(payorId), ':from': `${from}#`, ':to': `${to}#~` },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutKeys(item) as CreditNoteRecord);
}

/**
 * A payor's credit notes with money left to repay, every carrier's, by carrier and age. The index is
 * eventually consistent; the payout run's writes are conditioned on each note's applied amount.
 */
export async function listOpenCreditNotes(payorId: number): Promise<CreditNoteRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.openCreditNotePartition(payorId) },
  });
  return items.map((item) => withoutKeys(item) as CreditNoteRecord).filter(isOpen);
}

/**
 * The transaction step that records a payment's deduction on its credit note: only if nobody
 * applied anything to the note since it was read (same applied amount, still outstanding). A note
 * repaid in full becomes Applied In Full and leaves the open notes' index.
 */
export function creditNoteDeductionStep(
  deduction: CreditNoteDeduction,
  application: CreditNoteApplication,
): { Update: Record<string, unknown> } {
  const set = [
    'appliedCents = :after',
    'appliedDate = :date',
    'applications = list_append(if_not_exists(applications, :none), :application)',
    ...(deduction.appliedInFull ? ['#status = :appliedInFull'] : []),
  ];
  return {
    Update: {
      TableName: tableName(),
      Key: keys.creditNote(deduction.creditNoteId),
      UpdateExpression: `SET ${set.join(', ')}${deduction.appliedInFull ? ' REMOVE gsi3pk, gsi3sk' : ''}`,
      ConditionExpression: 'appliedCents = :before AND #status = :outstanding',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':after': deduction.appliedAfterCents,
        ':before': deduction.appliedBeforeCents,
        ':date': application.paidDate,
        ':none': [],
        ':application': [application],
        ':outstanding': CreditNoteStatus.Outstanding,
        ...(deduction.appliedInFull ? { ':appliedInFull': CreditNoteStatus.AppliedInFull } : {}),
      },
    },
  };
}
