import { describe, expect, it } from 'vitest';
import {
  exportJobQueueDefinition,
  noaConversionQueueDefinition,
  resubmitQueueDefinition,
} from '#infra/definitions/queues.ts';
import { dataTableDefinition } from '#infra/definitions/table.ts';
import {
  createTableInput,
  createUserPoolClientInput,
  createUserPoolInput,
  deadLetterQueueAttributes,
  paperworkCors,
  resubmitQueueAttributes,
} from '#infra/local/provision.ts';
import { fullContext, onlyResource, synthesize } from './synth.ts';

/*
 * The deployed stack and `npm start` build their resources from the same definitions by two routes:
 * CDK constructs here, SDK inputs in infra/local/provision.ts. This test holds the two together:
 * whatever one creates differently from the other fails here, not in production.
 * (The template is synthesized with the standard password policy, cdk.json's default.)
 */
const { template } = synthesize(fullContext);

type Props = Record<string, unknown>;
const byName =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));
const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();

/** Order-free form of a key schema: HASH first, then RANGE, as DynamoDB itself requires. */
type KeyElement = { AttributeName?: string; KeyType?: string };
const keySchema = (keys: readonly KeyElement[] | undefined) =>
  [...(keys ?? [])]
    .map(({ AttributeName, KeyType }) => ({ AttributeName, KeyType }))
    .sort(byName((k) => k.KeyType ?? ''));

describe('DynamoDB table', () => {
  const [, table] = onlyResource(template, 'AWS::DynamoDB::Table');
  const deployed = table.Properties;
  const local = createTableInput('agreement');

  it('has the same key schema', () => {
    expect(keySchema(deployed.KeySchema as KeyElement[])).toEqual(keySchema(local.KeySchema));
  });

  it('defines the same attributes', () => {
    type Attribute = { AttributeName?: string; AttributeType?: string };
    const normalise = (attributes: readonly Attribute[] | undefined) =>
      [...(attributes ?? [])]
        .map(({ AttributeName, AttributeType }) => ({ AttributeName, AttributeType }))
        .sort(byName((a) => a.AttributeName ?? ''));
    expect(normalise(deployed.AttributeDefinitions as Attribute[])).toEqual(normalise(local.AttributeDefinitions));
  });

  it('has the same global secondary indexes', () => {
    type Index = { IndexName?: string; KeySchema?: KeyElement[]; Projection?: { ProjectionType?: string } };
    const normalise = (indexes: readonly Index[] | undefined) =>
      [...(indexes ?? [])]
        .map((index) => ({
          IndexName: index.IndexName,
          KeySchema: keySchema(index.KeySchema),
          ProjectionType: index.Projection?.ProjectionType,
        }))
        .sort(byName((index) => index.IndexName ?? ''));
    expect(normalise(deployed.GlobalSecondaryIndexes as Index[])).toEqual(normalise(local.GlobalSecondaryIndexes));
  });

  it('bills the same way', () => {
    expect(deployed.BillingMode).toBe(local.BillingMode);
  });

  it('asks for the same stream, which only the deployed table keeps', () => {
    // DynamoDB keeps it and feeds message delivery; dynalite drops it, so nothing is delivered under
    // `npm start` (test/integration/delivery checks the emulator really has no stream).
    expect(deployed.StreamSpecification).toEqual({ StreamViewType: dataTableDefinition.stream.viewType });
    expect(local.StreamSpecification).toEqual({
      StreamEnabled: true,
      StreamViewType: dataTableDefinition.stream.viewType,
    });
  });

  it('expires items on the attribute the local stack enables TTL on', () => {
    // provisionTable() enables TTL with UpdateTimeToLive on dataTableDefinition.timeToLiveAttribute.
    expect(deployed.TimeToLiveSpecification).toEqual({
      AttributeName: dataTableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
  });
});

describe.each([
  ['resubmit', resubmitQueueDefinition],
  ['export job', exportJobQueueDefinition],
  ['NOA conversion', noaConversionQueueDefinition],
] as const)('the %s queue', (_name, def) => {
  const [, queue] = onlyResource(
    template,
    'AWS::SQS::Queue',
    (p) => p.RedrivePolicy !== undefined && p.VisibilityTimeout === def.visibilityTimeoutSeconds,
  );
  // Its dead-letter queue; message delivery's has no local counterpart (not run locally).
  const deadLetterId = (queue.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] } })
    .deadLetterTargetArn['Fn::GetAtt'][0];
  const deadLetter = template.toJSON().Resources[deadLetterId] as { Properties: Props };
  const local = resubmitQueueAttributes('arn:aws:sqs:local:000000000000:dead-letter', def);
  const localRedrive = JSON.parse(local.RedrivePolicy ?? '{}') as { maxReceiveCount: number };

  it('has the same visibility timeout and retention', () => {
    expect(String(queue.Properties.VisibilityTimeout)).toBe(local.VisibilityTimeout);
    expect(String(queue.Properties.MessageRetentionPeriod)).toBe(local.MessageRetentionPeriod);
  });

  it('redrives to the dead-letter queue after the same number of receives', () => {
    const redrive = queue.Properties.RedrivePolicy as Props;
    expect(redrive.maxReceiveCount).toBe(localRedrive.maxReceiveCount);
    expect(redrive.deadLetterTargetArn).toEqual({ 'Fn::GetAtt': [deadLetterId, 'Arn'] });
  });

  it('keeps dead letters as long', () => {
    expect(String(deadLetter.Properties.MessageRetentionPeriod)).toBe(
      deadLetterQueueAttributes(def).MessageRetentionPeriod,
    );
  });
});

