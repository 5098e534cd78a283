import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { putBillDocumentIfAbsent } from '#functions/repositories/bill-documents.ts';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { putPayorPaperworkSettings } from '#functions/repositories/paperwork-settings.ts';
import { putRelationshipIfAbsent, type RelationshipRecord } from '#functions/repositories/relationships.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { ImageType } from '#shared/enums/paperwork.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import { type ResubmitMessage, resubmitMessageSchema } from '#shared/schemas/resubmit-message.ts';
import { ApiSession, ifMatch } from '#test/support/api-session.ts';
import { createCompanyWith, createUserWithMfa } from '#test/support/fixtures.ts';

/**
 * Points this test file's settlement API at a resubmit queue of its own on the SQS emulator, so
 * the file can read back exactly the messages it caused (the shared queue belongs to the worker's
 * tests). Call in beforeAll before anything reads the configuration (before signing in).
 */
export async function useOwnResubmitQueue(): Promise<string> {
  const { QueueUrl } = await new SQSClient({}).send(
    new CreateQueueCommand({ QueueName: `settlement-it-${randomUUID().slice(0, 8)}` }),
  );
  if (!QueueUrl) throw new Error('No queue');
  process.env.RESUBMIT_QUEUE_URL = QueueUrl;
  return QueueUrl;
}

/** Receives (and deletes) every message now on the queue. */
export async function drainQueue(queueUrl: string): Promise<{ messageId: string; body: ResubmitMessage }[]> {
  const sqs = new SQSClient({});
  const received: { messageId: string; body: ResubmitMessage }[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
    );
    if (Messages.length === 0) return received;
    for (const message of Messages) {
      received.push({
        messageId: String(message.MessageId),
        body: resubmitMessageSchema.parse(JSON.parse(String(message.Body))),
      });
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
    }
  }
}

export type PaperworkWorld = {
  payee: CompanyRecord;
  admin: ApiSession;
  adminId: number;
  adminEmail: string;
  /** Requires a rate confirmation and a proof of delivery; claimed. */
  payor: CompanyRecord;
  /** A second claimed payor (default requirements: proof of delivery). */
  shipper: CompanyRecord;
  /** Known to the carrier but not claimed. */
  unclaimedPayor: CompanyRecord;
};

async function relationship(
  payee: CompanyRecord,
  payor: CompanyRecord,
  isClaimed: boolean,
  currencyId: number = Currency.USD,
): Promise<RelationshipRecord> {
  const record: RelationshipRecord = {
    id: await nextId('relationship'),
    payeeId: payee.id,
    payorId: payor.id,
    payorName: payor.name,
    payorTypeId: payor.payorTypeId,
    currencyId,
    isClaimed,
    claimedAt: isClaimed ? new Date().toISOString() : null,
    claimedByUserId: null,
    contactStatus: isClaimed ? RelationshipContactStatus.Confirmed : RelationshipContactStatus.Contacted,
    contactMethodId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: null,
    assignedFactorId: null,
    factorName: null,
    createdAt: new Date().toISOString(),
  };
  await putRelationshipIfAbsent(record);
  return record;
}

/** A new payor the carrier is connected to (claimed), paying in `currencyId`. */
export async function claimedPayor(payee: CompanyRecord, currencyId: number): Promise<CompanyRecord> {
  const payor = await createCompanyWith(CompanyType.Payor, { name: `Payor ${randomUUID().slice(0, 6)}` });
  await relationship(payee, payor, true, currencyId);
  return payor;
}

/** A carrier of its own with a signed-in PayeeAdmin, two claimed payors and one unclaimed. */
export async function paperworkWorld(): Promise<PaperworkWorld> {
  const payee = await createCompanyWith(CompanyType.Payee, { name: `Carrier ${randomUUID().slice(0, 6)}` });
  const [payor, shipper, unclaimedPayor] = await Promise.all([
    createCompanyWith(CompanyType.Payor, { name: `Broker ${randomUUID().slice(0, 6)}` }),
    createCompanyWith(CompanyType.Payor, { name: `Shipper ${randomUUID().slice(0, 6)}`, payorTypeId: 3 }),
    createCompanyWith(CompanyType.Payor, { name: `Unclaimed ${randomUUID().slice(0, 6)}` }),
  ]);
  await Promise.all([
    relationship(payee, payor, true),
    relationship(payee, shipper, true),
    relationship(payee, unclaimedPayor, false),
    putPayorPaperworkSettings({
      payorId: payor.id,
      requiredImageTypeIds: [ImageType.RateConfirmation, ImageType.ProofOfDelivery],
      updatedAt: new Date().toISOString(),
    }),
  ]);
  const adminEmail = await createUserWithMfa(payee, [Role.PayeeAdmin]);
  const { session: admin, login } = await ApiSession.signIn(adminEmail);
  return { payee, admin, adminId: login.user.id, adminEmail, payor, shipper, unclaimedPayor };
}

