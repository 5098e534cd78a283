import { randomUUID } from 'node:crypto';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { InviteContactKind } from '#shared/enums/payor-relationship.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { Role } from '#shared/enums/role.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  defaultPayorRelationshipSort,
  type InviteCarrier,
  type PayeeNames,
  type PayorRelationship,
  type PayorRelationshipDetails,
  type PayorRelationshipsPage,
  type PayorRelationshipsQuery,
} from '#shared/schemas/payor-relationships.ts';
import type { PayorTerms } from '../domain/invoices/payment-terms.ts';
import { contactMethodIdsOf, offeredTerm, termsOffered } from '../domain/relationships/claim-rules.ts';
import { maskDestination } from '../domain/relationships/masking.ts';
import {
  type CarrierListFacts,
  inviteTarget,
  matchesCarrierSearch,
  matchesClaimedFilter,
  normalisedContact,
  sortCarriers,
} from '../domain/relationships/payor-carriers.ts';
import { temporaryPassword } from '../domain/temporary-password.ts';
import { logger } from '../lib/logger.ts';
import { findCompanyByCarrierNumber } from '../repositories/carrier-numbers.ts';
import { type CompanyRecord, getCompany, newCompanyRecord } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import { putPendingInvitation } from '../repositories/invitations.ts';
import { listCompanyMemberships } from '../repositories/memberships.ts';
import {
  getCompanies,
  getInvitedContact,
  listPayorRelationships,
  type PayorInvoiceFacts,
  payorInvoicesIn,
  writeInvitation,
} from '../repositories/payor-relationships.ts';
import {
  type ContactMethodRecord,
  getPayorRelationship,
  listContactMethods,
  listRelationships,
  openInvoiceStatuses,
  type RelationshipRecord,
} from '../repositories/relationships.ts';
import { createUserIfAbsent, findUserIdByEmail } from '../repositories/users.ts';
import { createCognitoUser } from './cognito-users.ts';
import { sendMessage } from './messages.ts';

/**
 * The payor's carriers (seeds 001 §2 "Carriers"): its relationships as a list and one by one,
 * inviting a carrier, and payee names by ids. Every read starts from the payor's own relationship
 * index, so another payor's relationship or carrier is never found.
 */

/**
 * A relationship's available invoices are the carrier's open invoices with this payor: pending
 * (waiting for review), approved but not yet paid, held, and those waiting on the carrier
 * (MissingCarrier, PendingReissue, MissingBank) — everything the payor still owes, the same set
 * the carrier's own relationship page counts (repositories/relationships.ts openInvoiceStatuses),
 * so both sides show the same figure. Paid, removed and refunded invoices are not owed any more.
 */
const availableStatuses = openInvoiceStatuses;

type Totals = { count: number; amountCents: number };

function totalsByRelationship(invoices: readonly PayorInvoiceFacts[]): Map<number, Totals> {
  const totals = new Map<number, Totals>();
  for (const invoice of invoices) {
    const total = totals.get(invoice.relationshipId) ?? { count: 0, amountCents: 0 };
    total.count += 1;
    total.amountCents += invoice.grossCents;
    totals.set(invoice.relationshipId, total);
  }
  return totals;
}

/** What the payor holds for one carrier, masked as the claim flow shows it. */
function contactMethodsOf(record: RelationshipRecord, methods: readonly ContactMethodRecord[]) {
  const linked = new Set(contactMethodIdsOf(record));
  return methods
    .filter((method) => linked.has(method.id))
    .map((method) => ({
      id: method.id,
      kind: method.kind,
      destination: maskDestination(method.kind, method.destination),
      isPreVerified: method.isPreVerified,
    }));
}

