import { describe, expect, it } from 'vitest';
import { transactWriteIf } from '#functions/repositories/conditional-writes.ts';
import { relationshipFactorStep } from '#functions/repositories/factor-of-record.ts';
import { recordRelationshipsLeft, relationshipsLeftFactor } from '#functions/repositories/factor-relationships-left.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { submitPayorInvoice } from '#functions/services/invoice-submissions.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { FactorInvoice, FactorInvoicePage } from '#shared/schemas/factor-invoices.ts';
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
  const response = await session.request('core', `${corePaths.factorInvoices}${query}`);
  return { status: response.status, body: (await response.json()) as FactorInvoicePage & ApiError };
};
const details = async (session: ApiSession, id: number | string) => {
  const response = await session.request('core', fillPath(corePaths.factorInvoice, { id }));
  return { status: response.status, body: (await response.json()) as FactorInvoice & ApiError };
};
const idsOf = (page: FactorInvoicePage) => page.items.map((row) => row.id).sort((a, b) => a - b);

describe('what a factor sees of its clients’ invoices', () => {
  it('sees exactly the invoices of relationships assigned to it, only once the NOA is complete, until an LOR', async () => {
    const { client, debtors, relationships } = await clientWithDebtors();
    const [assigned, other] = relationships;
    const { factor, session } = await signedInFactor();
    const { session: otherFactor } = await signedInFactor();
    const before = await storedInvoice(assigned);
    const otherPayors = await storedInvoice(other);

    // Before the NOA is complete the factor sees nothing of the client's.
    expect((await list(session)).body.items).toEqual([]);
    expect((await details(session, before.id)).status).toBe(404);

    await completedNoa(factor.id, client.id, [debtors[0].id], applied);
    expect((await getInvoice(before.id))?.factorId).toBe(factor.id);
    // An invoice arriving now is listed under the factor as it is written.
    const submitted = await submitPayorInvoice({
      payorId: debtors[0].id,
      payorName: debtors[0].name,
      submission: {
        payeeRelationshipId: assigned.id,
        invoiceNumber: `FA-${assigned.id}`,
        loadNumber: `FAL-${assigned.id}`,
        grossCents: 75_000,
        kind: InvoiceKind.Standard,
      },
      actor: { kind: 'payor', userId: null, name: null, companyName: debtors[0].name },
      now: applied,
    });
    if (submitted.kind !== 'created') throw new Error(`Not created: ${submitted.kind}`);
    expect(submitted.invoice.factorId).toBe(factor.id);

    const page = await list(session);
    expect(page.status).toBe(200);
    expect(idsOf(page.body)).toEqual([before.id, submitted.invoice.id].sort((a, b) => a - b));
    expect(page.body.items.find((row) => row.id === before.id)).toMatchObject({
      clientId: client.id,
      debtorId: debtors[0].id,
      debtorName: debtors[0].name,
      status: FactorInvoiceStatus.Pending,
      statusId: InvoiceStatus.Pending,
    });
    // Nothing of the client's other debtor, nothing for another factor.
    expect((await details(session, otherPayors.id)).status).toBe(404);
    expect((await list(otherFactor)).body.items).toEqual([]);
    expect((await details(otherFactor, before.id)).status).toBe(404);

    const detail = await details(session, before.id);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: before.id,
      invoiceNumber: before.invoiceNumber,
      paymentTypeId: before.paymentType,
      paidTo: null,
      statusHistory: [{ statusId: InvoiceStatus.Pending }],
    });

    // Filters: the factor's statuses, one debtor, one client, a search.
    expect((await list(session, '?status=approved')).body.items).toEqual([]);
    expect(idsOf((await list(session, `?status=pending&payorId=${debtors[0].id}`)).body)).toHaveLength(2);
    expect((await list(session, `?payeeId=${client.id + 100_000}`)).body.items).toEqual([]);
    expect(idsOf((await list(session, `?q=${submitted.invoice.invoiceNumber.toLowerCase()}`)).body)).toEqual([
      submitted.invoice.id,
    ]);
    const byAmount = await list(session, '?sortField=grossCents&sortAsc=false&pageSize=1');
    expect(byAmount.body).toMatchObject({ totalCount: 2, hasMore: true, items: [{ grossCents: before.grossCents }] });

    // The factor's global LOR: it sees none of them any more.
    await completedGlobalLor(factor.id, client.id, new Date(applied.getTime() + 3_600_000));
    expect((await list(session)).body.items).toEqual([]);
    expect((await details(session, before.id)).status).toBe(404);
    expect((await getInvoice(before.id))?.factorId).toBeNull();
    // The change recorded the departure first, for the factor's list to check those rows meanwhile.
    expect(await relationshipsLeftFactor(factor.id)).toContain(`${client.id}:${before.relationshipId}`);
  });

  it('checks the assignment on every read, before the invoices are re-keyed', async () => {
    const { client, debtors, relationships } = await clientWithDebtors();
    const { factor, session } = await signedInFactor();
    const invoice = await storedInvoice(relationships[0]);
    await completedNoa(factor.id, client.id, [debtors[0].id], applied);
    expect(idsOf((await list(session)).body)).toEqual([invoice.id]);

    // The relationship is released as writeCarrierChange writes it (its departure recorded first),
    // without its invoices re-keyed yet (the step after the change).
    const relationship = await getRelationship(client.id, relationships[0].id);
    if (!relationship) throw new Error('relationship missing');
    const departure = { factorId: factor.id, payeeId: client.id, relationshipId: relationship.id };
    await recordRelationshipsLeft([departure], new Date());
    // A departure recorded for a change that is then not written hides nothing: the row is checked.
    expect(idsOf((await list(session)).body)).toEqual([invoice.id]);
    const released = relationshipFactorStep({
      relationship,
      factor: { id: null, name: null, coolingOffUntil: null },
      holds: [],
    });
    expect(await transactWriteIf([released])).toBe(true);
    expect((await getInvoice(invoice.id))?.factorId).toBe(factor.id);
    expect((await list(session)).body.items).toEqual([]);
    expect((await details(session, invoice.id)).status).toBe(404);
  });
});

