import { config } from '../../lib/config.ts';
import { type MessageSender, senderByChannel } from './message-sender.ts';
import { sesEmailSender } from './ses-email-sender.ts';
import { snsTextSender } from './sns-text-sender.ts';
import { endUserMessagingVoiceSender, voiceUnsupportedSender } from './voice-sender.ts';

/**
 * The deployed senders: email through SES v2 from MESSAGE_SENDER_EMAIL, texts through SNS, calls
 * through End User Messaging from VOICE_ORIGINATION_IDENTITY (recorded as undeliverable when none
 * is configured, see voice-sender.ts). Throws without a from-address rather than sending from a
 * guessed one.
 */
export function productionMessageSender(
  { fromAddress, voiceOrigination }: { fromAddress: string | undefined; voiceOrigination: string | undefined } = {
    fromAddress: config().MESSAGE_SENDER_EMAIL,
    voiceOrigination: config().VOICE_ORIGINATION_IDENTITY,
  },
): MessageSender {
  if (!fromAddress) throw new Error('MESSAGE_SENDER_EMAIL is not set: the delivery function cannot send email.');
  return senderByChannel({
    email: sesEmailSender(fromAddress),
    text: snsTextSender(),
    voice: voiceOrigination ? endUserMessagingVoiceSender(voiceOrigination) : voiceUnsupportedSender,
  });
}
