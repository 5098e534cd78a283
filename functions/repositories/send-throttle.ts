import { updateIf } from './conditional-writes.ts';
import { keys } from './keys.ts';
import { epochSeconds } from './table.ts';

/**
 * Takes one send from the allowance of `scope` (a destination or a user): at most `max` within
 * `windowMs`, counted atomically so concurrent requests cannot both take the last one. False when
 * the allowance is spent. The counter expires with its window.
 */
export async function takeSend(scope: string, max: number, windowMs: number, now = new Date()): Promise<boolean> {
  const windowFloor = now.getTime() - windowMs;
  if (await countSend(scope, max, windowFloor)) return true;
  if (await startWindow(scope, now, windowMs, windowFloor)) return true;
  // Another request started the window meanwhile: count this send in it.
  return countSend(scope, max, windowFloor);
}

/** One more send in the current window; false when there is none or it is full. */
async function countSend(scope: string, max: number, windowFloor: number): Promise<boolean> {
  return updateIf({
    Key: keys.sendThrottle(scope),
    UpdateExpression: 'SET sendCount = sendCount + :one',
    ConditionExpression: 'windowStartedMs > :floor AND sendCount < :max',
    ExpressionAttributeValues: { ':one': 1, ':floor': windowFloor, ':max': max },
  });
}

/** A new window holding this send, when there is no window yet or the last one is over. */
async function startWindow(scope: string, now: Date, windowMs: number, windowFloor: number): Promise<boolean> {
  return updateIf({
    Key: keys.sendThrottle(scope),
    UpdateExpression: 'SET sendCount = :one, windowStartedMs = :now, expiresAt = :expiresAt',
    ConditionExpression: 'attribute_not_exists(pk) OR windowStartedMs <= :floor',
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': now.getTime(),
      ':floor': windowFloor,
      ':expiresAt': epochSeconds(new Date(now.getTime() + windowMs)),
    },
  });
}