describe('paperwork bucket CORS', () => {
  const [, bucket] = onlyResource(template, 'AWS::S3::Bucket', (p) => p.CorsConfiguration !== undefined);
  const deployedRules = (bucket.Properties.CorsConfiguration as { CorsRules: Props[] }).CorsRules;
  const localRules = paperworkCors(['https://portal.example']).CORSRules ?? [];

  it('has one rule, as locally', () => {
    expect(deployedRules).toHaveLength(localRules.length);
    expect(localRules).toHaveLength(1);
  });

  it('allows the same methods, headers, exposed headers and max age', () => {
    const [deployed] = deployedRules as [Props];
    const [local] = localRules;
    expect(sorted(deployed.AllowedMethods as string[])).toEqual(sorted(local?.AllowedMethods));
    expect(sorted(deployed.AllowedHeaders as string[])).toEqual(sorted(local?.AllowedHeaders));
    expect(sorted(deployed.ExposedHeaders as string[])).toEqual(sorted(local?.ExposeHeaders));
    expect(deployed.MaxAge).toBe(local?.MaxAgeSeconds);
  });

  it('allows exactly one origin, the portal’s, as locally', () => {
    const [deployed] = deployedRules as [Props];
    expect(deployed.AllowedOrigins).toHaveLength(1);
    expect(localRules[0]?.AllowedOrigins).toEqual(['https://portal.example']);
  });
});

describe('Cognito user pool', () => {
  const [, pool] = onlyResource(template, 'AWS::Cognito::UserPool');
  const deployed = pool.Properties;
  const local = createUserPoolInput('standard');

  it('has the same password policy', () => {
    expect((deployed.Policies as Props).PasswordPolicy).toEqual(local.Policies?.PasswordPolicy);
  });

  it('has the same MFA configuration', () => {
    expect(deployed.MfaConfiguration).toBe(local.MfaConfiguration);
  });

  it('signs in with the same username and alias attributes', () => {
    expect(sorted(deployed.UsernameAttributes as string[])).toEqual(sorted(local.UsernameAttributes));
    expect(sorted(deployed.AliasAttributes as string[] | undefined)).toEqual(sorted(local.AliasAttributes));
    expect(deployed.UsernameConfiguration).toEqual(local.UsernameConfiguration);
  });

  it('verifies the same attributes automatically', () => {
    expect(sorted(deployed.AutoVerifiedAttributes as string[])).toEqual(sorted(local.AutoVerifiedAttributes));
  });
});

describe('Cognito app client', () => {
  const [, client] = onlyResource(template, 'AWS::Cognito::UserPoolClient');
  const deployed = client.Properties;
  const local = createUserPoolClientInput('local-pool');

  /** Token validity in seconds, whatever unit each side states it in (CDK writes minutes). */
  const seconds = (value: unknown, unit: string | undefined, fallback: string) => {
    const factor: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };
    return Number(value) * (factor[unit ?? fallback] ?? Number.NaN);
  };
  type Validities = {
    IdTokenValidity?: unknown;
    AccessTokenValidity?: unknown;
    RefreshTokenValidity?: unknown;
    TokenValidityUnits?: unknown;
  };
  const validities = (source: Validities) => {
    const units = (source.TokenValidityUnits ?? {}) as Record<string, string>;
    return {
      id: seconds(source.IdTokenValidity, units.IdToken, 'hours'),
      access: seconds(source.AccessTokenValidity, units.AccessToken, 'hours'),
      refresh: seconds(source.RefreshTokenValidity, units.RefreshToken, 'days'),
    };
  };

  it('allows the same auth flows', () => {
    expect(sorted(deployed.ExplicitAuthFlows as string[])).toEqual(sorted(local.ExplicitAuthFlows));
  });

  it('issues tokens valid for the same time', () => {
    expect(validities(deployed)).toEqual(validities(local));
  });

  it('is a public client that hides whether a user exists, as locally', () => {
    expect(deployed.GenerateSecret).toBe(local.GenerateSecret);
    expect(deployed.PreventUserExistenceErrors).toBe(local.PreventUserExistenceErrors);
  });
});
