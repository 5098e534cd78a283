import { randomUUID } from 'node:crypto';
import { maxPaperworkFileSizeInMB, paperworkContentTypes } from '#shared/constants/paperwork.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BillState, payeeBillGroups, payorBillGroups } from '#shared/enums/bill-state.ts';
import { ImageType } from '#shared/enums/paperwork.ts';
import { Role } from '#shared/enums/role.ts';
import { defaultLanguage } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type {
  Bill,
  BillListQuery,
  BillListResponse,
  BillValidationRules,
  CreateBillBody,
  UpdateBillBody,
  UpdateBillByPayeeBody,
} from '#shared/schemas/bills.ts';
import { billIdForRequest } from '../domain/bills/bill-id.ts';
import { type BillSortField, billListPage, type ListableBill } from '../domain/bills/bill-list.ts';
import { chargesTotal } from '../domain/bills/charges.ts';
import { unmetRequirements } from '../domain/bills/completeness.ts';
import {
  BillActor,
  canTransition,
  initialBillState,
  payeeMayEdit,
  payorSeesState,
  requiresNote,
} from '../domain/bills/transitions.ts';
import { config } from '../lib/config.ts';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http/errors.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { logger } from '../lib/logger.ts';
import { deleteBillDocumentObjects } from '../repositories/bill-documents.ts';
import {
  anyBill,
  type BillHistoryRecord,
  type BillParts,
  type BillRecord,
  deleteBillItem,
  deleteBillPartition,
  getBillParts,
  listPayeeBills,
  listPayorBills,
  putBillIfAbsent,
} from '../repositories/bills.ts';
import { getDenyListEntry } from '../repositories/carrier-deny-list.ts';
import { listCompanyMemberships } from '../repositories/memberships.ts';
import { listRelationships, type RelationshipRecord } from '../repositories/relationships.ts';
import { getUsers } from '../repositories/users.ts';
import { type BillStep, changeBill, concurrentUpdate } from './bill-mutation.ts';
import { submitOneBill } from './bill-submission.ts';
import { billSummaryView, billView, paperworkTypeCodeName } from './bill-views.ts';
import { sendMessage } from './messages.ts';
import {
  billDeletion,
  billVisibleTo,
  mayChangeBillPayor,
  mayEditBill,
  type PaperworkActor,
  type PaperworkCaller,
  type PayeeActor,
  payeeBlock,
  payeeForPayorBill,
  requirePaperworkData,
  requirePayee,
  requirePayeeAdmin,
  requirePayor,
  visibleBill,
} from './paperwork-access.ts';
import { requiredImageTypeIds } from './paperwork-requirements.ts';

const allStates = Object.values(BillState);
/** The states each kind of caller can see (payors never see the carrier's pending and exception). */
function visibleStates(actor: PaperworkActor): BillState[] {
  return actor.kind === 'payor' ? allStates.filter(payorSeesState) : allStates;
}

/** Paperwork (image) types a bill may be of: every document type but the combined one the server makes. */
const paperworkTypeIds = new Set<number>(Object.values(ImageType).filter((id) => id !== ImageType.Combined));

/** GET /bills/{id}: the whole bill, if the caller may see it. */
export async function getBillView(actor: PaperworkActor, billId: string): Promise<Bill> {
  return billView(await visibleBill(actor, billId));
}

/**
 * The bill a payee may create or move for this payor: a claimed relationship, no deny list entry
 * and the Restrictions toggle on; otherwise 400 on `field` ('A valid broker must be selected.').
 */
async function payorForPayee(caller: PaperworkCaller & { actor: PayeeActor }, payorId: number, field: string) {
  const refuse = () => badRequest('errors.validationFailed', { [field]: [caller.t('paperwork.validation.broker')] });
  if (!caller.actor.viewAllowed) throw refuse();
  const relationship = (await listRelationships(caller.actor.companyId)).find(
    (r: RelationshipRecord) => r.payorId === payorId && r.isClaimed,
  );
  if (!relationship) throw refuse();
  if (await getDenyListEntry(payorId, caller.actor.companyId)) throw refuse();
  return relationship;
}

