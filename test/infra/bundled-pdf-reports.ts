import { PDFDocument, type StandardFonts } from 'pdf-lib';
import { buildPayoutReportPdf } from '#functions/reports/payout-report-pdf.ts';
import { buildTakeControlPdf } from '#functions/reports/take-control-pdf.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { RelationshipContactStatus, VerificationMethod } from '#shared/enums/relationship.ts';
import type { PaidInvoice, PaymentDetails } from '#shared/schemas/payee-payments.ts';
import type { TakeControlInfo } from '#shared/schemas/payee-relationships.ts';

/*
 * A stand-in Lambda handler that test/infra/lambda-bundles.test.ts bundles like a function (the
 * same `bundleLambda`, plugins included) to render the exports' PDF files in plain Node: the
 * documents function's routes need a session and data, this needs neither. Each event names what
 * to do; the answer is the PDF (base64) or the error's message.
 */

export type PdfRenderEvent = { render: 'payoutReport' | 'takeControl' } | { embed: string };
export type PdfRenderResult = { pdf: string } | { error: string };

const generatedAt = new Date('2026-03-14T16:00:00.000Z');

const invoices: PaidInvoice[] = [
  {
    id: 1,
    invoiceNumber: 'LSF-24001',
    loadNumber: 'LD880013',
    payorName: 'Redline Logistics',
    paymentType: PaymentType.QuickPay,
    isFreeQuickPay: false,
    feeBps: 250,
    grossCents: 150_055,
    feeCents: 3_751,
    netCents: 146_304,
  },
  {
    id: 2,
    invoiceNumber: 'LSF-24002',
    loadNumber: 'LD880026',
    payorName: 'Redline Logistics',
    paymentType: PaymentType.StandardPay,
    isFreeQuickPay: false,
    feeBps: 0,
    grossCents: 49_945,
    feeCents: 0,
    netCents: 49_945,
  },
];

const payment: PaymentDetails = {
  id: '3f2a9c0b7d1e4a5b6c7d',
  code: 'PAY-3F2A9C0B',
  confirmationNumber: 'LP00ABCDEF1234',
  paidDate: '2026-03-13',
  state: PaymentState.Paid,
  payoutType: PayoutType.QUICKPAY_INVOICE_PAYOUT,
  methodType: PaymentMethodType.Wire,
  bankAccountName: 'Operating account',
  currencyId: Currency.USD,
  invoiceCount: 2,
  loadNumbers: ['LD880013', 'LD880026'],
  grossCents: 200_000,
  termFeeCents: 3_751,
  bankFeeCents: 2_000,
  netCents: 194_249,
  subTotalCents: 196_249,
  freeQuickPayCount: 0,
  checkNumber: null,
  checkCashed: null,
  bankAccount: { id: 1, name: 'Operating account', description: 'Wire ••••6789' },
  processingTime: { min: 1, max: 3, unit: 'days' },
  invoices,
  refund: null,
  refundOf: null,
  refundedFees: [],
};

const takeControl: TakeControlInfo = {
  relationshipId: 3,
  reference: 'LP-1001-3',
  payor: { id: 2003, name: 'Summit Freight Brokers', mcNumber: '223344' },
  contactStatus: RelationshipContactStatus.Contacted,
  contactMethods: [
    {
      id: 1,
      kind: 'email',
      destination: 'b•••••g@lonestarfreight.test',
      verificationMethods: [VerificationMethod.Email],
      isPreVerified: false,
    },
  ],
  options: [
    { method: 'verificationCode', available: true, unavailableReason: null, attemptsRemaining: null },
    { method: 'invoiceDetails', available: true, unavailableReason: null, attemptsRemaining: 5 },
  ],
  openInvoiceCount: 2,
  openInvoiceAmount: 415_250,
  currencyId: Currency.USD,
  claimRequestedAt: null,
  generatedAt: generatedAt.toISOString(),
};

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
            info: takeControl,
            language: 'fr',
            generatedAt,
          });
    return { pdf: base64(pdf) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
