import { describe, expect, it } from 'vitest';
import { nextId } from '#functions/repositories/counters.ts';
import type { InvoiceRecord } from '#functions/repositories/invoices.ts';
import { createLoad, reserveInvoiceLoadNumber } from '#functions/repositories/loads.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadStatus } from '#shared/enums/load-status.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { FactorLoad, FactorLoadPage } from '#shared/schemas/factor-loads.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import {
  clientWithDebtors,
  completedGlobalLor,
  completedNoa,
  signedInFactor,
  storedInvoice,
} from './factor-fixtures.ts';

// Documents are applied on a day long past, so no payout run of another test pays these invoices.
const applied = new Date('2003-03-01T15:00:00Z');

const list = async (session: ApiSession, query = '') => {
  const response = await session.request('core', `${corePaths.factorLoads}${query}`);
  return { status: response.status, body: (await response.json()) as FactorLoadPage & ApiError };
};
const details = async (session: ApiSession, id: number | string) => {
  const response = await session.request('core', fillPath(corePaths.factorLoad, { id }));
  return { status: response.status, body: (await response.json()) as FactorLoad & ApiError };
};
const idsOf = (page: FactorLoadPage) => page.items.map((row) => row.id).sort((a, b) => a - b);

/** The payor's load that an invoice carries (its load number reserved for the invoice, as a submission does). */
async function loadOf(invoice: InvoiceRecord, relationship: RelationshipRecord, pickupDate: string) {
  await reserveInvoiceLoadNumber(invoice);
  const id = await nextId('load');
  await createLoad({
    id,
    payorId: relationship.payorId,
    loadNumber: invoice.loadNumber,
    relationshipId: relationship.id,
    payeeId: relationship.payeeId,
    carrierName: 'Client Co',
    currencyId: invoice.currencyId,
    origin: { city: 'Dallas', state: 'TX' },
    destination: { city: 'Memphis', state: 'TN' },
    pickupDate,
    deliveryDate: pickupDate,
    rateCents: invoice.grossCents,
    status: LoadStatus.Delivered,
    statusHistory: [],
    advance: null,
    createdAt: `${pickupDate}T12:00:00.000Z`,
    createdByUserId: null,
    createdByName: null,
    version: 1,
  });
  return id;
}

