import { describe, expect, it } from 'vitest';
import {
  compareRows,
  creditNoteBalance,
  matchesFilter,
  rowOfCreditNote,
  rowOfInvoice,
} from '#functions/domain/invoices/invoice-list.ts';
import {
  feeLinesOf,
  historyView,
  invoiceDateOf,
  reviewNoteViewOf,
  statusTracker,
  termLabelOf,
} from '#functions/domain/invoices/invoice-view.ts';
import { CreditNoteBalanceState, CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { InvoiceSortField, TermLabel } from '#shared/schemas/payee-invoices.ts';
import { anInvoice, approved } from './invoice-support.ts';

describe('invoice labels and fee lines', () => {
  it('labels the term as the seeds do', () => {
    expect(termLabelOf(anInvoice())).toEqual({ termLabel: TermLabel.StandardPay, percentageFee: null });
    expect(termLabelOf(anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250 }))).toEqual({
      termLabel: TermLabel.QuickPay,
      percentageFee: 2.5,
    });
    expect(termLabelOf(anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, isFreeQuickPay: true }))).toEqual({
      termLabel: TermLabel.FreeQuickPay,
      percentageFee: null,
    });
    expect(termLabelOf(anInvoice({ kind: InvoiceKind.Factored }))).toMatchObject({ termLabel: TermLabel.Factored });
    expect(termLabelOf(anInvoice(), true)).toMatchObject({ termLabel: TermLabel.Factored });
    expect(termLabelOf(anInvoice({ paymentType: PaymentType.GuaranteedOnTimePay, feeBps: 100 }))).toEqual({
      termLabel: TermLabel.GuaranteedOnTimePay,
      percentageFee: 1,
    });
  });

  it('gross plus the fee lines is always the net', () => {
    const cases = [
      anInvoice(),
      anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, feeCents: 2_500, netCents: 97_500 }),
      anInvoice({
        paymentType: PaymentType.QuickPay,
        feeBps: 250,
        feeCents: 0,
        netCents: 100_000,
        isFreeQuickPay: true,
      }),
      anInvoice({ paymentType: PaymentType.GuaranteedOnTimePay, feeBps: 100, feeCents: 1_000, netCents: 99_000 }),
      anInvoice({
        grossCents: 33_333,
        paymentType: PaymentType.QuickPay,
        feeBps: 325,
        feeCents: 1_083,
        netCents: 32_250,
      }),
    ];
    for (const invoice of cases) {
      const lines = feeLinesOf(invoice);
      expect(invoice.grossCents + lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(invoice.netCents);
    }
  });

  it('shows a free QuickPay as its fee and the promotional amount that cancels it', () => {
    const free = anInvoice({ paymentType: PaymentType.QuickPay, feeBps: 250, isFreeQuickPay: true });
    expect(feeLinesOf(free)).toEqual([
      { kind: 'quickPayFee', percentageFee: 2.5, amountCents: -2_500 },
      { kind: 'promotionalInvoiceAmount', percentageFee: null, amountCents: 2_500 },
    ]);
    expect(feeLinesOf(anInvoice())).toEqual([]);
  });

  it('reads each date type', () => {
    const invoice = approved(anInvoice(), '2026-03-03');
    expect(invoiceDateOf(invoice, DateType.DateUploaded)).toBe('2026-03-02');
    expect(invoiceDateOf(invoice, DateType.DateApproved)).toBe('2026-03-03');
    expect(invoiceDateOf(invoice, DateType.DatePaid)).toBeNull();
    expect(invoiceDateOf(invoice, DateType.DateInvoiceRequested)).toBe('2026-03-01');
  });
});

