import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LetterOfReleaseType } from '#shared/enums/noa-document.ts';
import { Role } from '#shared/enums/role.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { invoiceRecord } from '../../support/invoice-records.ts';
import { auditedDocument, factorWithAccount } from '../factor-of-record/noa-fixtures.ts';

/** A carrier (a factor's client) with two payors (debtors), a relationship with each. */
export async function clientWithDebtors() {
  const [client, first, second] = await Promise.all([
    createCompany(CompanyType.Payee),
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Payor),
  ]);
  const relationships = await Promise.all([
    createClaimedRelationship(client, first),
    createClaimedRelationship(client, second),
  ]);
  return { client, debtors: [first, second] as const, relationships };
}

/** A factor company with an account and a signed-in user of it. */
export async function signedInFactor(): Promise<{ factor: CompanyRecord; session: ApiSession }> {
  const { factor } = await factorWithAccount();
  const { session } = await ApiSession.signIn(await createUserWithMfa(factor, [Role.UserAdmin]));
  return { factor, session };
}

/** An invoice of a relationship stored as it arrived (no factor: written before any NOA). */
export async function storedInvoice(
  relationship: RelationshipRecord,
  status: InvoiceStatus = InvoiceStatus.Pending,
  uploaded = '2003-02-01',
) {
  const id = await nextId('invoice');
  const invoice = invoiceRecord(
    {
      id,
      payeeId: relationship.payeeId,
      payorId: relationship.payorId,
      payorName: relationship.payorName,
      relationshipId: relationship.id,
    },
    { status, invoiceNumber: `F-${id}`, loadNumber: `FL-${id}`, dates: { uploaded }, payeeName: 'Client Co' },
  );
  await putInvoiceIfAbsent(invoice);
  return invoice;
}

/** A completed NOA of `factorId` for the client, for the named debtors (blanket when none). */
export function completedNoa(factorId: number, payeeId: number, debtorPayorIds: number[], now: Date) {
  return auditedDocument({
    factorId,
    payeeId,
    request:
      debtorPayorIds.length > 0 ? { kind: 'noa', scope: 'debtors', debtorPayorIds } : { kind: 'noa', scope: 'blanket' },
    now,
  });
}

/** A completed global LOR of `factorId` for the client. */
export function completedGlobalLor(factorId: number, payeeId: number, now: Date) {
  return auditedDocument({
    factorId,
    payeeId,
    request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor },
    now,
  });
}