describe('what a factor sees of its clients’ loads', () => {
  it('sees the loads of the invoices it may see: assigned relationships, after the NOA, until an LOR', async () => {
    const { client, debtors, relationships } = await clientWithDebtors();
    const [assigned, other] = relationships;
    const { factor, session } = await signedInFactor();
    const { session: otherFactor } = await signedInFactor();
    const pending = await storedInvoice(assigned);
    const approved = await storedInvoice(assigned, InvoiceStatus.Approved, '2003-02-03');
    const otherDebtors = await storedInvoice(other);
    const pendingLoad = await loadOf(pending, assigned, '2003-01-28');
    const approvedLoad = await loadOf(approved, assigned, '2003-01-30');
    const otherLoad = await loadOf(otherDebtors, other, '2003-01-29');

    // Before the NOA is complete the factor sees no load of the client's.
    expect((await list(session)).body.items).toEqual([]);
    expect((await details(session, pendingLoad)).status).toBe(404);

    await completedNoa(factor.id, client.id, [debtors[0].id], applied);
    const page = await list(session);
    expect(page.status).toBe(200);
    expect(page.body.items.map((row) => row.id)).toEqual([approvedLoad, pendingLoad]);
    expect(page.body.items[1]).toMatchObject({
      loadNumber: pending.loadNumber,
      clientId: client.id,
      clientName: 'Client Co',
      debtorId: debtors[0].id,
      debtorName: debtors[0].name,
      origin: { city: 'Dallas', state: 'TX' },
      destination: { city: 'Memphis', state: 'TN' },
      pickupDate: '2003-01-28',
      statusId: LoadStatus.Invoiced,
      invoiceCount: 1,
      invoiceCents: pending.grossCents,
    });
    // Nothing of the client's other debtor, nothing for another factor: 404 like an unknown id.
    expect((await details(session, otherLoad)).status).toBe(404);
    expect((await list(otherFactor)).body.items).toEqual([]);
    expect((await details(otherFactor, pendingLoad)).status).toBe(404);

    const detail = await details(session, approvedLoad);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: approvedLoad,
      loadNumber: approved.loadNumber,
      rateCents: approved.grossCents,
      invoices: [
        {
          id: approved.id,
          invoiceNumber: approved.invoiceNumber,
          status: FactorInvoiceStatus.Approved,
          grossCents: approved.grossCents,
        },
      ],
    });

    // Filters: a search in load numbers, one debtor, one client, statuses; sort and paging.
    expect(idsOf((await list(session, `?q=${pending.loadNumber.toLowerCase()}`)).body)).toEqual([pendingLoad]);
    expect((await list(session, `?payorId=${debtors[1].id}`)).body.items).toEqual([]);
    expect(idsOf((await list(session, `?payeeId=${client.id}`)).body)).toHaveLength(2);
    expect((await list(session, `?status=${LoadStatus.Paid}`)).body.items).toEqual([]);
    // Dates, as on the payor's load list: pickup by default, or delivery; a range's ends included.
    expect(idsOf((await list(session, '?startDate=2003-01-29&endDate=2003-01-31')).body)).toEqual([approvedLoad]);
    expect(idsOf((await list(session, '?dateField=delivery&endDate=2003-01-28')).body)).toEqual([pendingLoad]);
    expect(idsOf((await list(session, '?startDate=2003-01-28&endDate=2003-01-30')).body)).toEqual(
      [approvedLoad, pendingLoad].sort((x, y) => x - y),
    );
    // A preset counts from today: loads picked up in 2003 are long out of the last 30 days.
    expect((await list(session, '?datePreset=last30Days')).body.items).toEqual([]);
    const byNumber = await list(session, '?sortField=loadNumber&sortAsc=true&pageSize=1');
    expect(byNumber.body).toMatchObject({ totalCount: 2, hasMore: true, items: [{ id: pendingLoad }] });

    // The factor's global LOR: it sees none of them any more.
    await completedGlobalLor(factor.id, client.id, new Date(applied.getTime() + 3_600_000));
    expect((await list(session)).body.items).toEqual([]);
    expect((await details(session, approvedLoad)).status).toBe(404);
  });
});

describe('the factor load calls refuse', () => {
  it('bad input with 400 and field errors, and callers who are not a factor with 403', async () => {
    const { session } = await signedInFactor();
    const badStatus = await list(session, '?status=99');
    expect(badStatus.status).toBe(400);
    expect(Object.keys(badStatus.body.errors ?? {})).toContain('status');
    expect((await list(session, '?sortField=rate')).status).toBe(400);
    expect((await list(session, '?payorId=abc')).status).toBe(400);
    expect((await list(session, `?q=${'x'.repeat(41)}`)).status).toBe(400);
    expect((await list(session, '?pageSize=0')).status).toBe(400);
    for (const [query, field] of [
      ['?startDate=2003-02-01&endDate=2003-01-31', 'endDate'],
      ['?startDate=2003-13-01', 'startDate'],
      ['?endDate=31/01/2003', 'endDate'],
      ['?dateField=paid', 'dateField'],
      ['?datePreset=someday', 'datePreset'],
    ]) {
      const refused = await list(session, query);
      expect(refused.status, query).toBe(400);
      expect(Object.keys(refused.body.errors ?? {}), query).toContain(field);
    }
    expect((await details(session, 'abc')).status).toBe(400);
    expect((await details(session, 999_999_999)).status).toBe(404);

    const payor = await createCompany(CompanyType.Payor);
    const { session: payorSession } = await ApiSession.signIn(await createUserWithMfa(payor, [Role.UserAdmin]));
    expect((await list(payorSession)).status).toBe(403);
    expect((await details(payorSession, 1)).status).toBe(403);
    expect((await list(new ApiSession())).status).toBe(401);
  });
});
