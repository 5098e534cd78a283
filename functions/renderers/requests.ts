import { gunzipSync, gzipSync } from 'node:zlib';
import type { CombinedPdf } from '../reports/combine-documents-pdf.ts';
import type { InvoiceBatchReportInput } from '../reports/invoice-batch-xlsx.ts';
import type { InvoicesExportInput } from '../reports/invoices-xlsx.ts';
import type { PaymentsListExportInput } from '../reports/payments-list-xlsx.ts';
import type { PayoutReportInput } from '../reports/payout-report-table.ts';
import type { RelationshipsExportInput } from '../reports/relationships-xlsx.ts';
import type { ReportTableInput } from '../reports/report-table-xlsx.ts';
import type { StatementsExportInput } from '../reports/statements-xlsx.ts';
import type { TakeControlPdfInput } from '../reports/take-control-pdf.ts';

/*
 * What the exports API asks of the file renderers: Lambda functions that turn data into a file
 * and carry nothing else (no HTTP framework, no zod, no data access), so that the Excel and PDF
 * libraries do not sit on top of the API's own code in one function. The exports API reads the
 * data and checks who may have it; a renderer trusts its caller, which alone may invoke it (IAM).
 */

/** The renderer functions, and the variable that names each one in the exports API's environment. */
export const rendererFunctionVariables = {
  sheetRenderer: 'SHEET_RENDERER_FUNCTION',
  documentRenderer: 'DOCUMENT_RENDERER_FUNCTION',
  paperworkCombiner: 'PAPERWORK_COMBINER_FUNCTION',
} as const;
export type RendererName = keyof typeof rendererFunctionVariables;

/** A file input as it travels: JSON, so an instant is its ISO string. */
export type Sent<Input extends { generatedAt: Date }> = Omit<Input, 'generatedAt'> & { generatedAt: string };

export type SheetRequest =
  | { file: 'invoices'; input: Sent<InvoicesExportInput> }
  | { file: 'payments'; input: Sent<PaymentsListExportInput> }
  | { file: 'relationships'; input: Sent<RelationshipsExportInput> }
  | { file: 'payoutReport'; input: Sent<PayoutReportInput> }
  | { file: 'invoiceBatch'; input: Sent<InvoiceBatchReportInput> }
  | { file: 'reportTable'; input: Sent<ReportTableInput> }
  | { file: 'statements'; input: Sent<StatementsExportInput> };

export type DocumentRequest =
  | { file: 'payoutReport'; input: Sent<PayoutReportInput> }
  | { file: 'takeControl'; input: Sent<TakeControlPdfInput> };

/** A bill's documents (keys in the paperwork bucket, in order) to combine into one PDF stored at `outputKey`. */
export type CombineRequest = {
  documents: { id: string; fileName: string; contentType: string; objectKey: string }[];
  outputKey: string;
};

/** The combined PDF's facts; the PDF itself is at the request's `outputKey` when `stored`. */
export type CombineResult = Omit<CombinedPdf, 'pdf'> & { stored: boolean; sizeBytes: number };

export type RendererRequests = {
  sheetRenderer: SheetRequest;
  documentRenderer: DocumentRequest;
  paperworkCombiner: CombineRequest;
};

/** A rendered file, base64 (Lambda's payloads are JSON). */
export type RenderedFile = { file: string };

export type RendererResults = {
  sheetRenderer: RenderedFile;
  documentRenderer: RenderedFile;
  paperworkCombiner: CombineResult;
};

/** The input a builder takes: the sent instant back as a Date. */
export function received<Input extends { generatedAt: string }>(
  input: Input,
): Omit<Input, 'generatedAt'> & { generatedAt: Date } {
  return { ...input, generatedAt: new Date(input.generatedAt) };
}

export const fileOf = (bytes: Uint8Array): RenderedFile => ({ file: Buffer.from(bytes).toString('base64') });

/**
 * A request as invoked: gzipped JSON. Lambda takes at most 6 MB of payload, and a whole list's
 * rows (every invoice matching the filters) compress about tenfold.
 */
export type PackedRequest = { gzip: string };

export const packRequest = (request: unknown): PackedRequest => ({
  gzip: gzipSync(JSON.stringify(request)).toString('base64'),
});

/** A renderer's Lambda handler: unpacks the request, then renders. */
export function rendererHandler<Request, Result>(render: (request: Request) => Promise<Result>) {
  return (event: PackedRequest): Promise<Result> =>
    render(JSON.parse(gunzipSync(Buffer.from(event.gzip, 'base64')).toString('utf8')) as Request);
}
