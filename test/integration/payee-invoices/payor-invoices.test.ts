import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getInvoice, getInvoiceTallies } from '#functions/repositories/invoices.ts';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { InvoiceDetails } from '#shared/schemas/payee-invoices.ts';
import type { PayorInvoice } from '#shared/schemas/payor-invoices.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import {
  type InvoiceWorld,
  invoiceWorld,
  json,
  putTestInvoice,
  storedAndCountedTallies,
  today,
} from './invoice-fixtures.ts';

function submit(world: InvoiceWorld, body: Record<string, unknown> = {}, session = world.broker) {
  const number = randomUUID().slice(0, 8);
  return session.request('core', corePaths.payorInvoices, {
    method: 'POST',
    json: {
      payeeRelationshipId: world.relationship.id,
      invoiceNumber: `inv-${number}`,
      loadNumber: `ld-${number}`,
      grossCents: 123_456,
      ...body,
    },
  });
}

/**
 * A move made on the invoice as `session` sees it now (GET, then If-Match); none for one it cannot
 * see (refused with 403 or 404 before any version is looked at).
 */
async function move(session: ApiSession, id: number | string, statusId: unknown) {
  const loaded = await session.request('core', fillPath(corePaths.payorInvoice, { id }));
  const headers = loaded.status === 200 ? ifMatch((await json<PayorInvoice>(loaded)).version) : {};
  return session.request('core', fillPath(corePaths.payorInvoiceStatus, { id }), {
    method: 'PUT',
    json: { statusId },
    headers,
  });
}

/** A move made on `version` of the invoice. */
const moveOn = (session: ApiSession, id: number, version: number, statusId: InvoiceStatus) =>
  session.request('core', fillPath(corePaths.payorInvoiceStatus, { id }), {
    method: 'PUT',
    json: { statusId },
    headers: ifMatch(version),
  });

