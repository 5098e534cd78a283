import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  listResubmitDeadLetters,
  type ResubmitQueues,
  redriveResubmitDeadLetters,
} from '#functions/services/resubmit-dead-letters.ts';
import { resubmitQueueDefinition } from '../../definitions/queues.ts';

/** The local stack's resubmit queue and its dead-letter queue, by their names in infra/definitions/queues.ts. */
export async function localResubmitQueues(): Promise<ResubmitQueues> {
  const client = new SQSClient({});
  const urlOf = async (QueueName: string) =>
    String((await client.send(new GetQueueUrlCommand({ QueueName }))).QueueUrl);
  return {
    queueUrl: await urlOf(resubmitQueueDefinition.localName),
    deadLetterQueueUrl: await urlOf(resubmitQueueDefinition.deadLetter.localName),
  };
}

/**
 * What `npm run resubmit:dlq` does, on the given queues: list the dead letters (one JSON line each,
 * then a summary line), or with `redrive` move them (all, or `messageIds`) back to the resubmit
 * queue and print what moved. Answers the exit code.
 */
export async function runDeadLetterCommand(input: {
  queues: ResubmitQueues;
  redrive: boolean;
  messageIds?: readonly string[];
  print: (line: string) => void;
}): Promise<number> {
  if (!input.redrive) {
    const letters = await listResubmitDeadLetters(input.queues);
    for (const letter of letters) input.print(JSON.stringify(letter));
    input.print(JSON.stringify({ deadLetters: letters.length }));
    return 0;
  }
  const result = await redriveResubmitDeadLetters(
    input.queues,
    input.messageIds && input.messageIds.length > 0 ? { messageIds: input.messageIds } : {},
  );
  for (const moved of result.moved) input.print(JSON.stringify({ redriven: moved }));
  for (const notMoved of result.notMoved) input.print(JSON.stringify({ notMoved }));
  input.print(JSON.stringify({ redriven: result.moved.length, notMoved: result.notMoved.length }));
  return result.notMoved.length > 0 ? 1 : 0;
}
