import { serviceTimes } from '#shared/constants/payments.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { selectCarrierJoinerRoles } from '#shared/permissions/payee.ts';
import { hasAnyRole, type RoleIds } from '#shared/permissions/roles.ts';
import type { SelectCarrier, SelectCarrierAccepted } from '#shared/schemas/payee-dashboard.ts';
import { percentageOfBps } from '#shared/schemas/payee-invoices.ts';
import type { Invoice, InvoiceRelationship } from '../domain/invoices/invoice.ts';
import type { PayorTerms } from '../domain/invoices/payment-terms.ts';
import { quickPayableStatuses } from '../domain/invoices/quick-pay-quote.ts';
import { offeredTerm } from '../domain/invoices/term-election.ts';
import {
  invoicesToElectOnJoining,
  qualifiesForAutomaticQuickPay,
  type SelectCarrierMember,
  selectCarrierBadge,
  selectCarrierTermsVersion,
} from '../domain/select-carrier/select-carrier.ts';
import { listAllPayeeInvoices } from '../repositories/invoices.ts';
import { writeCompanyFields } from '../repositories/memberships.ts';
import { listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
import {
  getSelectCarrierMembership,
  getSelectCarrierRateBps,
  putSelectCarrierMembershipIfAbsent,
  type SelectCarrierMembershipRecord,
} from '../repositories/select-carrier.ts';
import { electInvoiceTerm, invoiceRelationshipOf, payorTermsOf } from './invoice-details.ts';

/** Only a PayeeAdmin may join the programme for the company (it changes how every invoice is paid). */
export function mayJoinSelectCarrier(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, selectCarrierJoinerRoles);
}

/** The payee's relationships and the terms of each payor it works with. */
async function loadBusiness(payeeId: number) {
  const relationships = await listRelationships(payeeId);
  const payorIds = [...new Set(relationships.map((r) => r.payorId))];
  const terms = new Map<number, PayorTerms | null>(
    await Promise.all(payorIds.map(async (id) => [id, await payorTermsOf(id)] as const)),
  );
  return { relationships, termsOf: (payorId: number) => terms.get(payorId) ?? null };
}

/** The invoices joining (or joining again) would move to QuickPay now under `member`'s rate. */
async function invoicesToElect(
  payeeId: number,
  relationships: readonly RelationshipRecord[],
  termsOf: (payorId: number) => PayorTerms | null,
  member: SelectCarrierMember,
): Promise<Invoice[]> {
  const qualifying = relationships.filter((r) => qualifiesForAutomaticQuickPay(member, r, termsOf(r.payorId)));
  if (qualifying.length === 0) return [];
  const invoices = await listAllPayeeInvoices({ payeeId, statuses: quickPayableStatuses });
  return invoicesToElectOnJoining({
    invoices,
    relationships: new Map<number, InvoiceRelationship>(relationships.map((r) => [r.id, invoiceRelationshipOf(r)])),
    termsOf,
    member,
  });
}

