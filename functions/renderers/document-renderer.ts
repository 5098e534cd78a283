import { buildPayoutReportPdf } from '../reports/payout-report-pdf.ts';
import { buildTakeControlPdf } from '../reports/take-control-pdf.ts';
import { type DocumentRequest, fileOf, received, rendererHandler } from './requests.ts';

/** The PDF files the portal writes (pdf-lib, Helvetica): the payout report and the take-control details. */
async function renderDocument(request: DocumentRequest): Promise<Uint8Array> {
  switch (request.file) {
    case 'payoutReport':
      return buildPayoutReportPdf(received(request.input));
    case 'takeControl':
      return buildTakeControlPdf(received(request.input));
  }
}

export const handler = rendererHandler(async (request: DocumentRequest) => fileOf(await renderDocument(request)));
