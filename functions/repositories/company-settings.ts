import { randomUUID } from 'node:crypto';
import { transactWriteIf, versionCheck } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { copyCompanySettingsToMembers } from './memberships.ts';
import { queryPages } from './paged-reads.ts';
import { tableName } from './table.ts';

/** One setting a user changed: its value as read before and as set, who and when. */
export type SettingChangeRecord = {
  settingId: number;
  from: string | null;
  to: string;
  at: string;
  byUserId: number;
  byName: string;
};

/**
 * Sets a company's settings on the version the user saw, with the record of each change, in one
 * transaction (so no change is made unrecorded, nor recorded unmade), then writes them into the
 * members' copies of the company. False when the company is no longer at `expectedVersion`
 * (nothing written).
 */
export async function saveCompanySettings(
  companyId: number,
  settings: Record<string, string>,
  expectedVersion: number,
  changes: readonly SettingChangeRecord[],
): Promise<boolean> {
  const check = versionCheck(expectedVersion);
  const written = await transactWriteIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.company(companyId),
        UpdateExpression: `SET settings = :settings, ${check.set}`,
        ConditionExpression: `attribute_exists(pk) AND ${check.condition}`,
        ExpressionAttributeValues: { ':settings': settings, ...check.values },
      },
    },
    ...changes.map((change) => ({
      Put: {
        TableName: tableName(),
        Item: { ...keys.companySettingChange(companyId, change.at, randomUUID()), ...change },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ]);
  if (written) await copyCompanySettingsToMembers(companyId, settings, check.values[':nextVersion']);
  return written;
}

/** The company's latest setting changes, newest first (at most `limit`). */
export async function listSettingChanges(companyId: number, limit: number): Promise<SettingChangeRecord[]> {
  for await (const page of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':prefix': keys.companySettingChangePrefix },
    ScanIndexForward: false,
    Limit: limit,
    // Read after a change, its record included.
    ConsistentRead: true,
  })) {
    return page.map((item) => withoutKeys(item) as SettingChangeRecord);
  }
  return [];
}
