import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { providerClientConfig } from '#functions/services/message-delivery/message-sender.ts';
import { defaultSenderEmail, readSettings } from '#infra/bin/settings.ts';
import { messageDeliverySettings } from '#infra/constructs/message-delivery.ts';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import {
  allowedActions,
  flattenIntrinsics,
  fullContext,
  functionByService,
  onlyResource,
  statementsOf,
  synthesize,
} from './synth.ts';

const service = 'lanepay-message-delivery';
const { template } = synthesize(fullContext);
const [tableId] = onlyResource(template, 'AWS::DynamoDB::Table');
const [functionId, fn] = functionByService(template, service);
const [mappingId, mapping] = onlyResource(
  template,
  'AWS::Lambda::EventSourceMapping',
  (p) => (p.FunctionName as { Ref?: string }).Ref === functionId,
);
const deadLetterId = (
  (mapping.Properties.DestinationConfig as { OnFailure: { Destination: { 'Fn::GetAtt': [string, string] } } }).OnFailure
    .Destination['Fn::GetAtt'] as [string, string]
)[0];
const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

describe('data table stream', () => {
  it('streams new images, as infra/definitions/table.ts says', () => {
    expect(dataTableDefinition.stream.viewType).toBe('NEW_IMAGE');
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });
});

describe('message delivery event source', () => {
  it('reads the table stream from its oldest record, in small batches', () => {
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [tableId, 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: messageDeliverySettings.batchSize,
      MaximumBatchingWindowInSeconds: messageDeliverySettings.maxBatchingWindowSeconds,
    });
  });

  it('invokes the function for new outbox items only', () => {
    const filters = (mapping.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((f) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: ['OUTBOX'] } } } },
    ]);
  });

  it('reports failed records, bisects and retries failing batches, then dead-letters them', () => {
    expect(mapping.Properties).toMatchObject({
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: messageDeliverySettings.retryAttempts,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [deadLetterId, 'Arn'] } } },
    });
    expect(mappingId).toBeTruthy();
  });

  it('keeps dead letters 14 days in an encrypted, TLS-only queue, and alarms on them', () => {
    const queue = template.toJSON().Resources[deadLetterId];
    expect(queue.Type).toBe('AWS::SQS::Queue');
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: deadLetterId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterId, 'QueueName'] } }],
      AlarmActions: Match.anyValue(),
    });
  });
});

describe('message delivery function', () => {
  it('runs Node.js 22 on ARM with the table, the from-address and the settings config.ts requires', () => {
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: messageDeliverySettings.timeoutSeconds,
    });
    expect(variables).toMatchObject({
      POWERTOOLS_SERVICE_NAME: service,
      TABLE_NAME: { Ref: tableId },
      MESSAGE_SENDER_EMAIL: defaultSenderEmail,
      USER_POOL_ID: expect.anything(),
      APP_ORIGIN: expect.anything(),
    });
    expect(Object.keys(variables)).not.toContain('BANK_ACCOUNT_HASH_KEY');
  });

  it('gives up on a provider call, retries included, well within its timeout', () => {
    // Otherwise a slow call would end the invocation with the message claimed and its outcome unknown.
    const { maxAttempts, requestHandler } = providerClientConfig;
    const worstCaseMs = maxAttempts * (requestHandler.connectionTimeout + requestHandler.requestTimeout);
    expect(requestHandler.throwOnRequestTimeout).toBe(true);
    expect(worstCaseMs).toBeLessThan((messageDeliverySettings.timeoutSeconds * 1000) / 1.25);
  });

  it('has an error alarm', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
    });
  });
});

describe('message delivery permissions', () => {
  const statements = statementsOf(template, service);
  const statementWith = (action: string) => statements.find((s) => [s.Action].flat().includes(action));

  it('may only get and conditionally update items of the outbox partition', () => {
    const itemActions = allowedActions(template, service).filter(
      (a) => a.startsWith('dynamodb:') && !/Stream|Shard|GetRecords/.test(a),
    );
    expect(itemActions.sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(statementWith('dynamodb:UpdateItem')).toMatchObject({
      Resource: { 'Fn::GetAtt': [tableId, 'Arn'] },
      Condition: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': ['OUTBOX'] } },
    });
  });

  it('reads the stream of the table', () => {
    const stream = statementWith('dynamodb:GetRecords');
    expect(stream?.Resource).toEqual({ 'Fn::GetAtt': [tableId, 'StreamArn'] });
  });

  it('sends email as the configured identity and from-address only', () => {
    const ses = statementWith('ses:SendEmail');
    expect(allowedActions(template, service).filter((a) => a.startsWith('ses:'))).toEqual(['ses:SendEmail']);
    expect(flattenIntrinsics(ses?.Resource)).toBe(
      'arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/lanepay.example.com',
    );
    expect(ses).toMatchObject({ Condition: { StringEquals: { 'ses:FromAddress': defaultSenderEmail } } });
  });

  it('publishes SMS with sns:Publish on "*" (no resource ARN exists for a phone number), and nothing else in SNS', () => {
    expect(allowedActions(template, service).filter((a) => a.startsWith('sns:'))).toEqual(['sns:Publish']);
    expect(statementWith('sns:Publish')?.Resource).toBe('*');
  });

  it('may only send to its dead-letter queue, and touches no bucket or user pool', () => {
    const actions = allowedActions(template, service);
    expect(actions.filter((a) => a.startsWith('sqs:') && a !== 'sqs:SendMessage' && !a.startsWith('sqs:Get'))).toEqual(
      [],
    );
    expect(statementWith('sqs:SendMessage')?.Resource).toEqual({ 'Fn::GetAtt': [deadLetterId, 'Arn'] });
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('cognito-idp:'))).toEqual([]);
  });

  it('is the only function that may send email or texts', () => {
    for (const other of ['lanepay-core', 'lanepay-settlement', 'lanepay-resubmit-worker', 'lanepay-payout-run']) {
      expect(allowedActions(template, other).filter((a) => a.startsWith('ses:') || a === 'sns:Publish')).toEqual([]);
    }
  });
});

