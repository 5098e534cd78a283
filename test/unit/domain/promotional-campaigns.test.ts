import { describe, expect, it } from 'vitest';
import {
  type Campaign,
  campaignInvoices,
  campaignStatus,
  campaignView,
  compareCampaignViews,
  currentCampaign,
  promotionalInvoicesOf,
  quickPayElectedDate,
} from '#functions/domain/promotions/campaigns.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { CampaignStatus } from '#shared/enums/select-carrier.ts';
import { anInvoice, brokerTerms } from './invoice-support.ts';

const campaign: Campaign = {
  id: 1,
  payorId: 2001,
  payorName: 'Redline Logistics',
  title: 'QuickPay Rewards',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  createdAt: '2026-03-01T15:00:00.000Z',
};

const uploadedOn = (uploaded: string) => ({ ...anInvoice().dates, uploaded });
/** A free QuickPay invoice of $1,000.00 at 2.5 %: its fee of $25.00 is waived. */
const freeQuickPay = (id: number, uploaded: string) =>
  anInvoice({
    id,
    paymentType: PaymentType.QuickPay,
    feeBps: 250,
    isFreeQuickPay: true,
    dates: uploadedOn(uploaded),
  });

describe('which campaign applies', () => {
  const march = { id: 1, startDate: '2026-03-01', endDate: '2026-03-31' };
  const april = { id: 2, startDate: '2026-04-01', endDate: '2026-04-30' };
  const overlapping = { id: 3, startDate: '2026-03-10', endDate: '2026-03-20' };

  it('is the running one, the earliest to end when several run', () => {
    expect(currentCampaign([march, april], '2026-03-15')?.id).toBe(1);
    expect(currentCampaign([march, overlapping], '2026-03-15')?.id).toBe(3);
  });

  it('is the next to start when none runs, else the last to have ended, else none', () => {
    expect(currentCampaign([march, april], '2026-02-01')?.id).toBe(1);
    expect(currentCampaign([april, march], '2026-05-01')?.id).toBe(2);
    expect(currentCampaign([], '2026-05-01')).toBeNull();
  });
});

describe('where the carrier stands', () => {
  const at = (today: string, isClaimed = true, isQuickPayElected = true) =>
    campaignStatus({ campaign, isClaimed, isQuickPayElected, today });

  it('goes from upcoming through claim and QuickPay to active, and ends after the end date', () => {
    expect(at('2026-02-28')).toBe(CampaignStatus.Upcoming);
    expect(at('2026-03-01', false, false)).toBe(CampaignStatus.ClaimRelationship);
    expect(at('2026-03-15', true, false)).toBe(CampaignStatus.ElectQuickPay);
    expect(at('2026-03-31')).toBe(CampaignStatus.Active);
    expect(at('2026-04-01')).toBe(CampaignStatus.Ended);
  });
});

describe('a campaign’s invoices', () => {
  it('are the relationship’s invoices from the payor uploaded while it ran, removed ones left out', () => {
    const invoices = [
      anInvoice({ id: 1, dates: uploadedOn('2026-02-28') }),
      anInvoice({ id: 2, dates: uploadedOn('2026-03-01') }),
      anInvoice({ id: 3, dates: uploadedOn('2026-03-31') }),
      anInvoice({ id: 4, dates: uploadedOn('2026-04-01') }),
      anInvoice({ id: 5, dates: uploadedOn('2026-03-10'), status: InvoiceStatus.Removed }),
      anInvoice({ id: 6, dates: uploadedOn('2026-03-10'), relationshipId: 9 }),
      anInvoice({ id: 7, dates: uploadedOn('2026-03-10'), payorId: 2002 }),
    ];
    expect(campaignInvoices(campaign, 1, invoices).map((i) => i.id)).toEqual([2, 3]);
  });

  it('that were free QuickPay are its promotional invoices, newest first, with the fee each saved', () => {
    const invoices = [
      freeQuickPay(1, '2026-03-02'),
      freeQuickPay(2, '2026-03-09'),
      anInvoice({
        id: 3,
        paymentType: PaymentType.QuickPay,
        feeBps: 250,
        feeCents: 2_500,
        dates: uploadedOn('2026-03-05'),
      }),
      anInvoice({ id: 4, dates: uploadedOn('2026-03-05') }),
    ];
    const promotional = promotionalInvoicesOf(campaign, 1, invoices);
    expect(promotional.map((i) => [i.id, i.savedCents, i.campaignId, i.termLabel])).toEqual([
      [2, 2_500, 1, 'freeQuickPay'],
      [1, 2_500, 1, 'freeQuickPay'],
    ]);
  });

  it('show when QuickPay was elected: an election on an invoice, or an upload that arrived on QuickPay', () => {
    const elected = anInvoice({
      id: 1,
      paymentType: PaymentType.QuickPay,
      dates: uploadedOn('2026-03-05'),
      termElection: { paymentType: PaymentType.QuickPay, at: '2026-03-04T03:00:00.000Z', byUserId: 1, byName: 'Casey' },
    });
    // 03:00 UTC is still the 3rd in America/Chicago.
    expect(quickPayElectedDate([freeQuickPay(2, '2026-03-09'), elected])).toBe('2026-03-03');
    expect(quickPayElectedDate([freeQuickPay(2, '2026-03-09')])).toBe('2026-03-09');
    expect(quickPayElectedDate([anInvoice()])).toBeNull();
  });
});

