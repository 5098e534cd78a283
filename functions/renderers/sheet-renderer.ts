import { buildInvoiceBatchXlsx } from '../reports/invoice-batch-xlsx.ts';
import { buildInvoicesXlsx } from '../reports/invoices-xlsx.ts';
import { buildPaymentsListXlsx } from '../reports/payments-list-xlsx.ts';
import { buildPayoutReportXlsx } from '../reports/payout-report-xlsx.ts';
import { buildRelationshipsXlsx } from '../reports/relationships-xlsx.ts';
import { buildReportTableXlsx } from '../reports/report-table-xlsx.ts';
import { buildStatementsXlsx } from '../reports/statements-xlsx.ts';
import { fileOf, received, rendererHandler, type SheetRequest } from './requests.ts';

/** The Excel files (write-excel-file): the lists' exports and the payout report's workbook. */
async function renderSheet(request: SheetRequest): Promise<Uint8Array> {
  switch (request.file) {
    case 'invoices':
      return buildInvoicesXlsx(received(request.input));
    case 'payments':
      return buildPaymentsListXlsx(received(request.input));
    case 'relationships':
      return buildRelationshipsXlsx(received(request.input));
    case 'payoutReport':
      return buildPayoutReportXlsx(received(request.input));
    case 'invoiceBatch':
      return buildInvoiceBatchXlsx(received(request.input));
    case 'reportTable':
      return buildReportTableXlsx(received(request.input));
    case 'statements':
      return buildStatementsXlsx(received(request.input));
  }
}

export const handler = rendererHandler(async (request: SheetRequest) => fileOf(await renderSheet(request)));
