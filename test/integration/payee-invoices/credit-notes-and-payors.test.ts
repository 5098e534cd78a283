import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '#functions/repositories/counters.ts';
import { putCreditNoteIfAbsent } from '#functions/repositories/credit-notes.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CreditNote, CreditNotePage, CreditNoteStatusSummary } from '#shared/schemas/payee-credit-notes.ts';
import type { DateTypes, InvoiceListPage } from '#shared/schemas/payee-invoices.ts';
import type { PayorDetails, PayorNames, PayorNamesList, PayorsPage } from '#shared/schemas/payee-payors.ts';
import { type InvoiceWorld, invoiceWorld, json, today } from './invoice-fixtures.ts';

describe('credit notes', () => {
  let world: InvoiceWorld;
  let other: InvoiceWorld;
  const ids: number[] = [];
  let foreignId = 0;

  beforeAll(async () => {
    [world, other] = await Promise.all([invoiceWorld(), invoiceWorld()]);
    const notes = [
      { amountCents: 48_000, appliedCents: 20_000, status: CreditNoteStatus.Outstanding, daysAgo: 12 },
      { amountCents: 12_500, appliedCents: 12_500, status: CreditNoteStatus.AppliedInFull, daysAgo: 40 },
      { amountCents: 9_950, appliedCents: 0, status: CreditNoteStatus.Pending, daysAgo: 3 },
    ];
    for (const note of notes) {
      const id = await nextId('credit-note');
      ids.push(id);
      await putCreditNoteIfAbsent({
        id,
        payeeId: world.payee.id,
        payorId: world.payor.id,
        payorName: world.payor.name,
        referenceNumber: `CN-${id}`,
        currencyId: Currency.USD,
        amountCents: note.amountCents,
        appliedCents: note.appliedCents,
        status: note.status,
        createdDate: addDays(today, -note.daysAgo),
        appliedDate: note.appliedCents > 0 ? addDays(today, -note.daysAgo + 5) : null,
      });
    }
    foreignId = await nextId('credit-note');
    await putCreditNoteIfAbsent({
      id: foreignId,
      payeeId: other.payee.id,
      payorId: other.payor.id,
      payorName: other.payor.name,
      referenceNumber: `CN-${foreignId}`,
      currencyId: Currency.USD,
      amountCents: 1_000,
      appliedCents: 0,
      status: CreditNoteStatus.Pending,
      createdDate: today,
      appliedDate: null,
    });
  });

  it('lists the carrier’s own credit notes, newest first, with balances and totals', async () => {
    const response = await world.carrier.request('core', corePaths.payeeCreditNotes);
    expect(response.status).toBe(200);
    const page = await json<CreditNotePage>(response);
    expect(page.items.map((note) => note.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(page.items[1]).toMatchObject({
      referenceNumber: `CN-${ids[0]}`,
      balanceCents: 28_000,
      balanceState: 'partiallyPaid',
      payeeRelationshipId: world.relationship.id,
    });
    expect(page.totals).toEqual([{ currencyId: Currency.USD, count: 3, amountCents: 70_450, balanceCents: 37_950 }]);
    const filtered = await json<CreditNotePage>(
      await world.carrier.request(
        'core',
        `${corePaths.payeeCreditNotes}?status=${encodeURIComponent(CreditNoteStatus.Pending)}&q=cn-`,
      ),
    );
    expect(filtered.items.map((note) => note.id)).toEqual([ids[2]]);
    const ranged = await json<CreditNotePage>(
      await world.carrier.request(
        'core',
        `${corePaths.payeeCreditNotes}?datePreset=last30Days&sortField=amountCents&sortAsc=true`,
      ),
    );
    expect(ranged.items.map((note) => note.amountCents)).toEqual([9_950, 48_000]);
  });

  it('appear in the combined list as negative amounts, unless a status filter asks for invoices', async () => {
    const page = await json<InvoiceListPage>(
      await world.carrier.request('core', corePaths.payeeInvoicesAndCreditNotes),
    );
    const credits = page.items.filter((item) => item.documentTypeId === DocumentType.CreditNote);
    expect(credits.map((item) => item.grossCents)).toEqual([-9_950, -48_000, -12_500]);
    const onlyNotes = await json<InvoiceListPage>(
      await world.carrier.request('core', `${corePaths.payeeInvoicesAndCreditNotes}?documentTypeId=2&pageSize=2`),
    );
    expect(onlyNotes.items.map((item) => item.id)).toEqual([ids[2], ids[0]]);
    expect(onlyNotes.hasMore).toBe(true);
    const withStatus = await json<InvoiceListPage>(
      await world.carrier.request('core', `${corePaths.payeeInvoicesAndCreditNotes}?status=1&documentTypeId=2`),
    );
    expect(withStatus.items).toEqual([]);
  });

  it('shows one credit note; another carrier’s, an unknown and a bad id answer 404, 404 and 400', async () => {
    const response = await world.carrier.request('core', fillPath(corePaths.payeeCreditNote, { id: ids[0] ?? 0 }));
    expect(response.status).toBe(200);
    expect(await json<CreditNote>(response)).toMatchObject({ amountCents: 48_000, appliedCents: 20_000 });
    for (const id of [foreignId, 987_654_321]) {
      const missing = await world.carrier.request('core', fillPath(corePaths.payeeCreditNote, { id }));
      expect(missing.status).toBe(404);
      expect(await json<ApiError>(missing)).toEqual({ message: 'Not found.', code: 'not_found' });
    }
    expect((await world.carrier.request('core', fillPath(corePaths.payeeCreditNote, { id: 'x' }))).status).toBe(400);
  });

  it('sums amounts by status and lists the date types; bad input is a 400 by field', async () => {
    const summary = await json<CreditNoteStatusSummary>(
      await world.carrier.request('core', corePaths.payeeCreditNoteStatuses),
    );
    expect(summary.creditNoteStatuses.find((s) => s.id === CreditNoteStatus.Outstanding)).toEqual({
      id: CreditNoteStatus.Outstanding,
      amount: 48_000,
      count: 1,
    });
    const types = await json<DateTypes>(await world.carrier.request('core', corePaths.payeeCreditNoteDateTypes));
    expect(types.dateTypes.map((t) => t.id)).toEqual([1, 3, 6]);
    for (const query of ['status=Nope', 'dateTypeId=2', `startDate=${today}&endDate=${addDays(today, -2)}`]) {
      const response = await world.carrier.request('core', `${corePaths.payeeCreditNotes}?${query}`);
      expect(response.status, query).toBe(400);
      expect((await json<ApiError>(response)).errors, query).toBeDefined();
    }
    expect((await world.carrier.request('core', `${corePaths.payeeCreditNoteStatuses}?startDate=1`)).status).toBe(400);
  });
});

describe('the carrier’s payors', () => {
  let world: InvoiceWorld;
  let other: InvoiceWorld;
  beforeAll(async () => {
    [world, other] = await Promise.all([invoiceWorld(), invoiceWorld()]);
  });

  it('lists, names and details only the carrier’s own payors', async () => {
    const page = await json<PayorsPage>(await world.carrier.request('core', corePaths.payeePayors));
    expect(page.items).toEqual([
      {
        id: world.payor.id,
        name: world.payor.name,
        payorTypeId: 1,
        payeeRelationshipId: world.relationship.id,
        isClaimed: true,
        currencyId: Currency.USD,
        paymentTypeId: 1,
      },
    ]);
    const names = await json<PayorNamesList>(
      await world.carrier.request('core', `${corePaths.payeePayorsByName}?q=payor`),
    );
    expect(names.payors).toEqual([{ id: world.payor.id, name: world.payor.name }]);
    const none = await json<PayorNamesList>(
      await world.carrier.request('core', `${corePaths.payeePayorsByName}?q=zzz`),
    );
    expect(none.payors).toEqual([]);

    const details = await world.carrier.request('core', fillPath(corePaths.payeePayor, { id: world.payor.id }));
    expect(await json<PayorDetails>(details)).toMatchObject({
      quickPayPercentageFee: 2.5,
      quickPayTermDays: 3,
      guaranteedOnTimePay: { percentageFee: 1, termDays: 15 },
    });
    const foreign = await world.carrier.request('core', fillPath(corePaths.payeePayor, { id: other.payor.id }));
    expect(foreign.status).toBe(404);
  });

  it('names only the ids that are the carrier’s payors, and refuses bad bodies', async () => {
    const response = await world.carrier.request('core', corePaths.payeePayorNames, {
      method: 'POST',
      json: { ids: [world.payor.id, other.payor.id, 2001] },
    });
    expect(response.status).toBe(200);
    expect(await json<PayorNames>(response)).toEqual({ names: [{ id: world.payor.id, name: world.payor.name }] });
    for (const body of [{}, { ids: [] }, { ids: ['a'] }, { ids: 5 }]) {
      const bad = await world.carrier.request('core', corePaths.payeePayorNames, { method: 'POST', json: body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<ApiError>(bad)).errors ?? {})[0], JSON.stringify(body)).toMatch(/^ids/);
    }
    expect((await world.carrier.request('core', `${corePaths.payeePayors}?pageSize=1000`)).status).toBe(400);
    expect((await world.broker.request('core', corePaths.payeePayors)).status).toBe(403);
  });
});
