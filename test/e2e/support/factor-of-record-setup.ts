import { randomInt } from 'node:crypto';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { Role } from '#shared/enums/role.ts';

/**
 * The factor-of-record journey's own carrier, with a portal admin of its own and three payors, under
 * allocated ids (nothing of the demo data changes): the two debtors the factor names are in the
 * public broker directory (the factor's upload picks debtors there), the third is not named. The
 * carrier's MC and DOT numbers are claimed as registration claims them, so reading the NOA's pages
 * finds the carrier by number. Call it after `connectToLocalStack`.
 */
export async function journeyCarrier() {
  const { createClaimedRelationship, createCompanyWith, createUserWithMfa } = await import('../../support/fixtures.ts');
  const { putCarrierNumberClaim } = await import('#functions/repositories/carrier-numbers.ts');
  // Numbers of a range no demo carrier or registry entry uses, fresh for each run of the journey.
  const mcNumber = String(randomInt(580_000, 590_000));
  const dotNumber = String(randomInt(5_800_000, 5_900_000));
  const carrier = await createCompanyWith(CompanyType.Payee, {
    name: 'Sierra Madre Trucking LLC',
    mcNumber,
    dotNumber,
  });
  await putCarrierNumberClaim('MC', mcNumber, carrier.id);
  await putCarrierNumberClaim('DOT', dotNumber, carrier.id);
  const payor = (name: string, isAdvertised: boolean) =>
    createCompanyWith(CompanyType.Payor, { name, isAdvertised, payorTypeId: 1 });
  const debtors = [await payor('Tamarack Freight Brokers', true), await payor('Juniper Logistics Group', true)];
  const other = await payor('Yucca Valley Shippers', false);
  const relationships = await Promise.all([...debtors, other].map((p) => createClaimedRelationship(carrier, p)));
  const email = await createUserWithMfa(carrier, [Role.PayeeAdmin]);
  return { carrier, debtors, other, relationships, email };
}

type Relationship = Awaited<ReturnType<typeof journeyCarrier>>['relationships'][number];

/**
 * An invoice the payor approved on the relationship (gross = net: Standard Pay, no fee), due today or
 * `dueInDays` days from today.
 */
export async function approvedInvoiceDue(relationship: Relationship, cents: number, dueInDays = 0): Promise<number> {
  const { nextId } = await import('#functions/repositories/counters.ts');
  const { putInvoiceIfAbsent } = await import('#functions/repositories/invoices.ts');
  const { invoiceRecord } = await import('../../support/invoice-records.ts');
  const today = calendarDateIn(new Date());
  const [uploaded, approved] = [addDays(today, -20), addDays(today, -18)];
  const id = await nextId('invoice');
  await putInvoiceIfAbsent(
    invoiceRecord(
      {
        id,
        payeeId: relationship.payeeId,
        payorId: relationship.payorId,
        payorName: relationship.payorName,
        relationshipId: relationship.id,
      },
      {
        invoiceNumber: `SMT-${id}`,
        grossCents: cents,
        netCents: cents,
        status: InvoiceStatus.Approved,
        expectedPayDate: addDays(today, dueInDays),
        dates: { uploaded, approved, approvedSet: approved, statusChange: approved },
        statusHistory: [
          { status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' },
          { status: InvoiceStatus.Approved, at: `${approved}T15:00:00.000Z`, actor: 'payor' },
        ],
      },
    ),
  );
  return id;
}