describe('sender settings', () => {
  const { template: custom } = synthesize({
    ...fullContext,
    senderEmail: 'notices@mail.lanepay-payments.example',
    sesIdentity: 'lanepay-payments.example',
  });

  it('take the from-address and the SES identity from context', () => {
    const [, customFn] = functionByService(custom, service);
    expect(customFn.Properties.Environment).toMatchObject({
      Variables: { MESSAGE_SENDER_EMAIL: 'notices@mail.lanepay-payments.example' },
    });
    const ses = statementsOf(custom, service).find((s) => [s.Action].flat().includes('ses:SendEmail'));
    expect(flattenIntrinsics(ses?.Resource)).toMatch(/:identity\/lanepay-payments\.example$/);
    expect(ses).toMatchObject({
      Condition: { StringEquals: { 'ses:FromAddress': 'notices@mail.lanepay-payments.example' } },
    });
  });

  const webDist = mkdtempSync(join(tmpdir(), 'lanepay-sender-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const read = (context: Record<string, unknown>) => readSettings(new App({ context: { webDist, ...context } }).node);

  it('default to a placeholder address and its domain as the identity', () => {
    expect(read({})).toMatchObject({ senderEmail: defaultSenderEmail, sesIdentity: 'lanepay.example.com' });
  });

  it('accept the address itself or a parent domain as the identity', () => {
    expect(read({ senderEmail: 'a@mail.x.example', sesIdentity: 'a@mail.x.example' }).sesIdentity).toBe(
      'a@mail.x.example',
    );
    expect(read({ senderEmail: 'a@mail.x.example', sesIdentity: 'x.example' }).sesIdentity).toBe('x.example');
  });

  it('refuse an address that is not one, or an identity that does not cover it', () => {
    expect(() => read({ senderEmail: 'lanepay' })).toThrow(/senderEmail/);
    expect(() => read({ senderEmail: 'a@mail.x.example', sesIdentity: 'y.example' })).toThrow(/sesIdentity/);
    expect(() => read({ senderEmail: 'a@badx.example', sesIdentity: 'x.example' })).toThrow(/sesIdentity/);
  });
});

describe('voice calls', () => {
  const phone = `phone-${'0123456789abcdef'.repeat(2)}`;
  const { template: withVoice } = synthesize({ ...fullContext, voiceOriginationIdentity: phone });

  it('are placed from the configured End User Messaging number, which alone the function may call from', () => {
    const [, voiceFn] = functionByService(withVoice, service);
    expect(voiceFn.Properties.Environment).toMatchObject({ Variables: { VOICE_ORIGINATION_IDENTITY: phone } });
    const voice = statementsOf(withVoice, service).find((s) =>
      [s.Action].flat().includes('sms-voice:SendVoiceMessage'),
    );
    expect(flattenIntrinsics(voice?.Resource)).toBe(
      `arn:<AWS::Partition>:sms-voice:<AWS::Region>:<AWS::AccountId>:phone-number/${phone}`,
    );
    expect(allowedActions(withVoice, service).filter((a) => a.startsWith('sms-voice:'))).toEqual([
      'sms-voice:SendVoiceMessage',
    ]);
  });

  it('are not placed, and not permitted, without a number', () => {
    expect(variables.VOICE_ORIGINATION_IDENTITY).toBeUndefined();
    expect(allowedActions(template, service).filter((a) => a.startsWith('sms-voice:'))).toEqual([]);
  });

  it('refuse a number that is not an End User Messaging phone number id or ARN', () => {
    const webDist = mkdtempSync(join(tmpdir(), 'lanepay-voice-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
    try {
      const read = (value: string) =>
        readSettings(new App({ context: { webDist, voiceOriginationIdentity: value } }).node);
      expect(read(phone).voiceOriginationIdentity).toBe(phone);
      expect(read(`arn:aws:sms-voice:us-east-1:123456789012:phone-number/${phone}`).voiceOriginationIdentity).toMatch(
        /^arn:/,
      );
      expect(() => read('+15555550100')).toThrow(/voiceOriginationIdentity/);
    } finally {
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
