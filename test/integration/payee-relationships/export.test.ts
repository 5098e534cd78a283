import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportsApp } from '#functions/reports/app.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { TakeControlInfo } from '#shared/schemas/payee-relationships.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { type CarrierWorld, carrierWorld, driverOf, invoiceFrom } from './relationship-fixtures.ts';

/** Calls the exports API (where the edge sends exportReport=true) with the session's cookies. */
function exportRequest(session: ApiSession | null, path: string): Promise<Response> {
  const cookie = session ? [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  return Promise.resolve(reportsApp.request(`${apiRoots.exports}/core${path}`, { headers: cookie ? { cookie } : {} }));
}

async function workbook(response: Response): Promise<ExcelJS.Worksheet> {
  expect(response.status, await response.clone().text()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('No sheet');
  return sheet;
}

/** The payor names of the export's rows (below the header on row 4, above the totals). */
function payorNames(sheet: ExcelJS.Worksheet): string[] {
  const names: string[] = [];
  sheet.eachRow((row, number) => {
    const value = String(row.getCell(1).value ?? '');
    if (number > 4 && value && !value.startsWith('Total')) names.push(value);
  });
  return names;
}

const takeControlPath = (id: number | string) => fillPath(corePaths.payeeRelationshipTakeControlInfo, { id });

describe('relationships: the Excel export of the list', () => {
  let world: CarrierWorld;

  beforeAll(async () => {
    world = await carrierWorld();
    await invoiceFrom(world, world.rel.first, { grossCents: 123_456, status: InvoiceStatus.Pending });
    await invoiceFrom(world, world.rel.claimed, { grossCents: 50_000, status: InvoiceStatus.Approved });
  });

  it('exports every payor matching the filters, in the list’s order, with open invoices totalled', async () => {
    const response = await exportRequest(world.admin, `${corePaths.payeeRelationships}?exportReport=true&pageSize=2`);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain(`payors-${calendarDateIn(new Date())}.xlsx`);
    const sheet = await workbook(response);
    // Paging is ignored: all five, by payor name.
    expect(payorNames(sheet)).toEqual([
      'Alpha Brokerage',
      'Bravo Logistics',
      'Charlie Freight',
      'Delta Shippers',
      'Echo Transport',
    ]);
    const echo = sheet.getRow(9);
    expect(echo.getCell(3).value).toBe('Connected');
    expect(echo.getCell(9).value).toBe(1);
    expect(echo.getCell(10).value).toBe(500);
    const total = sheet.getRow(10);
    expect(total.getCell(1).value).toBe('Total USD');
    const cached = (cell: ExcelJS.Cell) => (cell.value as { result?: unknown }).result;
    expect(cached(total.getCell(9))).toBe(2);
    expect(cached(total.getCell(10))).toBe(1_734.56);
  });

  it('applies the list’s filters and says which in the subtitle', async () => {
    const unclaimed = await workbook(
      await exportRequest(world.admin, `${corePaths.payeeRelationships}?exportReport=true&isClaimed=false`),
    );
    expect(payorNames(unclaimed)).toEqual(['Alpha Brokerage', 'Bravo Logistics', 'Charlie Freight', 'Delta Shippers']);
    expect(String(unclaimed.getCell('A2').value)).toContain('Not connected only');
    const searched = await workbook(
      await exportRequest(
        world.admin,
        `${corePaths.payeeRelationships}?exportReport=true&q=echo&sortField=availableInvoiceAmount&sortAsc=false`,
      ),
    );
    expect(payorNames(searched)).toEqual(['Echo Transport']);
  });

  it('answers bad input with 400 by field, no session with 401, a driver with 403', async () => {
    const bad = await exportRequest(
      world.admin,
      `${corePaths.payeeRelationships}?exportReport=true&sortField=password`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ApiError).errors ?? {})).toEqual(['sortField']);
    expect((await exportRequest(null, `${corePaths.payeeRelationships}?exportReport=true`)).status).toBe(401);
    const driver = await driverOf(world.payee);
    expect((await exportRequest(driver, `${corePaths.payeeRelationships}?exportReport=true`)).status).toBe(403);
  });

  it('exports only the signed-in carrier’s own payors', async () => {
    const { session: demo } = await ApiSession.signIn('carrier@demo.test');
    const names = payorNames(
      await workbook(await exportRequest(demo, `${corePaths.payeeRelationships}?exportReport=true`)),
    );
    expect(names).toContain('Redline Logistics');
    expect(names).not.toContain('Alpha Brokerage');
  });
});

