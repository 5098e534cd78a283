import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findCompanyByCarrierNumber } from '#functions/repositories/carrier-numbers.ts';
import { getCompany } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { listPendingCompanyInvitations } from '#functions/repositories/invitations.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import {
  getRelationship,
  putContactMethodIfAbsent,
  putRelationshipIfAbsent,
  type RelationshipRecord,
} from '#functions/repositories/relationships.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus, VerificationMethod } from '#shared/enums/relationship.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type {
  PayeeNames,
  PayorRelationshipDetails,
  PayorRelationshipsPage,
} from '#shared/schemas/payor-relationships.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import { type InvoiceWorld, invoiceWorld, json, putTestInvoice } from '../payee-invoices/invoice-fixtures.ts';

/** Numbers no other test uses. */
const freshNumber = () => String(randomInt(10_000_000, 99_999_999));

/**
 * The invoice world's payor, with its claimed carrier (MC and DOT set), and a second carrier not
 * yet connected whose email the payor holds.
 */
async function carriersWorld(): Promise<InvoiceWorld & { unclaimed: RelationshipRecord; email: string }> {
  const world = await invoiceWorld();
  const { createCompanyWith } = await import('../../support/fixtures.ts');
  const other = await createCompanyWith(CompanyType.Payee, {
    name: `Zeta Hauling ${randomUUID().slice(0, 6)}`,
    mcNumber: freshNumber(),
    dotNumber: freshNumber(),
  });
  const email = `dispatch-${randomUUID().slice(0, 8)}@zeta.test`;
  const methodId = await nextId('contactMethod');
  await putContactMethodIfAbsent({
    id: methodId,
    payeeId: other.id,
    kind: 'email',
    destination: email,
    isPreVerified: false,
  });
  const unclaimed: RelationshipRecord = {
    ...world.relationship,
    id: await nextId('relationship'),
    payeeId: other.id,
    isClaimed: false,
    claimedAt: null,
    contactStatus: RelationshipContactStatus.Contacted,
    contactMethodId: methodId,
    contactMethodIds: [methodId],
    termsAcceptedAt: null,
  };
  await putRelationshipIfAbsent(unclaimed);
  return { ...world, unclaimed, email };
}

const list = (session: ApiSession, query = '') =>
  session.request('core', `${corePaths.payorPayeeRelationships}${query}`);
const details = (session: ApiSession, id: number | string) =>
  session.request('core', fillPath(corePaths.payorPayeeRelationship, { id }));
const invite = (session: ApiSession, body: Record<string, unknown>) =>
  session.request('core', corePaths.payorPayeeRelationships, { method: 'POST', json: body });

function newCarrier(overrides: Record<string, unknown> = {}) {
  return {
    carrierName: `Brazos Valley ${randomUUID().slice(0, 6)}`,
    mcNumber: freshNumber(),
    dotNumber: '',
    contactKind: 'email',
    email: `owner-${randomUUID().slice(0, 8)}@brazos.test`,
    phoneNumber: '',
    currencyId: Currency.USD,
    ...overrides,
  };
}

describe('GET payor/payee_relationships', () => {
  it('lists the payor’s carriers with open invoice totals, terms and masked contacts; searches and filters', async () => {
    const world = await carriersWorld();
    await putTestInvoice(world, { grossCents: 100_000, status: InvoiceStatus.Pending });
    await putTestInvoice(world, { grossCents: 50_000, status: InvoiceStatus.Approved });
    await putTestInvoice(world, { grossCents: 25_000, status: InvoiceStatus.Held });
    await putTestInvoice(world, { grossCents: 999_999, status: InvoiceStatus.Paid });
    await putTestInvoice(world, { grossCents: 888_888, status: InvoiceStatus.Removed });

    const response = await list(world.broker);
    expect(response.status).toBe(200);
    const page = await json<PayorRelationshipsPage>(response);
    expect(page.totalCount).toBe(2);
    const claimed = page.items.find((row) => row.id === world.relationship.id);
    expect(claimed).toMatchObject({
      payee: { id: world.payee.id, name: world.payee.name },
      isClaimed: true,
      availableInvoiceCount: 3,
      availableInvoiceAmount: 175_000,
      defaultPaymentTerm: { paymentType: PaymentType.StandardPay },
      quickPayFeeBps: 250,
      assignedFactor: null,
    });
    const other = page.items.find((row) => row.id === world.unclaimed.id);
    expect(other).toMatchObject({ isClaimed: false, availableInvoiceCount: 0 });
    expect(other?.contactMethods).toEqual([
      expect.objectContaining({ kind: 'email', destination: expect.stringMatching(/^d•••••\w@zeta\.test$/) }),
    ]);
    expect(JSON.stringify(page)).not.toContain(world.email);

    const byName = await json<PayorRelationshipsPage>(await list(world.broker, '?q=zeta'));
    expect(byName.items.map((row) => row.id)).toEqual([world.unclaimed.id]);
    const unclaimedOnly = await json<PayorRelationshipsPage>(await list(world.broker, '?claimed=unclaimed'));
    expect(unclaimedOnly.items.map((row) => row.id)).toEqual([world.unclaimed.id]);
    const byAmount = await json<PayorRelationshipsPage>(
      await list(world.broker, '?sortField=availableInvoiceAmount&sortAsc=false&pageSize=1'),
    );
    expect(byAmount).toMatchObject({ totalCount: 2, hasMore: true, items: [{ id: world.relationship.id }] });
  });

  it('answers 400 with field errors for a bad query', async () => {
    const world = await invoiceWorld();
    const response = await list(world.broker, '?sortField=nope&claimed=maybe');
    expect(response.status).toBe(400);
    const error = await json<ApiError>(response);
    expect(Object.keys(error.errors ?? {})).toEqual(expect.arrayContaining(['sortField', 'claimed']));
  });
});

