import { PublishCommand, type PublishCommandInput, SNSClient } from '@aws-sdk/client-sns';
import { withRetrySafety } from '../../lib/aws-requests.ts';
import type { OutboxMessage } from '../../repositories/outbox.ts';
import { type DeliveryResult, type MessageSender, providerClientConfig, providerRefusal } from './message-sender.ts';

/** SNS errors about this one message (a number SNS will not text); everything else is retried. */
export const snsPermanentErrors: ReadonlySet<string> = new Set([
  'InvalidParameterException',
  'InvalidParameterValueException',
]);

let client: SNSClient | undefined;
function sns(): SNSClient {
  client ??= withRetrySafety(new SNSClient(providerClientConfig));
  return client;
}

/**
 * The SNS request for one outbox text: published straight to the E.164 number (no topic), marked
 * Transactional so SNS routes it for reliability rather than cost. Texts carry the body only.
 */
export function publishSmsInput(message: OutboxMessage): PublishCommandInput {
  return {
    PhoneNumber: message.to,
    Message: message.body,
    MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
  };
}

/** Text messages through Amazon SNS (Publish to a phone number). */
export function snsTextSender(snsClient: () => SNSClient = sns): MessageSender {
  return {
    async send(message): Promise<DeliveryResult> {
      try {
        const { MessageId } = await snsClient().send(new PublishCommand(publishSmsInput(message)));
        if (!MessageId) throw new Error('SNS accepted the text without a message id');
        return { status: 'sent', providerMessageId: MessageId };
      } catch (error) {
        const refusal = providerRefusal(error, 'sns', snsPermanentErrors);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}
