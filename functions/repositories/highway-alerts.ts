import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HighwayCheck } from '#shared/enums/highway.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { HighwayAlertRecord } from '../domain/highway/alerts.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { transactWriteIf } from './conditional-writes.ts';
import {
  type InvoiceChange,
  type InvoiceRecord,
  invoiceChangeSteps,
  invoiceFromItem,
  type TransactStep,
} from './invoices.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

export type { HighwayAlertRecord };

/**
 * Where a payor stands with one carrier: the alert open now (at most one), and the failures of the
 * last alert the payor ignored (a later failure of only those checks raises nothing).
 */
export type HighwayCarrierState = {
  payorId: number;
  relationshipId: number;
  openAlertId: number | null;
  ignoredFailures: HighwayCheck[] | null;
};

export async function getHighwayAlert(payorId: number, alertId: number): Promise<HighwayAlertRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.highwayAlert(payorId, alertId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as HighwayAlertRecord) : null;
}

/** Every alert of the payor (one Query of its partition: a payor has an alert per troubled carrier at most). */
export async function listHighwayAlerts(payorId: number): Promise<HighwayAlertRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.highwayAlertPartition(payorId), ':prefix': keys.highwayAlertPrefix },
  });
  return items.map((item) => withoutKeys(item) as HighwayAlertRecord);
}

export async function getHighwayCarrierState(payorId: number, relationshipId: number): Promise<HighwayCarrierState> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.highwayCarrier(payorId, relationshipId),
      ConsistentRead: true,
    }),
  );
  return Item
    ? (withoutKeys(Item) as HighwayCarrierState)
    : { payorId, relationshipId, openAlertId: null, ignoredFailures: null };
}

/**
 * The payor's invoices held by highway alerts (by `alertId` alone when given): its Held partition
 * of the payor index, filtered by the hold's alert.
 */
export async function listAlertHeldInvoices(payorId: number, alertId?: number): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    FilterExpression:
      alertId === undefined ? 'attribute_exists(reviewNote.highwayAlertId)' : 'reviewNote.highwayAlertId = :alert',
    ExpressionAttributeValues: {
      ':pk': keys.payorInvoicePartition(payorId, InvoiceStatus.Held),
      ...(alertId === undefined ? {} : { ':alert': alertId }),
    },
  });
  return items.map(invoiceFromItem);
}

function alertPut(alert: HighwayAlertRecord, expectedVersion: number | null): TransactStep {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.highwayAlert(alert.payorId, alert.id), ...alert },
      ...(expectedVersion === null
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': expectedVersion } }),
    },
  };
}

function carrierStatePut(state: HighwayCarrierState, condition: 'noOpenAlert' | { openAlertId: number }): TransactStep {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.highwayCarrier(state.payorId, state.relationshipId), ...state },
      ...(condition === 'noOpenAlert'
        ? {
            ConditionExpression: 'attribute_not_exists(pk) OR openAlertId = :none',
            ExpressionAttributeValues: { ':none': null },
          }
        : {
            ConditionExpression: 'openAlertId = :open',
            ExpressionAttributeValues: { ':open': condition.openAlertId },
          }),
    },
  };
}

/**
 * The steps that raise a new alert as the carrier's open one, unless another is open already (the
 * write then fails as a whole, and the caller reads again): alone for a re-check, or inside an
 * invoice's creation.
 */
export function raiseAlertSteps(alert: HighwayAlertRecord, ignoredFailures: HighwayCheck[] | null): TransactStep[] {
  return [
    alertPut(alert, null),
    carrierStatePut(
      { payorId: alert.payorId, relationshipId: alert.relationshipId, openAlertId: alert.id, ignoredFailures },
      'noOpenAlert',
    ),
  ];
}

/** The step that replaces an alert by its next state if it is still at the version it was read at. */
export function alertChangeStep(before: HighwayAlertRecord, after: HighwayAlertRecord): TransactStep {
  return alertPut({ ...after, version: before.version + 1 }, before.version);
}

export function writeTransaction(steps: readonly TransactStep[]): Promise<boolean> {
  return transactWriteIf([...steps]);
}

/**
 * Ends an open alert in one transaction: the alert in its ended state (on the version read), the
 * carrier's state (no open alert; the ignored failures when it was ignored) and the invoices it held
 * moved back (each on its version). False when anything moved meanwhile (nothing written): an invoice
 * held since was counted in the alert's version, so the caller reads again and retries.
 */
export function endAlertWrite(input: {
  before: HighwayAlertRecord;
  after: HighwayAlertRecord;
  ignoredFailures: HighwayCheck[] | null;
  releases: readonly Pick<InvoiceChange, 'before' | 'after'>[];
}): Promise<boolean> {
  const { before, after } = input;
  return transactWriteIf([
    alertChangeStep(before, after),
    carrierStatePut(
      {
        payorId: before.payorId,
        relationshipId: before.relationshipId,
        openAlertId: null,
        ignoredFailures: input.ignoredFailures,
      },
      { openAlertId: before.id },
    ),
    ...invoiceChangeSteps(input.releases),
  ]);
}

/** Moves invoices back on their own (a first part of a release too large for one transaction). */
export function releaseInvoicesWrite(releases: readonly Pick<InvoiceChange, 'before' | 'after'>[]): Promise<boolean> {
  return transactWriteIf(invoiceChangeSteps(releases));
}
