import { describe, expect, it } from 'vitest';
import { sampleOutboxMessages } from '#events/dynamodb-stream-delivery.ts';
import { providerRefusal, senderByChannel } from '#functions/services/message-delivery/message-sender.ts';
import { productionMessageSender } from '#functions/services/message-delivery/production-sender.ts';
import { sendEmailInput, sesPermanentErrors } from '#functions/services/message-delivery/ses-email-sender.ts';
import { publishSmsInput, snsPermanentErrors } from '#functions/services/message-delivery/sns-text-sender.ts';
import {
  sendVoiceInput,
  voicePermanentErrors,
  voiceUnsupportedReason,
  voiceUnsupportedSender,
} from '#functions/services/message-delivery/voice-sender.ts';
import { providerError, RecordingSender } from './support.ts';

const messages = sampleOutboxMessages();

describe('SES email request', () => {
  it('sends the subject and plain-text body from the configured address to the one recipient', () => {
    expect(sendEmailInput(messages.email, 'no-reply@lanepay.example.com')).toEqual({
      FromEmailAddress: 'no-reply@lanepay.example.com',
      Destination: { ToAddresses: ['dispatch@lonestarfreight.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Your LanePay temporary password', Charset: 'UTF-8' },
          Body: { Text: { Data: messages.email.body, Charset: 'UTF-8' } },
        },
      },
    });
  });
});

describe('SNS text request', () => {
  it('publishes the body to the number as a transactional SMS, without a topic', () => {
    expect(publishSmsInput(messages.text)).toEqual({
      PhoneNumber: '+15555550199',
      Message: 'LanePay: your verification code is 482913. It expires in 10 minutes.',
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    });
  });
});

describe('End User Messaging voice request', () => {
  it('reads the body aloud to the number from the configured origination number', () => {
    expect(sendVoiceInput(messages.voice, 'phone-abc')).toEqual({
      DestinationPhoneNumber: messages.voice.to,
      OriginationIdentity: 'phone-abc',
      MessageBody: messages.voice.body,
      MessageBodyTextType: 'TEXT',
      VoiceId: 'JOANNA',
    });
  });
});

describe('provider refusals', () => {
  it.each([
    ['ses', 'MessageRejected', sesPermanentErrors],
    ['ses', 'BadRequestException', sesPermanentErrors],
    ['sns', 'InvalidParameterException', snsPermanentErrors],
    ['sns', 'InvalidParameterValueException', snsPermanentErrors],
    ['sms-voice', 'ValidationException', voicePermanentErrors],
  ] as const)('%s %s is final for the message', (provider, name, permanent) => {
    expect(providerRefusal(providerError(name), provider, permanent)).toEqual({
      status: 'undeliverable',
      reason: `${provider}:${name}`,
    });
  });

  it.each([
    ['ses', 'TooManyRequestsException', sesPermanentErrors],
    ['ses', 'SendingPausedException', sesPermanentErrors],
    ['ses', 'MailFromDomainNotVerifiedException', sesPermanentErrors],
    ['ses', 'AccessDeniedException', sesPermanentErrors],
    ['sns', 'ThrottledException', snsPermanentErrors],
    ['sns', 'InternalErrorException', snsPermanentErrors],
    ['sns', 'AuthorizationErrorException', snsPermanentErrors],
    ['sms-voice', 'ThrottlingException', voicePermanentErrors],
    ['sms-voice', 'AccessDeniedException', voicePermanentErrors],
  ] as const)('%s %s is retried (thrown by the sender)', (provider, name, permanent) => {
    expect(providerRefusal(providerError(name), provider, permanent)).toBeUndefined();
  });

  it('does not mistake a non-error for a refusal', () => {
    expect(providerRefusal('MessageRejected', 'ses', sesPermanentErrors)).toBeUndefined();
  });
});

describe('channels', () => {
  it('routes each message to the sender of its channel', async () => {
    const email = new RecordingSender();
    const text = new RecordingSender();
    const sender = senderByChannel({ email, text, voice: voiceUnsupportedSender });
    await sender.send(messages.email);
    await sender.send(messages.text);
    expect(email.sentIds()).toEqual([messages.email.id]);
    expect(text.sentIds()).toEqual([messages.text.id]);
  });

  it('records voice as undeliverable when no voice number is configured', async () => {
    await expect(voiceUnsupportedSender.send(messages.voice)).resolves.toEqual({
      status: 'undeliverable',
      reason: voiceUnsupportedReason,
    });
  });

  it('refuses to build the production sender without a from-address', () => {
    const fromAddress = 'no-reply@lanepay.example.com';
    expect(() => productionMessageSender({ fromAddress: '', voiceOrigination: undefined })).toThrow(
      /MESSAGE_SENDER_EMAIL/,
    );
    expect(() => productionMessageSender({ fromAddress, voiceOrigination: undefined })).not.toThrow();
    expect(() => productionMessageSender({ fromAddress, voiceOrigination: 'phone-abc' })).not.toThrow();
  });
});
