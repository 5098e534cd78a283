import { describe, expect, it } from 'vitest';
import {
  coveredByIgnore,
  effectiveStatus,
  endedAlert,
  expiresDateOf,
  type HighwayAlertRecord,
  heldForAlert,
  highwayAlertExpiryDays,
  holdingAlert,
  raisedAlert,
  recheckedAlert,
} from '#functions/domain/highway/alerts.ts';
import {
  type CarrierNumbers,
  type CheckOutcome,
  decideChecks,
  failedChecksOf,
  type VettingRecord,
} from '#functions/domain/highway/vetting-checks.ts';
import type { Actor } from '#functions/domain/invoices/invoice.ts';
import { AlertStatus, CheckResult } from '#shared/enums/alert.ts';
import { HighwayAlertResolution, HighwayCheck } from '#shared/enums/highway.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { anInvoice } from './invoice-support.ts';

const today = '2026-03-10';
const carrier = { dotNumber: '1234567', mcNumber: '654321' };
const clean: VettingRecord = {
  ...carrier,
  legalName: 'LONE STAR FREIGHT LLC',
  authority: 'ACTIVE',
  insurance: { onFile: true, expiresOn: null },
  identityVerified: true,
};
const resultOf = (record: VettingRecord | null, check: HighwayCheck, numbers: CarrierNumbers = carrier) =>
  decideChecks(numbers, record, today).find((outcome) => outcome.check === check)?.resultId;

describe('the highway checks', () => {
  it('pass a carrier the registry reports active, insured and verified', () => {
    expect(decideChecks(carrier, clean, today).map((o) => o.resultId)).toEqual([
      CheckResult.Pass,
      CheckResult.Pass,
      CheckResult.Pass,
    ]);
  });

  it('are not available for a carrier the registry does not know, so nothing fails', () => {
    const outcomes = decideChecks(carrier, null, today);
    expect(outcomes.every((o) => o.resultId === CheckResult.NotAvailable)).toBe(true);
    expect(failedChecksOf(outcomes)).toEqual([]);
  });

  it('decide the authority from its state', () => {
    expect(resultOf({ ...clean, authority: 'INACTIVE' }, HighwayCheck.Authority)).toBe(CheckResult.Fail);
    expect(resultOf({ ...clean, authority: 'REVOKED' }, HighwayCheck.Authority)).toBe(CheckResult.Fail);
    expect(resultOf({ ...clean, authority: null }, HighwayCheck.Authority)).toBe(CheckResult.NotAvailable);
  });

  it('fail insurance not on file or ended before today; an end today still passes', () => {
    expect(resultOf({ ...clean, insurance: { onFile: false, expiresOn: null } }, HighwayCheck.Insurance)).toBe(
      CheckResult.Fail,
    );
    expect(resultOf({ ...clean, insurance: { onFile: true, expiresOn: '2026-03-09' } }, HighwayCheck.Insurance)).toBe(
      CheckResult.Fail,
    );
    expect(resultOf({ ...clean, insurance: { onFile: true, expiresOn: today } }, HighwayCheck.Insurance)).toBe(
      CheckResult.Pass,
    );
    expect(resultOf({ ...clean, insurance: null }, HighwayCheck.Insurance)).toBe(CheckResult.NotAvailable);
  });

  it('fail the identity on numbers that disagree or a refused verification; an unknown number proves nothing', () => {
    expect(resultOf({ ...clean, mcNumber: '999999' }, HighwayCheck.Identity)).toBe(CheckResult.Fail);
    expect(resultOf(clean, HighwayCheck.Identity, { dotNumber: '1234567', mcNumber: '111' })).toBe(CheckResult.Fail);
    expect(resultOf({ ...clean, identityVerified: false }, HighwayCheck.Identity)).toBe(CheckResult.Fail);
    expect(resultOf({ ...clean, mcNumber: null }, HighwayCheck.Identity)).toBe(CheckResult.Pass);
    expect(resultOf(clean, HighwayCheck.Identity, { dotNumber: '1234567', mcNumber: null })).toBe(CheckResult.Pass);
    expect(resultOf({ ...clean, identityVerified: null }, HighwayCheck.Identity)).toBe(CheckResult.NotAvailable);
  });
});

const payor: Actor = { kind: 'payor', userId: 3, name: 'Blair Broker', companyName: 'Redline Logistics' };
const raisedAt = new Date('2026-03-10T15:00:00.000Z');
const failing: CheckOutcome[] = decideChecks(
  carrier,
  { ...clean, authority: 'REVOKED', identityVerified: false },
  today,
);