function offerOf(input: {
  rateBps: number;
  membership: SelectCarrierMembershipRecord | null;
  relationships: readonly RelationshipRecord[];
  termsOf: (payorId: number) => PayorTerms | null;
  eligible: readonly Invoice[];
  canJoin: boolean;
}): SelectCarrier {
  const { membership, relationships, termsOf } = input;
  const member: SelectCarrierMember = { rateBps: membership?.rateBps ?? input.rateBps };
  const payors = relationships
    .filter((r) => r.isClaimed)
    .flatMap((r) => {
      const quickPay = offeredTerm(termsOf(r.payorId), PaymentType.QuickPay);
      if (!quickPay) return [];
      return [
        {
          payeeRelationshipId: r.id,
          payorName: r.payorName,
          percentageFee: percentageOfBps(quickPay.feeBps),
          qualifies: qualifiesForAutomaticQuickPay(member, r, termsOf(r.payorId)),
          isFactored: r.assignedFactorId !== null,
        },
      ];
    })
    .sort((a, b) => a.percentageFee - b.percentageFee || a.payorName.localeCompare(b.payorName));
  const gross = new Map<number, number>();
  for (const invoice of input.eligible)
    gross.set(invoice.currencyId, (gross.get(invoice.currencyId) ?? 0) + invoice.grossCents);
  return {
    badge: selectCarrierBadge({ isMember: membership !== null, canJoin: input.canJoin, relationships }),
    isRateAccepted: membership !== null,
    rateBps: input.rateBps,
    ratePercentage: percentageOfBps(input.rateBps),
    acceptedRateBps: membership?.rateBps ?? null,
    acceptedAt: membership?.acceptedAt ?? null,
    acceptedByName: membership?.acceptedByName ?? null,
    connectionHours: serviceTimes.selectCarrierConnectionHours,
    payors,
    eligibleInvoices: {
      count: input.eligible.length,
      byCurrency: [...gross]
        .map(([currencyId, grossCents]) => ({ currencyId, grossCents }))
        .sort((a, b) => a.currencyId - b.currencyId),
    },
  };
}

/**
 * The Select Carrier offer for the signed-in payee (seeds 000 §2.5, §3, §9): the programme's rate,
 * whether the carrier is a member (and at which rate), which of its payors qualify for automatic
 * QuickPay, and which invoices joining would move to QuickPay now.
 */
export async function selectCarrierOffer(payeeId: number, roleIds: RoleIds): Promise<SelectCarrier> {
  const [rateBps, membership, business] = await Promise.all([
    getSelectCarrierRateBps(),
    getSelectCarrierMembership(payeeId),
    loadBusiness(payeeId),
  ]);
  const member = { rateBps: membership?.rateBps ?? rateBps };
  const eligible = await invoicesToElect(payeeId, business.relationships, business.termsOf, member);
  return offerOf({ rateBps, membership, ...business, eligible, canJoin: mayJoinSelectCarrier(roleIds) });
}

/**
 * A PayeeAdmin accepts the Select Carrier terms for its company (idempotent): the first acceptance
 * records the programme's rate of the moment as the member's threshold and stands; the company's
 * isRateAccepted flag is set (on the company and its members' copies, so current_user shows it);
 * then every pending or approved invoice with a qualifying payor whose term may still change is
 * elected QuickPay through the ordinary election (term locks respected, free QuickPays first).
 * Repeating it elects what is left to elect, usually nothing.
 */
export async function joinSelectCarrier(input: {
  payeeId: number;
  userId: number;
  userName: string;
  roleIds: RoleIds;
  now?: Date;
}): Promise<SelectCarrierAccepted> {
  const now = input.now ?? new Date();
  const rateBps = await getSelectCarrierRateBps();
  const membership = await putSelectCarrierMembershipIfAbsent({
    payeeId: input.payeeId,
    rateBps,
    acceptedAt: now.toISOString(),
    acceptedByUserId: input.userId,
    acceptedByName: input.userName,
    termsVersion: selectCarrierTermsVersion,
  });
  await writeCompanyFields(input.payeeId, { isRateAccepted: true });

  const business = await loadBusiness(input.payeeId);
  const toElect = await invoicesToElect(input.payeeId, business.relationships, business.termsOf, membership);
  let electedInvoiceCount = 0;
  // One at a time: elections on one relationship share its free QuickPay count.
  for (const invoice of toElect) {
    const result = await electInvoiceTerm({
      payeeId: input.payeeId,
      invoiceId: invoice.id,
      paymentType: PaymentType.QuickPay,
      by: { userId: input.userId, name: input.userName },
      now,
    });
    if (result.kind === 'ok' && result.changed) electedInvoiceCount += 1;
  }

  const eligible = await invoicesToElect(input.payeeId, business.relationships, business.termsOf, membership);
  return {
    ...offerOf({ rateBps, membership, ...business, eligible, canJoin: mayJoinSelectCarrier(input.roleIds) }),
    electedInvoiceCount,
  };
}
