import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { canViewPaperwork } from '#shared/permissions/paperwork.ts';
import { hasPayeeLevelFeatures } from '#shared/permissions/payee.ts';
import { hasAnyRole } from '#shared/permissions/roles.ts';
import {
  BillActor,
  payeeMayEdit,
  payorMayDeleteOwnBill,
  payorMayEdit,
  payorMayEditOwnBill,
  payorSeesState,
} from '../domain/bills/transitions.ts';
import { badRequest, forbidden, notFound } from '../lib/http/errors.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import type { AuthContext } from '../lib/http/require-session.ts';
import { type BillParts, type BillRecord, getBillParts } from '../repositories/bills.ts';
import { getDenyListEntry, listPayorsDenyingPayee } from '../repositories/carrier-deny-list.ts';
import { type CompanyRecord, getCompany } from '../repositories/companies.ts';
import { listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
import { concurrentUpdate } from './bill-mutation.ts';

/**
 * Who may see and change paperwork (the issue 4 contract; seeds 000 §6, 001 §6), decided here
 * and nowhere else: every settlement route asks this module.
 *
 * - A payee company's users see their company's bills, except bills of payors that put the
 *   company on their carrier deny list, and none while the company's Restrictions toggle is off.
 *   A driver-only user (no PayeeAdmin or PayeeBilling) sees the bills they created.
 * - A payor user needs PayorSubmission or UserAdmin and accepted terms; they see their company's
 *   bills except the carrier's own stages (pending, exception).
 * - Internal staff (company type -1) may read any bill.
 * A bill the caller may not see does not exist for them (404, no data).
 *
 * Creating and deleting (the bill's origin is kept on it, `createdByCompanyId`):
 * - A payee creates bills for payors it is connected to (claimed, not denying it, its Restrictions
 *   toggle on). A payor's user (with the paperwork role and the terms accepted) creates bills for
 *   carriers with a claimed relationship with the payor, unless the payor denies the carrier
 *   paperwork or the carrier's Restrictions toggle is off: the carrier could not see the bill.
 * - Each side deletes only the bills it created, and only while the bill is with the carrier: the
 *   carrier's administrator while the carrier may still change it; the payor while it is
 *   incomplete or rejected. A delivered bill is kept for both sides' records (the settlement
 *   terms, §5): the payor removes it with its review (`removed`). The carrier cannot delete a bill
 *   its payor created (nor move it to another payor).
 * - A payor may also change the details and charges of a bill it created while it is incomplete
 *   (with the carrier, never submitted), besides its review-time fixes of delivered and submitted bills.
 */
export type PaperworkActor =
  | {
      kind: 'payee';
      companyId: number;
      companyName: string;
      userId: number;
      userName: string;
      /** No PayeeAdmin or PayeeBilling: creates, uploads and sends to the administrator only. */
      driverOnly: boolean;
      /** The company's Restrictions toggle ('Allowed to view paperwork'). */
      viewAllowed: boolean;
    }
  | {
      kind: 'payor';
      companyId: number;
      companyName: string;
      userId: number;
      userName: string;
      roleIds: readonly number[];
      /** PayorSubmission or UserAdmin. */
      hasPaperworkRole: boolean;
      hasAcceptedTerms: boolean;
    }
  | { kind: 'admin'; userId: number; userName: string };

/** Who is calling and how to word field messages for them. */
export type PaperworkCaller = { actor: PaperworkActor; t: Translate };

export type PayeeActor = Extract<PaperworkActor, { kind: 'payee' }>;
export type PayorActor = Extract<PaperworkActor, { kind: 'payor' }>;

const payorPaperworkRoles = [Role.PayorSubmission, Role.UserAdmin] as const;

/** The caller as paperwork sees them; 403 for company types without paperwork. */
export function paperworkActor(auth: AuthContext): PaperworkActor {
  const { user, membership } = auth;
  switch (membership.company.type) {
    case CompanyType.Payee:
      return {
        kind: 'payee',
        companyId: membership.companyId,
        companyName: membership.company.name,
        userId: user.id,
        userName: user.name,
        driverOnly: !hasPayeeLevelFeatures(membership.roleIds),
        viewAllowed: membership.company.isPaperworkViewAllowed ?? true,
      };
    case CompanyType.Payor:
      return {
        kind: 'payor',
        companyId: membership.companyId,
        companyName: membership.company.name,
        userId: user.id,
        userName: user.name,
        roleIds: membership.roleIds,
        hasPaperworkRole: hasAnyRole(membership.roleIds, payorPaperworkRoles),
        hasAcceptedTerms: user.hasAcceptedTerms === true,
      };
    case CompanyType.Triumph:
      return { kind: 'admin', userId: user.id, userName: user.name };
    default:
      throw forbidden();
  }
}

/**
 * The caller may fetch paperwork data at all (seeds 000 §6: "Paperwork data is fetched only if the
 * user is a payee company, or a payor with PayorSubmission or UserAdmin who has accepted terms").
 * A payor without the role gets 403; with it but before accepting the terms, 403 saying so.
 */
export function requirePaperworkData(actor: PaperworkActor): void {
  if (actor.kind !== 'payor') return;
  if (!actor.hasPaperworkRole) throw forbidden();
  const allowed = canViewPaperwork({
    companyType: CompanyType.Payor,
    roleIds: actor.roleIds,
    hasAcceptedTerms: actor.hasAcceptedTerms,
    allowUnacceptedTerms: false,
    isOnCarrierDenyList: false,
  });
  if (!allowed) throw forbidden('errors.paperworkTermsNotAccepted');
}

/** The caller as a payee user (403 for anyone else). */
export function requirePayee(actor: PaperworkActor): PayeeActor {
  if (actor.kind !== 'payee') throw forbidden();
  return actor;
}

/** The caller as a payee administrator or billing user: submitting, resubmitting and deleting are theirs. */
export function requirePayeeAdmin(actor: PaperworkActor): PayeeActor {
  const payee = requirePayee(actor);
  if (payee.driverOnly) throw forbidden();
  return payee;
}

/** The caller as a payor user who may fetch paperwork (403 otherwise). */
export function requirePayor(actor: PaperworkActor): PayorActor {
  if (actor.kind !== 'payor') throw forbidden();
  requirePaperworkData(actor);
  return actor;
}

/**
 * Which payors' paperwork a payee may not view: all of them while its Restrictions toggle is off,
 * otherwise those that put it on their carrier deny list.
 */
export type PayeeBlock = { all: boolean; payorIds: ReadonlySet<number> };

export async function payeeBlock(actor: PayeeActor): Promise<PayeeBlock> {
  if (!actor.viewAllowed) return { all: true, payorIds: new Set() };
  return { all: false, payorIds: new Set(await listPayorsDenyingPayee(actor.companyId)) };
}

/** The same for one payor only: a point read of its deny list entry (reading one bill). */
async function payeeBlockFor(actor: PayeeActor, payorId: number): Promise<PayeeBlock> {
  if (!actor.viewAllowed) return { all: true, payorIds: new Set() };
  const denied = await getDenyListEntry(payorId, actor.companyId);
  return { all: false, payorIds: new Set(denied ? [payorId] : []) };
}

export function isBlocked(block: PayeeBlock, payorId: number): boolean {
  return block.all || block.payorIds.has(payorId);
}

/** Whether the caller sees this bill (payees: `block` from payeeBlock). */
export function billVisibleTo(actor: PaperworkActor, bill: BillRecord, block?: PayeeBlock): boolean {
  switch (actor.kind) {
    case 'payee':
      return (
        bill.payeeId === actor.companyId &&
        canViewPaperwork({
          companyType: CompanyType.Payee,
          roleIds: [],
          hasAcceptedTerms: false,
          allowUnacceptedTerms: false,
          isOnCarrierDenyList: block ? isBlocked(block, bill.payorId) : !actor.viewAllowed,
        }) &&
        (!actor.driverOnly || bill.createdByUserId === actor.userId)
      );
    case 'payor':
      return bill.payorId === actor.companyId && payorSeesState(bill.state);
    case 'admin':
      return true;
  }
}

/** The transition-table actor a caller moves bills as. */
export function billActorOf(actor: PaperworkActor): BillActor | null {
  switch (actor.kind) {
    case 'payee':
      return actor.driverOnly ? BillActor.PayeeDriver : BillActor.PayeeAdmin;
    case 'payor':
      return BillActor.Payor;
    case 'admin':
      return null;
  }
}

/** Whether a payor created this bill (a bill without `createdByCompanyId` is the carrier's own). */
export function createdByPayor(bill: Pick<BillRecord, 'payorId' | 'createdByCompanyId'>): boolean {
  return bill.createdByCompanyId !== undefined && bill.createdByCompanyId === bill.payorId;
}

/** Whether the caller may change this bill's details and charges in its current state. */
export function mayEditBill(actor: PaperworkActor, bill: BillRecord): boolean {
  switch (actor.kind) {
    case 'payee':
      return payeeMayEdit(bill.state);
    case 'payor':
      return (
        payorMayEdit(bill.state) || (bill.createdByCompanyId === actor.companyId && payorMayEditOwnBill(bill.state))
      );
    case 'admin':
      return false;
  }
}

/**
 * Whether the caller may delete this bill (which it sees: checked before), and if not why. The side
 * that created a bill deletes it: the carrier's administrator or billing user while the carrier
 * may still change it (never a bill its payor created), the payor's user while it is incomplete or
 * rejected. `notYours`: the caller may not delete it at all (403); `notNow`: not in this state (400).
 */
export type BillDeletion = 'allowed' | 'notYours' | 'notNow';

export function billDeletion(actor: PaperworkActor, bill: BillRecord): BillDeletion {
  switch (actor.kind) {
    case 'payee':
      if (actor.driverOnly || createdByPayor(bill)) return 'notYours';
      return payeeMayEdit(bill.state) ? 'allowed' : 'notNow';
    case 'payor':
      if (bill.createdByCompanyId !== actor.companyId) return 'notYours';
      return payorMayDeleteOwnBill(bill.state) ? 'allowed' : 'notNow';
    case 'admin':
      return 'notYours';
  }
}

/**
 * Whether the carrier may move this bill to another payor: not a bill its payor created (it is that
 * payor's request for paperwork).
 */
export function mayChangeBillPayor(actor: PaperworkActor, bill: BillRecord): boolean {
  return actor.kind === 'payee' && !createdByPayor(bill);
}

/**
 * The carrier a payor may create a bill for, with their relationship (whose currency the bill
 * takes): a claimed relationship with the payor, not on the payor's carrier deny list, and the
 * carrier's Restrictions toggle on; otherwise 400 on `field` ('No relationship with this carrier
 * was found.'), the same answer whichever check failed, so a payor learns nothing of a carrier's
 * settings.
 */
export async function payeeForPayorBill(
  caller: PaperworkCaller & { actor: PayorActor },
  payeeId: number,
  field: string,
): Promise<{ payee: CompanyRecord; relationship: RelationshipRecord }> {
  const refuse = () => badRequest('errors.validationFailed', { [field]: [caller.t('errors.bill.unknownCarrier')] });
  const payorId = caller.actor.companyId;
  const [payee, relationships, denied] = await Promise.all([
    getCompany(payeeId),
    listRelationships(payeeId),
    getDenyListEntry(payorId, payeeId),
  ]);
  if (!payee || payee.type !== CompanyType.Payee || denied) throw refuse();
  if (payee.isPaperworkViewAllowed === false) throw refuse();
  const relationship = relationships.find((r) => r.payorId === payorId && r.isClaimed);
  if (!relationship) throw refuse();
  return { payee, relationship };
}

/**
 * The whole bill (one Query) if the caller may see it: 403 when the caller may not fetch
 * paperwork at all, 404 when the bill does not exist for them.
 */
export async function visibleBill(actor: PaperworkActor, billId: string): Promise<BillParts> {
  requirePaperworkData(actor);
  const parts = await getBillParts(billId);
  if (!parts) throw notFound();
  const block = actor.kind === 'payee' ? await payeeBlockFor(actor, parts.bill.payorId) : undefined;
  if (!billVisibleTo(actor, parts.bill, block)) throw notFound();
  return parts;
}

/**
 * A bill the caller may read ('read') or whose documents they may change ('edit': its own payee,
 * while the bill is editable; a driver only their own bills). For the document routes. Not
 * editable: 400 with errors.billNotEditable; payors and staff cannot change documents (403). An
 * edit made on a version of the bill the user saw (`expectedVersion`, If-Match) is refused with
 * 409 when the bill is at another version, before its editability is judged.
 */
export async function paperworkBillFor(
  auth: AuthContext,
  billId: string,
  intent: 'read' | 'edit',
  expectedVersion?: ExpectedVersion,
): Promise<BillParts> {
  const actor = paperworkActor(auth);
  const parts = await visibleBill(actor, billId);
  if (intent === 'edit') {
    if (actor.kind !== 'payee') throw forbidden();
    if (expectedVersion && parts.bill.version !== expectedVersion()) throw concurrentUpdate();
    if (!payeeMayEdit(parts.bill.state)) throw badRequest('errors.billNotEditable');
  }
  return parts;
}