describe('the factor invoice calls refuse', () => {
  it('never answers with the factor a forged cookie names, only the session’s own', async () => {
    const { client, debtors, relationships } = await clientWithDebtors();
    const { factor, session } = await signedInFactor();
    const { session: otherFactor } = await signedInFactor();
    const theirs = await storedInvoice(relationships[0]);
    await completedNoa(factor.id, client.id, [debtors[0].id], applied);
    expect((await list(session, '?pageSize=200')).body.items.map((row) => row.id)).toContain(theirs.id);
    const forged = (session: ApiSession, companyId: number) => {
      const [userId, , secret] = (session.cookies.get('lanepay_session') ?? '').split('.');
      const copy = new ApiSession();
      copy.cookies.set('lanepay_session', `${userId}.${companyId}.${secret}`);
      return copy;
    };
    // The list starts reading the factor the cookie names alongside the session (early-read.ts):
    // another factor's cookie naming this one gets its own empty page, none of these invoices.
    const answer = await list(forged(otherFactor, factor.id), '?pageSize=200');
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([]);
    expect(JSON.stringify(answer.body)).not.toContain(theirs.invoiceNumber);
    const stranger = new ApiSession();
    stranger.cookies.set('lanepay_session', `1.${factor.id}.not-a-session-secret`);
    const refused = await list(stranger, '?pageSize=200');
    expect(refused.status).toBe(401);
    expect(JSON.stringify(refused.body)).not.toContain(theirs.invoiceNumber);
  });

  it('bad input with 400 and field errors, and callers who are not a factor with 403', async () => {
    const { session } = await signedInFactor();
    const badStatus = await list(session, '?status=paid');
    expect(badStatus.status).toBe(400);
    expect(Object.keys(badStatus.body.errors ?? {})).toContain('status');
    expect((await list(session, '?startDate=2003-02-02&endDate=2003-02-01')).status).toBe(400);
    expect((await list(session, '?payorId=abc')).status).toBe(400);
    expect((await details(session, 'abc')).status).toBe(400);
    expect((await details(session, 999_999_999)).status).toBe(404);

    const payor = await createCompany(CompanyType.Payor);
    const { session: payorSession } = await ApiSession.signIn(await createUserWithMfa(payor, [Role.UserAdmin]));
    expect((await list(payorSession)).status).toBe(403);
    expect((await details(payorSession, 1)).status).toBe(403);
    expect((await list(new ApiSession())).status).toBe(401);
  });
});