function rowOf(
  record: RelationshipRecord,
  carrier: CompanyRecord | undefined,
  totals: Totals | undefined,
  terms: PayorTerms | null,
  methods: readonly ContactMethodRecord[],
): PayorRelationship {
  const defaultTerm = offeredTerm(terms, record.paymentType) ?? termsOffered(terms)[0];
  if (!defaultTerm) throw new Error('A payor always offers Standard Pay');
  return {
    id: record.id,
    payee: {
      id: record.payeeId,
      name: carrier?.name ?? '',
      mcNumber: carrier?.mcNumber ?? null,
      dotNumber: carrier?.dotNumber ?? null,
    },
    currencyType: { id: record.currencyId },
    isClaimed: record.isClaimed,
    claimedAt: record.claimedAt,
    assignedFactor:
      record.assignedFactorId === null ? null : { id: record.assignedFactorId, name: record.factorName ?? '' },
    availableInvoiceCount: totals?.count ?? 0,
    availableInvoiceAmount: totals?.amountCents ?? 0,
    defaultPaymentTerm: defaultTerm,
    quickPayFeeBps: termsOffered(terms).find((term) => term.isQuickPay)?.feeBps ?? null,
    contactMethods: contactMethodsOf(record, methods),
  };
}

async function contactMethodsByPayee(payeeIds: Iterable<number>): Promise<Map<number, ContactMethodRecord[]>> {
  const unique = [...new Set(payeeIds)];
  const lists = await Promise.all(unique.map((id) => listContactMethods(id)));
  return new Map(unique.map((id, index) => [id, lists[index] ?? []]));
}

/** `GET payor/payee_relationships`: the payor's carriers, searched, filtered, sorted and paged. */
export async function listPayorCarriers(
  payorId: number,
  query: PayorRelationshipsQuery,
): Promise<PayorRelationshipsPage> {
  const [relationships, invoices, payor] = await Promise.all([
    listPayorRelationships(payorId),
    payorInvoicesIn(payorId, availableStatuses),
    getCompany(payorId),
  ]);
  const carriers = await getCompanies(relationships.map((r) => r.payeeId));
  const totals = totalsByRelationship(invoices);
  const facts = relationships
    .filter((r) => query.sessionCurrencyId === undefined || r.currencyId === query.sessionCurrencyId)
    .map((record) => {
      const carrier = carriers.get(record.payeeId);
      const total = totals.get(record.id);
      return {
        record,
        id: record.id,
        name: carrier?.name ?? '',
        mcNumber: carrier?.mcNumber ?? null,
        dotNumber: carrier?.dotNumber ?? null,
        isClaimed: record.isClaimed,
        claimedAt: record.claimedAt,
        availableInvoiceCount: total?.count ?? 0,
        availableInvoiceAmount: total?.amountCents ?? 0,
      } satisfies CarrierListFacts & { record: RelationshipRecord };
    })
    .filter((row) => matchesCarrierSearch(row, query.q ?? '') && matchesClaimedFilter(row, query.claimed));
  const sorted = sortCarriers(
    facts,
    query.sortField ?? defaultPayorRelationshipSort.sortField,
    query.sortAsc ?? defaultPayorRelationshipSort.sortAsc,
  );
  const page = pageOf(sorted, query);
  // Contact methods are read only for the rows shown.
  const methods = await contactMethodsByPayee(page.items.map((row) => row.record.payeeId));
  const terms = payor?.payorTerms ?? null;
  return {
    ...page,
    items: page.items.map(({ record }) =>
      rowOf(record, carriers.get(record.payeeId), totals.get(record.id), terms, methods.get(record.payeeId) ?? []),
    ),
  };
}

/** How many open invoices the details show (newest upload first). */
const recentInvoiceCount = 10;

async function detailsOf(payorId: number, record: RelationshipRecord): Promise<PayorRelationshipDetails> {
  const [carrier, invoices, payor, methods] = await Promise.all([
    getCompany(record.payeeId),
    payorInvoicesIn(payorId, availableStatuses, record.id),
    getCompany(payorId),
    listContactMethods(record.payeeId),
  ]);
  const row = rowOf(
    record,
    carrier ?? undefined,
    totalsByRelationship(invoices).get(record.id),
    payor?.payorTerms ?? null,
    methods,
  );
  const recent = [...invoices]
    .sort((a, b) => b.dates.uploaded.localeCompare(a.dates.uploaded) || b.id - a.id)
    .slice(0, recentInvoiceCount)
    .map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      loadNumber: invoice.loadNumber,
      statusId: invoice.status,
      grossCents: invoice.grossCents,
      uploadedDate: invoice.dates.uploaded,
    }));
  return { ...row, invitedAt: record.invitedAt ?? null, recentInvoices: recent };
}

