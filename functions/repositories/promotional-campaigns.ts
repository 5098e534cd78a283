import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Campaign } from '../domain/promotions/campaigns.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** A payor's promotional campaign as stored (functions/domain/promotions/campaigns.ts). */
export type CampaignRecord = Campaign;

/** Writes a campaign unless one with its id exists for the payor; false when it did (seeding twice). */
export async function putCampaignIfAbsent(campaign: CampaignRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.promotionalCampaign(campaign.payorId, campaign.id), ...campaign });
}

export async function getCampaign(payorId: number, campaignId: number): Promise<CampaignRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.promotionalCampaign(payorId, campaignId) }),
  );
  return Item ? (withoutKeys(Item) as CampaignRecord) : null;
}

/** Every campaign of one payor (a payor runs a handful: one Query of its own partition). */
export async function listPayorCampaigns(payorId: number): Promise<CampaignRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.promotionalCampaignPartition(payorId),
      ':prefix': keys.promotionalCampaignPrefix,
    },
  });
  return items.map((item) => withoutKeys(item) as CampaignRecord);
}
