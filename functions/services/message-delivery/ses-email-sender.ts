import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { withRetrySafety } from '../../lib/aws-requests.ts';
import type { OutboxMessage } from '../../repositories/outbox.ts';
import { type DeliveryResult, type MessageSender, providerClientConfig, providerRefusal } from './message-sender.ts';

/**
 * SES errors about this one message: retrying it cannot succeed, so it is recorded as failed.
 * Everything else (throttling, sending paused, account suspended, an unverified custom MAIL FROM
 * domain, outages) is about the account or the moment, so it is thrown and the stream record
 * retried, then dead-lettered where someone looks. Caveat: SES also answers MessageRejected
 * ("Email address is not verified") when the from-address is not a verified identity, or in the
 * sandbox when the recipient is not; with a wrong `senderEmail` every email is therefore recorded
 * as failed (`ses:MessageRejected`, logged as an error), not retried.
 */
export const sesPermanentErrors: ReadonlySet<string> = new Set(['MessageRejected', 'BadRequestException']);

let client: SESv2Client | undefined;
function ses(): SESv2Client {
  client ??= withRetrySafety(new SESv2Client(providerClientConfig));
  return client;
}

/** The SES v2 request for one outbox email: plain text, UTF-8, one recipient. */
export function sendEmailInput(message: OutboxMessage, fromAddress: string): SendEmailCommandInput {
  return {
    FromEmailAddress: fromAddress,
    Destination: { ToAddresses: [message.to] },
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: message.body, Charset: 'UTF-8' } },
      },
    },
  };
}

/** Email through Amazon SES v2 (SendEmail) from `fromAddress`. */
export function sesEmailSender(fromAddress: string, sesClient: () => SESv2Client = ses): MessageSender {
  return {
    async send(message): Promise<DeliveryResult> {
      try {
        const { MessageId } = await sesClient().send(new SendEmailCommand(sendEmailInput(message, fromAddress)));
        if (!MessageId) throw new Error('SES accepted the email without a message id');
        return { status: 'sent', providerMessageId: MessageId };
      } catch (error) {
        const refusal = providerRefusal(error, 'ses', sesPermanentErrors);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}
