import { config } from '../../lib/config.ts';
import { type MessageSender, senderByChannel } from './message-sender.ts';
import { sesEmailSender } from './ses-email-sender.ts';
import { snsTextSender } from './sns-text-sender.ts';
import { voiceUnsupportedSender } from './voice-sender.ts';

/**
 * The deployed senders: email through SES v2 from MESSAGE_SENDER_EMAIL, texts through SNS, voice
 * recorded as undeliverable (see voice-sender.ts). Throws without a from-address rather than
 * sending from a guessed one.
 */
export function productionMessageSender(fromAddress = config().MESSAGE_SENDER_EMAIL): MessageSender {
  if (!fromAddress) throw new Error('MESSAGE_SENDER_EMAIL is not set: the delivery function cannot send email.');
  return senderByChannel({ email: sesEmailSender(fromAddress), text: snsTextSender(), voice: voiceUnsupportedSender });
}
