import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients.ts';
import { logger } from '../lib/logger.ts';
import { keys } from './keys.ts';
import { tableName } from './table.ts';

/** One cheap read proves the table answers. */
export async function tableReachable(): Promise<boolean> {
  try {
    await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.counter('health') }));
    return true;
  } catch (error) {
    logger.warn('Health check read failed', { error: error as Error });
    return false;
  }
}
