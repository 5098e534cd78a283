import { describe, expect, it } from 'vitest';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type {
  PromotionalCampaign,
  PromotionalCampaigns,
  PromotionalInvoicesPage,
} from '#shared/schemas/payee-dashboard.ts';
import { ApiSession } from '../../support/api-session.ts';
import { campaign, dashboardWorld, invoice, json, relationship, signedIn, today } from './dashboard-fixtures.ts';

const list = (session: ApiSession) => session.request('core', corePaths.payeePromotionalCampaigns);
const invoices = (session: ApiSession, query = '') =>
  session.request('core', `${corePaths.payeePromotionalInvoices}${query}`);
const ofRelationship = (session: ApiSession, id: number | string) =>
  session.request('core', fillPath(corePaths.payeeRelationshipPromotionalCampaign, { id }));
const invoicesOfRelationship = (session: ApiSession, id: number | string, query = '') =>
  session.request('core', `${fillPath(corePaths.payeeRelationshipPromotionalInvoices, { id })}${query}`);

/** A free QuickPay invoice of $1,000.00 at the broker's 2.5 %: $25.00 waived. */
const freeQuickPay = (uploadedDaysAgo: number) => ({
  paymentType: PaymentType.QuickPay,
  feeBps: 250,
  isFreeQuickPay: true,
  dates: { uploaded: addDays(today, -uploadedDaysAgo) },
});

