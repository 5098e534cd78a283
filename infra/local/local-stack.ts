import { resolve } from 'node:path';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { RuntimeConfig } from '#shared/schemas/runtime-config.ts';
import {
  exportJobQueueDefinition,
  noaConversionQueueDefinition,
  resubmitQueueDefinition,
} from '../definitions/queues.ts';
import { portalCspSources } from '../definitions/security-headers.ts';
import { startEmulators } from './emulators.ts';
import { emulatorEnvironment, functionEnvironment, localRegion, localSsoClientId } from './environment.ts';
import type { PortalTls } from './portal-server.ts';
import { endpoint, localPorts } from './ports.ts';
import { provisionLocalResources } from './provision.ts';

export type LocalStackOptions = {
  root: string;
  port: number;
  dataDir: string;
  log: (line: string) => void;
  /** Also serve the portal over HTTP/2 with this certificate on `port` (the bench's pages). */
  tls?: PortalTls & { port: number };
};

/**
 * The whole portal on this machine: emulators, resources provisioned from the CDK definitions,
 * demo data, the SSO stand-in, the API + SPA server, the Lambda endpoint of the file renderers,
 * the resubmit, export and NOA conversion workers' pollers, the sweep of bills stranded in `sent` and the outbox printer.
 * Returns once the portal answers, with a function that stops all of it.
 */
export async function startLocalStack({ root, port, dataDir, log, tls }: LocalStackOptions) {
  const ports = localPorts(port);
  const origin = `http://localhost:${port}`;
  Object.assign(process.env, emulatorEnvironment(ports));

  const emulators = await startEmulators(resolve(dataDir), ports);
  const resources = await provisionLocalResources(origin);
  Object.assign(process.env, functionEnvironment(origin, ports, resources));

  // Modules below read their environment when loaded, so they are imported only now.
  const { createPortalApp, startPortalServer } = await import('./portal-server.ts');
  const { startSsoAuthority } = await import('./sso-authority.ts');
  const { seedDemoData } = await import('./seed/seed-demo-data.ts');
  const { startSqsPoller } = await import('./sqs-poller.ts');
  const { startOutboxPrinter } = await import('./outbox-printer.ts');
  const { startPayoutTimer } = await import('./payout-timer.ts');
  const { startStatementTimer } = await import('./statement-timer.ts');
  const { startFactorRemittanceTimer } = await import('./factor-remittance-timer.ts');
  const { startResubmitSweepTimer } = await import('./resubmit-sweep-timer.ts');
  const { ensureWebBuild } = await import('./web-build.ts');
  const { handler: resubmitWorker } = await import('#functions/worker/resubmit-bills.ts');
  const { startLambdaEndpoint } = await import('./lambda-endpoint.ts');
  const { rendererFunctions } = await import('./renderer-functions.ts');
  const { exportJobWorker } = await import('#functions/worker/export-jobs.ts');
  const { loadApiApp } = await import('#functions/lib/http/registered-apps.ts');
  const { handler: noaConversionWorker } = await import('#functions/worker/noa-conversion.ts');
  const { closeTextReader } = await import('#functions/lib/ocr/text-reader.ts');

  const runtimeConfig: RuntimeConfig = {
    stage: 'local',
    passwordPolicy: 'standard',
    cognito: {
      region: localRegion,
      userPoolId: resources.userPoolId,
      clientId: resources.userPoolClientId,
      endpoint: `${endpoint(ports.cognito)}/`,
      authFlow: 'USER_PASSWORD_AUTH',
    },
    ssoEnabled: true,
  };
  const webBuild = ensureWebBuild(root);
  const renderers = await startLambdaEndpoint(ports.lambda, rendererFunctions);
  const portalApp = createPortalApp({
    webRoot: resolve(root, 'web/dist'),
    runtimeConfig,
    // Presigned paperwork URLs point at s3rver (path style), so its origin is the bucket's here.
    cspSources: portalCspSources({ cognito: endpoint(ports.cognito), paperwork: endpoint(ports.s3) }),
  });
  const portal = await startPortalServer(portalApp, port);
  // The bench's page measurements: the same portal over HTTP/2 and TLS on a port of its own, as
  // CloudFront serves it (Lighthouse simulates six connections for HTTP/1.1, one shared for HTTP/2).
  const edge = tls ? await startPortalServer(portalApp, tls.port, tls) : null;
  const sso = await startSsoAuthority({
    issuer: endpoint(ports.oidc),
    port: ports.oidc,
    clientId: localSsoClientId,
    redirectUri: `${origin}/okta/callback`,
  });
  await seedDemoData(resources);

  const queueArnOf = (queueUrl: string) =>
    new SQSClient({})
      .send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))
      .then((r) => String(r.Attributes?.QueueArn));
  const poller = startSqsPoller({
    queueUrl: resources.resubmitQueueUrl,
    queueArn: await queueArnOf(resources.resubmitQueueUrl),
    region: localRegion,
    handler: resubmitWorker,
    batchSize: resubmitQueueDefinition.batchSize,
    concurrency: resubmitQueueDefinition.maxConcurrency,
    functionName: 'resubmit-bills',
    onError: (error) => log(`[worker] poll failed: ${String(error)}`),
  });
  // The export worker calls the exports API in-process, as its Lambda does (functions/worker/export-jobs.ts).
  const exportPoller = startSqsPoller({
    queueUrl: resources.exportJobQueueUrl,
    queueArn: await queueArnOf(resources.exportJobQueueUrl),
    region: localRegion,
    handler: exportJobWorker(await loadApiApp('exports')),
    batchSize: exportJobQueueDefinition.batchSize,
    concurrency: exportJobQueueDefinition.maxConcurrency,
    functionName: 'export-jobs',
    onError: (error) => log(`[export worker] poll failed: ${String(error)}`),
  });
  // NOA conversion (issue 15): the same worker as the Lambda, OCR engine included.
  const noaPoller = startSqsPoller({
    queueUrl: resources.noaConversionQueueUrl,
    queueArn: await queueArnOf(resources.noaConversionQueueUrl),
    region: localRegion,
    handler: noaConversionWorker,
    batchSize: noaConversionQueueDefinition.batchSize,
    concurrency: noaConversionQueueDefinition.maxConcurrency,
    functionName: 'noa-conversion',
    onError: (error) => log(`[noa conversion] poll failed: ${String(error)}`),
  });
  const outbox = startOutboxPrinter(log);
  const payouts = startPayoutTimer(log);
  const statements = startStatementTimer(log);
  const remittances = startFactorRemittanceTimer(log);
  // After the poller: the bills a sweep queues again are handled at once.
  const sweeps = startResubmitSweepTimer(log);
  const built = await webBuild;

  return {
    origin,
    ports,
    resources,
    webBuild: built,
    async stop() {
      outbox.stop();
      payouts.stop();
      statements.stop();
      remittances.stop();
      sweeps.stop();
      await Promise.all([poller.stop(), exportPoller.stop(), noaPoller.stop()]);
      await closeTextReader();
      await Promise.allSettled([portal.stop(), edge?.stop(), sso.stop(), renderers.stop()]);
      await emulators.stop();
    },
  };
}
