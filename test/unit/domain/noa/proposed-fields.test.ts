import { describe, expect, it } from 'vitest';
import { readNoaText } from '#functions/domain/noa/noa-text.ts';
import { type MatchCandidates, nameSimilarity, proposeFields } from '#functions/domain/noa/proposed-fields.ts';

// Texts as tesseract reads real letters: broken spacing, 0/O and 1/l swapped, stray marks.
const blanketNoa = `ALAMO CAPITAL FACTORING, LLC
1200 Commerce St, San Antonio TX 78205

N0TICE OF ASSIGNMENT

To: Whom It May Concern

Re: Red River Transport LLC ("Carrier") MC# 876S43 / USD0T 3456789

Please be advised that Red River Transport LLC ("Carrier") has sold and assigned to
Alamo Capital Factoring, LLC ("Factor") all of its accounts receivable. This notice
applies to all of Carrier's customers. Effective immediately, remit all payments for
invoices of the Carrier to:

Remit to: Alamo Capital Factoring, LLC
P.O. Box 4471, San Antonio TX 78205

This notice may only be released by a letter of release signed by the Factor.
`;

const perDebtorNoa = `Notice of Assignment
Factor : Lonestar Funding Inc.
Carrier Name: Mesa Verde Carr1ers
MC - 0912345    DOT No. 2233445
Account Debtor(s):
  - Redl1ne Logistics, Inc.
  - Prairie Grain Co.

Effective with invoices dated on or after the date of this notice, please remit payment
for the account debtors listed above to Lonestar Funding Inc.
`;

const globalLor = `LETTER OF RELEASE
Date: 11/20/2026
Carrier: Red River Transport LLC    MC 876543    USDOT # 3456789
Alamo Capital Factoring hereby releases any and all security interests in the accounts
of the carrier named above. Please pay the carrier directly from this date. The notice of
assignment dated 01/10/2026 is withdrawn.
Factoring Company: Alamo Capital Factoring
`;

const singleDebtorLor = `Letter 0f Release
Assignor: Blue Ridge Haulers
MC: 771204
Debtor: Redline Logistics
Alamo Capital Factoring releases its interest in invoices of the above carrier owed by
Redline Logistics only. All other notices of assignment remain in effect.
Factor: A1amo Capital Factoring
`;

describe('readNoaText', () => {
  it('reads a blanket NOA with OCR noise: kind, scope, carrier, numbers, factor', () => {
    expect(readNoaText(blanketNoa)).toEqual({
      kind: 'noa',
      scope: 'all',
      carrierName: 'Red River Transport LLC',
      mcNumber: '876543',
      dotNumber: '3456789',
      factorName: 'Alamo Capital Factoring, LLC',
      debtorNames: [],
    });
  });

  it('reads a per-debtor NOA listing its debtors below a heading', () => {
    expect(readNoaText(perDebtorNoa)).toEqual({
      kind: 'noa',
      scope: 'named',
      carrierName: 'Mesa Verde Carr1ers',
      mcNumber: '912345',
      dotNumber: '2233445',
      factorName: 'Lonestar Funding Inc.',
      debtorNames: ['Redl1ne Logistics, Inc.', 'Prairie Grain Co.'],
    });
  });

  it('reads a global LOR, though it names the notice it releases', () => {
    expect(readNoaText(globalLor)).toMatchObject({
      kind: 'lor',
      scope: 'all',
      carrierName: 'Red River Transport LLC',
      mcNumber: '876543',
      dotNumber: '3456789',
      factorName: 'Alamo Capital Factoring',
      debtorNames: [],
    });
  });

  it('reads a single-debtor LOR', () => {
    expect(readNoaText(singleDebtorLor)).toEqual({
      kind: 'lor',
      scope: 'named',
      carrierName: 'Blue Ridge Haulers',
      mcNumber: '771204',
      dotNumber: null,
      factorName: 'A1amo Capital Factoring',
      debtorNames: ['Redline Logistics'],
    });
  });

  it('reads a list OCR spaced out with blank lines, and ends it at the next paragraph', () => {
    const text =
      'NOTICE OF ASSIGNMENT\nAccount Debtors:\n\n- Canyon Grain Cooperative\n\n- Harbor Line Logistics\n\n' +
      'The Carrier has sold and assigned its accounts to Summit Logistics.\n';
    expect(readNoaText(text).debtorNames).toEqual(['Canyon Grain Cooperative', 'Harbor Line Logistics']);
  });

  it('splits debtors listed on one line', () => {
    const text = 'NOTICE OF ASSIGNMENT\nDebtors: Redline Logistics, Inc.; Prairie Grain Co. and Summit Freight\n';
    expect(readNoaText(text).debtorNames).toEqual(['Redline Logistics, Inc.', 'Prairie Grain Co.', 'Summit Freight']);
  });

  it('leaves out what it cannot find instead of guessing', () => {
    expect(readNoaText('Invoice 4471\nThank you for your business\nTotal due $1,200.00')).toEqual({
      kind: null,
      scope: null,
      carrierName: null,
      mcNumber: null,
      dotNumber: null,
      factorName: null,
      debtorNames: [],
    });
    expect(readNoaText('')).toMatchObject({ kind: null, carrierName: null, debtorNames: [] });
  });

  it('takes no sentence for a label and no short number for an MC', () => {
    const reading = readNoaText('Carrier has sold its invoices to the factor.\nMC 12\nNotice of assignment');
    expect(reading.carrierName).toBeNull();
    expect(reading.mcNumber).toBeNull();
  });
});

