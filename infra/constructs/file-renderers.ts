import type { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { RendererName } from '#functions/renderers/requests.ts';
import { lambdaEntries } from '../definitions/lambda-bundling.ts';
import { PortalFunction } from './portal-function.ts';

export type FileRenderersProps = {
  /** Where the paperwork combiner reads a bill's documents and stores their combined PDF. */
  readonly paperworkBucket: IBucket;
  /** Within the exports API's own timeout: the API waits for the renderer. */
  readonly timeout: Duration;
};

/**
 * The functions that make the exports' files (functions/renderers/): the Excel and PDF libraries
 * live here, out of the exports API's bundle, and only the exports API may invoke them
 * (PortalFunction.bindRenderers). They take no HTTP request and read no table, pool or settings:
 * a renderer gets everything in its request, so its role can write its logs and, for the combiner
 * only, the paperwork objects it combines.
 */
export class FileRenderers extends Construct {
  readonly functions: Readonly<Record<RendererName, IFunction>>;

  constructor(scope: Construct, id: string, props: FileRenderersProps) {
    super(scope, id);
    const sheetRenderer = new PortalFunction(this, 'SheetRenderer', {
      entry: lambdaEntries.sheetRenderer,
      serviceName: 'lanepay-sheet-renderer',
      description: 'Makes the LanePay exports’ Excel files',
      timeout: props.timeout,
    });
    const documentRenderer = new PortalFunction(this, 'DocumentRenderer', {
      entry: lambdaEntries.documentRenderer,
      serviceName: 'lanepay-document-renderer',
      description: 'Makes the LanePay exports’ PDF files',
      timeout: props.timeout,
    });
    // It stores the combined PDF in the bucket itself: scanned paperwork easily passes the 6 MB a
    // synchronous invocation may return. It never deletes; the exports API removes replaced ones.
    const paperworkCombiner = new PortalFunction(this, 'PaperworkCombiner', {
      entry: lambdaEntries.paperworkCombiner,
      serviceName: 'lanepay-paperwork-combiner',
      description: 'Combines a bill’s paperwork into one PDF in the paperwork bucket',
      timeout: props.timeout,
    }).bindPaperworkBucket(props.paperworkBucket, 'readCreate');

    this.functions = {
      sheetRenderer: sheetRenderer.function,
      documentRenderer: documentRenderer.function,
      paperworkCombiner: paperworkCombiner.function,
    };
  }
}
