import { describe, expect, it } from 'vitest';
import { isExpiredUpload } from '#functions/repositories/bill-document-records.ts';
import type { BillRecord } from '#functions/repositories/bills.ts';
import {
  billDeletion,
  createdByPayor,
  mayChangeBillPayor,
  mayEditBill,
  type PaperworkActor,
} from '#functions/services/paperwork-access.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { BillDocumentStatus } from '#shared/enums/paperwork.ts';

/**
 * The access rules of creating, editing and deleting bills (services/paperwork-access.ts): pure
 * decisions over the caller and the bill, no reads.
 */

const payeeId = 1001;
const payorId = 2001;
const states = Object.values(BillState);

function bill(state: BillState, createdByCompanyId?: number): BillRecord {
  return {
    id: 'b1',
    payeeId,
    payeeName: 'Lone Star Freight LLC',
    payorId,
    payorName: 'Redline Logistics',
    state,
    loadOrInvoiceNumber: 'LD1',
    paperworkTypeId: null,
    currencyTypeId: 1,
    charges: [],
    createdDate: '2026-03-01',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    submittedAt: null,
    sentToAdminBy: null,
    createdByUserId: 1,
    ...(createdByCompanyId === undefined ? {} : { createdByCompanyId }),
    attachedDocuments: {},
    version: 1,
  };
}

const admin: PaperworkActor = {
  kind: 'payee',
  companyId: payeeId,
  companyName: 'Lone Star Freight LLC',
  userId: 1,
  userName: 'Casey Carrier',
  driverOnly: false,
  viewAllowed: true,
};
const driver: PaperworkActor = { ...admin, userId: 2, driverOnly: true };
const payor: PaperworkActor = {
  kind: 'payor',
  companyId: payorId,
  companyName: 'Redline Logistics',
  userId: 3,
  userName: 'Blair Broker',
  roleIds: [14],
  hasPaperworkRole: true,
  hasAcceptedTerms: true,
};
const staff: PaperworkActor = { kind: 'admin', userId: 4, userName: 'Sam Staff' };

describe('who created a bill', () => {
  it('is the carrier unless the bill names its payor as creator', () => {
    expect(createdByPayor(bill(BillState.Incomplete))).toBe(false);
    expect(createdByPayor(bill(BillState.Incomplete, payeeId))).toBe(false);
    expect(createdByPayor(bill(BillState.Incomplete, payorId))).toBe(true);
  });
});

describe('deleting a bill: the side that created it', () => {
  it.each(states)('%s: the carrier’s administrator deletes its own bill while it may change it', (state) => {
    const editable = (
      [BillState.Incomplete, BillState.Pending, BillState.Exception, BillState.Rejected] as BillState[]
    ).includes(state);
    expect(billDeletion(admin, bill(state))).toBe(editable ? 'allowed' : 'notNow');
    expect(billDeletion(admin, bill(state, payorId))).toBe('notYours');
    expect(billDeletion(driver, bill(state))).toBe('notYours');
  });

  it.each(states)('%s: the payor deletes its own bill while it is with the carrier', (state) => {
    const deletable = state === BillState.Incomplete || state === BillState.Rejected;
    expect(billDeletion(payor, bill(state, payorId))).toBe(deletable ? 'allowed' : 'notNow');
    expect(billDeletion(payor, bill(state))).toBe('notYours');
    expect(billDeletion(payor, bill(state, 2999))).toBe('notYours');
    expect(billDeletion(staff, bill(state, payorId))).toBe('notYours');
  });
});

describe('editing a bill', () => {
  it.each(states)('%s: a payor edits delivered and submitted bills, and its own while incomplete', (state) => {
    const review = state === BillState.Delivered || state === BillState.Submitted;
    expect(mayEditBill(payor, bill(state))).toBe(review);
    expect(mayEditBill(payor, bill(state, payorId))).toBe(review || state === BillState.Incomplete);
    expect(mayEditBill(staff, bill(state))).toBe(false);
  });

  it('the carrier does not move a bill its payor created to another payor', () => {
    expect(mayChangeBillPayor(admin, bill(BillState.Incomplete))).toBe(true);
    expect(mayChangeBillPayor(admin, bill(BillState.Incomplete, payorId))).toBe(false);
    expect(mayChangeBillPayor(payor, bill(BillState.Incomplete, payorId))).toBe(false);
  });
});

describe('uploads that expire', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const seconds = now.getTime() / 1000;
  it('count as gone from their expiry on while still uploading; attached documents never expire', () => {
    const uploading = BillDocumentStatus.Uploading;
    expect(isExpiredUpload({ status: uploading, expiresAt: seconds + 1 }, now)).toBe(false);
    expect(isExpiredUpload({ status: uploading, expiresAt: seconds }, now)).toBe(true);
    expect(isExpiredUpload({ status: uploading, expiresAt: seconds - 60 }, now)).toBe(true);
    expect(isExpiredUpload({ status: uploading }, now)).toBe(false);
    expect(isExpiredUpload({ status: BillDocumentStatus.Attached, expiresAt: seconds - 60 }, now)).toBe(false);
  });
});