/** `GET payor/payee_relationships/{id}`: one of the payor's relationships, or null (another payor's looks unknown). */
export async function getPayorCarrier(
  payorId: number,
  relationshipId: number,
): Promise<PayorRelationshipDetails | null> {
  const record = await getPayorRelationship(payorId, relationshipId);
  return record ? detailsOf(payorId, record) : null;
}

/** `POST payor/payee_names`: names of the given payees that are this payor's carriers; others are left out. */
export async function payorPayeeNames(payorId: number, ids: readonly number[]): Promise<PayeeNames> {
  const related = new Set((await listPayorRelationships(payorId)).map((r) => r.payeeId));
  const wanted = [...new Set(ids)].filter((id) => related.has(id));
  const companies = await getCompanies(wanted);
  return {
    names: wanted.flatMap((id) => {
      const company = companies.get(id);
      return company ? [{ id, name: company.name }] : [];
    }),
  };
}

/** Who invites, from where. */
export type PayorInviter = {
  payorId: number;
  payorName: string;
  userId: number;
  t: Translate;
  /** The portal's address, for the link in the invitation. */
  origin: string;
  now: Date;
};

export type InviteResult =
  | { kind: 'created'; relationship: PayorRelationshipDetails }
  | { kind: 'existing'; relationship: PayorRelationshipDetails }
  | { kind: 'numbersDisagree' }
  | { kind: 'newCarrierNeedsEmail' }
  | { kind: 'concurrentInvitation' };

async function existingAnswer(payorId: number, relationshipId: number): Promise<InviteResult> {
  const relationship = await getPayorCarrier(payorId, relationshipId);
  return relationship ? { kind: 'existing', relationship } : { kind: 'concurrentInvitation' };
}

/**
 * `POST payor/payee_relationships`: invites a carrier by email or text. The same contact invited
 * again, or a carrier (by MC/DOT) the payor is already related to, answers the relationship it
 * has. Otherwise one transaction writes the unclaimed relationship, its contact method, the
 * carrier company when the carrier is not on LanePay yet, and the invitation message; the carrier's
 * claim flow completes it with a code sent to that contact. A new carrier's invited address is
 * invited to join its company (a new address gets an account with a temporary password), which
 * only happens while nobody belongs to that company.
 */
