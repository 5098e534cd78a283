import {
  PinpointSMSVoiceV2Client,
  SendVoiceMessageCommand,
  type SendVoiceMessageCommandInput,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { withRetrySafety } from '../../lib/aws-requests.ts';
import type { OutboxMessage } from '../../repositories/outbox.ts';
import { type DeliveryResult, type MessageSender, providerClientConfig, providerRefusal } from './message-sender.ts';

/** The failure reason recorded on voice messages when no voice number is configured. */
export const voiceUnsupportedReason = 'voice-unsupported';

/** End User Messaging errors about this one message (a number it will not call); the rest is retried. */
export const voicePermanentErrors: ReadonlySet<string> = new Set(['ValidationException']);

let client: PinpointSMSVoiceV2Client | undefined;
function smsVoice(): PinpointSMSVoiceV2Client {
  client ??= withRetrySafety(new PinpointSMSVoiceV2Client(providerClientConfig));
  return client;
}

/**
 * The call for one outbox voice message: AWS End User Messaging reads the body aloud (the body
 * spells codes digit by digit, "1 2 3 4 5 6") from the voice-capable origination number.
 */
export function sendVoiceInput(message: OutboxMessage, originationIdentity: string): SendVoiceMessageCommandInput {
  return {
    DestinationPhoneNumber: message.to,
    OriginationIdentity: originationIdentity,
    MessageBody: message.body,
    MessageBodyTextType: 'TEXT',
    VoiceId: 'JOANNA',
  };
}

/** Voice calls through AWS End User Messaging (SendVoiceMessage), from `originationIdentity`. */
export function endUserMessagingVoiceSender(
  originationIdentity: string,
  voiceClient: () => PinpointSMSVoiceV2Client = smsVoice,
): MessageSender {
  return {
    async send(message): Promise<DeliveryResult> {
      try {
        const { MessageId } = await voiceClient().send(
          new SendVoiceMessageCommand(sendVoiceInput(message, originationIdentity)),
        );
        if (!MessageId) throw new Error('End User Messaging accepted the call without a message id');
        return { status: 'sent', providerMessageId: MessageId };
      } catch (error) {
        const refusal = providerRefusal(error, 'sms-voice', voicePermanentErrors);
        if (refusal) return refusal;
        throw error;
      }
    },
  };
}

/**
 * Without a voice-capable origination number (CDK context `voiceOriginationIdentity`) calls cannot
 * be placed. Sending the spoken text as an SMS instead was rejected: people pick "call me" when the
 * number cannot take texts (a landline), and recording such a text as delivered would be false. So
 * each voice message is recorded as failed with `voice-unsupported`, and the delivery function
 * logs it as an error.
 */
export const voiceUnsupportedSender: MessageSender = {
  async send(): Promise<DeliveryResult> {
    return { status: 'undeliverable', reason: voiceUnsupportedReason };
  },
};
