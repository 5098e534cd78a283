import { describe, expect, it } from 'vitest';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import type {
  PayorBulkStatusResult,
  PayorInvoice,
  PayorInvoicePage,
  PayorInvoiceTotals,
} from '#shared/schemas/payor-invoices.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import { type InvoiceWorld, invoiceWorld, json, putTestInvoice, today } from '../payee-invoices/invoice-fixtures.ts';

const list = async (world: InvoiceWorld, query = '', session = world.broker) => {
  const response = await session.request('core', `${corePaths.payorInvoices}${query ? `?${query}` : ''}`);
  return { status: response.status, body: await response.json() };
};

const bulk = (session: ApiSession, body: unknown) =>
  session.request('core', corePaths.payorInvoiceStatuses, { method: 'PUT', json: body });

describe('the payor’s invoice list', () => {
  it('lists the payor’s own invoices newest upload first, pages them, and knows the carrier’s name', async () => {
    const world = await invoiceWorld();
    const other = await invoiceWorld();
    const invoices = [];
    for (let day = 1; day <= 5; day++) {
      invoices.push(await putTestInvoice(world, { dates: { uploaded: addDays(today, -day) } }));
    }
    await putTestInvoice(other);

    const first = await list(world, 'pageSize=2');
    expect(first.status).toBe(200);
    const page = first.body as PayorInvoicePage;
    expect(page.items.map((row) => row.id)).toEqual([invoices[0]?.id, invoices[1]?.id]);
    expect(page).toMatchObject({ page: 1, pageSize: 2, hasMore: true, totalCount: null });
    expect(page.items[0]).toMatchObject({
      carrierName: world.payee.name,
      payeeRelationshipId: world.relationship.id,
      statusId: InvoiceStatus.Pending,
      grossCents: 100_000,
      version: 1,
    });
    const last = (await list(world, 'pageSize=2&page=3')).body as PayorInvoicePage;
    expect(last).toMatchObject({ hasMore: false, totalCount: 5 });
    expect(last.items.map((row) => row.id)).toEqual([invoices[4]?.id]);
  });

  it('filters by status, date type and range, carrier and search; sorts by amount; keeps the currency filter', async () => {
    const world = await invoiceWorld();
    const approved = await putTestInvoice(world, {
      status: InvoiceStatus.Approved,
      grossCents: 250_000,
      dates: { approved: addDays(today, -1) },
      invoiceNumber: 'RL-SEARCH-1',
    });
    const held = await putTestInvoice(world, { status: InvoiceStatus.Held, grossCents: 50_000 });
    const cad = await putTestInvoice(world, { currencyId: Currency.CAD, grossCents: 75_000 });

    const byStatus = (await list(world, `status=${InvoiceStatus.Approved}&status=${InvoiceStatus.Held}`))
      .body as PayorInvoicePage;
    expect(byStatus.items.map((row) => row.id).sort()).toEqual([approved.id, held.id].sort());
    const byApproval = (
      await list(world, `dateTypeId=${DateType.DateApproved}&startDate=${addDays(today, -2)}&endDate=${today}`)
    ).body as PayorInvoicePage;
    expect(byApproval.items.map((row) => row.id)).toEqual([approved.id]);
    const bySearch = (await list(world, 'q=search-1')).body as PayorInvoicePage;
    expect(bySearch.items.map((row) => row.id)).toEqual([approved.id]);
    const byAmount = (await list(world, 'sortField=grossCents&sortAsc=true')).body as PayorInvoicePage;
    expect(byAmount.items.map((row) => row.id)).toEqual([held.id, cad.id, approved.id]);
    const usd = (await list(world, `sessionCurrencyId=${Currency.USD}`)).body as PayorInvoicePage;
    expect(usd.items.map((row) => row.id)).not.toContain(cad.id);
    const carrier = (await list(world, `payeeRelationshipId=${world.relationship.id}`)).body as PayorInvoicePage;
    expect(carrier.items).toHaveLength(3);
  });

  it('answers bad queries with 400 and field errors, and other company types with 403', async () => {
    const world = await invoiceWorld();
    for (const [query, field] of [
      ['status=99', 'status'],
      ['dateTypeId=7', 'dateTypeId'],
      ['startDate=2026-02-30', 'startDate'],
      [`startDate=${today}&endDate=${addDays(today, -1)}`, 'endDate'],
      ['sortField=nope', 'sortField'],
      ['pageSize=500', 'pageSize'],
    ] as const) {
      const response = await list(world, query);
      expect(response.status, query).toBe(400);
      expect(Object.keys((response.body as ApiError).errors ?? {}), query).toContain(field);
    }
    expect((await list(world, '', world.carrier)).status).toBe(403);
  });

  it('never answers with the company a forged cookie names, only the session’s own', async () => {
    const world = await invoiceWorld();
    const other = await invoiceWorld();
    const mine = await putTestInvoice(world, { invoiceNumber: 'RL-FORGED-HINT' });
    await putTestInvoice(other);
    const forged = (session: ApiSession, companyId: number) => {
      const [userId, , secret] = (session.cookies.get('lanepay_session') ?? '').split('.');
      const copy = new ApiSession();
      copy.cookies.set('lanepay_session', `${userId}.${companyId}.${secret}`);
      return copy;
    };
    // The list starts reading the company the cookie names alongside the session: another payor's
    // cookie naming this payor gets its own page, none of this payor's invoices.
    const theirs = await list(other, 'pageSize=200', forged(other.broker, world.payor.id));
    expect(theirs.status).toBe(200);
    const own = await list(other, 'pageSize=200');
    expect((theirs.body as PayorInvoicePage).items.map((row) => row.id)).toEqual(
      (own.body as PayorInvoicePage).items.map((row) => row.id),
    );
    expect((theirs.body as PayorInvoicePage).items.map((row) => row.id)).not.toContain(mine.id);
    expect(JSON.stringify(theirs.body)).not.toContain(mine.invoiceNumber);
    // A carrier's cookie naming this payor: 403, no data; a cookie of no session: 401, no data.
    const carrier = await list(world, 'pageSize=200', forged(world.carrier, world.payor.id));
    expect(carrier.status).toBe(403);
    expect(JSON.stringify(carrier.body)).not.toContain(mine.invoiceNumber);
    const stranger = new ApiSession();
    stranger.cookies.set('lanepay_session', `1.${world.payor.id}.not-a-session-secret`);
    const refused = await list(world, 'pageSize=200', stranger);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain(mine.invoiceNumber);
  });

  it('totals what waits on the payor per currency: to review, approved and unpaid, held', async () => {
    const world = await invoiceWorld();
    await putTestInvoice(world, { grossCents: 10_000 });
    await putTestInvoice(world, { grossCents: 20_000, status: InvoiceStatus.Approved });
    await putTestInvoice(world, { grossCents: 30_000, status: InvoiceStatus.PendingReissue });
    await putTestInvoice(world, { grossCents: 40_000, status: InvoiceStatus.Paid });
    await putTestInvoice(world, { grossCents: 5_000, currencyId: Currency.CAD });
    const response = await world.broker.request('core', corePaths.payorInvoiceTotals);
    expect(response.status).toBe(200);
    expect((await json<PayorInvoiceTotals>(response)).totals).toEqual([
      {
        currencyId: Currency.USD,
        pending: { count: 1, cents: 10_000 },
        approved: { count: 1, cents: 20_000 },
        held: { count: 1, cents: 30_000 },
      },
      {
        currencyId: Currency.CAD,
        pending: { count: 1, cents: 5_000 },
        approved: { count: 0, cents: 0 },
        held: { count: 0, cents: 0 },
      },
    ]);
  });
});