describe('promotional campaigns', () => {
  it('list the running campaigns of the carrier’s payors with where the carrier stands', async () => {
    const world = await dashboardWorld();
    const unclaimedPayorRel = await relationship(world.payee, world.factoredBroker, {
      isClaimed: false,
      claimedAt: null,
    });
    const running = await campaign(world.broker, { endDate: addDays(today, 10) });
    await campaign(world.broker, { startDate: addDays(today, -60), endDate: addDays(today, -30) });
    const invite = await campaign(world.factoredBroker, { endDate: addDays(today, 20) });
    await invoice(world.brokerRel, freeQuickPay(4));
    await invoice(world.brokerRel, freeQuickPay(2));
    // Before the campaign, and removed: neither counts.
    await invoice(world.brokerRel, freeQuickPay(30));
    await invoice(world.brokerRel, { ...freeQuickPay(3), status: InvoiceStatus.Removed });

    const response = await list(world.admin);
    expect(response.status).toBe(200);
    const { campaigns } = await json<PromotionalCampaigns>(response);
    const brokerView = campaigns.find((c) => c.id === running.id);
    expect(brokerView).toMatchObject({
      payorName: world.broker.name,
      payeeRelationshipId: world.brokerRel.id,
      status: 'active',
      endDate: addDays(today, 10),
      freeQuickPayCount: 1,
      percentageFee: 2.5,
      relationshipClaimedDate: addDays(today, -20),
      quickpayElectedDate: addDays(today, -4),
      isQuickPayElected: true,
      promotionalInvoiceCount: 2,
      savedByCurrency: [{ currencyId: 1, savedCents: 5_000 }],
    });
    // The factored broker has a claimed and an unclaimed relationship: one view each.
    const invites = campaigns.filter((c) => c.id === invite.id).map((c) => [c.payeeRelationshipId, c.status]);
    expect(invites).toEqual(
      expect.arrayContaining([
        [world.factoredRel.id, 'electQuickPay'],
        [unclaimedPayorRel.id, 'claimRelationship'],
      ]),
    );
    // Soonest to end first; the ended campaign is not listed.
    expect(campaigns.map((c) => c.id)).toEqual([running.id, invite.id, invite.id]);
  });

  it('list their free QuickPay invoices newest first, paged', async () => {
    const world = await dashboardWorld();
    await campaign(world.broker);
    const older = await invoice(world.brokerRel, freeQuickPay(5));
    const newer = await invoice(world.brokerRel, freeQuickPay(1));
    await invoice(world.brokerRel, { dates: { uploaded: addDays(today, -2) } });

    const page = await json<PromotionalInvoicesPage>(await invoices(world.admin, '?page=1&pageSize=1'));
    expect(page).toMatchObject({ page: 1, pageSize: 1, totalCount: 2, hasMore: true });
    expect(page.items.map((i) => [i.id, i.savedCents, i.termLabel])).toEqual([[newer.id, 2_500, 'freeQuickPay']]);
    const second = await json<PromotionalInvoicesPage>(await invoices(world.admin, '?page=2&pageSize=1'));
    expect(second.items.map((i) => i.id)).toEqual([older.id]);
    expect(second.hasMore).toBe(false);

    for (const query of ['?page=0', '?pageSize=500', '?page=abc']) {
      const bad = await invoices(world.admin, query);
      expect(bad.status, query).toBe(400);
      expect(Object.keys((await json<ApiError>(bad)).errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });

  it('answer per relationship: the campaign that applies and its invoices', async () => {
    const world = await dashboardWorld();
    const ended = await campaign(world.shipper, { startDate: addDays(today, -40), endDate: addDays(today, -10) });
    const current = await campaign(world.broker);
    const free = await invoice(world.brokerRel, freeQuickPay(3));

    const response = await ofRelationship(world.admin, world.brokerRel.id);
    expect(response.status).toBe(200);
    expect(await json<PromotionalCampaign>(response)).toMatchObject({ id: current.id, status: 'active' });
    const byRelationship = await json<PromotionalInvoicesPage>(
      await invoicesOfRelationship(world.admin, world.brokerRel.id),
    );
    expect(byRelationship.items.map((i) => i.id)).toEqual([free.id]);

    // Only an ended campaign: it is the one that applies, as ended.
    expect(await json<PromotionalCampaign>(await ofRelationship(world.admin, world.shipperRel.id))).toMatchObject({
      id: ended.id,
      status: 'ended',
    });
    // No campaign at all: the campaign is not found, its invoices are none.
    expect((await ofRelationship(world.admin, world.uncategorisedRel.id)).status).toBe(404);
    const none = await invoicesOfRelationship(world.admin, world.uncategorisedRel.id);
    expect(none.status).toBe(200);
    expect((await json<PromotionalInvoicesPage>(none)).items).toEqual([]);
  });

  it('answer 404 for another carrier’s relationship and 400 for a malformed id', async () => {
    const world = await dashboardWorld();
    const other = await dashboardWorld();
    await campaign(other.broker);
    await invoice(other.brokerRel, freeQuickPay(1));
    for (const response of [
      await ofRelationship(world.admin, other.brokerRel.id),
      await invoicesOfRelationship(world.admin, other.brokerRel.id),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(other.broker.name);
    }
    for (const id of ['abc', '0', '-4', '1.5']) {
      const response = await ofRelationship(world.admin, id);
      expect(response.status, id).toBe(400);
      expect((await json<ApiError>(response)).errors?.id?.length, id).toBeGreaterThan(0);
      expect((await invoicesOfRelationship(world.admin, id)).status, id).toBe(400);
    }
  });

  it('are for PayeeAdmin and PayeeBilling only: drivers and other company types get 403', async () => {
    const world = await dashboardWorld();
    await campaign(world.broker);
    const billing = await signedIn(world.payee, [Role.PayeeBilling]);
    expect((await list(billing)).status).toBe(200);
    const driver = await signedIn(world.payee, [Role.PayeeDriver]);
    const { session: broker } = await ApiSession.signIn('broker@demo.test');
    for (const session of [driver, broker]) {
      expect((await list(session)).status).toBe(403);
      expect((await invoices(session)).status).toBe(403);
      expect((await ofRelationship(session, world.brokerRel.id)).status).toBe(403);
      expect((await invoicesOfRelationship(session, world.brokerRel.id)).status).toBe(403);
    }
  });

  it('show the demo carrier the seeded campaigns of Redline Logistics and Summit Freight Brokers', async () => {
    const { session } = await ApiSession.signIn('carrier@demo.test');
    const { campaigns } = await json<PromotionalCampaigns>(await list(session));
    expect(campaigns.map((c) => [c.payorName, c.status])).toEqual(
      expect.arrayContaining([
        ['Redline Logistics', 'active'],
        ['Summit Freight Brokers', 'claimRelationship'],
      ]),
    );
    const page = await json<PromotionalInvoicesPage>(await invoices(session));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.termLabel === 'freeQuickPay' && i.payorName === 'Redline Logistics')).toBe(true);
  });
});
