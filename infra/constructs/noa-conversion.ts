import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import { noaConversionQueueDefinition } from '../definitions/queues.ts';
import type { PortalAuth } from './portal-auth.ts';
import { PortalFunction } from './portal-function.ts';
import { addWorkQueues, workQueueEventSource } from './work-queues.ts';

export type NoaConversionProps = {
  readonly table: ITable;
  /** The paperwork bucket: received documents are read there, their page images stored there. */
  readonly bucket: IBucket;
  readonly auth: PortalAuth;
  readonly appOrigin: string;
};

/**
 * NOA conversion and reading (issue 15): the queue received NOA and LOR documents are sent to, its
 * dead-letter queue, and the worker it feeds (functions/worker/noa-conversion.ts), which renders
 * each document's pages, reads their text with tesseract.js and proposes its fields. The worker
 * reads and writes the table, reads the received documents and stores page images under their own
 * prefixes of the bucket, nothing else of it. Its code is large (pdf.js, the canvas binary and tesseract.js with
 * the English model beside the bundle: infra/definitions/lambda-bundling.ts), and OCR is CPU-bound, so
 * it has 2 GB (Lambda allots CPU by memory). Functions that receive documents are bound to the
 * queue with `PortalFunction.bindNoaConversionQueue`.
 */
export class NoaConversion extends Construct {
  readonly queue: IQueue;
  readonly deadLetterQueue: IQueue;
  readonly worker: PortalFunction;

  constructor(scope: Construct, id: string, props: NoaConversionProps) {
    super(scope, id);
    const def = noaConversionQueueDefinition;
    ({ queue: this.queue, deadLetterQueue: this.deadLetterQueue } = addWorkQueues(this, def));
    this.worker = new PortalFunction(this, 'Worker', {
      entry: lambdaEntries.noaConversionWorker,
      serviceName: 'lanepay-noa-conversion',
      description: 'Converts received NOA and LOR documents to page images and reads their text',
      timeout: Duration.seconds(def.workerTimeoutSeconds),
      memorySize: 2048,
    })
      .bindTable(props.table, 'readWrite')
      .bindAppOrigin(props.appOrigin)
      .bindAuth(props.auth)
      .bindNoaConverter(props.bucket);
    this.worker.function.addEventSource(workQueueEventSource(this.queue, def));
  }
}