describe('status tracker', () => {
  const states = (invoice: ReturnType<typeof anInvoice>) =>
    statusTracker(invoice).steps.map((step) => `${step.step}:${step.state}`);

  it('follows received → pending → approved → paid', () => {
    expect(states(anInvoice())).toEqual(['received:complete', 'pending:current', 'approved:upcoming', 'paid:upcoming']);
    expect(states(approved(anInvoice()))).toEqual([
      'received:complete',
      'pending:complete',
      'approved:current',
      'paid:upcoming',
    ]);
    const paid = { ...approved(anInvoice()), status: InvoiceStatus.Paid };
    expect(states(paid)).toEqual(['received:complete', 'pending:complete', 'approved:complete', 'paid:current']);
    expect(statusTracker(approved(anInvoice())).steps[2]?.at).toBe('2026-03-03T16:00:00.000Z');
  });

  it('shows the side state: held, exception (pending reissue), removed, advance issued', () => {
    const at = '2026-03-04T10:00:00.000Z';
    const moved = (status: InvoiceStatus) =>
      anInvoice({ status, statusHistory: [...anInvoice().statusHistory, { status, at, actor: 'payor' }] });
    expect(statusTracker(moved(InvoiceStatus.Held)).alert).toEqual({ step: 'held', statusId: InvoiceStatus.Held, at });
    expect(statusTracker(moved(InvoiceStatus.PendingReissue)).alert).toMatchObject({ step: 'exception' });
    expect(statusTracker(moved(InvoiceStatus.Removed)).alert).toMatchObject({ step: 'removed' });
    expect(statusTracker(moved(InvoiceStatus.MissingBank)).alert).toMatchObject({ step: 'held' });
    const advance = anInvoice({
      kind: InvoiceKind.LoadAdvance,
      dates: { ...anInvoice().dates, advanceScheduled: '2026-03-03' },
    });
    expect(statusTracker(advance).alert).toMatchObject({ step: 'advanceIssued' });
    expect(statusTracker(anInvoice()).alert).toBeNull();
  });

  it('keeps a refunded invoice paid on the main line and shows the refund beside it, by LanePay', () => {
    const paidAt = '2026-03-05T20:00:00.000Z';
    const refundedAt = '2026-03-14T16:30:00.000Z';
    const base = approved(anInvoice());
    const refunded = {
      ...base,
      status: InvoiceStatus.Refunded,
      statusHistory: [
        ...base.statusHistory,
        { status: InvoiceStatus.Paid, at: paidAt, actor: 'payout-run' },
        { status: InvoiceStatus.Refunded, at: refundedAt, actor: 'staff', byUserId: 6, byName: 'Alex Admin' },
      ],
    };
    expect(states(refunded)).toEqual(['received:complete', 'pending:complete', 'approved:complete', 'paid:current']);
    expect(statusTracker(refunded).steps[3]?.at).toBe(paidAt);
    expect(statusTracker(refunded).alert).toEqual({
      step: 'refunded',
      statusId: InvoiceStatus.Refunded,
      at: refundedAt,
    });
    // The staff member stays internal: the carrier sees LanePay.
    expect(historyView(refunded).at(-1)).toEqual({
      statusId: InvoiceStatus.Refunded,
      at: refundedAt,
      actor: 'system',
      byName: null,
    });
  });

  it('an invoice held after approval is no longer approved', () => {
    const held = { ...approved(anInvoice()), status: InvoiceStatus.Held };
    expect(states(held)).toEqual(['received:complete', 'pending:current', 'approved:upcoming', 'paid:upcoming']);
  });

  it('names the payor by company, the carrier’s user by name, and the payout run as LanePay', () => {
    const invoice = anInvoice({
      statusHistory: [
        { status: InvoiceStatus.Pending, at: 'a', actor: 'payor', byName: 'Blair', byCompanyName: 'Redline' },
        { status: InvoiceStatus.Approved, at: 'b', actor: 'payor' },
        { status: InvoiceStatus.Paid, at: 'c', actor: 'payout-run' },
      ],
    });
    expect(historyView(invoice)).toEqual([
      { statusId: InvoiceStatus.Pending, at: 'a', actor: 'payor', byName: 'Redline' },
      { statusId: InvoiceStatus.Approved, at: 'b', actor: 'payor', byName: 'Redline Logistics' },
      { statusId: InvoiceStatus.Paid, at: 'c', actor: 'system', byName: null },
    ]);
  });
});