describe('the campaign view', () => {
  const relationship = {
    id: 1,
    isClaimed: true,
    claimedAt: '2026-03-02T17:00:00.000Z',
    paymentType: PaymentType.QuickPay,
    freeQuickPaysRemaining: 1,
  };

  it('shows the claim and QuickPay dates, what is left, what was used and saved', () => {
    const view = campaignView({
      campaign,
      relationship,
      terms: brokerTerms,
      invoices: [freeQuickPay(1, '2026-03-03'), freeQuickPay(2, '2026-03-04')],
      today: '2026-03-10',
    });
    expect(view).toEqual({
      id: 1,
      payorId: 2001,
      payorName: 'Redline Logistics',
      payeeRelationshipId: 1,
      title: 'QuickPay Rewards',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      status: CampaignStatus.Active,
      freeQuickPayCount: 3,
      percentageFee: 2.5,
      relationshipClaimedDate: '2026-03-02',
      quickpayElectedDate: '2026-03-03',
      isQuickPayElected: true,
      freeQuickPaysRemaining: 1,
      promotionalInvoiceCount: 2,
      savedByCurrency: [{ currencyId: 1, savedCents: 5_000 }],
    });
  });

  it('before the claim, offers the payor’s free QuickPays and asks for the claim', () => {
    const view = campaignView({
      campaign,
      relationship: { ...relationship, isClaimed: false, claimedAt: null, paymentType: PaymentType.StandardPay },
      terms: { ...brokerTerms, freeQuickPayCount: 2 },
      invoices: [],
      today: '2026-03-10',
    });
    expect(view).toMatchObject({
      status: CampaignStatus.ClaimRelationship,
      relationshipClaimedDate: null,
      quickpayElectedDate: null,
      isQuickPayElected: false,
      freeQuickPaysRemaining: 2,
      promotionalInvoiceCount: 0,
      savedByCurrency: [],
    });
  });

  it('asks a claimed carrier on Standard Pay to elect QuickPay; a payor without terms offers none', () => {
    const view = campaignView({
      campaign,
      relationship: { ...relationship, paymentType: PaymentType.StandardPay },
      terms: null,
      invoices: [anInvoice({ dates: uploadedOn('2026-03-05') })],
      today: '2026-03-10',
    });
    expect(view).toMatchObject({ status: CampaignStatus.ElectQuickPay, freeQuickPayCount: 0, percentageFee: null });
  });

  it('orders views by end date, then payor name', () => {
    const view = (id: number, endDate: string, payorName: string) => ({
      ...campaignView({ campaign, relationship, terms: null, invoices: [], today: '2026-03-10' }),
      id,
      endDate,
      payorName,
    });
    const sorted = [view(1, '2026-04-01', 'B'), view(2, '2026-03-15', 'Z'), view(3, '2026-04-01', 'A')].sort(
      compareCampaignViews,
    );
    expect(sorted.map((v) => v.id)).toEqual([2, 3, 1]);
  });
});
