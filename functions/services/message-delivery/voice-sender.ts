import type { DeliveryResult, MessageSender } from './message-sender.ts';

/** The failure reason recorded on every voice message. */
export const voiceUnsupportedReason = 'voice-unsupported';

/**
 * Voice calls are NOT delivered. Amazon SNS cannot place a call, and the portal has no voice
 * provider yet (AWS End User Messaging's SendVoiceMessage, with a voice-capable origination number,
 * would be one). Sending the spoken text as an SMS instead was rejected: people pick "call me"
 * when the number cannot take texts (a landline), and recording such a text as delivered would
 * be false. So each voice message is recorded as failed with `voice-unsupported`, and the delivery
 * function logs it as an error, which is what to alert on until a provider is added.
 */
export const voiceUnsupportedSender: MessageSender = {
  async send(): Promise<DeliveryResult> {
    return { status: 'undeliverable', reason: voiceUnsupportedReason };
  },
};