describe('the combined list', () => {
  const note = {
    id: 3,
    payeeId: 1001,
    payorId: 2002,
    payorName: 'Prairie Grain Co.',
    referenceNumber: 'CN-5103',
    currencyId: 1,
    amountCents: 9_950,
    appliedCents: 0,
    status: CreditNoteStatus.Pending,
    createdDate: '2026-03-02',
    appliedDate: null,
  };
  const filter = {
    dateType: DateType.DateUploaded,
    range: {},
    statuses: null,
    documentTypes: [DocumentType.Invoice, DocumentType.CreditNote],
  };

  it('shows credit notes as negative amounts with their own status', () => {
    expect(rowOfCreditNote(note, 2)).toMatchObject({
      documentTypeId: DocumentType.CreditNote,
      number: 'CN-5103',
      statusId: null,
      creditNoteStatus: CreditNoteStatus.Pending,
      grossCents: -9_950,
      netCents: -9_950,
      payeeRelationshipId: 2,
    });
  });

  it('filters by status (invoices only), payor, currency, search and date range', () => {
    const invoice = rowOfInvoice(anInvoice());
    const credit = rowOfCreditNote(note, 2);
    expect(matchesFilter(invoice, filter)).toBe(true);
    expect(matchesFilter(credit, filter)).toBe(true);
    const pendingOnly = { ...filter, statuses: [InvoiceStatus.Pending] };
    expect(matchesFilter(invoice, pendingOnly)).toBe(true);
    expect(matchesFilter(credit, pendingOnly)).toBe(false);
    expect(matchesFilter(invoice, { ...filter, payorId: 2002 })).toBe(false);
    expect(matchesFilter(invoice, { ...filter, currencyId: 2 })).toBe(false);
    expect(matchesFilter(invoice, { ...filter, search: 'ld1' })).toBe(true);
    expect(matchesFilter(invoice, { ...filter, search: 'nope' })).toBe(false);
    expect(matchesFilter(invoice, { ...filter, range: { start: '2026-03-03' } })).toBe(false);
    expect(matchesFilter(invoice, { ...filter, dateType: DateType.DateApproved, range: { end: '2026-12-31' } })).toBe(
      false,
    );
  });

  it('sorts by a column with empty values last, then newest upload, then id', () => {
    const rows = [
      rowOfInvoice(anInvoice({ id: 1, grossCents: 500 })),
      rowOfInvoice(approved(anInvoice({ id: 2, grossCents: 700 }))),
      rowOfInvoice(anInvoice({ id: 3, grossCents: 700, dates: { ...anInvoice().dates, uploaded: '2026-03-04' } })),
    ];
    expect([...rows].sort(compareRows(InvoiceSortField.GrossCents, true)).map((r) => r.id)).toEqual([1, 3, 2]);
    expect([...rows].sort(compareRows(InvoiceSortField.ApprovedDate, false)).map((r) => r.id)).toEqual([2, 3, 1]);
    expect([...rows].sort(compareRows(InvoiceSortField.UploadedDate, false)).map((r) => r.id)).toEqual([3, 2, 1]);
    expect([...rows].sort(compareRows(InvoiceSortField.UploadedDate, true)).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('says what a credit note still owes', () => {
    expect(
      creditNoteBalance({ amountCents: 48_000, appliedCents: 20_000, status: CreditNoteStatus.Outstanding }),
    ).toEqual({
      balanceCents: 28_000,
      balanceState: CreditNoteBalanceState.PartiallyPaid,
    });
    expect(creditNoteBalance({ amountCents: 9_950, appliedCents: 0, status: CreditNoteStatus.Pending })).toEqual({
      balanceCents: 9_950,
      balanceState: CreditNoteBalanceState.Unpaid,
    });
    expect(creditNoteBalance({ amountCents: 100, appliedCents: 100, status: CreditNoteStatus.AppliedInFull })).toEqual({
      balanceCents: 0,
      balanceState: null,
    });
  });
});

describe('review note', () => {
  const at = '2026-11-02T15:00:00.000Z';
  it('gives the payor’s own words, and none for a hold LanePay placed (the page says it in the reader’s language)', () => {
    const payorHold = anInvoice({
      status: InvoiceStatus.Held,
      reviewNote: {
        status: InvoiceStatus.Held,
        holdReason: HoldReason.PAYOR_MANUAL_HOLD,
        text: 'Missing the signed POD',
        at,
        byName: 'Blair Broker',
      },
    });
    expect(reviewNoteViewOf(payorHold)?.text).toBe('Missing the signed POD');
    const portalHold = anInvoice({
      status: InvoiceStatus.Held,
      reviewNote: {
        status: InvoiceStatus.Held,
        holdReason: HoldReason.WAITING_FOR_LOR,
        text: 'Held: a new notice of assignment waits for the current factor’s letter of release.',
        at,
        byName: null,
        factorHold: { releaseTo: InvoiceStatus.Approved },
      },
    });
    expect(reviewNoteViewOf(portalHold)).toEqual({
      statusId: InvoiceStatus.Held,
      holdReasonId: HoldReason.WAITING_FOR_LOR,
      text: null,
      at,
      byName: null,
    });
  });
});
