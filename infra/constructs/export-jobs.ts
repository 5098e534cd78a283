import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RendererName } from '#functions/renderers/requests.ts';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import { exportJobQueueDefinition } from '../definitions/queues.ts';
import type { PortalAuth } from './portal-auth.ts';
import { PortalFunction } from './portal-function.ts';
import { addWorkQueues, workQueueEventSource } from './work-queues.ts';

export type ExportJobsProps = {
  readonly table: ITable;
  /** Where the files go, under their own prefix (infra/definitions/buckets.ts `exportFiles`). */
  readonly bucket: IBucket;
  readonly renderers: Readonly<Record<RendererName, IFunction>>;
  readonly auth: PortalAuth;
  readonly appOrigin: string;
};

/**
 * Files made in the background (issue 14): the export job queue with its dead-letter queue, and the
 * worker it feeds (functions/worker/export-jobs.ts), which calls the exports API's routes in-process
 * as the job's user. The worker reads the table and writes its jobs, invokes the file renderers as
 * the exports API does, puts objects under the export files' prefix of the bucket, nothing else
 * of it, and shortens a failed job's visibility on its queue so the retry comes soon. The export jobs API function is bound to it with `PortalFunction.bindExportJobs`.
 */
export class ExportJobs extends Construct {
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;
  readonly bucket: IBucket;
  readonly worker: PortalFunction;

  constructor(scope: Construct, id: string, props: ExportJobsProps) {
    super(scope, id);
    const def = exportJobQueueDefinition;
    this.bucket = props.bucket;
    ({ queue: this.queue, deadLetterQueue: this.deadLetterQueue } = addWorkQueues(this, def));
    this.worker = new PortalFunction(this, 'Worker', {
      entry: lambdaEntries.exportWorker,
      serviceName: 'lanepay-export-worker',
      description: 'Makes the files of export jobs',
      timeout: Duration.seconds(def.workerTimeoutSeconds),
    })
      .bindTable(props.table, 'readWrite')
      .bindAppOrigin(props.appOrigin)
      .bindAuth(props.auth)
      .bindRenderers(props.renderers)
      .bindExportFileWriter(props.bucket)
      .bindExportJobRetries(this.queue);
    this.worker.function.addEventSource(workQueueEventSource(this.queue, def));
  }
}