function checkPaperworkType(caller: PaperworkCaller, paperworkTypeId: number | null | undefined): void {
  if (paperworkTypeId !== undefined && paperworkTypeId !== null && !paperworkTypeIds.has(paperworkTypeId)) {
    throw badRequest('errors.validationFailed', { paperworkTypeId: [caller.t('paperwork.validation.docType')] });
  }
}

function historyEntry(
  billId: string,
  from: BillState | null,
  to: BillState,
  by: string,
  at: string,
  note: string | null = null,
): BillHistoryRecord {
  return { billId, eventId: randomUUID(), from, to, at, by, note };
}

/**
 * POST /bills: a new bill, `incomplete`. A payee's is for one of its claimed payors (`payorId`); a
 * driver's upload sent to the administrator waits as `pending`, and the carrier's administrators
 * get an email. A payor's user creates one for a carrier it may give paperwork to (`payeeId`,
 * services/paperwork-access.ts): the bill is the carrier's to fill in and submit, its history names
 * the payor's user and company, and the carrier's administrators get an email.
 */
export async function createBill(
  caller: PaperworkCaller,
  body: CreateBillBody,
  idempotencyKey?: string,
  now = new Date(),
): Promise<{ bill: Bill; replayed: boolean }> {
  checkPaperworkType(caller, body.paperworkTypeId);
  const created = caller.actor.kind === 'payor' ? await payorBill(caller, body) : await payeeBill(caller, body);
  const at = now.toISOString();
  const bill: BillRecord = {
    attachedDocuments: {},
    id: idempotencyKey === undefined ? randomUUID() : billIdForRequest(created.userId, idempotencyKey),
    ...created.parties,
    state: created.state,
    loadOrInvoiceNumber: body.loadOrInvoiceNumber,
    paperworkTypeId: body.paperworkTypeId ?? null,
    charges: [],
    createdDate: calendarDateIn(now),
    createdAt: at,
    updatedAt: at,
    submittedAt: null,
    sentToAdminBy: created.state === BillState.Pending ? created.by : null,
    createdByUserId: created.userId,
    ...(created.createdByCompanyId === undefined ? {} : { createdByCompanyId: created.createdByCompanyId }),
    version: 1,
  };
  const history = historyEntry(bill.id, null, created.state, created.by, at);
  if (!(await putBillIfAbsent(bill, [history]))) {
    if (idempotencyKey === undefined) throw new Error(`Bill id ${bill.id} taken`);
    return { bill: await earlierBill(bill), replayed: true };
  }
  if (created.state === BillState.Pending) await notifyAdmins(bill, 'billSentToAdmin', { driver: created.by });
  if (created.createdByCompanyId !== undefined) await notifyAdmins(bill, 'billFromPayor', { by: created.userName });
  return { bill: billView({ bill, documents: [], history: [history] }), replayed: false };
}

/**
 * The bill an earlier request with the same idempotency key created (the id is the user's and the
 * key's), as it is now; 409 when that request asked for another bill.
 */
async function earlierBill(asked: BillRecord): Promise<Bill> {
  const parts = await getBillParts(asked.id);
  if (!parts) throw concurrentUpdate();
  const { bill } = parts;
  const same =
    bill.payeeId === asked.payeeId &&
    bill.payorId === asked.payorId &&
    bill.paperworkTypeId === asked.paperworkTypeId &&
    bill.loadOrInvoiceNumber === asked.loadOrInvoiceNumber &&
    bill.createdByUserId === asked.createdByUserId;
  if (!same) throw new HttpError(409, ErrorCode.Conflict, 'paperwork.validation.requestReused');
  return billView(parts);
}

type NewBillParties = {
  parties: Pick<BillRecord, 'payeeId' | 'payeeName' | 'payorId' | 'payorName' | 'currencyTypeId'>;
  state: BillState;
  userId: number;
  userName: string;
  /** Who the history names as the creator. */
  by: string;
  createdByCompanyId?: number;
};

