import { Aws, Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type ApiFunctionName, apiRoutes, httpApiRouteKeys } from '../definitions/api-routing.ts';

/**
 * The APIs' HTTP API, reached only through CloudFront (which routes `/api/v1/<api>/*` here).
 *
 * Why an HTTP API rather than Lambda function URLs behind CloudFront OAC: with OAC for Lambda,
 * CloudFront signs requests but cannot hash their bodies, so every POST/PUT from the browser would
 * have to carry `x-amz-content-sha256` with the SHA-256 of its body, and the SPA's API client does
 * not. An HTTP API takes the browser's requests as they are, keeps the full path (`$default` stage,
 * so the Hono apps' base paths match) and adds access logs and throttling. Anyone can call its
 * execute-api URL directly, but that grants nothing CloudFront does not: the APIs authenticate every
 * request themselves (session cookie + CSRF header), and the `__Host-` session cookie is scoped to
 * the portal's own domain, so a browser never sends it to execute-api.
 */
export class PortalApi extends Construct {
  readonly api: HttpApi;
  /** The API's host name, for CloudFront's origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      description: 'LanePay APIs (behind CloudFront); routes by infra/definitions/api-routing.ts',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      // A ceiling against floods and runaway clients, well above what the portal's users generate.
      throttle: { rateLimit: 200, burstLimit: 400 },
    });
    this.domainName = `${this.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }

  /**
   * Routes to `handler` every path infra/definitions/api-routing.ts gives the function `name`, path
   * unchanged. Fails when the definition gives it none.
   */
  routeFunction(name: ApiFunctionName, handler: IFunction): void {
    const keys = apiRoutes.filter((route) => route.function === name).flatMap(httpApiRouteKeys);
    if (keys.length === 0) throw new Error(`infra/definitions/api-routing.ts routes nothing to ${name}`);
    // One invoke permission per function for this API, not one per route: each route's own would be
    // two resources per path prefix, and the stack reached CloudFormation's 500 resources. Only the
    // routes below integrate with the function, so the API can still invoke it from those alone.
    const integration = new HttpLambdaIntegration(`${name}Integration`, handler, { scopePermissionToRoute: false });
    for (const key of keys) {
      const routes = this.api.addRoutes({ path: key.path, methods: [HttpMethod[key.method]], integration });
      for (const route of routes) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'The API authenticates in the application: the session cookie plus CSRF header on every mutation ' +
            '(functions/lib/http/require-session.ts); sign-in, health and API document routes must stay open.',
        });
      }
    }
  }
}
