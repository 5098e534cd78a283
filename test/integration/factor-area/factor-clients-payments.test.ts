import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { getPayment } from '#functions/repositories/payments.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { FactorClient, FactorClientPage, FactorDebtorList } from '#shared/schemas/factor-clients.ts';
import type { FactorInvoice } from '#shared/schemas/factor-invoices.ts';
import type { FactorPayment, FactorPaymentPage } from '#shared/schemas/factor-payments.ts';
import type { ApiSession } from '../../support/api-session.ts';
import { createClaimedRelationship, createCompany, createCompanyWith } from '../../support/fixtures.ts';
import { exportRequest } from '../payee-invoices/invoice-fixtures.ts';
import { activeWireAccount, approvedInvoice } from '../payouts/payout-fixtures.ts';
import { completedNoa, signedInFactor, storedInvoice } from './factor-fixtures.ts';

// A year no other test pays in: the NOA's cooling-off window has ended by the run's day.
const applied = new Date('1998-01-02T15:00:00Z');
const payDay = '1998-01-20';
const runAt = new Date('1998-01-21T18:00:00Z');

async function get<T>(session: ApiSession, path: string) {
  const response = await session.request('core', path);
  return { status: response.status, body: (await response.json()) as T & ApiError };
}

/** A client with MC and DOT numbers, two debtors, one of them assigned to the factor by a completed NOA. */
async function factoredClient() {
  const suffix = randomUUID().replace(/\D/g, '').slice(0, 6).padEnd(6, '7');
  const client = await createCompanyWith(CompanyType.Payee, {
    name: `Factored Client ${suffix}`,
    mcNumber: `9${suffix}`,
    dotNumber: `8${suffix}`,
  });
  const [assignedDebtor, otherDebtor] = await Promise.all([
    createCompany(CompanyType.Payor),
    createCompany(CompanyType.Payor),
  ]);
  const assigned = await createClaimedRelationship(client, assignedDebtor);
  const other = await createClaimedRelationship(client, otherDebtor);
  await activeWireAccount(client.id);
  const { factor, session } = await signedInFactor();
  return { client, assignedDebtor, otherDebtor, assigned, other, factor, session };
}

describe('the factor’s clients and debtors', () => {
  it('lists the clients with their assigned debtors, finds them by name, MC or DOT, and hides everyone else', async () => {
    const { client, assignedDebtor, otherDebtor, assigned, factor, session } = await factoredClient();
    const { session: otherFactor } = await signedInFactor();
    const pending = await storedInvoice(assigned, InvoiceStatus.Pending, '1998-01-03');
    // Before the NOA is complete the carrier is no client of the factor's.
    expect((await get<FactorClientPage>(session, corePaths.factorClients)).body.items).toEqual([]);
    expect((await get<FactorClient>(session, fillPath(corePaths.factorClient, { id: client.id }))).status).toBe(404);

    await completedNoa(factor.id, client.id, [assignedDebtor.id], applied);
    const page = await get<FactorClientPage>(session, corePaths.factorClients);
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([
      {
        id: client.id,
        name: client.name,
        mcNumber: client.mcNumber,
        dotNumber: client.dotNumber,
        factorOfRecord: 'thisFactor',
        debtors: [
          {
            payeeRelationshipId: assigned.id,
            debtorId: assignedDebtor.id,
            debtorName: assignedDebtor.name,
            coolingOffUntil: '1998-01-05T15:00:00.000Z',
            holds: [],
          },
        ],
      },
    ]);
    for (const q of [client.name.slice(-6).toLowerCase(), String(client.mcNumber), String(client.dotNumber)]) {
      expect((await get<FactorClientPage>(session, `${corePaths.factorClients}?q=${q}`)).body.items).toHaveLength(1);
    }
    expect((await get<FactorClientPage>(session, `${corePaths.factorClients}?q=nobody-here`)).body.items).toEqual([]);
    expect((await get<FactorClient>(session, fillPath(corePaths.factorClient, { id: client.id }))).body.id).toBe(
      client.id,
    );
    expect((await get<FactorClient>(otherFactor, fillPath(corePaths.factorClient, { id: client.id }))).status).toBe(
      404,
    );
    expect((await get<FactorClientPage>(otherFactor, corePaths.factorClients)).body.items).toEqual([]);

    const debtors = await get<FactorDebtorList>(session, corePaths.factorDebtors);
    expect(debtors.body.items).toEqual([
      {
        id: assignedDebtor.id,
        name: assignedDebtor.name,
        clients: [{ clientId: client.id, clientName: client.name }],
        totals: [
          {
            currencyId: 1,
            open: { count: 1, cents: pending.grossCents },
            approved: { count: 0, cents: 0 },
            held: { count: 0, cents: 0 },
          },
        ],
      },
    ]);
    expect(debtors.body.items.some((debtor) => debtor.id === otherDebtor.id)).toBe(false);
    expect((await get<FactorDebtorList>(otherFactor, corePaths.factorDebtors)).body.items).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    const { session } = await signedInFactor();
    expect((await get(session, `${corePaths.factorClients}?pageSize=0`)).status).toBe(400);
    expect((await get(session, `${corePaths.factorClients}?q=${'x'.repeat(65)}`)).status).toBe(400);
    expect((await get(session, fillPath(corePaths.factorClient, { id: 'abc' }))).status).toBe(400);
    expect((await get(session, `${corePaths.factorPayments}?page=0`)).status).toBe(400);
    expect((await get(session, fillPath(corePaths.factorPayment, { id: 'not-a-payment' }))).status).toBe(400);
  });
});

