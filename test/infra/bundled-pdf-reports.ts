import { PDFDocument, type StandardFonts } from 'pdf-lib';
import { buildPayoutReportPdf } from '#functions/reports/payout-report-pdf.ts';
import { buildTakeControlPdf } from '#functions/reports/take-control-pdf.ts';
import { paidInvoice, paymentOf, takeControlInfo } from '../support/report-fixtures.ts';

/*
 * A stand-in Lambda handler that test/infra/lambda-bundles.test.ts bundles like a function (the
 * same `bundleLambda`, plugins included) to render the exports' PDF files in plain Node: the
 * documents function's routes need a session and data, this needs neither. Each event names what
 * to do; the answer is the PDF (base64) or the error's message.
 */

export type PdfRenderEvent = { render: 'payoutReport' | 'takeControl' } | { embed: string };
export type PdfRenderResult = { pdf: string } | { error: string };

const generatedAt = new Date('2026-03-14T16:00:00.000Z');

// The payment totals Net paid $1,942.49 (test/infra/lambda-bundles.test.ts reads it).
const payment = paymentOf([paidInvoice(1, 150_055, 3_751), paidInvoice(2, 49_945, 0)]);

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export async function handler(event: PdfRenderEvent): Promise<PdfRenderResult> {
  try {
    if ('embed' in event) {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(event.embed as StandardFonts);
      doc.addPage().drawText('LanePay', { font });
      return { pdf: base64(await doc.save()) };
    }
    const pdf =
      event.render === 'payoutReport'
        ? await buildPayoutReportPdf({ payeeName: 'Lone Star Freight LLC', payment, language: 'en', generatedAt })
        : await buildTakeControlPdf({
            payeeName: 'Lone Star Freight LLC',
            info: takeControlInfo,
            language: 'fr',
            generatedAt,
          });
    return { pdf: base64(pdf) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
