import { randomUUID } from 'node:crypto';
import type { NoaDocument } from '#functions/domain/noa/document.ts';
import { denyListEntryId, putDenyListEntryIfAbsent } from '#functions/repositories/carrier-deny-list.ts';
import { listNoaQueue } from '#functions/repositories/noa-documents.ts';
import { demoAccounts } from '#infra/local/seed/demo-accounts.ts';
import { factorAssignmentDemo } from '#infra/local/seed/seed-factor-assignment.ts';
import { seededNoaDocumentId } from '#infra/local/seed/seed-factor-of-record.ts';
import { incorrectFactorDemo } from '#infra/local/seed/seed-incorrect-factor.ts';
import { noaProcessingDemo } from '#infra/local/seed/seed-noa-processing.ts';
import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { ChargeType } from '#shared/enums/paperwork.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { Caller } from './callers.ts';
import type { SecurityClient } from './client.ts';

/**
 * Real objects of one tenant, Lone Star Freight (`carrier@demo.test`), and of its broker, Redline
 * (`broker@demo.test`), found or made through the API as Lone Star's administrator (and seeded for
 * Redline): what the object-level probe asks for as everybody else.
 */
export type TenantObjects = {
  invoiceId: number;
  brokerInvoiceId: number;
  creditNoteId: number;
  paymentId: string;
  relationshipId: number;
  /** Lone Star's relationship with Redline, as Redline reads it. */
  brokerRelationshipId: number;
  /** A relationship whose payor runs a promotional campaign. */
  campaignRelationshipId: number;
  bankAccountId: number;
  billId: string;
  billWithDocuments: { billId: string; documentId: string };
  chargeId: string;
  denyListEntryId: string;
  userId: number;
  companyInvitationId: string;
  /** An invitation of Lone Star's waiting for `shipper@demo.test`. */
  shipperInvitationId: string;
  /** Redline's payment, draft and credit note (infra/local/seed/seed-payor-money.ts). */
  brokerPaymentId: string;
  brokerDraftId: string;
  brokerCreditNoteId: number;
  /** A batch of Redline's uploaded invoices waiting for release (its guid). */
  brokerBatchGuid: string;
  /** A load of Redline's (seeded). */
  brokerLoadId: number;
  /** Redline's seeded highway alert (Gulf Shore Trucking). */
  highwayAlertId: number;
  /** Redline's funding account (infra/local/seed/seed-funding-accounts.ts). */
  brokerFundingAccountId: number;
  /** A statement of Redline's (infra/local/seed/seed-statements.ts). */
  brokerStatementId: string;
  /** A month of Redline's GOTP fees (infra/local/seed/seed-ops-reports.ts), YYYY-MM. */
  brokerGotpMonth: string;
  /** Lone Star's notice of assignment (infra/local/seed/seed-noa-notices.ts: the forged one, undone). */
  noaNoticeId: number;
  /** An export job of Redline's broker (its holds report as a file); the suite runs no worker, so it stays queued. */
  brokerExportJobId: string;
  /** Seeded NOA documents in ActionConflict and PendingNewFactor (infra/local/seed/seed-noa-queues.ts): staff's. */
  noaConflictDocumentId: number;
  noaPendingFactorDocumentId: number;
  /** Seeded NOA documents waiting to be split and pending an LOR designation (seed-noa-queues.ts). */
  noaSplitDocumentId: number;
  noaLorDesignationDocumentId: number;
  /** An invoice of a client of Alamo's, assigned to it (infra/local/seed/seed-factor-area.ts), as `factor@demo.test` reads it. */
  factorInvoiceId: number;
  /** A client of Alamo's (its company id) and a payment made to Alamo (seed-factor-area.ts). */
  factorClientId: number;
  factorPaymentId: string;
  /** A load of an invoice of Alamo's clients (seed-factor-area.ts), as `factor@demo.test` reads it. */
  factorLoadId: number;
};

type Json = Record<string, unknown>;