describe('payments to the factor', () => {
  it('lists what the payout run paid the factor with its remittance, and nothing paid to anyone else', async () => {
    const { client, assignedDebtor, assigned, other, factor, session } = await factoredClient();
    const { session: otherFactor } = await signedInFactor();
    const factored = await approvedInvoice(
      client.id,
      { relationshipId: assigned.id, payorId: assigned.payorId },
      payDay,
    );
    const own = await approvedInvoice(client.id, { relationshipId: other.id, payorId: other.payorId }, payDay);
    await completedNoa(factor.id, client.id, [assignedDebtor.id], applied);
    await runPayouts(runAt);

    const paidFactored = await getInvoice(factored.id);
    const paidOwn = await getInvoice(own.id);
    expect(paidFactored).toMatchObject({ status: InvoiceStatus.Paid, factorId: factor.id });
    const toCarrier = String(paidOwn?.paymentId);
    expect((await getPayment(toCarrier))?.paidTo).toEqual({ kind: 'payee' });

    const payments = await get<FactorPaymentPage>(session, corePaths.factorPayments);
    expect(payments.status).toBe(200);
    expect(payments.body.items).toHaveLength(1);
    const [row] = payments.body.items;
    expect(row).toMatchObject({
      id: paidFactored?.paymentId,
      clientId: client.id,
      clientName: client.name,
      debtorId: assignedDebtor.id,
      debtorName: assignedDebtor.name,
      invoiceCount: 1,
      grossCents: factored.grossCents,
      paidDate: '1998-01-21',
    });
    const detail = await get<FactorPayment>(session, fillPath(corePaths.factorPayment, { id: String(row?.id) }));
    expect(detail.status).toBe(200);
    expect(detail.body.remittance).toEqual([
      {
        invoiceId: factored.id,
        invoiceNumber: factored.invoiceNumber,
        loadNumber: factored.loadNumber,
        clientName: client.name,
        debtorName: factored.payorName,
        grossCents: factored.grossCents,
        feeCents: factored.feeCents,
        netCents: factored.netCents,
      },
    ]);
    // The carrier's own payment and another factor's reads are not found.
    expect((await get(session, fillPath(corePaths.factorPayment, { id: toCarrier }))).status).toBe(404);
    expect((await get(otherFactor, fillPath(corePaths.factorPayment, { id: String(row?.id) }))).status).toBe(404);
    expect((await get<FactorPaymentPage>(otherFactor, corePaths.factorPayments)).body.items).toEqual([]);

    // The paid invoice reads as paid to the factor.
    const invoice = await get<FactorInvoice>(session, fillPath(corePaths.factorInvoice, { id: factored.id }));
    expect(invoice.body).toMatchObject({
      status: FactorInvoiceStatus.PaidToFactor,
      paidTo: { kind: 'factor', name: factor.name },
      paymentId: row?.id,
    });
    expect((await get(session, fillPath(corePaths.factorInvoice, { id: own.id }))).status).toBe(404);
  });

  it('gives a payment’s remittance as CSV for factoring software and as Excel, with the API’s rows and totals', async () => {
    const { client, assignedDebtor, assigned, factor, session } = await factoredClient();
    const { session: otherFactor } = await signedInFactor();
    const [first, second] = [
      await approvedInvoice(client.id, { relationshipId: assigned.id, payorId: assigned.payorId }, payDay),
      await approvedInvoice(client.id, { relationshipId: assigned.id, payorId: assigned.payorId }, payDay),
    ];
    await completedNoa(factor.id, client.id, [assignedDebtor.id], applied);
    await runPayouts(runAt);
    const paymentId = String((await getInvoice(first.id))?.paymentId);
    const payment = (await get<FactorPayment>(session, fillPath(corePaths.factorPayment, { id: paymentId }))).body;
    expect(payment.remittance.map((line) => line.invoiceId).sort()).toEqual([first.id, second.id].sort());
    const remittance = fillPath(corePaths.factorPaymentRemittance, { id: paymentId });

    const csv = await exportRequest(session, `/core${remittance}?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`remittance-${payment.code}.csv`);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Payment ID,Payment Reference,Payment Date,Debtor,Client,Invoice Number,Load Number,Invoice Amount,Fee Amount,Net Amount,Currency',
    );
    const records = parse(text, { columns: true }) as Record<string, string>[];
    expect(records).toEqual(
      payment.remittance.map((line) => ({
        'Payment ID': paymentId,
        'Payment Reference': payment.code,
        'Payment Date': payment.paidDate,
        Debtor: line.debtorName,
        Client: line.clientName,
        'Invoice Number': line.invoiceNumber,
        'Load Number': line.loadNumber,
        'Invoice Amount': (line.grossCents / 100).toFixed(2),
        'Fee Amount': (line.feeCents / 100).toFixed(2),
        'Net Amount': (line.netCents / 100).toFixed(2),
        Currency: 'USD',
      })),
    );
    const netInFile = records.reduce((sum, record) => sum + Math.round(Number(record['Net Amount']) * 100), 0);
    expect(netInFile).toBe(payment.netCents);

    const xlsx = await exportRequest(session, `/core${remittance}?format=xlsx`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const cells: string[] = [];
    sheet?.eachRow((row) =>
      cells.push(
        (row.values as unknown[])
          .slice(1)
          .map((value) =>
            String(
              value && typeof value === 'object' && 'result' in value
                ? (value as { result: unknown }).result
                : (value ?? ''),
            ),
          )
          .join('|'),
      ),
    );
    expect(cells[0]).toContain(`Remittance for payment ${payment.code}`);
    for (const line of payment.remittance) {
      expect(
        cells.some((row) => row.includes(`|${line.invoiceNumber}|${line.loadNumber}|${line.grossCents / 100}|`)),
      ).toBe(true);
    }
    expect(cells.find((row) => row.startsWith('Total USD'))).toContain(`|${payment.netCents / 100}|`);

    // Another factor, a payment that did not pay this factor, and a bad format.
    expect((await exportRequest(otherFactor, `/core${remittance}?format=csv`)).status).toBe(404);
    expect((await exportRequest(session, `/core${remittance}?format=pdf`)).status).toBe(400);
    expect((await exportRequest(session, `/core${remittance}`)).status).toBe(400);
  });
});
