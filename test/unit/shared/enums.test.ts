import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, DeviceClass, deviceClassOf, zIndex } from '#shared/constants/layout.ts';
import { processingTimes, standardPayDays } from '#shared/constants/payments.ts';
import { sessionConstants } from '#shared/constants/session.ts';
import { AdvanceType } from '#shared/enums/advance.ts';
import { isMonitoringAlertTypeId, monitoringAlertTypeIds } from '#shared/enums/alert.ts';
import { Bank } from '#shared/enums/bank.ts';
import {
  BankAccountStatus,
  InactivationReason,
  isPendingBankAccountStatus,
  pendingBankAccountStatuses,
} from '#shared/enums/bank-account-status.ts';
import { BillState, payeeBillGroups, payorBillGroups } from '#shared/enums/bill-state.ts';
import { ClaimDialog, visibleClaimDialog } from '#shared/enums/claim-flow.ts';
import { CompanySetting, settingAsBoolean, settingAsNumber } from '#shared/enums/company-setting.ts';
import { ContractDocumentSection } from '#shared/enums/contract-document-section.ts';
import { Country, canadianProvinces, regionsOf, usStates } from '#shared/enums/country.ts';
import { Currency, CurrencyFilter, currencyCodes, currencyOfFilter } from '#shared/enums/currency.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentKind, DocumentType } from '#shared/enums/document-type.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import {
  heldInvoiceStatuses,
  InvoiceStatus,
  isHeldStatus,
  PaymentStatus,
  paymentStatusName,
} from '#shared/enums/invoice-status.ts';
import {
  ActionCode,
  DocumentStatus,
  DocumentTaskType,
  LetterOfReleaseType,
  legacyDocumentStatuses,
} from '#shared/enums/noa-document.ts';
import { bankAccountTypeNames, PaymentMethodType as Pmt } from '#shared/enums/payment-method-type.ts';
import { paymentTermLabel } from '#shared/enums/payment-type.ts';
import { PayorCategory, PayorKind } from '#shared/enums/payor.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { Risk } from '#shared/enums/risk.ts';
import { Role } from '#shared/enums/role.ts';
import { previousSettlementStatementTypes, StatementType } from '#shared/enums/statement-type.ts';
import { isTier } from '#shared/enums/tier.ts';