describe('nameSimilarity', () => {
  it('ignores case, punctuation, spacing and legal suffixes, and forgives a misread letter', () => {
    expect(nameSimilarity('Redline Logistics, Inc.', 'REDLINE LOGISTICS')).toBe(1);
    expect(nameSimilarity('Redl1ne Logistics', 'Redline Logistics')).toBeGreaterThan(0.9);
    expect(nameSimilarity('Prairie Grain Co.', 'Redline Logistics')).toBeLessThan(0.5);
    expect(nameSimilarity('', 'Redline')).toBe(0);
  });
});

describe('proposeFields', () => {
  const candidates: MatchCandidates = {
    carrier: { id: 4101, name: 'Mesa Verde Carriers' },
    sender: { id: 3001, name: 'Lonestar Funding Inc.' },
    factors: [
      { id: 3001, name: 'Lonestar Funding Inc.' },
      { id: 3002, name: 'Alamo Capital Factoring' },
    ],
    payors: [
      { id: 1001, name: 'Redline Logistics' },
      { id: 1002, name: 'Prairie Grain Co.' },
      { id: 1003, name: 'Summit Freight' },
    ],
  };

  it('gives the portal’s spelling and ids of the carrier, factor and debtors it knows', () => {
    expect(proposeFields(readNoaText(perDebtorNoa), candidates)).toEqual({
      kind: 'noa',
      scope: 'named',
      carrierName: 'Mesa Verde Carriers',
      mcNumber: '912345',
      dotNumber: '2233445',
      factorName: 'Lonestar Funding Inc.',
      debtorNames: ['Redline Logistics', 'Prairie Grain Co.'],
      carrierId: 4101,
      factorId: 3001,
      debtorPayorIds: [1001, 1002],
    });
  });

  it('matches a misread factor name to the known factor', () => {
    const proposed = proposeFields(readNoaText(singleDebtorLor), { ...candidates, carrier: null });
    expect(proposed).toMatchObject({
      kind: 'lor',
      carrierName: 'Blue Ridge Haulers',
      carrierId: null,
      factorName: 'Alamo Capital Factoring',
      factorId: 3002,
      debtorPayorIds: [1001],
    });
  });

  it('keeps names it cannot match as read, without ids', () => {
    const proposed = proposeFields(
      readNoaText('Notice of assignment\nFactor: Unknown Funding\nDebtor: Nobody Known Corp'),
      {
        ...candidates,
        carrier: null,
      },
    );
    expect(proposed).toMatchObject({
      factorName: 'Unknown Funding',
      factorId: null,
      debtorNames: ['Nobody Known Corp'],
      debtorPayorIds: [],
    });
  });

  it('proposes the sending factor when the text names none', () => {
    const proposed = proposeFields(readNoaText('NOTICE OF ASSIGNMENT\nCarrier: Mesa Verde Carriers'), candidates);
    expect(proposed).toMatchObject({ factorName: 'Lonestar Funding Inc.', factorId: 3001 });
  });

  it('takes a registry carrier that is not on the portal by name only', () => {
    const proposed = proposeFields(readNoaText(blanketNoa), {
      ...candidates,
      carrier: { id: null, name: 'RED RIVER TRANSPORT LLC' },
    });
    expect(proposed).toMatchObject({ carrierName: 'RED RIVER TRANSPORT LLC', carrierId: null, scope: 'all' });
  });
});