/** The carrier's own new bill (a payee caller). */
async function payeeBill(caller: PaperworkCaller, body: CreateBillBody): Promise<NewBillParties> {
  const actor = requirePayee(caller.actor);
  if (body.payorId === undefined) {
    throw badRequest('errors.validationFailed', { payorId: [caller.t('paperwork.validation.broker')] });
  }
  const relationship = await payorForPayee({ ...caller, actor }, body.payorId, 'payorId');
  return {
    parties: {
      payeeId: actor.companyId,
      payeeName: actor.companyName,
      payorId: relationship.payorId,
      payorName: relationship.payorName,
      currencyTypeId: relationship.currencyId,
    },
    state: initialBillState({ isDriverOnly: actor.driverOnly, sendToAdmin: body.sendToAdmin === true }),
    userId: actor.userId,
    userName: actor.userName,
    by: actor.userName,
  };
}

/** A payor's new bill for one of its carriers (a payor caller with paperwork access). */
async function payorBill(caller: PaperworkCaller, body: CreateBillBody): Promise<NewBillParties> {
  const actor = requirePayor(caller.actor);
  if (body.payorId !== undefined && body.payorId !== actor.companyId) {
    throw badRequest('errors.validationFailed', { payorId: [caller.t('paperwork.validation.broker')] });
  }
  if (body.payeeId === undefined) {
    throw badRequest('errors.validationFailed', { payeeId: [caller.t('paperwork.validation.carrier')] });
  }
  const { payee, relationship } = await payeeForPayorBill({ ...caller, actor }, body.payeeId, 'payeeId');
  return {
    parties: {
      payeeId: payee.id,
      payeeName: payee.name,
      payorId: actor.companyId,
      payorName: relationship.payorName,
      currencyTypeId: relationship.currencyId,
    },
    state: BillState.Incomplete,
    userId: actor.userId,
    userName: actor.userName,
    // The history names people; a payor's user also by company, so the carrier sees who asked.
    by: `${actor.userName} (${actor.companyName})`,
    createdByCompanyId: actor.companyId,
  };
}

/**
 * Emails the carrier's administrators about a bill waiting for them: a driver sent them paperwork
 * to submit (`billSentToAdmin`), or the payor created a bill for them to fill in (`billFromPayor`).
 */
async function notifyAdmins(
  bill: BillRecord,
  kind: 'billSentToAdmin' | 'billFromPayor',
  extra: Record<string, string>,
): Promise<void> {
  const members = await listCompanyMemberships(bill.payeeId);
  const adminIds = members.filter((m) => m.roleIds.includes(Role.PayeeAdmin)).map((m) => m.userId);
  const admins = await getUsers(adminIds);
  const link = `${config().APP_ORIGIN}/payee/paperwork/${bill.id}`;
  const params = { ...extra, loadNumber: bill.loadOrInvoiceNumber, payor: bill.payorName, link };
  const keys =
    kind === 'billSentToAdmin'
      ? { subject: 'emails.billSentToAdmin.subject', body: 'emails.billSentToAdmin.body' }
      : { subject: 'paperwork.emails.billFromPayor.subject', body: 'paperwork.emails.billFromPayor.body' };
  await Promise.all(
    admins.map((admin) => {
      const t = catalogTranslator(serverMessages, admin.language ?? defaultLanguage);
      return sendMessage({
        channel: 'email',
        to: admin.email,
        subject: t(keys.subject, params),
        body: t(keys.body, params),
      });
    }),
  );
}

/** The bills a caller may see in full (before filters): their company's, as the access rules say. */
async function visibleBills(actor: PaperworkActor, query: BillListQuery): Promise<BillRecord[]> {
  switch (actor.kind) {
    case 'payee': {
      const [bills, block] = await Promise.all([listPayeeBills(actor.companyId), payeeBlock(actor)]);
      return bills.filter((bill) => billVisibleTo(actor, bill, block));
    }
    case 'payor':
      return (await listPayorBills(actor.companyId)).filter((bill) => billVisibleTo(actor, bill));
    case 'admin': {
      // Staff have no list of their own: they name the carriers or payors whose bills to read.
      const payeeIds = query['q[payee_id_in]'] ?? [];
      const payorIds = query['q[payor_id_in]'] ?? [];
      if (payeeIds.length === 0 && payorIds.length === 0) {
        throw badRequest('errors.validationFailed', { 'q[payee_id_in]': [] });
      }
      const lists = await Promise.all([...payeeIds.map(listPayeeBills), ...payorIds.map(listPayorBills)]);
      return [...new Map(lists.flat().map((bill) => [bill.id, bill])).values()];
    }
  }
}