describe('enum values match the seeds', () => {
  it('roles', () => {
    expect(Role.PayeeDriver).toBe(28);
    expect(Role.NoaAuditIbex).toBe(46);
    expect(Role.FraudManager).toBe(52);
  });

  it('invoice and payment statuses, with the held group', () => {
    expect(InvoiceStatus.Held).toBe(5);
    expect(InvoiceStatus.MissingBank).toBe(11);
    expect(PaymentStatus.Refunded).toBe(12);
    // A refunded payment's invoices take the payment status Refunded too (their history shows it).
    expect(InvoiceStatus.Refunded).toBe(12);
    expect(heldInvoiceStatuses).toEqual([5, 10, 11]);
    expect(isHeldStatus(InvoiceStatus.PendingReissue)).toBe(true);
    expect(isHeldStatus(InvoiceStatus.Pending)).toBe(false);
    expect(paymentStatusName(PaymentStatus.MissingCarrier)).toBe('MissingCarrier');
  });

  it('bank account statuses and inactivation reasons', () => {
    expect(BankAccountStatus.Active).toBe(1);
    expect(BankAccountStatus.PendingFinalReview).toBe(8);
    expect(BankAccountStatus.RejectedByTransfermate).toBe(12);
    expect(pendingBankAccountStatuses).toEqual([5, 8]);
    expect(isPendingBankAccountStatus(BankAccountStatus.Rejected)).toBe(false);
    expect(InactivationReason.intermediaryBank).toBe(7);
    expect(InactivationReason.fraud).toBe(10);
  });

  it('payment method types 1 to 19, named like the bank account types of §3', () => {
    const ids = Object.values(Pmt).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(Pmt.Check).toBe(1);
    expect(Pmt.TChek).toBe(7);
    expect(Pmt.LoadPay).toBe(19);
    expect(Object.values(bankAccountTypeNames).sort()).toEqual(
      [
        'ACH',
        'CAD ACH',
        'CAD check',
        'check',
        'draft ACH',
        'draft CAD ACH',
        'draft Euro wire',
        'draft Mexican ACH',
        'EFS money code',
        'EUR wire',
        'fuel card',
        'intl wire',
        'LoadPay',
        'MXN ACH',
        'reverse USD wire',
        'same-day ACH',
        'T-CHEK',
        'triumph fuel card',
        'wire',
      ].sort(),
    );
  });

  it('payments, payouts and advances', () => {
    expect(DateType.DatePaymentScheduled).toBe(9);
    expect(PayoutType.TERM_FEE_REFUND).toBe(4);
    expect(PayoutType.TRIUMPH_LOAD_ADVANCE_PAYOUT).toBe(9);
    expect(AdvanceType.TRIUMPH_LOAD_ADVANCE_REFUND_ADVANCE_FEE).toBe(6);
    expect(HoldReason.GLOBAL_LOR_PAUSE_HOLD).toBe(10);
    expect(RelationshipContactStatus.Confirmed).toBe(5);
    expect(DocumentType.CreditNote).toBe(2);
    expect(DocumentKind.CarrierBankAccount).toBe(2);
    expect(PayorKind.LanePay).toBe(3);
    expect(PayorCategory.FactoredBroker).toBe(2);
  });

  it('payment term labels', () => {
    expect(paymentTermLabel(0)).toEqual({ kind: 'sameDay' });
    expect(paymentTermLabel(1)).toEqual({ kind: 'days', count: 1 });
    expect(paymentTermLabel(30)).toEqual({ kind: 'days', count: 30 });
  });

  it('NOA processing codes', () => {
    expect(DocumentStatus.RequestToSplit).toBe(17);
    expect(DocumentStatus.FraudConfirmed).toBe(26);
    expect(legacyDocumentStatuses).toHaveLength(13);
    expect(Math.max(...legacyDocumentStatuses)).toBe(17);
    expect(DocumentTaskType.SelectPayeeMatches).toBe(13);
    expect(ActionCode.MissingMcDot).toBe(9);
    expect(ActionCode.ConfirmAsFraud).toBe(19);
    expect(LetterOfReleaseType.SingleDebtorLor).toBe(2);
  });

  it('zero-based and valueless members', () => {
    expect(Risk.LowRisk).toBe(0);
    expect(Bank.Wells).toBe(0);
    expect(Bank.RBC).toBe(2);
    expect(ContractDocumentSection.dataUseAgreement).toBe(6);
    expect(ContractDocumentSection.miscellaneous).toBeNull();
  });

  it('statements and settings', () => {
    expect(StatementType.MonthlyStatementV2).toBe(5);
    expect(previousSettlementStatementTypes).not.toContain(StatementType.WeeklyStatement);
    expect(CompanySetting.EnableCreditNotes).toBe(29);
    expect(CompanySetting.QuickPayRevenueShareThreshold).toBe(81690);
    expect(settingAsBoolean(' TRUE ')).toBe(true);
    expect(settingAsBoolean('1')).toBe(true);
    expect(settingAsBoolean('false')).toBe(false);
    expect(settingAsBoolean(undefined)).toBe(false);
    expect(settingAsNumber('2.5')).toBe(2.5);
    expect(settingAsNumber('')).toBeNull();
    expect(settingAsNumber('x')).toBeNull();
  });

  it('currencies, countries and regions', () => {
    expect(Currency.EUR).toBe(4);
    expect(currencyCodes[Currency.CAD]).toBe('CAD');
    expect(currencyOfFilter(CurrencyFilter.All)).toBeNull();
    expect(currencyOfFilter(CurrencyFilter.CAD)).toBe(2);
    expect(Object.keys(canadianProvinces)).toHaveLength(13);
    expect(Object.keys(usStates)).toHaveLength(51);
    expect(regionsOf(Country.Canada)).toBe(canadianProvinces);
    expect(regionsOf(Country.UnitedStates).TX).toBe('Texas');
  });

  it('tiers and monitoring alert ids are ranges without names', () => {
    expect(isTier(4)).toBe(true);
    expect(isTier(5)).toBe(false);
    expect(monitoringAlertTypeIds).toHaveLength(16);
    expect(isMonitoringAlertTypeId(16)).toBe(true);
    expect(isMonitoringAlertTypeId(17)).toBe(false);
    expect(isMonitoringAlertTypeId(1.5)).toBe(false);
  });

  it('bill groups of the payee and payor views', () => {
    expect(payorBillGroups.incomplete).toEqual([BillState.Incomplete, BillState.Sent]);
    expect(payeeBillGroups.submitted).toContain(BillState.Sent);
    expect(payorBillGroups.submitted).toHaveLength(5);
  });

  it('shows one claim dialog at a time, by priority', () => {
    expect(visibleClaimDialog(new Set([ClaimDialog.QuickPay, ClaimDialog.ClaimMoreBrokers]))).toBe(
      ClaimDialog.ClaimMoreBrokers,
    );
    expect(visibleClaimDialog(new Set([ClaimDialog.QuickPay, ClaimDialog.VerificationCode]))).toBe(
      ClaimDialog.VerificationCode,
    );
    expect(visibleClaimDialog(new Set())).toBeNull();
  });
});

describe('constants', () => {
  it('business constants', () => {
    expect(standardPayDays).toBe(30);
    expect(processingTimes[Pmt.LoadPay]).toEqual({ min: 0, max: 5, unit: 'minutes' });
    expect(processingTimes[Pmt.CadCheck]).toEqual({ min: 3, max: 5, unit: 'days' });
    expect(processingTimes[Pmt.FuelCard]).toBeUndefined();
    expect(sessionConstants.lifetimeSeconds).toBe(1800);
  });

  it('layout constants and device classes', () => {
    expect(breakpoints.large).toBe(1359);
    expect(zIndex.modal).toBe(150);
    expect(deviceClassOf(375)).toBe(DeviceClass.Mobile);
    expect(deviceClassOf(767)).toBe(DeviceClass.Mobile);
    expect(deviceClassOf(768)).toBe(DeviceClass.Tablet);
    expect(deviceClassOf(991)).toBe(DeviceClass.Tablet);
    expect(deviceClassOf(992)).toBe(DeviceClass.Desktop);
  });
});

describe('every enum in shared/enums', () => {
  const directory = new URL('../../../shared/enums/', import.meta.url);
  const files = readdirSync(directory).filter((file) => file.endsWith('.ts'));

  it.each(files)('%s: each exported name-to-value map has distinct values', async (file) => {
    const module: Record<string, unknown> = await import(new URL(file, directory).href);
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const members = Object.values(value);
      if (!members.every((member) => member === null || ['string', 'number'].includes(typeof member))) continue;
      expect(new Set(members).size, `${file} ${name}`).toBe(members.length);
    }
  });
});
