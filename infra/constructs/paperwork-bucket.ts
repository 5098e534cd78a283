import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { paperworkBucketDefinition } from '../definitions/buckets.ts';

export type PaperworkBucketProps = {
  /** The bucket's name (infra/definitions/buckets.ts `paperworkBucketName`): the SPA's CSP names its origin. */
  readonly bucketName: string;
  /** The portal's origin (https://…); browsers upload and preview through presigned URLs from it. */
  readonly appOrigin: string;
  readonly accessLogs: IBucket;
};

/**
 * Bills' paperwork. Private, TLS-only, SSE-S3 (presigned browser uploads then need no KMS grants),
 * versioned so a replaced document can be recovered, with CORS, lifecycle and versioning from
 * infra/definitions/buckets.ts. RETAIN: documents outlive the stack.
 */
export class PaperworkBucket extends Construct {
  readonly bucket: IBucket;

  constructor(scope: Construct, id: string, props: PaperworkBucketProps) {
    super(scope, id);
    const def = paperworkBucketDefinition;
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: props.bucketName,
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: def.versioned,
      cors: [
        {
          allowedOrigins: [props.appOrigin],
          allowedMethods: def.cors.allowedMethods.map((method) => HttpMethods[method]),
          allowedHeaders: [...def.cors.allowedHeaders],
          exposedHeaders: [...def.cors.exposedHeaders],
          maxAge: def.cors.maxAgeSeconds,
        },
      ],
      lifecycleRules: [
        {
          abortIncompleteMultipartUploadAfter: Duration.days(def.abortIncompleteMultipartUploadAfterDays),
          noncurrentVersionExpiration: Duration.days(def.noncurrentVersionExpirationDays),
        },
        {
          // Uploads the server never confirmed (their documents expired unfinished).
          id: 'ExpireUnconfirmedUploads',
          tagFilters: { [def.unconfirmedUpload.tag.key]: def.unconfirmedUpload.tag.value },
          expiration: Duration.days(def.unconfirmedUpload.expirationDays),
          noncurrentVersionExpiration: Duration.days(def.unconfirmedUpload.noncurrentVersionExpirationDays),
        },
        {
          // Export jobs' files outlive their jobs by a day at most.
          id: 'ExpireExportFiles',
          prefix: def.exportFiles.prefix,
          expiration: Duration.days(def.exportFiles.expirationDays),
          noncurrentVersionExpiration: Duration.days(def.exportFiles.noncurrentVersionExpirationDays),
        },
      ],
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'paperwork/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