/** A user of `company` with `roles`, signed in. */
export async function signedInUser(
  company: CompanyRecord,
  roles: Role[],
): Promise<{ session: ApiSession; userId: number; email: string }> {
  const email = await createUserWithMfa(company, roles);
  const { session, login } = await ApiSession.signIn(email);
  return { session, userId: login.user.id, email };
}

/** A payor user with PayorSubmission who has accepted the settlement terms. */
export async function payorReviewer(payor: CompanyRecord): Promise<ApiSession> {
  const { session } = await signedInUser(payor, [Role.PayorSubmission]);
  const accepted = await session.request('settlement', settlementPaths.acceptTerms, { method: 'POST' });
  if (accepted.status !== 200) throw new Error(`Terms not accepted: ${accepted.status}`);
  return session;
}

/** Calls the settlement API. */
export function call(session: ApiSession, method: string, path: string, json?: unknown): Promise<Response> {
  return session.request('settlement', path, { method, ...(json === undefined ? {} : { json }) });
}

/** Calls the settlement API with a change made on `version` of the bill (If-Match). */
export function edit(
  session: ApiSession,
  method: string,
  path: string,
  version: number,
  json?: unknown,
): Promise<Response> {
  return session.request('settlement', path, {
    method,
    headers: ifMatch(version),
    ...(json === undefined ? {} : { json }),
  });
}

export async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function errorOf(response: Response): Promise<ApiError> {
  return (await response.json()) as ApiError;
}

/** POST /bills as `session`, expecting 201. */
export async function newBill(
  session: ApiSession,
  payorId: number,
  fields: { loadOrInvoiceNumber?: string; sendToAdmin?: boolean; paperworkTypeId?: number } = {},
): Promise<Bill> {
  const response = await call(session, 'POST', settlementPaths.bills, {
    payorId,
    loadOrInvoiceNumber: fields.loadOrInvoiceNumber ?? `LD${randomUUID().slice(0, 6).toUpperCase()}`,
    ...fields,
  });
  if (response.status !== 201) throw new Error(`Create failed: ${response.status} ${await response.text()}`);
  return (await body<{ bill: Bill }>(response)).bill;
}

/** The bill as it is now (GET, expecting 200): what an edit is made on. */
export async function currentBill(session: ApiSession, billId: string): Promise<Bill> {
  const response = await getBill(session, billId);
  if (response.status !== 200) throw new Error(`Get failed: ${response.status} ${await response.text()}`);
  return (await body<{ bill: Bill }>(response)).bill;
}

/**
 * A change made on the bill's current version, as a user who has just loaded it makes it: GET, then
 * the change with If-Match.
 */
export async function change(
  session: ApiSession,
  method: string,
  path: string,
  billId: string,
  json?: unknown,
): Promise<Response> {
  const { version } = await currentBill(session, billId);
  return edit(session, method, path, version, json);
}

/** POST /charges on the bill's current version, expecting 200; answers the bill. */
export async function charge(session: ApiSession, billId: string, chargeTypeId: number, amount: number): Promise<Bill> {
  const { version } = await currentBill(session, billId);
  const response = await edit(session, 'POST', settlementPaths.charges, version, { billId, chargeTypeId, amount });
  if (response.status !== 200) throw new Error(`Charge failed: ${response.status} ${await response.text()}`);
  return (await body<{ bill: Bill }>(response)).bill;
}

/**
 * An attached document of `imageTypeId` on the bill, as the documents routes leave one after a
 * checked upload (the item only: completeness reads items, not files).
 */
export async function attachDocument(billId: string, imageTypeId: number, objectKey?: string): Promise<string> {
  const id = randomUUID();
  await putBillDocumentIfAbsent({
    id,
    billId,
    imageTypeId,
    fileName: `${id}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 1_024,
    status: 'attached',
    uploadedAt: new Date().toISOString(),
    objectKey: objectKey ?? `bills/${billId}/${id}`,
    uploadedBy: 1,
  });
  return id;
}

export async function getBill(session: ApiSession, billId: string): Promise<Response> {
  return call(session, 'GET', settlementPaths.bill.replace('{id}', billId));
}

export const billPath = (path: string, id: string) => path.replace('{id}', id);