describe('a payor submitting an invoice', () => {
  it('creates a Pending invoice with its history, under the relationship’s default term', async () => {
    const world = await invoiceWorld({ paymentType: PaymentType.QuickPay, freeQuickPays: 1 });
    const response = await submit(world, { invoiceNumber: ' inv-a1 ', loadNumber: 'ld-a1', invoiceDate: '2026-01-15' });
    expect(response.status).toBe(201);
    const invoice = await json<PayorInvoice>(response);
    expect(invoice).toMatchObject({
      payeeId: world.payee.id,
      payeeRelationshipId: world.relationship.id,
      invoiceNumber: 'INV-A1',
      loadNumber: 'LD-A1',
      kind: InvoiceKind.Standard,
      statusId: InvoiceStatus.Pending,
      paymentTypeId: PaymentType.QuickPay,
      grossCents: 123_456,
      feeCents: 0,
      netCents: 123_456,
      uploadedDate: today,
      approvedDate: null,
      expectedPayDate: null,
      version: 1,
    });
    expect(invoice.statusHistory).toEqual([
      { statusId: InvoiceStatus.Pending, at: expect.any(String), actor: 'payor', byName: 'Test User' },
    ]);
    // It used the relationship's free QuickPay, and the carrier sees it at once.
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(0);
    const seen = await json<InvoiceDetails>(
      await world.carrier.request('core', fillPath(corePaths.payeeInvoice, { id: invoice.id })),
    );
    expect(seen).toMatchObject({ termLabel: 'freeQuickPay', invoiceRequestedDate: '2026-01-15' });
    expect((await getInvoiceTallies(world.payee.id))[0]?.byStatus[InvoiceStatus.Pending]?.count).toBe(1);
  });

  it('answers a repeated submission with the first invoice, and refuses a different one under a used number', async () => {
    const world = await invoiceWorld();
    const body = { invoiceNumber: 'REPEAT-1', loadNumber: 'LOAD-R1', grossCents: 50_000 };
    const first = await json<PayorInvoice>(await submit(world, body));
    const again = await submit(world, { ...body, invoiceNumber: 'repeat-1' });
    expect(again.status).toBe(200);
    expect((await json<PayorInvoice>(again)).id).toBe(first.id);

    const otherAmount = await submit(world, { ...body, grossCents: 50_001 });
    expect(otherAmount.status).toBe(409);
    expect((await json<ApiError>(otherAmount)).errors).toEqual({
      invoiceNumber: ['An invoice with this number was already submitted.'],
    });
    const sameLoad = await submit(world, { invoiceNumber: 'REPEAT-2', loadNumber: 'load-r1' });
    expect(sameLoad.status).toBe(409);
    expect(Object.keys((await json<ApiError>(sameLoad)).errors ?? {})).toEqual(['loadNumber']);
  });

  it('lets two identical submissions at once create one invoice', async () => {
    const world = await invoiceWorld();
    const body = { invoiceNumber: 'RACE-1', loadNumber: 'LOAD-RACE-1' };
    const responses = await Promise.all([submit(world, body), submit(world, body)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(responses.map((r) => json<PayorInvoice>(r)));
    expect(a?.id).toBe(b?.id);
  });

  it('refuses bad input by field, another payor’s relationship, payees and roles without submission', async () => {
    const world = await invoiceWorld();
    const cases: [Record<string, unknown>, string][] = [
      [{ grossCents: 0 }, 'grossCents'],
      [{ grossCents: -5 }, 'grossCents'],
      [{ grossCents: 10.5 }, 'grossCents'],
      [{ invoiceNumber: '' }, 'invoiceNumber'],
      [{ invoiceNumber: 'a'.repeat(41) }, 'invoiceNumber'],
      [{ loadNumber: '<script>' }, 'loadNumber'],
      [{ kind: 'Bogus' }, 'kind'],
      [{ invoiceDate: '2026-13-01' }, 'invoiceDate'],
      [{ payeeRelationshipId: 'x' }, 'payeeRelationshipId'],
    ];
    for (const [body, field] of cases) {
      const response = await submit(world, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const zero = await json<ApiError>(await submit(world, { grossCents: 0 }));
    expect(zero.errors?.grossCents).toEqual(['The amount must be greater than $0.00.']);

    const other = await invoiceWorld();
    const foreign = await submit(world, { payeeRelationshipId: other.relationship.id });
    expect(foreign.status).toBe(400);
    expect((await json<ApiError>(foreign)).errors).toEqual({
      payeeRelationshipId: ['No relationship with this carrier was found.'],
    });
    // A payee cannot submit; a payor user without PayorSubmission or UserAdmin cannot either.
    expect((await submit(world, {}, world.carrier)).status).toBe(403);
    const reportsOnly = await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorReports]));
    expect((await submit(world, {}, reportsOnly.session)).status).toBe(403);
    expect((await move(reportsOnly.session, 1, InvoiceStatus.Approved)).status).toBe(403);
  });
});

describe('a payor reviewing an invoice', () => {
  it('approves: approval date, term fee and expected pay date, recorded with who and when; the term locks', async () => {
    const world = await invoiceWorld();
    const invoice = await putTestInvoice(world, { paymentType: PaymentType.QuickPay, feeBps: 250 });
    const response = await move(world.broker, invoice.id, InvoiceStatus.Approved);
    expect(response.status).toBe(200);
    const approved = await json<PayorInvoice>(response);
    expect(approved).toMatchObject({
      statusId: InvoiceStatus.Approved,
      approvedDate: today,
      feeCents: 2_500,
      netCents: 97_500,
      expectedPayDate: addDays(today, 3),
      version: 2,
    });
    expect(approved.statusHistory.at(-1)).toMatchObject({ statusId: InvoiceStatus.Approved, actor: 'payor' });

    const seen = await json<InvoiceDetails>(
      await world.carrier.request('core', fillPath(corePaths.payeeInvoice, { id: invoice.id })),
    );
    expect(seen.statusHistory.at(-1)).toMatchObject({ statusId: InvoiceStatus.Approved, byName: world.payor.name });
    expect(seen.paymentTerm).toMatchObject({ isLocked: true, canElect: false });
    const change = await world.carrier.request('core', fillPath(corePaths.payeeInvoice, { id: invoice.id }), {
      method: 'PUT',
      json: { paymentTypeId: PaymentType.StandardPay },
    });
    expect(change.status).toBe(409);

    // Approving again changes nothing.
    const again = await move(world.broker, invoice.id, InvoiceStatus.Approved);
    expect(again.status).toBe(200);
    expect((await json<PayorInvoice>(again)).version).toBe(2);
  });

  it('holds, asks for a reissue, puts back under review and removes; refuses moves the table does not allow', async () => {
    const world = await invoiceWorld();
    const invoice = await putTestInvoice(world);
    const statuses: number[] = [];
    for (const target of [InvoiceStatus.Held, InvoiceStatus.Pending, InvoiceStatus.PendingReissue]) {
      const response = await move(world.broker, invoice.id, target);
      expect(response.status).toBe(200);
      statuses.push((await json<PayorInvoice>(response)).statusId);
    }
    expect(statuses).toEqual([InvoiceStatus.Held, InvoiceStatus.Pending, InvoiceStatus.PendingReissue]);
    const skip = await move(world.broker, invoice.id, InvoiceStatus.Approved);
    expect(skip.status).toBe(409);
    expect((await json<ApiError>(skip)).message).toBe(
      'This invoice cannot move to that status from its current status.',
    );
    expect((await move(world.broker, invoice.id, InvoiceStatus.Removed)).status).toBe(200);
    expect((await move(world.broker, invoice.id, InvoiceStatus.Pending)).status).toBe(409);
    const saved = await getInvoice(invoice.id);
    expect(saved?.statusHistory.map((entry) => entry.status)).toEqual([
      InvoiceStatus.Pending,
      InvoiceStatus.Held,
      InvoiceStatus.Pending,
      InvoiceStatus.PendingReissue,
      InvoiceStatus.Removed,
    ]);
    expect(saved?.statusHistory.slice(1).every((entry) => entry.byName === 'Test User')).toBe(true);
    const { stored, counted } = await storedAndCountedTallies(world.payee.id);
    expect(stored).toEqual(counted);
  });

  it('never lets a payor set Paid or the portal’s own statuses, and rejects bad input', async () => {
    const world = await invoiceWorld();
    const invoice = await putTestInvoice(world);
    for (const target of [InvoiceStatus.Paid, InvoiceStatus.MissingBank, InvoiceStatus.MissingCarrier]) {
      const response = await move(world.broker, invoice.id, target);
      expect(response.status).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {})).toEqual(['statusId']);
    }
    for (const bad of [4, 'Approved', null]) {
      expect((await move(world.broker, invoice.id, bad)).status).toBe(400);
    }
    expect((await move(world.broker, 'nope', InvoiceStatus.Held)).status).toBe(400);
    expect((await getInvoice(invoice.id))?.version).toBe(1);
  });

  it('answers 404 for another payor’s invoice and 403 for payees', async () => {
    const world = await invoiceWorld();
    const other = await invoiceWorld();
    const theirs = await putTestInvoice(other);
    const response = await move(world.broker, theirs.id, InvoiceStatus.Approved);
    expect(response.status).toBe(404);
    expect((await getInvoice(theirs.id))?.status).toBe(InvoiceStatus.Pending);
    expect((await move(world.carrier, theirs.id, InvoiceStatus.Approved)).status).toBe(403);
  });

  it('gives a free QuickPay back when its invoice is removed', async () => {
    const world = await invoiceWorld({ paymentType: PaymentType.QuickPay, freeQuickPays: 1 });
    const created = await json<PayorInvoice>(await submit(world));
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(0);
    expect((await move(world.broker, created.id, InvoiceStatus.Removed)).status).toBe(200);
    expect((await getRelationship(world.payee.id, world.relationship.id))?.freeQuickPaysRemaining).toBe(1);
  });
});

