import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { apiRoots, runtimeConfigPath } from '#shared/api/paths.ts';
import { viewerAddressHeader } from '#shared/constants/edge.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { ifMatchHeader } from '#shared/constants/versions.ts';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';
import { exportRewriteFunctionCode } from '../definitions/export-routing.ts';
import { type CspSources, hstsMaxAgeSeconds, securityHeaders } from '../definitions/security-headers.ts';
import { immutableAssetPrefix, spaRewriteFunctionCode } from '../definitions/spa-routing.ts';
import { wildcardActionFinding, wildcardResourceFinding } from './acknowledgements.ts';
import type { PortalApi } from './portal-api.ts';

export type WebDistributionProps = {
  readonly api: PortalApi;
  readonly accessLogs: IBucket;
  /** Origins the SPA may reach besides itself (Cognito, paperwork), for the CSP. */
  readonly cspSources: CspSources;
};

/** `/assets/` → `assets`: the build folder holding content-hashed files. */
const assetsFolder = immutableAssetPrefix.replace(/^\/|\/$/g, '');

/*
 * The header values come from infra/definitions/security-headers.ts, which the local server sends
 * too, so local and CloudFront responses agree. A value CloudFront cannot express fails synthesis.
 */
function headerValue(headers: Record<string, string>, name: string): string {
  const value = headers[name];
  if (value === undefined) throw new Error(`security-headers.ts no longer defines ${name}`);
  return value;
}

function frameOptionOf(value: string): HeadersFrameOption {
  const option = Object.values(HeadersFrameOption).find((candidate) => candidate === value.toUpperCase());
  if (!option) throw new Error(`CloudFront has no X-Frame-Options value '${value}'`);
  return option;
}

function referrerPolicyOf(value: string): HeadersReferrerPolicy {
  const policy = Object.values(HeadersReferrerPolicy).find((candidate) => candidate === value);
  if (!policy) throw new Error(`CloudFront has no Referrer-Policy value '${value}'`);
  return policy;
}

