import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** How long access logs are kept: a year covers payment disputes and audits. */
const logRetention = Duration.days(365);

/**
 * Where the buckets' server access logs and CloudFront's standard logs go, each under its own
 * prefix. SSE-S3, because S3 server access logging cannot deliver to KMS-encrypted buckets.
 */
export class AccessLogBucket extends Construct {
  readonly bucket: IBucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // CloudFront standard logging still writes through an ACL grant to its log-delivery account.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: logRetention }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
