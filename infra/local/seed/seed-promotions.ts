import { putCampaignIfAbsent } from '#functions/repositories/promotional-campaigns.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { demoCompanies } from './demo-accounts.ts';

/**
 * Two payors of the demo carrier run promotional campaigns of their free QuickPay invoices: Redline
 * Logistics (claimed, on QuickPay: its free invoices are being used) and Summit Freight Brokers
 * (not claimed yet: the campaign invites the carrier to claim it). Dates count from the first
 * seeding; fixed ids, written only if absent.
 */
export async function seedPromotions(now = new Date()): Promise<void> {
  const today = calendarDateIn(now);
  const campaigns = [
    {
      id: 1,
      payor: demoCompanies.broker,
      title: 'Redline QuickPay Rewards',
      startDate: addDays(today, -30),
      endDate: addDays(today, 45),
    },
    {
      id: 2,
      payor: demoCompanies.summitBrokers,
      title: 'Summit new carrier welcome',
      startDate: addDays(today, -10),
      endDate: addDays(today, 20),
    },
  ];
  for (const campaign of campaigns) {
    await putCampaignIfAbsent({
      id: campaign.id,
      payorId: campaign.payor.id,
      payorName: campaign.payor.name,
      title: campaign.title,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      createdAt: `${campaign.startDate}T15:00:00.000Z`,
    });
  }
}
