import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { invoiceRecord } from '../../support/invoice-records.ts';

/** Noon in Chicago on a calendar day: the instant a payout run of that day is made at. */
export const noonOf = (date: string) => new Date(`${date}T18:00:00.000Z`);

type Parties = { payeeId: number; payorId: number; payorName: string; relationshipId: number };

/**
 * Leaves a later payout run to a journey's own invoices: runs the payout as of `day`, paying and
 * drafting whatever other journeys (or the demo data) left due by then, after an invoice of the
 * carrier's due that day that its open credit notes with the payor are repaid from. A run on a
 * later day then pays only the journey's invoices, in a payment and a draft of their own amounts.
 * Call it after `connectToLocalStack`.
 */
export async function clearPayoutsThrough(day: string, parties: Parties): Promise<void> {
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { listOpenCreditNotes } = await import('#functions/repositories/credit-notes.ts');
  const { putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
  const { runPayouts } = await import('#functions/services/payout-run.ts');
  // A payment repays at most 8 notes: a carrier owing more takes another round.
  for (let round = 0; round < 3; round += 1) {
    const open = (await listOpenCreditNotes(parties.payorId)).filter((note) => note.payeeId === parties.payeeId);
    const owedCents = open.reduce((total, note) => total + note.amountCents - note.appliedCents, 0);
    if (owedCents > 0) {
      const id = await nextId('invoice');
      await putInvoiceIfAbsent(
        invoiceRecord(
          { id, ...parties },
          {
            invoiceNumber: `SETTLE-${id}`,
            grossCents: owedCents,
            netCents: owedCents,
            status: InvoiceStatus.Approved,
            expectedPayDate: day,
            dates: { uploaded: day, approved: day, approvedSet: day, statusChange: day },
            statusHistory: [
              { status: InvoiceStatus.Pending, at: noonOf(day).toISOString(), actor: 'payor' },
              { status: InvoiceStatus.Approved, at: noonOf(day).toISOString(), actor: 'payor' },
            ],
          },
        ),
      );
    }
    await runPayouts(noonOf(day));
    if (owedCents === 0) return;
  }
  throw new Error(`The carrier ${parties.payeeId} still owes credit notes to the payor ${parties.payorId}`);
}