describe('relationships: take_control_info', () => {
  let world: CarrierWorld;

  beforeAll(async () => {
    world = await carrierWorld();
    await invoiceFrom(world, world.rel.first, { grossCents: 88_000, status: InvoiceStatus.Pending });
  });

  it('says what claiming an unclaimed payor takes: masked contact methods and every way to verify', async () => {
    const response = await world.admin.request('core', takeControlPath(world.rel.first.id));
    expect(response.status).toBe(200);
    const info = (await response.json()) as TakeControlInfo;
    expect(info).toMatchObject({
      relationshipId: world.rel.first.id,
      reference: `LP-${world.payee.id}-${world.rel.first.id}`,
      payor: { id: world.rel.first.payorId, name: 'Alpha Brokerage' },
      openInvoiceCount: 1,
      openInvoiceAmount: 88_000,
      claimRequestedAt: null,
    });
    expect(info.contactMethods.map((m) => [m.id, m.kind, m.verificationMethods])).toEqual([
      [world.email.id, 'email', [1]],
      [world.phone.id, 'phone', [2, 3]],
    ]);
    // Masked: the payor's copy of the carrier's details never leaves whole.
    const body = JSON.stringify(info);
    expect(body).not.toContain(world.email.destination);
    expect(body).not.toContain(world.phone.destination.slice(2));
    expect(Object.fromEntries(info.options.map((o) => [o.method, o.available]))).toEqual({
      verificationCode: true,
      preVerified: false,
      invoiceDetails: true,
      authorizationForm: true,
      requestHelp: true,
    });
    expect(info.options.find((o) => o.method === 'invoiceDetails')?.attemptsRemaining).toBe(5);
  });

  it('tells a pre-verified payor without contact methods apart, and closes requestHelp once asked', async () => {
    const preVerified = (await (
      await world.admin.request('core', takeControlPath(world.rel.preVerified.id))
    ).json()) as TakeControlInfo;
    expect(preVerified.contactMethods).toEqual([]);
    expect(Object.fromEntries(preVerified.options.map((o) => [o.method, o.unavailableReason]))).toEqual({
      verificationCode: 'noContactMethod',
      preVerified: null,
      invoiceDetails: 'noInvoices',
      authorizationForm: null,
      requestHelp: null,
    });
    const asked = await world.admin.request(
      'core',
      fillPath(corePaths.payeeRelationshipUnauthenticatedRequest, { id: world.rel.second.id }),
      { method: 'PUT' },
    );
    expect(asked.status).toBe(200);
    const second = (await (
      await world.admin.request('core', takeControlPath(world.rel.second.id))
    ).json()) as TakeControlInfo;
    expect(second.claimRequestedAt).not.toBeNull();
    expect(second.options.find((o) => o.method === 'requestHelp')).toMatchObject({
      available: false,
      unavailableReason: 'requested',
    });
  });

  it('answers 409 for a claimed payor, 404 for another carrier’s or an unknown id, 400 for a bad one', async () => {
    const claimed = await world.admin.request('core', takeControlPath(world.rel.claimed.id));
    expect(claimed.status).toBe(409);
    const { session: demo } = await ApiSession.signIn('carrier@demo.test');
    const foreign = await demo.request('core', takeControlPath(world.rel.first.id));
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Alpha');
    expect((await world.admin.request('core', takeControlPath(3))).status).toBe(404);
    const bad = await world.admin.request('core', takeControlPath('abc'));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ApiError).errors ?? {})).toEqual(['id']);
  });

  it('refuses a driver (403) and a request without a session (401)', async () => {
    const driver = await driverOf(world.payee);
    expect((await driver.request('core', takeControlPath(world.rel.first.id))).status).toBe(403);
    expect((await exportRequest(driver, `${takeControlPath(world.rel.first.id)}?exportReport=true`)).status).toBe(403);
    expect((await new ApiSession().request('core', takeControlPath(world.rel.first.id))).status).toBe(401);
  });

  it('exports the same as a PDF (exportReport=true) the carrier can open', async () => {
    const response = await exportRequest(world.admin, `${takeControlPath(world.rel.first.id)}?exportReport=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `claim-LP-${world.payee.id}-${world.rel.first.id}.pdf`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain('Connect with Alpha Brokerage');
    expect(text).toContain(world.payee.name);
    expect(text).toContain(world.phone.destination.slice(-4));
    expect(text).toContain('1 invoice, $880.00');
    const foreign = await exportRequest(
      (await ApiSession.signIn('carrier@demo.test')).session,
      `${takeControlPath(world.rel.first.id)}?exportReport=true`,
    );
    expect(foreign.status).toBe(404);
    const claimed = await exportRequest(world.admin, `${takeControlPath(world.rel.claimed.id)}?exportReport=true`);
    expect(claimed.status).toBe(409);
  });
});