function anAlert(): HighwayAlertRecord {
  return raisedAlert({
    id: 9,
    payorId: 2001,
    carrier: { payeeId: 1001, relationshipId: 1, name: 'Lone Star Freight LLC', ...carrier },
    checks: failing,
    actor: null,
    now: raisedAt,
  });
}

describe('a highway alert', () => {
  it('is raised active, and holds invoices as HeldAlert with each hold in its history', () => {
    const alert = anAlert();
    expect(alert).toMatchObject({ status: AlertStatus.ActiveAlert, resolution: null, version: 1 });
    const holding = holdingAlert(alert, 70, raisedAt);
    expect(holding.status).toBe(AlertStatus.HeldAlert);
    expect(holding.history.map((step) => [step.event, step.invoiceId])).toEqual([
      ['raised', null],
      ['held', 70],
    ]);
  });

  it(`counts as expired once ${highwayAlertExpiryDays} days pass without action, and only while open`, () => {
    const alert = holdingAlert(anAlert(), 70, raisedAt);
    expect(expiresDateOf(alert)).toBe('2026-03-24');
    expect(effectiveStatus(alert, new Date('2026-03-24T04:59:00.000Z'))).toBe(AlertStatus.HeldAlert);
    expect(effectiveStatus(alert, new Date('2026-03-24T05:00:00.000Z'))).toBe(AlertStatus.HeldExpiredAlert);
    const ended = endedAlert(alert, HighwayAlertResolution.Ignored, payor, raisedAt);
    if (ended.kind !== 'ended') throw new Error('not ended');
    expect(effectiveStatus(ended.alert, new Date('2026-05-01T00:00:00.000Z'))).toBe(AlertStatus.Ignored);
  });

  it('is cleared or ignored once; the same end again changes nothing, the other is refused', () => {
    const alert = anAlert();
    const cleared = endedAlert(alert, HighwayAlertResolution.Cleared, payor, raisedAt);
    if (cleared.kind !== 'ended') throw new Error('not ended');
    expect(cleared.alert.status).toBe(AlertStatus.ActiveAlert);
    expect(cleared.alert.resolution).toMatchObject({ kind: 'cleared', byUserId: 3, byName: 'Blair Broker' });
    expect(endedAlert(cleared.alert, HighwayAlertResolution.Cleared, payor, raisedAt)).toEqual({ kind: 'unchanged' });
    expect(endedAlert(cleared.alert, HighwayAlertResolution.Ignored, payor, raisedAt)).toEqual({ kind: 'refused' });

    const ignored = endedAlert(alert, HighwayAlertResolution.Ignored, payor, raisedAt);
    if (ignored.kind !== 'ended') throw new Error('not ended');
    expect(ignored.alert.status).toBe(AlertStatus.Ignored);
    expect(ignored.alert.history.at(-1)).toMatchObject({ event: 'ignored', byName: 'Blair Broker' });
  });

  it('keeps a re-check’s results and stays open', () => {
    const passing = decideChecks(carrier, clean, today);
    const rechecked = recheckedAlert(anAlert(), passing, payor, new Date('2026-03-11T15:00:00.000Z'));
    expect(rechecked).toMatchObject({ checks: passing, checkedAt: '2026-03-11T15:00:00.000Z', resolution: null });
    expect(rechecked.history.at(-1)).toMatchObject({ event: 'rechecked', byUserId: 3 });
  });

  it('holds a new invoice for the payor’s system, naming the failed checks and the alert', () => {
    const held = heldForAlert(anInvoice(), anAlert(), raisedAt);
    expect(held.status).toBe(InvoiceStatus.Held);
    expect(held.statusHistory.map((step) => [step.status, step.actor])).toEqual([
      [InvoiceStatus.Pending, 'payor'],
      [InvoiceStatus.Held, 'system'],
    ]);
    expect(held.reviewNote).toMatchObject({
      status: InvoiceStatus.Held,
      holdReason: HoldReason.PAYOR_SYSTEM_OVERRIDE,
      text: "Held for the payor's carrier vetting: operating authority not active; identity not confirmed.",
      highwayAlertId: 9,
    });
  });

  it('is covered by an ignore only when every failure now was ignored', () => {
    expect(coveredByIgnore(null, [HighwayCheck.Insurance])).toBe(false);
    expect(coveredByIgnore([HighwayCheck.Insurance, HighwayCheck.Identity], [HighwayCheck.Insurance])).toBe(true);
    expect(coveredByIgnore([HighwayCheck.Insurance], [HighwayCheck.Insurance, HighwayCheck.Authority])).toBe(false);
  });
});
