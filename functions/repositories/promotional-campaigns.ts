import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Campaign } from '../domain/promotions/campaigns.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, tableName } from './table.ts';

/** A payor's promotional campaign as stored (functions/domain/promotions/campaigns.ts). */
export type CampaignRecord = Campaign;

/** Writes a campaign unless one with its id exists for the payor; false when it did (seeding twice). */
export async function putCampaignIfAbsent(campaign: CampaignRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.promotionalCampaign(campaign.payorId, campaign.id), ...campaign },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function getCampaign(payorId: number, campaignId: number): Promise<CampaignRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.promotionalCampaign(payorId, campaignId) }),
  );
  return Item ? (withoutKeys(Item) as CampaignRecord) : null;
}

/** Every campaign of one payor (a payor runs a handful: one Query of its own partition). */
export async function listPayorCampaigns(payorId: number): Promise<CampaignRecord[]> {
  const campaigns: CampaignRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.promotionalCampaignPartition(payorId),
          ':prefix': keys.promotionalCampaignPrefix,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    campaigns.push(...(page.Items ?? []).map((item) => withoutKeys(item) as CampaignRecord));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return campaigns;
}