/**
 * GET /bills: one page of the caller's bills, filtered and sorted, with the filter pickers (from the
 * whole visible list) and totals per state (from the filtered list, ignoring the state filter).
 * Reads only the caller's index partition. Payors' default order is the newest submission first
 * (seeds 001), everyone else's the newest bill first.
 */
export async function listBills(actor: PaperworkActor, query: BillListQuery): Promise<BillListResponse> {
  requirePaperworkData(actor);
  const bills = await visibleBills(actor, query);
  const rows: (ListableBill & { record: BillRecord })[] = bills.map((bill) => ({
    ...bill,
    totalAmount: chargesTotal(bill.charges),
    record: bill,
  }));
  const sortField: BillSortField = query.sortField ?? (actor.kind === 'payor' ? 'submittedAt' : 'createdAt');
  const page = billListPage(rows, {
    filter: {
      createdFrom: query['q[created_date_gteq]'],
      createdTo: query['q[created_date_lteq]'],
      loadOrInvoiceNumber: query['q[load_or_invoice_number_cont]'],
      payeeIds: query['q[payee_id_in]'],
      payorIds: query['q[payor_id_in]'],
      states: query['q[state_in]'],
      currencyTypeId: query['q[currency_type_id_eq]'],
    },
    visibleStates: visibleStates(actor),
    sortField,
    sortAsc: query.sortAsc ?? false,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    bills: page.rows.map((row) => billSummaryView(row.record)),
    payorIds: page.payorIds,
    payeeIds: page.payeeIds,
    names: page.names,
    totals: page.totals,
    page: page.page,
    pageSize: page.pageSize,
    totalCount: page.totalCount,
    hasMore: page.hasMore,
  };
}

/**
 * GET /bills/statuses: the states the caller can see, named in their language, and their grouping.
 * Reference data, no bills: a payor reads it before accepting the terms too.
 */
export function billStatuses(caller: PaperworkCaller) {
  const states = visibleStates(caller.actor);
  const groups: Readonly<Record<string, readonly BillState[]>> =
    caller.actor.kind === 'payee' ? payeeBillGroups : payorBillGroups;
  return {
    statuses: states.map((state) => ({ id: state, name: caller.t(`paperwork.validation.billState.${state}`) })),
    groups: Object.fromEntries(Object.entries(groups).map(([group, members]) => [group, [...members]])),
  };
}

/**
 * GET /bills/present: whether the caller has any bill to see. Answers before the terms are
 * accepted (it drives the payor's Settlements entry); a payor without a paperwork role, and
 * staff (who have no bills of their own), get false.
 */
export async function billsPresent(actor: PaperworkActor): Promise<boolean> {
  switch (actor.kind) {
    case 'payee': {
      const block = await payeeBlock(actor);
      return anyBill({ payeeId: actor.companyId }, (bill) => billVisibleTo(actor, bill, block));
    }
    case 'payor':
      if (!actor.hasPaperworkRole) return false;
      return anyBill({ payorId: actor.companyId }, (bill) => billVisibleTo(actor, bill));
    case 'admin':
      return false;
  }
}

/** GET /bills/{id}/paperwork_type. */
export async function billPaperworkType(actor: PaperworkActor, billId: string) {
  const { bill } = await visibleBill(actor, billId);
  return { paperworkTypeId: bill.paperworkTypeId, codeName: paperworkTypeCodeName(bill.paperworkTypeId) };
}

/** GET /bills/{id}/validation_rules: what the bill's payor requires, and what is still missing now. */
export async function billValidationRules(actor: PaperworkActor, billId: string): Promise<BillValidationRules> {
  const parts = await visibleBill(actor, billId);
  const required = await requiredImageTypeIds(parts.bill.payorId);
  const unmet = unmetRequirements({
    charges: parts.bill.charges,
    documents: parts.documents,
    requiredImageTypeIds: required,
  });
  return {
    linehaulRequired: true,
    requiredImageTypeIds: required,
    maxFileSizeInMB: maxPaperworkFileSizeInMB,
    contentTypes: [...paperworkContentTypes],
    unmet: unmet.map((requirement) => requirement.key),
  };
}

/**
 * PUT /bills/{id}: the payor's review — a move along the payor's transitions (rejecting needs a
 * note, kept in the history) — and fixes of the load or invoice number while the bill is
 * delivered or submitted (or incomplete, on a bill the payor created). Made on the version of the
 * bill the reviewer saw (`expected`, If-Match): when it changed since, 409 (bill-mutation.ts).
 * Asking for the state the bill is in, on its current version, changes nothing.
 */
export async function reviewBill(
  caller: PaperworkCaller,
  billId: string,
  body: UpdateBillBody,
  expected: ExpectedVersion,
): Promise<Bill> {
  const actor = requirePayor(caller.actor);
  const now = new Date().toISOString();
  await changeBill(
    billId,
    (parts) => {
      const { bill } = parts;
      if (!billVisibleTo(actor, bill)) throw notFound();
      const moving = body.state !== undefined && body.state !== bill.state;
      const renaming = body.loadOrInvoiceNumber !== undefined && body.loadOrInvoiceNumber !== bill.loadOrInvoiceNumber;
      if (moving && body.state && !canTransition(BillActor.Payor, bill.state, body.state)) {
        throw badRequest('errors.validationFailed', { state: [caller.t('errors.bill.invalidTransition')] });
      }
      if (moving && body.state && requiresNote(body.state) && !body.note) {
        throw badRequest('errors.validationFailed', { note: [caller.t('paperwork.validation.rejectionNote')] });
      }
      if (renaming && !mayEditBill(actor, bill)) throw badRequest('errors.billNotEditable');
      if (!moving && !renaming) return { kind: 'done', result: null };
      const next = {
        ...bill,
        ...(renaming && body.loadOrInvoiceNumber ? { loadOrInvoiceNumber: body.loadOrInvoiceNumber } : {}),
        ...(moving && body.state ? { state: body.state } : {}),
        updatedAt: now,
      };
      const history =
        moving && body.state
          ? [historyEntry(bill.id, bill.state, body.state, actor.userName, now, body.note ?? null)]
          : [];
      return { kind: 'write', next, extras: { addHistory: history }, result: null };
    },
    {
      expectedVersion: expected,
      visible: ({ bill }) => {
        if (!billVisibleTo(actor, bill)) throw notFound();
      },
    },
  );
  return getBillView(actor, billId);
}

/**
 * PUT /bills/{id}/update_by_payee: the carrier edits a bill it may still change (payor, load or
 * invoice number, paperwork type) and may submit it (administrators and billing users only; checked
 * and queued like a resubmission, unmet requirements reported on `charges.linehaul` and
 * `documents`). Submitting a bill already queued answers it as it is. The edit and the submission
 * are made on the version of the bill the carrier saw (`expected`, If-Match): when it changed
 * since, 409 and nothing is written or submitted; the submission is of the bill as this edit left
 * it, or not at all.
 */
export async function updateBillByPayee(
  caller: PaperworkCaller,
  billId: string,
  body: UpdateBillByPayeeBody,
  expected: ExpectedVersion,
): Promise<Bill> {
  const actor = body.submit ? requirePayeeAdmin(caller.actor) : requirePayee(caller.actor);
  const payee = { ...caller, actor };
  const { bill: current } = await visibleBill(actor, billId);
  // Judged on the bill the carrier saw, or not at all (changeBill below holds the write to it).
  if (current.version !== expected()) throw concurrentUpdate();
  checkPaperworkType(caller, body.paperworkTypeId);
  const movingPayor = body.payorId !== undefined && body.payorId !== current.payorId;
  if (movingPayor && !mayChangeBillPayor(actor, current)) {
    throw badRequest('errors.validationFailed', { payorId: [caller.t('paperwork.validation.payorCreated')] });
  }
  const relationship =
    movingPayor && body.payorId !== undefined ? await payorForPayee(payee, body.payorId, 'payorId') : null;
  const now = new Date().toISOString();
  // The version the bill is at once this edit is written (or found nothing to write): the one the
  // submission must find.
  const edited = await changeBill(
    billId,
    ({ bill }): BillStep<number> => {
      const changes: Partial<BillRecord> = {};
      if (relationship && bill.payorId !== relationship.payorId) {
        // Judged again on the bill as it is now (the check above read it before this write).
        if (!mayChangeBillPayor(actor, bill)) {
          throw badRequest('errors.validationFailed', { payorId: [caller.t('paperwork.validation.payorCreated')] });
        }
        Object.assign(changes, {
          payorId: relationship.payorId,
          payorName: relationship.payorName,
          currencyTypeId: relationship.currencyId,
        });
      }
      if (body.loadOrInvoiceNumber !== undefined && body.loadOrInvoiceNumber !== bill.loadOrInvoiceNumber) {
        changes.loadOrInvoiceNumber = body.loadOrInvoiceNumber;
      }
      if (body.paperworkTypeId !== undefined && body.paperworkTypeId !== bill.paperworkTypeId) {
        changes.paperworkTypeId = body.paperworkTypeId;
      }
      const changing = Object.keys(changes).length > 0;
      if (!payeeMayEdit(bill.state)) {
        // A repeated submit of a bill already on its way has nothing left to do.
        if (!changing && body.submit && bill.state === BillState.Sent) return { kind: 'done', result: bill.version };
        throw badRequest('errors.billNotEditable');
      }
      if (!changing) return { kind: 'done', result: bill.version };
      return { kind: 'write', next: { ...bill, ...changes, updatedAt: now }, result: bill.version + 1 };
    },
    // Seen above, on this very version (visibleBill): any other version is refused before this runs.
    { expectedVersion: expected, visible: () => undefined },
  );
  if (body.submit) await submitOneBill(payee, billId, { expectedVersion: () => edited });
  return getBillView(actor, billId);
}

/**
 * DELETE /bills/{id}: the side that created a bill deletes it (services/paperwork-access.ts): the
 * carrier's administrator a bill it may still change, the payor's user a bill it created while it
 * is incomplete or rejected; with its documents and their stored files. Anyone
 * else who sees the bill: 403 (a driver, staff) or 400 (not in a state it may be deleted in). The
 * BILL item goes first (on the version read, so a change made meanwhile is judged again): from
 * then on the bill does not exist for anyone, and its documents' objects and remaining items are
 * cleared after.
 */
export async function deleteBill(actor: PaperworkActor, billId: string): Promise<void> {
  if (actor.kind === 'admin') throw forbidden();
  if (actor.kind === 'payee') requirePayeeAdmin(actor);
  else requirePayor(actor);
  for (let attempt = 0; attempt < 5; attempt++) {
    const parts: BillParts = await visibleBill(actor, billId);
    const deletion = billDeletion(actor, parts.bill);
    if (deletion === 'notYours') throw forbidden();
    if (deletion === 'notNow') throw badRequest('errors.billNotEditable');
    if (await deleteBillItem(parts.bill, parts.bill.version)) {
      try {
        await deleteBillDocumentObjects(billId);
        await deleteBillPartition(billId);
      } catch (error) {
        // The bill is gone for everyone; what is left is unreachable and is logged for clean-up.
        logger.error('Bill deleted; its documents were not all cleared', { billId, error });
      }
      logger.info('Bill deleted', { billId, by: actor.kind });
      return;
    }
    if (!(await getBillParts(billId))) throw notFound();
  }
  throw concurrentUpdate();
}

/** Refuses calls staff may not make (they read, they do not change). */
export function requireNotAdmin(actor: PaperworkActor): void {
  if (actor.kind === 'admin') throw forbidden();
}
