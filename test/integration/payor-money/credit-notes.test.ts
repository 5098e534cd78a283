import { describe, expect, it } from 'vitest';
import { getCreditNote } from '#functions/repositories/credit-notes.ts';
import { getDraft } from '#functions/repositories/drafts.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CreditNoteBalanceState, CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CreditNote } from '#shared/schemas/payee-credit-notes.ts';
import type { PayorCreditNoteDetails, PayorCreditNotesPage } from '#shared/schemas/payor-credit-notes.ts';
import type { PayorPaymentDetails } from '#shared/schemas/payor-payments.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import { dueInvoice, issueNote, json, moneyWorld, today } from './money-fixtures.ts';

describe('a payor issuing credit notes', () => {
  it('issues an outstanding note once per reference number', async () => {
    const world = await moneyWorld();
    const response = await issueNote(world, { referenceNumber: 'cn-1001', amountCents: 12_345 });
    expect(response.status).toBe(201);
    const note = await json<PayorCreditNoteDetails>(response);
    expect(note).toMatchObject({
      referenceNumber: 'cn-1001',
      payeeId: world.payee.id,
      carrierName: world.payee.name,
      payeeRelationshipId: world.relationship.id,
      status: CreditNoteStatus.Outstanding,
      balanceState: CreditNoteBalanceState.Unpaid,
      amountCents: 12_345,
      appliedCents: 0,
      balanceCents: 12_345,
      reason: 'Damaged freight',
      createdDate: today,
      appliedDate: null,
      applications: [],
    });

    const again = await issueNote(world, { referenceNumber: 'CN-1001', amountCents: 12_345 });
    expect(again.status).toBe(200);
    expect((await json<PayorCreditNoteDetails>(again)).id).toBe(note.id);
    const clash = await issueNote(world, { referenceNumber: 'cn-1001', amountCents: 1 });
    expect(clash.status).toBe(409);
    expect(Object.keys((await json<ApiError>(clash)).errors ?? {})).toEqual(['referenceNumber']);

    const carriers = await json<{ carriers: { payeeRelationshipId: number; carrierName: string }[] }>(
      await world.broker.request('core', corePaths.payorCreditNoteCarriers),
    );
    expect(carriers.carriers).toEqual([
      { payeeRelationshipId: world.relationship.id, carrierName: world.payee.name, currencyId: 1 },
    ]);
    const list = await json<PayorCreditNotesPage>(await world.broker.request('core', corePaths.payorCreditNotes));
    expect(list.items.map((n) => n.id)).toEqual([note.id]);
    expect(list.totals).toEqual([
      { currencyId: 1, count: 1, amountCents: 12_345, appliedCents: 0, balanceCents: 12_345 },
    ]);
    // The carrier sees it among its own credit notes.
    const carrierView = await world.carrier.request('core', fillPath(corePaths.payeeCreditNote, { id: note.id }));
    expect((await json<CreditNote>(carrierView)).status).toBe(CreditNoteStatus.Outstanding);
  });

  it('answers 400 with field errors for bad input', async () => {
    const world = await moneyWorld();
    const cases: [Record<string, unknown>, string][] = [
      [{ referenceNumber: '' }, 'referenceNumber'],
      [{ referenceNumber: '!bad' }, 'referenceNumber'],
      [{ amountCents: 0 }, 'amountCents'],
      [{ amountCents: 10.5 }, 'amountCents'],
      [{ amountCents: '100' }, 'amountCents'],
      [{ reason: ' ' }, 'reason'],
      [{ payeeRelationshipId: 'x' }, 'payeeRelationshipId'],
    ];
    for (const [body, field] of cases) {
      const response = await issueNote(world, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const other = await moneyWorld();
    const foreign = await issueNote(world, { payeeRelationshipId: other.relationship.id });
    expect(foreign.status).toBe(400);
    expect(Object.keys((await json<ApiError>(foreign)).errors ?? {})).toEqual(['payeeRelationshipId']);
    const badQuery = await world.broker.request('core', `${corePaths.payorCreditNotes}?status=Nope&sortField=x`);
    expect(badQuery.status).toBe(400);
    expect((await world.broker.request('core', fillPath(corePaths.payorCreditNote, { id: 'abc' }))).status).toBe(400);
  });

  it('keeps each payor’s notes to itself and follows the setting and roles', async () => {
    const world = await moneyWorld();
    const other = await moneyWorld();
    const note = await json<PayorCreditNoteDetails>(await issueNote(world));
    const foreign = await other.broker.request('core', fillPath(corePaths.payorCreditNote, { id: note.id }));
    expect(foreign.status).toBe(404);
    expect((await other.broker.request('core', fillPath(corePaths.payorCreditNote, { id: 999_999_999 }))).status).toBe(
      404,
    );
    const otherList = await json<PayorCreditNotesPage>(await other.broker.request('core', corePaths.payorCreditNotes));
    expect(otherList.items).toEqual([]);
    // A payee cannot call the payor's routes; a reports-only payor user reads but cannot issue.
    expect((await world.carrier.request('core', corePaths.payorCreditNotes)).status).toBe(403);
    const reader = (await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorReports]))).session;
    expect((await reader.request('core', corePaths.payorCreditNotes)).status).toBe(200);
    expect((await issueNote(world, {}, reader)).status).toBe(403);
    // Without EnableCreditNotes the page, and so its calls, are closed.
    const off = await moneyWorld({ [String(CompanySetting.EnableCreditNotes)]: 'false' });
    expect((await off.broker.request('core', corePaths.payorCreditNotes)).status).toBe(403);
    expect((await issueNote(off)).status).toBe(403);
  });
});

