import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CompanyType } from '#shared/enums/company-type.ts';
import type { CompanyBankAccount } from '#shared/schemas/current-user.ts';
import type { PayorTerms } from '../domain/invoices/payment-terms.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { batchGetItems } from './batch-gets.ts';
import { putIfAbsent } from './conditional-writes.ts';
import { carrierNameKey, keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

export type CompanyRecord = {
  id: number;
  guid: string;
  name: string;
  type: CompanyType;
  dotNumber: string | null;
  mcNumber: string | null;
  scacCode: string | null;
  isOperationsNoBuy: boolean;
  payorTypeId: number | null;
  isHighwaySubscriber: boolean;
  isRateAccepted: boolean;
  /** Company settings by setting id (shared/enums/company-setting.ts); values are strings. */
  settings: Record<string, string>;
  /** What a payor offers its carriers; null for other company types. */
  payorTerms: PayorTerms | null;
  /**
   * A payee's wallet accounts in brief, kept in step with its bank account items (and copied into
   * its members' profiles) so the current user needs no extra read (services/bank-account-summary.ts).
   */
  bankAccounts?: CompanyBankAccount[];
  /** Profile → Restrictions: the payee's users may view paperwork (absent means allowed). */
  isPaperworkViewAllowed?: boolean;
  /** A payor shown on the public all-brokers page. */
  isAdvertised?: boolean;
  createdAt: string;
  /**
   * Moved by every write of the company's fields after it is created (memberships.ts
   * writeCompanyFields, company-settings.ts saveCompanySettings): a settings edit (Profile →
   * Restrictions, the payor's settings) is written only on the version it was made on. Absent on companies stored before versions existed: 0 (companyVersion).
   */
  version?: number;
};

/**
 * A company as it is first written: the identity given, no numbers, settings, terms or
 * subscriptions unless given; a payor of type 1 (broker) unless given. `createdAt` is the caller's.
 */
export function newCompanyRecord<
  Given extends Pick<CompanyRecord, 'id' | 'guid' | 'name' | 'type'> & Partial<CompanyRecord>,
>(identity: Given): Omit<CompanyRecord, 'createdAt'> & Given {
  return {
    dotNumber: null,
    mcNumber: null,
    scacCode: null,
    isOperationsNoBuy: false,
    payorTypeId: identity.type === CompanyType.Payor ? 1 : null,
    isHighwaySubscriber: false,
    isRateAccepted: false,
    settings: {},
    payorTerms: null,
    ...identity,
  };
}

/** The company's version (0 for companies stored before versions existed). */
export function companyVersion(company: Pick<CompanyRecord, 'version'>): number {
  return company.version ?? 0;
}

/**
 * The company; `consistent` reads its latest write (a settings screen reads the version it will
 * send back with an edit).
 */
export async function getCompany(id: number, options: { consistent?: boolean } = {}): Promise<CompanyRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.company(id), ConsistentRead: options.consistent === true }),
  );
  return Item ? (withoutKeys(Item) as CompanyRecord) : null;
}

export async function getCompanyByGuid(guid: string): Promise<CompanyRecord | null> {
  const index = keys.companyGuidIndex(guid);
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': index.gsi1pk, ':sk': index.gsi1sk },
    }),
  );
  const item = Items?.[0];
  return item ? (withoutKeys(item) as CompanyRecord) : null;
}

/** Writes a company unless one with the same id exists; returns false when it already did. */
export async function putCompanyIfAbsent(company: CompanyRecord): Promise<boolean> {
  return putIfAbsent({
    ...keys.company(company.id),
    ...keys.companyGuidIndex(company.guid),
    ...companyNameIndex(company),
    ...company,
  });
}

/** The name index a company is listed in: advertised payors on the public page, carriers for staff. */
export function companyNameIndex(company: Pick<CompanyRecord, 'id' | 'name' | 'type' | 'isAdvertised'>) {
  if (company.isAdvertised) return keys.advertisedPayorIndex(company.name, company.id);
  return company.type === CompanyType.Payee ? keys.carrierNameIndex(company.name, company.id) : {};
}

/** Carriers whose name starts with `prefix` (case and spacing aside), by name, at most `limit`. */
export async function findCarriersByName(prefix: string, limit: number): Promise<CompanyRecord[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.carrierNamePartition, ':prefix': carrierNameKey(prefix) },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => withoutKeys(item) as CompanyRecord);
}

/** The payors on the public all-brokers page, by name (a bounded directory, read whole). */
export async function listAdvertisedPayors(): Promise<CompanyRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.advertisedPayorPartition },
  });
  return items.map((item) => withoutKeys(item) as CompanyRecord);
}

/** Companies' names by id (BatchGetItem of the name alone, 100 at a time); unknown ids are left out. */
export async function getCompanyNames(ids: readonly number[]): Promise<Map<number, string>> {
  const items = await batchGetItems(
    [...new Set(ids)].map((id) => keys.company(id)),
    { projection: { expression: 'id, #name', names: { '#name': 'name' } }, consistent: false },
  );
  return new Map(items.map((item) => [Number(item.id), String(item.name)]));
}