describe('GET payor/payee_relationships/{id}', () => {
  it('shows one relationship with its open invoices; another payor’s or an unknown id is 404', async () => {
    const world = await carriersWorld();
    const invoice = await putTestInvoice(world, { grossCents: 12_345 });
    const response = await details(world.broker, world.relationship.id);
    expect(response.status).toBe(200);
    const body = await json<PayorRelationshipDetails>(response);
    expect(body.recentInvoices).toEqual([expect.objectContaining({ id: invoice.id, grossCents: 12_345 })]);
    expect(body.availableInvoiceAmount).toBe(12_345);

    const stranger = await invoiceWorld();
    expect((await details(stranger.broker, world.relationship.id)).status).toBe(404);
    expect((await details(world.broker, 987_654_321)).status).toBe(404);
    expect((await details(world.broker, 'abc')).status).toBe(400);
  });
});

describe('POST payor/payee_relationships', () => {
  it('invites a new carrier by email: company, unclaimed relationship, invitation and account; again answers the same', async () => {
    const world = await invoiceWorld();
    const body = newCarrier();
    const response = await invite(world.broker, body);
    expect(response.status).toBe(201);
    const created = await json<PayorRelationshipDetails>(response);
    expect(created).toMatchObject({ isClaimed: false, payee: { name: body.carrierName, mcNumber: body.mcNumber } });
    expect(created.invitedAt).not.toBeNull();
    const payeeId = created.payee.id;
    expect(await findCompanyByCarrierNumber('MC', body.mcNumber)).toBe(payeeId);
    const stored = await getRelationship(payeeId, created.id);
    expect(stored).toMatchObject({
      payorId: world.payor.id,
      isClaimed: false,
      contactMethodIds: [stored?.contactMethodId],
    });

    const messages = await listOutboxFor(body.email);
    expect(messages.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `${world.payor.name} invites you to get paid on LanePay`,
        'You have been added to LanePay',
      ]),
    );
    expect(await listPendingCompanyInvitations(payeeId)).toEqual([
      expect.objectContaining({ email: body.email, roleIds: [Role.PayeeAdmin], createdAccount: true }),
    ]);

    // The same contact, or the same MC with another address: the relationship it has.
    const again = await invite(world.broker, { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(200);
    expect((await json<PayorRelationshipDetails>(again)).id).toBe(created.id);
    const sameMc = await invite(world.broker, newCarrier({ mcNumber: body.mcNumber }));
    expect(sameMc.status).toBe(200);
    expect((await json<PayorRelationshipDetails>(sameMc)).id).toBe(created.id);
    expect(await listOutboxFor(body.email)).toHaveLength(2);
  });

  it('relates a carrier already on LanePay by text, and the carrier claims it with the texted code', async () => {
    const world = await invoiceWorld();
    const { createCompanyWith } = await import('../../support/fixtures.ts');
    const carrier = await createCompanyWith(CompanyType.Payee, { mcNumber: freshNumber() });
    const { putCarrierNumberClaim } = await import('#functions/repositories/carrier-numbers.ts');
    await putCarrierNumberClaim('MC', carrier.mcNumber ?? '', carrier.id);
    const phone = `+1555${randomInt(1_000_000, 9_999_999)}`;
    const response = await invite(
      world.broker,
      newCarrier({ mcNumber: carrier.mcNumber, contactKind: 'phone', email: '', phoneNumber: phone }),
    );
    expect(response.status).toBe(201);
    const created = await json<PayorRelationshipDetails>(response);
    expect(created.payee.id).toBe(carrier.id);
    const [text] = await listOutboxFor(phone);
    expect(text?.channel).toBe('text');
    expect(text?.body).toContain(world.payor.name);
    expect(await listPendingCompanyInvitations(carrier.id)).toEqual([]);

    // The carrier's claim flow completes it: a code to the invited phone, then the claim.
    const admin = (await ApiSession.signIn(await createUserWithMfa(carrier, [Role.PayeeAdmin]))).session;
    const contactMethodId = created.contactMethods[0]?.id;
    const sent = await admin.request('core', corePaths.payeeVerifyContactMethod, {
      method: 'POST',
      json: { payeeContactMethodId: contactMethodId, verificationMethodTypeId: VerificationMethod.Text },
    });
    expect(sent.status).toBe(200);
    const code = (await listOutboxFor(phone))[0]?.body.match(/\b(\d{6})\b/)?.[1];
    const claim = await admin.request('core', corePaths.payeeClaimRelationships, {
      method: 'PUT',
      json: {
        payeeRelationshipIds: [created.id],
        payeeContactMethodId: contactMethodId,
        verificationCode: code,
        isTermsAcknowledged: true,
        paymentType: PaymentType.StandardPay,
      },
    });
    expect(claim.status).toBe(200);
    const after = await json<PayorRelationshipDetails>(await details(world.broker, created.id));
    expect(after).toMatchObject({ isClaimed: true });
    expect(after.claimedAt).not.toBeNull();
  });

  it('answers 400 with field errors for bad input, and a new carrier must be invited by email', async () => {
    const world = await invoiceWorld();
    const bad = await invite(world.broker, {
      carrierName: ' ',
      mcNumber: '12ab',
      contactKind: 'email',
      email: 'not-an-email',
      currencyId: 99,
    });
    expect(bad.status).toBe(400);
    const errors = (await json<ApiError>(bad)).errors ?? {};
    expect(errors.carrierName).toEqual(['Company name is required']);
    expect(errors.mcNumber).toEqual(['MC # must be numeric']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
    expect(errors.currencyId).toBeDefined();

    const noNumbers = await invite(world.broker, newCarrier({ mcNumber: '' }));
    expect(noNumbers.status).toBe(400);
    expect((await json<ApiError>(noNumbers)).errors?.dotNumber).toEqual(['DOT # or MC # is required']);

    const noPhone = await invite(world.broker, newCarrier({ contactKind: 'phone', phoneNumber: '' }));
    expect((await json<ApiError>(noPhone)).errors?.phoneNumber).toEqual(['Required']);

    const textNew = await invite(world.broker, newCarrier({ contactKind: 'phone', phoneNumber: '(555) 555-0199' }));
    expect(textNew.status).toBe(400);
    expect((await json<ApiError>(textNew)).errors?.phoneNumber).toEqual([
      'This carrier is not on LanePay yet: invite them by email.',
    ]);
  });

  it('is refused to payor users without an invoice role', async () => {
    const world = await invoiceWorld();
    const reporter = (await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorReports]))).session;
    expect((await invite(reporter, newCarrier())).status).toBe(403);
    expect((await list(reporter)).status).toBe(200);
  });
});

describe('POST payor/payee_names', () => {
  it('names only the payor’s own carriers and never leaks another payee', async () => {
    const world = await invoiceWorld();
    const stranger = await invoiceWorld();
    const response = await world.broker.request('core', corePaths.payorPayeeNames, {
      method: 'POST',
      json: { ids: [world.payee.id, stranger.payee.id, 987_654_321] },
    });
    expect(response.status).toBe(200);
    expect(await json<PayeeNames>(response)).toEqual({ names: [{ id: world.payee.id, name: world.payee.name }] });
    expect((await getCompany(stranger.payee.id))?.name).toBeTruthy();

    const bad = await world.broker.request('core', corePaths.payorPayeeNames, { method: 'POST', json: { ids: [] } });
    expect(bad.status).toBe(400);
    expect((await json<ApiError>(bad)).errors?.ids).toEqual(['Required']);
  });
});