/**
 * The portal's single origin: CloudFront in front of the SPA bucket (private, Origin Access
 * Control) and the HTTP API (`/api/v1/core/*`, `/api/v1/settlement/*`). Client routes are rewritten
 * to /index.html on the request by a CloudFront Function, never by custom error responses, which
 * would also turn the APIs' JSON 404s into the SPA. Every response carries the security headers.
 */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;
  readonly bucket: IBucket;
  /** `https://<distribution domain>`: APP_ORIGIN, CORS origin and OAuth callback base. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'SpaBucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'spa/',
    });
    const spaOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);

    const headers = securityHeaders(props.cspSources, { hsts: true });
    const securityHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'LanePay security headers (infra/definitions/security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: headerValue(headers, 'content-security-policy'),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        frameOptions: {
          frameOption: frameOptionOf(headerValue(headers, 'x-frame-options')),
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: referrerPolicyOf(headerValue(headers, 'referrer-policy')),
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: headerValue(headers, 'permissions-policy'), override: true },
        ],
      },
    });

    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      comment: 'SPA fallback: extension-less paths are client routes served by /index.html',
      code: FunctionCode.fromInline(spaRewriteFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
    });

    const exportRewrite = new EdgeFunction(this, 'ExportRewrite', {
      comment: 'exportReport=true requests go to the exports API, which makes the files',
      code: FunctionCode.fromInline(exportRewriteFunctionCode()),
      runtime: FunctionRuntime.JS_2_0,
    });

    // index.html, runtime-config.json and other root files are uploaded with `no-cache`; with a zero
    // minimum TTL CloudFront honours that and revalidates, so a deployment shows at once.
    const revalidateCache = new CachePolicy(this, 'RevalidateCache', {
      comment: 'Follow the origin Cache-Control (no-cache entry files)',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'LanePay APIs: session cookie, query, and the headers the Hono apps read',
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      // Not Host: API Gateway routes on its own host name. The viewer's address is CloudFront's own
      // header (a viewer cannot set it), for the per-client limits of the password reset. If-Match
      // carries the version an update was made on (functions/lib/http/if-match.ts): without it
      // every update of a versioned object would be answered 428.
      headerBehavior: OriginRequestHeaderBehavior.allowList(
        'accept',
        'accept-language',
        'content-type',
        csrfHeaderName,
        idempotencyKeyHeader,
        ifMatchHeader,
        viewerAddressHeader,
      ),
    });
    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.api.domainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      // HTTPS only rather than a redirect: a redirected POST would lose its body.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: apiRequests,
      responseHeadersPolicy: securityHeadersPolicy,
      functionAssociations: [{ function: exportRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'LanePay portal',
      defaultBehavior: {
        origin: spaOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: revalidateCache,
        responseHeadersPolicy: securityHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        // Content-hashed build output: cached for a year at the edge and in browsers.
        [`${immutableAssetPrefix}*`]: {
          origin: spaOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeadersPolicy,
          compress: true,
        },
        [`${apiRoots.core}/*`]: apiBehavior,
        [`${apiRoots.settlement}/*`]: apiBehavior,
        [`${apiRoots.public}/*`]: apiBehavior,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Carriers, brokers and factors sign in from wherever they operate; access is controlled by sign-in.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No web ACL yet: a CloudFront web ACL must live in us-east-1 and this stack is region-agnostic. ' +
          'Sign-in abuse is met by Cognito threat protection and the HTTP API stage throttle.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Served on the default *.cloudfront.net certificate, whose security policy CloudFront fixes; a ' +
          'custom domain with an ACM certificate (TLSv1.2_2021) is needed to raise the minimum TLS version.',
      },
    );
    this.origin = `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Uploads the built SPA and `/runtime-config.json`, then invalidates the distribution. Hashed
   * assets go first, are cached as immutable and are never pruned (open tabs still load old
   * chunks); entry files follow with `no-cache`, so a new index.html never points at missing files.
   */
  deploySpa(webDist: string, runtimeConfig: RuntimeConfig): void {
    const role = new Role(this, 'DeploymentRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: RetentionDays.ONE_MONTH });
    logGroup.grantWrite(role);

    const assetsPath = join(webDist, assetsFolder);
    const assets = existsSync(assetsPath)
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsPath)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: `${assetsFolder}/`,
          prune: false,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
          role,
          logGroup,
          memoryLimit: 512,
        })
      : undefined;

    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: [
        Source.asset(webDist, { exclude: [`${assetsFolder}/**`] }),
        Source.jsonData(runtimeConfigPath.replace(/^\//, ''), runtimeConfig),
      ],
      destinationBucket: this.bucket,
      // Pruning removes stale entry files but must leave the assets alone.
      exclude: [`${assetsFolder}/*`],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
      memoryLimit: 512,
    });
    if (assets) entry.node.addDependency(assets);

    const stack = Stack.of(this);
    const assetBucket = `cdk-${stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-<AWS::AccountId>-<AWS::Region>`;
    Validations.of(role).acknowledge(
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: wildcardActionFinding(action),
        reason:
          'CDK BucketDeployment grants: it reads the build from the CDK asset bucket and syncs (writes, prunes) the SPA bucket.',
      })),
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*]`,
        reason: 'The deployment reads the zipped SPA build from the CDK bootstrap asset bucket; asset keys are hashes.',
      },
      {
        id: wildcardResourceFinding(this, this.bucket.bucketArn, '/*'),
        reason: 'The deployment writes every file of the SPA build into the SPA bucket.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'CDK BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation on * to invalidate the portal after upload.',
      },
    );
    // The deployment Lambda is a CDK singleton at the stack root; its runtime is CDK's choice.
    const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'CDK’s own BucketDeployment handler; aws-cdk-lib picks and updates its Python runtime.',
      });
    }
  }
}