describe('the payor’s review of selected invoices', () => {
  it('approves several at once, each on its own version; a repeat moves nothing twice', async () => {
    const world = await invoiceWorld();
    const [a, b] = [await putTestInvoice(world), await putTestInvoice(world)];
    const body = { invoices: [a, b].map((i) => ({ id: i.id, version: i.version })), statusId: InvoiceStatus.Approved };
    const first = await bulk(world.broker, body);
    expect(first.status).toBe(200);
    expect((await json<PayorBulkStatusResult>(first)).results).toEqual([
      { id: a.id, outcome: 'changed', statusId: InvoiceStatus.Approved, version: 2 },
      { id: b.id, outcome: 'changed', statusId: InvoiceStatus.Approved, version: 2 },
    ]);
    const again = await json<PayorBulkStatusResult>(await bulk(world.broker, body));
    expect(again.results.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
    expect((await getInvoice(a.id))?.statusHistory.filter((h) => h.status === InvoiceStatus.Approved)).toHaveLength(1);
  });

  it('holds with the payor’s note, which the carrier reads with the reason; one stale row does not stop the others', async () => {
    const world = await invoiceWorld();
    const [fresh, stale] = [await putTestInvoice(world), await putTestInvoice(world, { version: 3 })];
    const response = await bulk(world.broker, {
      invoices: [
        { id: fresh.id, version: fresh.version },
        { id: stale.id, version: 2 },
      ],
      statusId: InvoiceStatus.Held,
      note: 'Missing proof of delivery',
    });
    expect((await json<PayorBulkStatusResult>(response)).results).toEqual([
      { id: fresh.id, outcome: 'changed', statusId: InvoiceStatus.Held, version: 2 },
      { id: stale.id, outcome: 'conflict', statusId: InvoiceStatus.Pending, version: 3 },
    ]);
    const seen = await json<InvoiceDetails>(
      await world.carrier.request('core', fillPath(corePaths.payeeInvoice, { id: fresh.id })),
    );
    expect(seen.reviewNote).toMatchObject({
      statusId: InvoiceStatus.Held,
      holdReasonId: HoldReason.PAYOR_MANUAL_HOLD,
      text: 'Missing proof of delivery',
      byName: world.payor.name,
    });
    const row = ((await list(world, `status=${InvoiceStatus.Held}`)).body as PayorInvoicePage).items[0];
    expect(row).toMatchObject({ id: fresh.id, holdReasonId: HoldReason.PAYOR_MANUAL_HOLD });
    const details = await json<PayorInvoice>(
      await world.broker.request('core', fillPath(corePaths.payorInvoice, { id: fresh.id })),
    );
    expect(details.reviewNote?.text).toBe('Missing proof of delivery');
  });

  it('reports another payor’s invoice as not found and a move the table refuses, changing neither', async () => {
    const world = await invoiceWorld();
    const other = await invoiceWorld();
    const foreign = await putTestInvoice(other);
    const paid = await putTestInvoice(world, { status: InvoiceStatus.Paid, paymentId: 'p-1' });
    const results = await json<PayorBulkStatusResult>(
      await bulk(world.broker, {
        invoices: [
          { id: foreign.id, version: 1 },
          { id: paid.id, version: 1 },
        ],
        statusId: InvoiceStatus.Removed,
      }),
    );
    expect(results.results).toEqual([
      { id: foreign.id, outcome: 'notFound', statusId: null, version: null },
      { id: paid.id, outcome: 'invalidTransition', statusId: InvoiceStatus.Paid, version: 1 },
    ]);
    expect((await getInvoice(foreign.id))?.status).toBe(InvoiceStatus.Pending);
  });

  it('refuses bad bodies by field, statuses the payor does not set, and users without a review role', async () => {
    const world = await invoiceWorld();
    const invoice = await putTestInvoice(world);
    const one = [{ id: invoice.id, version: 1 }];
    for (const [body, field] of [
      [{ invoices: [], statusId: InvoiceStatus.Approved }, 'invoices'],
      [{ invoices: [...one, ...one], statusId: InvoiceStatus.Approved }, 'invoices'],
      [{ invoices: one, statusId: 42 }, 'statusId'],
      [{ invoices: one, statusId: InvoiceStatus.Paid }, 'statusId'],
      [{ invoices: one, statusId: InvoiceStatus.Held, note: 'x'.repeat(501) }, 'note'],
      [{ invoices: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 1 })), statusId: 2 }, 'invoices'],
    ] as const) {
      const response = await bulk(world.broker, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {})).toContain(field);
    }
    const reportsOnly = await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorReports]));
    expect((await bulk(reportsOnly.session, { invoices: one, statusId: InvoiceStatus.Approved })).status).toBe(403);
    // Reading stays open to every user of the payor.
    expect((await list(world, '', reportsOnly.session)).status).toBe(200);
    expect((await getInvoice(invoice.id))?.status).toBe(InvoiceStatus.Pending);
  });
});