describe('the payout run repaying credit notes', () => {
  it('repays a note partly, then in full, recorded on the payments, the note, both sides and the draft', async () => {
    const world = await moneyWorld();
    const note = await json<PayorCreditNoteDetails>(await issueNote(world, { amountCents: 150_000 }));

    const first = await dueInvoice(world, { grossCents: 100_000, netCents: 100_000 });
    await runPayouts();
    const firstPayment = await getPayment(String((await getInvoice(first.id))?.paymentId));
    expect(firstPayment).toMatchObject({
      grossCents: 100_000,
      creditNoteCents: 100_000,
      netCents: 0,
      creditNotes: [{ creditNoteId: note.id, referenceNumber: note.referenceNumber, amountCents: 100_000 }],
    });
    const partly = await json<PayorCreditNoteDetails>(
      await world.broker.request('core', fillPath(corePaths.payorCreditNote, { id: note.id })),
    );
    expect(partly).toMatchObject({
      status: CreditNoteStatus.Outstanding,
      balanceState: CreditNoteBalanceState.PartiallyPaid,
      appliedCents: 100_000,
      balanceCents: 50_000,
      appliedDate: firstPayment?.paidDate,
      applications: [{ paymentId: firstPayment?.id, amountCents: 100_000 }],
    });
    const carrierPartly = await json<CreditNote>(
      await world.carrier.request('core', fillPath(corePaths.payeeCreditNote, { id: note.id })),
    );
    expect(carrierPartly).toMatchObject({ balanceState: CreditNoteBalanceState.PartiallyPaid, balanceCents: 50_000 });

    const second = await dueInvoice(world, { grossCents: 80_000, netCents: 80_000 });
    await runPayouts();
    const secondPayment = await getPayment(String((await getInvoice(second.id))?.paymentId));
    expect(secondPayment).toMatchObject({ creditNoteCents: 50_000, netCents: 30_000 });
    const stored = await getCreditNote(note.id);
    expect(stored).toMatchObject({ status: CreditNoteStatus.AppliedInFull, appliedCents: 150_000 });
    expect(stored?.applications?.map((a) => a.amountCents)).toEqual([100_000, 50_000]);
    const carrierFull = await json<CreditNote>(
      await world.carrier.request('core', fillPath(corePaths.payeeCreditNote, { id: note.id })),
    );
    expect(carrierFull).toMatchObject({ status: CreditNoteStatus.AppliedInFull, balanceState: null, balanceCents: 0 });

    // The payor keeps what the notes repaid: its draft is the gross less them.
    const draft = await getDraft(String(secondPayment?.draftId));
    expect(draft).toMatchObject({ grossCents: 180_000, creditNoteCents: 150_000, amountCents: 30_000 });
    const details = await json<PayorPaymentDetails>(
      await world.broker.request('core', fillPath(corePaths.payorPayment, { id: String(secondPayment?.id) })),
    );
    expect(details).toMatchObject({
      grossCents: 80_000,
      creditNoteCents: 50_000,
      amountCents: 30_000,
      creditNotes: [{ id: note.id, amountCents: 50_000 }],
    });
    // A third payment repays nothing more.
    const third = await dueInvoice(world, { grossCents: 10_000, netCents: 10_000 });
    await runPayouts();
    expect(await getPayment(String((await getInvoice(third.id))?.paymentId))).toMatchObject({
      creditNoteCents: 0,
      netCents: 10_000,
    });
  });

  it('repays several notes oldest first and never takes a payment below zero', async () => {
    const world = await moneyWorld();
    const older = await json<PayorCreditNoteDetails>(await issueNote(world, { amountCents: 30_000 }));
    const newer = await json<PayorCreditNoteDetails>(await issueNote(world, { amountCents: 90_000 }));
    const invoice = await dueInvoice(world, { grossCents: 60_000, netCents: 60_000 });
    await runPayouts();
    const payment = await getPayment(String((await getInvoice(invoice.id))?.paymentId));
    expect(payment).toMatchObject({ creditNoteCents: 60_000, netCents: 0 });
    expect(payment?.creditNotes?.map((c) => [c.creditNoteId, c.amountCents])).toEqual([
      [older.id, 30_000],
      [newer.id, 30_000],
    ]);
    expect((await getCreditNote(older.id))?.status).toBe(CreditNoteStatus.AppliedInFull);
    expect(await getCreditNote(newer.id)).toMatchObject({ status: CreditNoteStatus.Outstanding, appliedCents: 30_000 });
  });
});