describe('two reviewers moving one invoice at the same time', () => {
  it('answers the version as the ETag of GET and of POST', async () => {
    const world = await invoiceWorld();
    const created = await submit(world);
    const invoice = await json<PayorInvoice>(created);
    expect(created.headers.get('etag')).toBe(`"v${invoice.version}"`);
    const loaded = await world.broker.request('core', fillPath(corePaths.payorInvoice, { id: invoice.id }));
    expect(loaded.headers.get('etag')).toBe(`"v${invoice.version}"`);
    expect(await json<PayorInvoice>(loaded)).toEqual(invoice);
    const other = await invoiceWorld();
    expect((await other.broker.request('core', fillPath(corePaths.payorInvoice, { id: invoice.id }))).status).toBe(404);
  });

  it('of 20 moves made on one version, writes exactly one; a stale one is 409; none without If-Match', async () => {
    const world = await invoiceWorld();
    const invoice = await putTestInvoice(world);
    const targets = [InvoiceStatus.Held, InvoiceStatus.PendingReissue, InvoiceStatus.Approved, InvoiceStatus.Removed];
    const wanted = Array.from({ length: 20 }, (_, i) => targets[i % targets.length] as InvoiceStatus);
    const answers = await Promise.all(
      wanted.map((target) => moveOn(world.broker, invoice.id, invoice.version, target)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const answer of answers.filter((r) => r.status === 409)) {
      expect(await json<ApiError>(answer)).toEqual({
        message: 'This invoice was changed at the same time. Please reload it and try again.',
        code: 'conflict',
      });
    }
    const stored = await getInvoice(invoice.id);
    expect(stored).toMatchObject({ status: wanted[statuses.indexOf(200)], version: invoice.version + 1 });

    // Held by one reviewer; another who loaded it Pending approves: refused, the hold stands.
    const second = await putTestInvoice(world);
    expect((await moveOn(world.broker, second.id, second.version, InvoiceStatus.Held)).status).toBe(200);
    const stale = await moveOn(world.broker, second.id, second.version, InvoiceStatus.Approved);
    expect(stale.status).toBe(409);
    expect((await getInvoice(second.id))?.status).toBe(InvoiceStatus.Held);
    const blind = await world.broker.request('core', fillPath(corePaths.payorInvoiceStatus, { id: second.id }), {
      method: 'PUT',
      json: { statusId: InvoiceStatus.Approved },
    });
    expect(blind.status).toBe(428);
    expect((await getInvoice(second.id))?.status).toBe(InvoiceStatus.Held);
  });
});
