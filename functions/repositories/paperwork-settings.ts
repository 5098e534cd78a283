import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent } from './conditional-writes.ts';
import { keys } from './keys.ts';
import { tableName } from './table.ts';

/** What a payor requires of the paperwork its carriers submit. */
export type PayorPaperworkSettings = {
  payorId: number;
  /** Document (image) types every bill must have attached before it is delivered. */
  requiredImageTypeIds: number[];
  updatedAt: string;
};

/** The payor's settings; null when it has none (the defaults apply). */
export async function getPayorPaperworkSettings(payorId: number): Promise<PayorPaperworkSettings | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.payorPaperworkSettings(payorId) }),
  );
  return Item
    ? {
        payorId,
        requiredImageTypeIds: (Item.requiredImageTypeIds as number[] | undefined) ?? [],
        updatedAt: String(Item.updatedAt),
      }
    : null;
}

export async function putPayorPaperworkSettings(settings: PayorPaperworkSettings): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.payorPaperworkSettings(settings.payorId), ...settings } }),
  );
}

/** Writes the settings unless the payor has some (the demo seed). */
export async function putPayorPaperworkSettingsIfAbsent(settings: PayorPaperworkSettings): Promise<boolean> {
  return putIfAbsent({ ...keys.payorPaperworkSettings(settings.payorId), ...settings });
}
