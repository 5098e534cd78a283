import { describe, expect, it } from 'vitest';
import {
  type CarrierListFacts,
  inviteTarget,
  matchesCarrierSearch,
  matchesClaimedFilter,
  normalisedContact,
  sortCarriers,
} from '#functions/domain/relationships/payor-carriers.ts';
import { ClaimedFilter, InviteContactKind, PayorRelationshipSortField } from '#shared/enums/payor-relationship.ts';

const carrier = (fields: Partial<CarrierListFacts>): CarrierListFacts => ({
  id: 1,
  name: 'Lone Star Freight LLC',
  mcNumber: '654321',
  dotNumber: '1234567',
  isClaimed: true,
  claimedAt: '2026-01-05T15:00:00.000Z',
  availableInvoiceCount: 0,
  availableInvoiceAmount: 0,
  ...fields,
});

describe('matchesCarrierSearch', () => {
  const lone = carrier({});
  it.each([
    ['', true],
    ['  ', true],
    ['star', true],
    ['LONE STAR', true],
    ['6543', true],
    ['MC 6543', true],
    ['mc#654321', true],
    ['DOT 1234', true],
    ['dot:1234567', true],
    ['4321', false],
    ['mesa', false],
    ['MC abc', false],
  ])('%j matches: %s', (search, expected) => {
    expect(matchesCarrierSearch(lone, search)).toBe(expected);
  });

  it('never matches a number the carrier does not have', () => {
    expect(matchesCarrierSearch(carrier({ mcNumber: null, dotNumber: null }), '1')).toBe(false);
  });
});

describe('matchesClaimedFilter', () => {
  it('keeps everyone without a filter, and only the claimed or the unclaimed with one', () => {
    const claimed = { isClaimed: true };
    const unclaimed = { isClaimed: false };
    expect([claimed, unclaimed].filter((c) => matchesClaimedFilter(c))).toHaveLength(2);
    expect(matchesClaimedFilter(claimed, ClaimedFilter.Claimed)).toBe(true);
    expect(matchesClaimedFilter(unclaimed, ClaimedFilter.Claimed)).toBe(false);
    expect(matchesClaimedFilter(claimed, ClaimedFilter.Unclaimed)).toBe(false);
    expect(matchesClaimedFilter(unclaimed, ClaimedFilter.Unclaimed)).toBe(true);
  });
});

describe('sortCarriers', () => {
  const rows = [
    carrier({ id: 3, name: 'mesa Verde', availableInvoiceAmount: 500, availableInvoiceCount: 2, claimedAt: null }),
    carrier({ id: 1, name: 'Blue Ridge', availableInvoiceAmount: 500, availableInvoiceCount: 1 }),
    carrier({ id: 2, name: 'Alamo', availableInvoiceAmount: 900, availableInvoiceCount: 1, claimedAt: '2026-02-01' }),
  ];
  const ids = (field: PayorRelationshipSortField, asc: boolean) => sortCarriers(rows, field, asc).map((r) => r.id);

  it('sorts by name without case, either way', () => {
    expect(ids(PayorRelationshipSortField.Name, true)).toEqual([2, 1, 3]);
    expect(ids(PayorRelationshipSortField.Name, false)).toEqual([3, 1, 2]);
  });
  it('breaks ties by name, so pages keep one order', () => {
    expect(ids(PayorRelationshipSortField.AvailableInvoiceAmount, true)).toEqual([1, 3, 2]);
    expect(ids(PayorRelationshipSortField.AvailableInvoiceAmount, false)).toEqual([2, 1, 3]);
    expect(ids(PayorRelationshipSortField.AvailableInvoiceCount, false)).toEqual([3, 2, 1]);
  });
  it('puts the newest connections first descending, the unclaimed last', () => {
    expect(ids(PayorRelationshipSortField.ClaimedDate, false)).toEqual([2, 1, 3]);
  });
  it('leaves its input as it was', () => {
    sortCarriers(rows, PayorRelationshipSortField.Name, true);
    expect(rows.map((r) => r.id)).toEqual([3, 1, 2]);
  });
});

describe('normalisedContact', () => {
  it('lower-cases email addresses and puts phones in E.164', () => {
    expect(normalisedContact(InviteContactKind.Email, ' Dispatch@Brazos.TEST ')).toBe('dispatch@brazos.test');
    expect(normalisedContact(InviteContactKind.Phone, '(555) 555-0142')).toBe('+15555550142');
    expect(normalisedContact(InviteContactKind.Phone, '+52 55 1234 5678')).toBe('+525512345678');
  });
});

describe('inviteTarget', () => {
  const base = {
    invitedBefore: null,
    companyByMc: null,
    companyByDot: null,
    relationshipWithCarrier: null,
    contactKind: InviteContactKind.Email,
  };
  it('answers the relationship of a contact invited before, whatever the numbers say', () => {
    expect(
      inviteTarget({ ...base, invitedBefore: { payeeId: 7, relationshipId: 70 }, companyByMc: 8, companyByDot: 9 }),
    ).toEqual({ kind: 'existing', payeeId: 7, relationshipId: 70 });
  });
  it('answers the relationship the payor already has with the carrier the numbers name', () => {
    expect(inviteTarget({ ...base, companyByDot: 8, relationshipWithCarrier: 80 })).toEqual({
      kind: 'existing',
      payeeId: 8,
      relationshipId: 80,
    });
  });
  it('relates a carrier on the portal, by either number', () => {
    expect(inviteTarget({ ...base, companyByMc: 8 })).toEqual({ kind: 'knownCarrier', payeeId: 8 });
    expect(inviteTarget({ ...base, companyByMc: 8, companyByDot: 8, contactKind: InviteContactKind.Phone })).toEqual({
      kind: 'knownCarrier',
      payeeId: 8,
    });
  });
  it('refuses numbers of two different carriers', () => {
    expect(inviteTarget({ ...base, companyByMc: 8, companyByDot: 9 })).toEqual({ kind: 'numbersDisagree' });
  });
  it('creates a carrier not on the portal only when invited by email', () => {
    expect(inviteTarget(base)).toEqual({ kind: 'newCarrier' });
    expect(inviteTarget({ ...base, contactKind: InviteContactKind.Phone })).toEqual({ kind: 'newCarrierNeedsEmail' });
  });
});