export async function inviteCarrier(inviter: PayorInviter, input: InviteCarrier): Promise<InviteResult> {
  const kind = input.contactKind;
  const destination = normalisedContact(kind, kind === InviteContactKind.Email ? input.email : input.phoneNumber);
  const [invitedBefore, companyByMc, companyByDot] = await Promise.all([
    getInvitedContact(inviter.payorId, destination),
    input.mcNumber ? findCompanyByCarrierNumber('MC', input.mcNumber) : null,
    input.dotNumber ? findCompanyByCarrierNumber('DOT', input.dotNumber) : null,
  ]);
  const carrierId = companyByMc ?? companyByDot;
  const related =
    carrierId === null ? undefined : (await listRelationships(carrierId)).find((r) => r.payorId === inviter.payorId);
  const target = inviteTarget({
    invitedBefore,
    companyByMc,
    companyByDot,
    relationshipWithCarrier: related?.id ?? null,
    contactKind: kind,
  });
  switch (target.kind) {
    case 'existing':
      return existingAnswer(inviter.payorId, target.relationshipId);
    case 'numbersDisagree':
    case 'newCarrierNeedsEmail':
      return { kind: target.kind };
    case 'knownCarrier':
    case 'newCarrier':
      break;
  }

  const at = inviter.now.toISOString();
  const payor = await getCompany(inviter.payorId);
  const newCompany: CompanyRecord | null =
    target.kind === 'newCarrier'
      ? newCompanyRecord({
          id: await nextId('company'),
          guid: randomUUID(),
          name: input.carrierName,
          type: CompanyType.Payee,
          dotNumber: input.dotNumber || null,
          mcNumber: input.mcNumber || null,
          createdAt: at,
        })
      : null;
  const payeeId = newCompany?.id ?? (target.kind === 'knownCarrier' ? target.payeeId : 0);
  const carrier = newCompany ?? (await getCompany(payeeId));
  const known = newCompany ? [] : await listContactMethods(payeeId);
  const sameContact = known.find((m) => m.kind === kind && m.destination.toLowerCase() === destination.toLowerCase());
  const newContactMethod: ContactMethodRecord | null = sameContact
    ? null
    : { id: await nextId('contactMethod'), payeeId, kind, destination, isPreVerified: false };
  const contactMethodId = sameContact?.id ?? newContactMethod?.id ?? 0;
  const relationship: RelationshipRecord = {
    id: await nextId('relationship'),
    payeeId,
    payorId: inviter.payorId,
    payorName: inviter.payorName,
    payorTypeId: payor?.payorTypeId ?? null,
    currencyId: input.currencyId,
    isClaimed: false,
    claimedAt: null,
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Contacted,
    contactMethodId,
    contactMethodIds: [contactMethodId],
    // Standard Pay until the carrier chooses a term when it claims.
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: null,
    assignedFactorId: null,
    factorName: null,
    createdAt: at,
    invitedAt: at,
    invitedByUserId: inviter.userId,
    version: 1,
  };
  const params = {
    payor: inviter.payorName,
    carrier: carrier?.name ?? input.carrierName,
    link: `${inviter.origin}/payee/unclaimed-relationships`,
  };
  const written = await writeInvitation({
    newCompany,
    relationship,
    newContactMethod,
    invitedContact: { payorId: inviter.payorId, destination, payeeId, relationshipId: relationship.id },
    message: {
      id: randomUUID(),
      channel: kind === InviteContactKind.Email ? 'email' : 'text',
      to: destination,
      subject: inviter.t('emails.carrierInvitation.subject', params),
      body: inviter.t(`emails.carrierInvitation.${kind === InviteContactKind.Email ? 'email' : 'text'}`, params),
      createdAt: at,
    },
  });
  if (!written) {
    // A concurrent invitation of the same contact got in first: its relationship is the answer.
    const again = await getInvitedContact(inviter.payorId, destination);
    return again ? existingAnswer(inviter.payorId, again.relationshipId) : { kind: 'concurrentInvitation' };
  }
  logger.info('Carrier invited', { payorId: inviter.payorId, payeeId, relationshipId: relationship.id, kind });
  if (kind === InviteContactKind.Email && carrier && (await listCompanyMemberships(payeeId)).length === 0) {
    await inviteToCarrierCompany(inviter, carrier, destination);
  }
  const details = await detailsOf(inviter.payorId, relationship);
  return { kind: 'created', relationship: details };
}

/**
 * Invites the address to join a carrier company nobody belongs to yet, as its PayeeAdmin, the way
 * a company admin invites a user (services/user-management.ts): a new address gets a portal account
 * and a temporary password whose first sign-in accepts; an existing account answers the invitation
 * itself. A second invitation of the same address while one is pending sends nothing.
 */
async function inviteToCarrierCompany(inviter: PayorInviter, carrier: CompanyRecord, email: string): Promise<void> {
  const at = inviter.now.toISOString();
  const hadAccount = (await findUserIdByEmail(email)) !== null;
  const created =
    !hadAccount &&
    (await createUserIfAbsent({
      id: await nextId('user'),
      guid: randomUUID(),
      email,
      name: carrier.name,
      phoneNumber: null,
      cognitoSub: null,
      defaultCompanyId: carrier.id,
      language: null,
      memberships: [],
      createdAt: at,
    }));
  const invited = await putPendingInvitation({
    id: randomUUID(),
    companyId: carrier.id,
    company: { id: carrier.id, name: carrier.name, type: carrier.type },
    email,
    roleIds: [Role.PayeeAdmin],
    invitedByUserId: inviter.userId,
    invitedAt: at,
    state: 'pending',
    createdAccount: created,
    resolvedAt: null,
  });
  if (!invited) return;
  const { t } = inviter;
  if (created) {
    const password = temporaryPassword();
    await createCognitoUser(email, carrier.name, password);
    await sendMessage({
      channel: 'email',
      to: email,
      subject: t('profile.emails.welcome.subject'),
      body: t('profile.emails.welcome.body', { name: carrier.name, company: carrier.name, password }),
    });
  } else {
    await sendMessage({
      channel: 'email',
      to: email,
      subject: t('profile.emails.invitation.subject', { company: carrier.name }),
      body: t('profile.emails.invitation.body', { company: carrier.name }),
    });
  }
}
