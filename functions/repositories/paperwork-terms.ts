import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { keys } from './keys.ts';
import { tableName } from './table.ts';

/**
 * Records that the user accepted the paperwork terms (seeds 000 §4: "accepting paperwork terms sets
 * hasAcceptedTerms to true"). On the user's profile, which every request reads already; the first
 * acceptance's time is kept, so accepting again changes nothing.
 */
export async function acceptPaperworkTerms(userId: number, at: Date = new Date()): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET hasAcceptedTerms = :true, termsAcceptedAt = if_not_exists(termsAcceptedAt, :at)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true, ':at': at.toISOString() },
    }),
  );
}