async function json(client: SecurityClient, api: 'core' | 'settlement', path: string, init: Json = {}) {
  const response = await client.send(api, { method: 'GET', path, ...init });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} as ${client.who}: ${response.status}`);
  return (await response.json()) as Json;
}

const first = <T>(list: unknown, what: string): T => {
  const item = (list as T[] | undefined)?.[0];
  if (item === undefined) throw new Error(`No ${what} in the seeded data`);
  return item;
};

/** Finds the seeded objects and makes the ones the seed has none of. */
export async function tenantObjects(clients: {
  carrier: SecurityClient;
  driver: SecurityClient;
  broker: SecurityClient;
  factor: SecurityClient;
}): Promise<TenantObjects> {
  const { carrier, driver, broker, factor } = clients;
  // The broker reads its paperwork (its deny list included) once it has accepted the settlement terms.
  await json(broker, 'settlement', settlementPaths.acceptTerms, { method: 'POST' });
  // Invoices only: credit notes share the list, with a status of their own instead.
  const listed = (await json(carrier, 'core', `${corePaths.payeeInvoicesAndCreditNotes}?pageSize=100`)).items as {
    id: number;
    payorId: number;
    statusId: number | null;
  }[];
  const invoices = listed.filter((item) => item.statusId !== null);
  const brokerInvoice =
    invoices.find((invoice) => invoice.payorId === 2001) ?? first<(typeof invoices)[number]>(invoices, 'invoice');
  const creditNotes = (await json(carrier, 'core', corePaths.payeeCreditNotes)).items;
  const payments = (await json(carrier, 'core', corePaths.payeePayments)).items;
  const relationships = (await json(carrier, 'core', corePaths.payeeRelationships)).items;
  const bankAccounts = (await json(carrier, 'core', corePaths.payeeBankAccounts)).bankAccounts;
  // A campaign running today (the list also holds campaigns yet to start).
  let campaignRelationshipId: number | undefined;
  const campaigns = (await json(carrier, 'core', corePaths.payeePromotionalCampaigns)).campaigns as {
    payeeRelationshipId: number;
  }[];
  for (const campaign of campaigns) {
    const path = corePaths.payeeRelationshipPromotionalCampaign.replace('{id}', String(campaign.payeeRelationshipId));
    if ((await carrier.send('core', { method: 'GET', path })).ok) {
      campaignRelationshipId = campaign.payeeRelationshipId;
      break;
    }
  }
  if (campaignRelationshipId === undefined) throw new Error('No promotional campaign running in the seeded data');
  // A bill of the administrator's, which the company's driver may not see (drivers see their own).
  const bills = (await json(carrier, 'settlement', settlementPaths.bills)).bills as { id: string }[];
  const driverSees = new Set(
    ((await json(driver, 'settlement', settlementPaths.bills)).bills as { id: string }[]).map((bill) => bill.id),
  );
  let billWithDocuments: TenantObjects['billWithDocuments'] | undefined;
  for (const bill of bills.filter((candidate) => !driverSees.has(candidate.id))) {
    const { bill: read } = (await json(carrier, 'settlement', settlementPaths.bill.replace('{id}', bill.id))) as {
      bill: { documents: { id: string }[] };
    };
    const documents = read.documents;
    if (documents.length > 0) {
      billWithDocuments = { billId: bill.id, documentId: first<{ id: string }>(documents, 'document').id };
      break;
    }
  }
  if (!billWithDocuments) throw new Error('No seeded bill with documents');

  // A bill of its own (incomplete, so its owner could still change it), with a charge.
  const { bill: created } = (await json(carrier, 'settlement', settlementPaths.bills, {
    method: 'POST',
    json: { payorId: 2001, loadOrInvoiceNumber: `SEC-${randomUUID().slice(0, 8)}` },
    headers: { [idempotencyKeyHeader]: randomUUID() },
  })) as { bill: { id: string; version: number } };
  const { bill: withCharge } = (await json(carrier, 'settlement', settlementPaths.charges, {
    method: 'POST',
    json: { billId: created.id, chargeTypeId: ChargeType.Linehaul, amount: 120_000 },
    headers: { [ifMatchHeader]: entityTagOf(created.version) },
  })) as { bill: { charges: { id: string }[] } };

  // The broker's carrier deny list holds Blue Ridge Haulers (written as the seed would: the API
  // takes only carriers the broker works with, and denying Lone Star would hide its bills from it).
  await putDenyListEntryIfAbsent({
    id: denyListEntryId(2001, 1002),
    payorId: 2001,
    payeeId: 1002,
    payeeName: 'Blue Ridge Haulers',
    createdAt: new Date().toISOString(),
    createdBy: 'Blair Broker',
  });

  // Redline reviews its uploads: a spreadsheet of one invoice for Lone Star waits in a batch.
  const batchNumber = `SEC-${randomUUID().slice(0, 8)}`;
  const csv = `MC number,Invoice number,Load number,Amount,Invoice date\n654321,${batchNumber},${batchNumber}-L,100.00,2026-01-05\n`;
  const { batch } = (await json(broker, 'core', corePaths.payorInvoiceUploads, {
    method: 'POST',
    json: { fileName: 'security.csv', content: Buffer.from(csv).toString('base64') },
  })) as { batch: { guid: string } };

  const invite = async (email: string) =>
    (
      (await json(carrier, 'core', corePaths.users, {
        method: 'POST',
        json: { name: 'Invited Person', email, phoneNumber: '', roleIds: [28] },
      })) as { invitation: { id: string } }
    ).invitation.id;

  const brokerLoads = (await json(broker, 'core', corePaths.payorLoads)).items;
  const exportJob = (await json(broker, 'core', corePaths.exportJobs, {
    method: 'POST',
    json: { path: `${apiRoots.core}${corePaths.payorHolds}`, query: {}, fileName: 'holds.xlsx' },
  })) as { job: { id: string } };

  return {
    brokerLoadId: first<{ id: number }>(brokerLoads, 'load').id,
    invoiceId: first<{ id: number }>(invoices, 'invoice').id,
    brokerInvoiceId: brokerInvoice.id,
    creditNoteId: first<{ id: number }>(creditNotes, 'credit note').id,
    paymentId: first<{ id: string }>(payments, 'payment').id,
    relationshipId: first<{ id: number }>(relationships, 'relationship').id,
    brokerRelationshipId: first<{ id: number }>(
      (relationships as { id: number; payor: { id: number } }[]).filter((r) => r.payor.id === 2001),
      'relationship with Redline',
    ).id,
    campaignRelationshipId,
    bankAccountId: first<{ id: number }>(bankAccounts, 'bank account').id,
    billId: created.id,
    billWithDocuments,
    chargeId: first<{ id: string }>(withCharge.charges, 'charge').id,
    denyListEntryId: denyListEntryId(2001, 1002),
    // Casey Carrier, the tenant's administrator.
    userId: 1,
    companyInvitationId: await invite(`sec-${randomUUID().slice(0, 8)}@test.example`),
    shipperInvitationId: await invite('shipper@demo.test'),
    brokerPaymentId: first<{ id: string }>((await json(broker, 'core', corePaths.payorPayments)).items, 'payment').id,
    brokerDraftId: first<{ id: string }>((await json(broker, 'core', corePaths.payorDrafts)).items, 'draft').id,
    brokerCreditNoteId: first<{ id: number }>(
      (await json(broker, 'core', corePaths.payorCreditNotes)).items,
      'credit note',
    ).id,
    brokerBatchGuid: batch.guid,
    highwayAlertId: first<{ id: number }>(
      (await json(broker, 'core', corePaths.payorHighwayAlerts)).items,
      'highway alert',
    ).id,
    brokerFundingAccountId: first<{ id: number }>(
      [(await json(broker, 'core', corePaths.payorFundingAccounts)).active],
      'funding account',
    ).id,
    brokerStatementId: first<{ id: string }>(
      (await json(broker, 'core', corePaths.payorSettlementStatements)).items,
      'statement',
    ).id,
    brokerGotpMonth: first<{ month: string }>((await json(broker, 'core', corePaths.payorGotpFees)).items, 'GOTP month')
      .month,
    brokerExportJobId: exportJob.job.id,
    noaConflictDocumentId: first<NoaDocument>(await listNoaQueue(DocumentStatus.ActionConflict), 'NOA conflict').id,
    noaPendingFactorDocumentId: first<NoaDocument>(
      await listNoaQueue(DocumentStatus.PendingNewFactor),
      'NOA pending a new factor',
    ).id,
    noaSplitDocumentId: first<NoaDocument>(await listNoaQueue(DocumentStatus.RequestToSplit), 'NOA to split').id,
    noaLorDesignationDocumentId: first<NoaDocument>(
      await listNoaQueue(DocumentStatus.PendingLorDesignation),
      'NOA pending an LOR designation',
    ).id,
    noaNoticeId: first<{ id: number }>((await json(carrier, 'core', corePaths.payeeNoaNotices)).items, 'notice').id,
    factorInvoiceId: first<{ id: number }>(
      (await json(factor, 'core', corePaths.factorInvoices)).items,
      'factor invoice',
    ).id,
    factorClientId: first<{ id: number }>((await json(factor, 'core', corePaths.factorClients)).items, 'factor client')
      .id,
    factorPaymentId: first<{ id: string }>(
      (await json(factor, 'core', corePaths.factorPayments)).items,
      'factor payment',
    ).id,
    factorLoadId: first<{ id: number }>((await json(factor, 'core', corePaths.factorLoads)).items, 'factor load').id,
  };
}

/** The tenant's objects, found and made as the demo callers of the suite (test/security/support/callers.ts). */
export async function tenantObjectsOf(callers: readonly Caller[]): Promise<TenantObjects> {
  const client = (who: string) => {
    const found = callers.find((caller) => caller.who === who)?.client;
    if (!found) throw new Error(`No caller ${who}`);
    return found;
  };
  return tenantObjects({
    carrier: client('carrier@demo.test'),
    driver: client('driver@demo.test'),
    broker: client('broker@demo.test'),
    factor: client('factor@demo.test'),
  });
}

/** How the object-level probe reaches one route: its parameters, a body it would accept, who must fail. */
export type ObjectCase = {
  params: (objects: TenantObjects) => Record<string, string>;
  /** A query the route requires (a file's kind), sent by owner and outsiders alike. */
  query?: Record<string, string>;
  body?: unknown;
  /** Demo accounts that must get 403 or 404 (everybody but the owners and those the route serves by design). */
  outsiders: readonly string[];
  /** Who owns the object: a read as them must succeed, or the case proves nothing. */
  owner: string;
};

const payeeOutsiders = [
  'owner@demo.test',
  'driver@demo.test',
  'broker@demo.test',
  'shipper@demo.test',
  'factor@demo.test',
  'admin@demo.test',
];
/** Staff read every bill by design (README: paperwork, staff read only); they may not change one. */
const billReadOutsiders = payeeOutsiders.filter((who) => who !== 'admin@demo.test' && who !== 'broker@demo.test');
const billWriteOutsiders = payeeOutsiders.filter((who) => who !== 'broker@demo.test');
const payorOutsiders = [
  'shipper@demo.test',
  'carrier@demo.test',
  'owner@demo.test',
  'driver@demo.test',
  'factor@demo.test',
  'admin@demo.test',
];
/** Every demo account but staff: NOA documents are staff's work, whoever sent them (seed-noa-processing.ts). */
const staffOutsiders = [
  'carrier@demo.test',
  'owner@demo.test',
  'driver@demo.test',
  'broker@demo.test',
  'shipper@demo.test',
  'factor@demo.test',
];
/** Everybody but the demo factor (Alamo), whose seeded NOA the factor's document routes answer. */
const factorOutsiders = [
  'carrier@demo.test',
  'owner@demo.test',
  'driver@demo.test',
  'broker@demo.test',
  'shipper@demo.test',
  'admin@demo.test',
];
const invitationOutsiders = [
  'owner@demo.test',
  'driver@demo.test',
  'broker@demo.test',
  'factor@demo.test',
  'admin@demo.test',
];

function demoUserId(email: string): number {
  const account = demoAccounts.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.id;
}

const noaDocument = () => ({ id: String(noaProcessingDemo.documentIds.cimarron) });
const noaCase = (body?: unknown): ObjectCase => ({
  params: noaDocument,
  ...(body === undefined ? {} : { body }),
  owner: 'admin@demo.test',
  outsiders: staffOutsiders,
});

const relationship = (o: TenantObjects) => ({ id: String(o.relationshipId) });
const bill = (o: TenantObjects) => ({ id: o.billId });
const claim = { isTermsAcknowledged: true, paymentType: PaymentType.StandardPay };

/**
 * Every route with a path parameter, by `METHOD path` under its API's root: how to reach a real
 * object of the tenant, or why the parameter names no tenant's object. A route missing here fails
 * the probe, so a new `{id}` route is covered the day it is added.
 */
export const objectCases: Record<string, ObjectCase | { notTenantOwned: string }> = {
  'GET /admin/noa/documents/{id}': noaCase(),
  'GET /admin/noa/documents/{id}/history': noaCase(),
  'PUT /admin/noa/documents/{id}/fields': noaCase({
    payeeId: noaProcessingDemo.cimarron.id,
    factorId: 3001,
    request: { kind: 'noa', scope: 'blanket' },
  }),
  'PUT /admin/noa/documents/{id}/tasks/{taskType}': {
    params: () => ({ ...noaDocument(), taskType: '13' }),
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
  'POST /admin/noa/documents/{id}/moves': noaCase({ event: 'defer' }),
  // Splitting is the ops manager's: staff without the role are refused too.
  'POST /admin/noa/documents/{id}/split': { ...noaCase(), outsiders: [...staffOutsiders, 'auditor@demo.test'] },
  'PUT /users/send_mfa/{type}': { notTenantOwned: 'the delivery channel (text or call)' },
  'PUT /users/register_mfa/{type}': { notTenantOwned: 'the delivery channel (text or call)' },
  'GET /payee/bank_accounts/aba/{id}': { notTenantOwned: 'a routing number of the public ABA directory' },
  'GET /payee/payors/{id}': { notTenantOwned: 'a payor of the public broker directory' },
  'DELETE /users/invitations/{id}': {
    params: (o) => ({ id: o.companyInvitationId }),
    owner: 'carrier@demo.test',
    outsiders: invitationOutsiders,
  },
  'POST /users/my_invitations/{id}/accept': {
    params: (o) => ({ id: o.shipperInvitationId }),
    owner: 'shipper@demo.test',
    outsiders: [...invitationOutsiders, 'carrier@demo.test'],
  },
  'POST /users/my_invitations/{id}/decline': {
    params: (o) => ({ id: o.shipperInvitationId }),
    owner: 'shipper@demo.test',
    outsiders: [...invitationOutsiders, 'carrier@demo.test'],
  },
  'GET /users/{id}': {
    params: (o) => ({ id: String(o.userId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /users/{id}': {
    params: (o) => ({ id: String(o.userId) }),
    body: { name: 'Taken Over', phoneNumber: '' },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'DELETE /users/{id}': {
    params: (o) => ({ id: String(o.userId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /users/{id}/send_login_request': {
    params: (o) => ({ id: String(o.userId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /users/{id}/reset_mfa': {
    params: (o) => ({ id: String(o.userId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /exports/{id}': {
    params: (o) => ({ id: o.brokerExportJobId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'POST /exports/{id}/retry': {
    params: (o) => ({ id: o.brokerExportJobId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/invoices/{id}': {
    params: (o) => ({ id: String(o.brokerInvoiceId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'PUT /payor/report/invoice_batch_review/{id}/release': {
    params: (o) => ({ id: o.brokerBatchGuid }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'DELETE /payor/report/invoice_batch_review/{id}': {
    params: (o) => ({ id: o.brokerBatchGuid }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /core/payor/report/invoice_batch_review/{id}/report': {
    params: (o) => ({ id: o.brokerBatchGuid }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/report/settlement_statement/{id}/line_items': {
    params: (o) => ({ id: o.brokerStatementId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/report/settlement_statement/{id}/revenue_share_invoices': {
    params: (o) => ({ id: o.brokerStatementId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/report/settlement_statement/{id}/subscription_invoices': {
    params: (o) => ({ id: o.brokerStatementId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /core/payor/report/settlement_statement/{id}': {
    params: (o) => ({ id: o.brokerStatementId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/highway_alerts/{id}': {
    params: (o) => ({ id: String(o.highwayAlertId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'PUT /payor/highway_alerts/{id}/clear': {
    params: (o) => ({ id: String(o.highwayAlertId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'PUT /payor/highway_alerts/{id}/ignore': {
    params: (o) => ({ id: String(o.highwayAlertId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'PUT /payor/invoices/{id}/status': {
    params: (o) => ({ id: String(o.brokerInvoiceId) }),
    body: { statusId: 3 },
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/payee_relationships/{id}': {
    params: (o) => ({ id: String(o.brokerRelationshipId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/payments/{id}': {
    params: (o) => ({ id: o.brokerPaymentId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  // The id is a report type (11, 20, 22), not an object: each payor reads its own ledger through it,
  // and everybody else (shippers included: reports are brokers') must be refused.
  'GET /payor/report/financial_account_activity/{id}': {
    params: () => ({ id: '11' }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /core/payor/report/financial_account_activity/{id}': {
    params: () => ({ id: '22' }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/drafts/{id}': {
    params: (o) => ({ id: o.brokerDraftId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/credit_notes/{id}': {
    params: (o) => ({ id: String(o.brokerCreditNoteId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /factor/noa_documents/{id}': {
    params: () => ({ id: String(seededNoaDocumentId) }),
    owner: 'factor@demo.test',
    outsiders: factorOutsiders,
  },
  'GET /payor/loads/{id}': {
    params: (o) => ({ id: String(o.brokerLoadId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'PUT /payor/loads/{id}': {
    params: (o) => ({ id: String(o.brokerLoadId) }),
    body: { statusId: 6 },
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'POST /payor/loads/{id}/advance': {
    params: (o) => ({ id: String(o.brokerLoadId) }),
    body: { amountCents: 1 },
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /payor/report/gotp_fees/month/{id}': {
    params: (o) => ({ id: o.brokerGotpMonth }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /core/payor/report/gotp_fees/month/{id}': {
    params: (o) => ({ id: o.brokerGotpMonth }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'DELETE /payor/funding_accounts/{id}': {
    params: (o) => ({ id: String(o.brokerFundingAccountId) }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'GET /factor/invoices/{id}': {
    params: (o) => ({ id: String(o.factorInvoiceId) }),
    owner: 'factor@demo.test',
    outsiders: factorOutsiders,
  },
  'GET /factor/payee_relationships/{id}': {
    params: (o) => ({ id: String(o.factorClientId) }),
    owner: 'factor@demo.test',
    outsiders: factorOutsiders,
  },
  'GET /factor/loads/{id}': {
    params: (o) => ({ id: String(o.factorLoadId) }),
    owner: 'factor@demo.test',
    outsiders: factorOutsiders,
  },
  'GET /factor/payments/{id}': {
    params: (o) => ({ id: o.factorPaymentId }),
    owner: 'factor@demo.test',
    outsiders: factorOutsiders,
  },
  'GET /core/factor/payments/{id}/remittance': {
    params: (o) => ({ id: o.factorPaymentId }),
    query: { format: 'csv' },
    owner: 'factor@demo.test',
    outsiders: factorOutsiders,
  },
  'GET /payee/invoices/{id}': {
    params: (o) => ({ id: String(o.invoiceId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /payee/invoices/{id}': {
    params: (o) => ({ id: String(o.invoiceId) }),
    body: { paymentTypeId: PaymentType.QuickPay },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/credit_notes/{id}': {
    params: (o) => ({ id: String(o.creditNoteId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/noa_notices/{id}': {
    params: (o) => ({ id: String(o.noaNoticeId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'POST /payee/noa_notices/{id}/dispute': {
    params: (o) => ({ id: String(o.noaNoticeId) }),
    body: { reason: 'We did not sell these invoices.' },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  // Brazos Valley's payor still on another factor (seed-incorrect-factor.ts): only its own users answer.
  'POST /payee/factor_mismatches/{id}/answer': {
    params: () => ({ id: String(incorrectFactorDemo.relationshipIds.mismatched) }),
    body: { answer: 'noFactor' },
    owner: 'brazos@demo.test',
    outsiders: [...payeeOutsiders, 'carrier@demo.test'],
  },
  'GET /payee/payments/{id}': {
    params: (o) => ({ id: o.paymentId }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/payee_relationships/{id}': {
    params: relationship,
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /payee/payee_relationships/{id}': {
    params: relationship,
    body: { paymentType: PaymentType.QuickPay },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'POST /payee/payee_relationships/{id}/verify': {
    params: relationship,
    body: { payeeContactMethodId: 1, verificationCode: '123456' },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/payee_relationships/{id}/terms': {
    params: relationship,
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /payee/payee_relationships/{id}/claim': {
    params: relationship,
    body: { ...claim, payeeContactMethodId: 1, verificationCode: '123456' },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /payee/payee_relationships/{id}/claim_without_verification': {
    params: relationship,
    body: claim,
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /payee/payee_relationships/{id}/claim_by_invoice_details': {
    params: relationship,
    body: { ...claim, invoiceOrLoadNumber: 'LSF-1', invoiceOrLoadAmount: 100 },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /payee/payee_relationships/{id}/claim_by_authorization_form': {
    params: relationship,
    body: { ...claim, mcOrDotNumber: 'MC 765432', signerName: 'Someone Else', signerTitle: 'Owner' },
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'PUT /payee/payee_relationships/{id}/unauthenticated_request': {
    params: relationship,
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'POST /payee/payee_relationships/{id}/create_claim_intent': {
    params: relationship,
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/payee_relationships/{id}/take_control_info': {
    params: relationship,
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/bank_accounts/{id}/status': {
    params: (o) => ({ id: String(o.bankAccountId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/payee_relationships/{id}/promotional_campaign': {
    params: (o) => ({ id: String(o.campaignRelationshipId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /payee/payee_relationships/{id}/promotional_invoices': {
    params: (o) => ({ id: String(o.campaignRelationshipId) }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /bills/{id}': { params: bill, owner: 'carrier@demo.test', outsiders: billReadOutsiders },
  'PUT /bills/{id}': {
    params: bill,
    body: { loadOrInvoiceNumber: 'TAKEN-1' },
    owner: 'carrier@demo.test',
    outsiders: billWriteOutsiders,
  },
  'DELETE /bills/{id}': { params: bill, owner: 'carrier@demo.test', outsiders: billWriteOutsiders },
  'GET /bills/{id}/paperwork_type': { params: bill, owner: 'carrier@demo.test', outsiders: billReadOutsiders },
  'GET /bills/{id}/validation_rules': { params: bill, owner: 'carrier@demo.test', outsiders: billReadOutsiders },
  'PUT /bills/{id}/update_by_payee': {
    params: bill,
    body: { loadOrInvoiceNumber: 'TAKEN-2' },
    owner: 'carrier@demo.test',
    outsiders: billWriteOutsiders,
  },
  'PUT /charges/{id}': {
    params: (o) => ({ id: o.chargeId }),
    body: { amount: 1 },
    owner: 'carrier@demo.test',
    outsiders: billWriteOutsiders,
  },
  'DELETE /charges/{id}': {
    params: (o) => ({ id: o.chargeId }),
    owner: 'carrier@demo.test',
    outsiders: billWriteOutsiders,
  },
  'GET /carrier_blacklists/{id}': {
    params: (o) => ({ id: o.denyListEntryId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'DELETE /carrier_blacklists/{id}': {
    params: (o) => ({ id: o.denyListEntryId }),
    owner: 'broker@demo.test',
    outsiders: payorOutsiders,
  },
  'POST /bills/{id}/documents': {
    params: bill,
    body: { fileName: 'stolen.pdf', contentType: 'application/pdf', sizeBytes: 1000, imageTypeId: 1 },
    owner: 'carrier@demo.test',
    outsiders: billWriteOutsiders,
  },
  'POST /bills/{id}/documents/{documentId}/complete': {
    params: (o) => ({ id: o.billWithDocuments.billId, documentId: o.billWithDocuments.documentId }),
    owner: 'carrier@demo.test',
    outsiders: billWriteOutsiders,
  },
  'GET /bills/{id}/documents/{documentId}/download': {
    params: (o) => ({ id: o.billWithDocuments.billId, documentId: o.billWithDocuments.documentId }),
    owner: 'carrier@demo.test',
    outsiders: billReadOutsiders,
  },
  'DELETE /bills/{id}/documents/{documentId}': {
    params: (o) => ({ id: o.billWithDocuments.billId, documentId: o.billWithDocuments.documentId }),
    owner: 'carrier@demo.test',
    outsiders: billWriteOutsiders,
  },
  'GET /core/payee/payments/{id}/payout_report/xlsx': {
    params: (o) => ({ id: o.paymentId }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /core/payee/payments/{id}/payout_report': {
    params: (o) => ({ id: o.paymentId }),
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'GET /core/payee/payee_relationships/{id}/take_control_info': {
    params: relationship,
    owner: 'carrier@demo.test',
    outsiders: payeeOutsiders,
  },
  'POST /settlement/bills/{id}/documents/combined': {
    params: (o) => ({ id: o.billWithDocuments.billId }),
    owner: 'carrier@demo.test',
    outsiders: billReadOutsiders,
  },
  'GET /admin/noa/action_conflicts/{id}': {
    params: (o) => ({ id: String(o.noaConflictDocumentId) }),
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
  'POST /admin/noa/action_conflicts/{id}/resolve': {
    params: (o) => ({ id: String(o.noaConflictDocumentId) }),
    body: { resolution: 'returnToQueue' },
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
  'GET /admin/noa/split_noas/{id}': {
    params: (o) => ({ id: String(o.noaSplitDocumentId) }),
    owner: 'admin@demo.test',
    outsiders: [...staffOutsiders, 'auditor@demo.test'],
  },
  'POST /admin/noa/split_noas/{id}': {
    params: (o) => ({ id: String(o.noaSplitDocumentId) }),
    body: {
      parts: [
        { firstPage: 1, lastPage: 1 },
        { firstPage: 2, lastPage: 3 },
      ],
    },
    owner: 'admin@demo.test',
    outsiders: [...staffOutsiders, 'auditor@demo.test'],
  },
  'GET /admin/noa/coachable_report/{id}': {
    // A staff member: the processor the report is about (admin@demo.test processes the demo's NOAs).
    params: () => ({ id: String(demoUserId('admin@demo.test')) }),
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
  'GET /admin/noa/action_conflicts/history/{id}': {
    params: (o) => ({ id: String(o.noaConflictDocumentId) }),
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
  'GET /admin/noa/pending_lor_designation/{id}': {
    params: (o) => ({ id: String(o.noaLorDesignationDocumentId) }),
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
  'POST /admin/noa/pending_lor_designation/{id}/resolve': {
    params: (o) => ({ id: String(o.noaLorDesignationDocumentId) }),
    body: { resolution: 'returnToQueue' },
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
  // Seeded proposal awaiting a decision (seed-factor-assignment.ts); the audit page is ops managers' alone.
  'GET /admin/factor_assignments/{id}': {
    params: () => ({ id: String(factorAssignmentDemo.pendingProposalId) }),
    owner: 'admin@demo.test',
    outsiders: [...staffOutsiders, 'auditor@demo.test'],
  },
  'POST /admin/factor_assignments/{id}/decision': {
    params: () => ({ id: String(factorAssignmentDemo.pendingProposalId) }),
    body: { decision: 'reject', note: 'probe' },
    owner: 'admin@demo.test',
    outsiders: [...staffOutsiders, 'auditor@demo.test'],
  },
  'GET /admin/noa/pending_factors/{id}': {
    params: (o) => ({ id: String(o.noaPendingFactorDocumentId) }),
    owner: 'admin@demo.test',
    outsiders: staffOutsiders,
  },
};
