import { describe, expect, it } from 'vitest';
import { type FactorOfRecord, noFactorOfRecord } from '#functions/domain/noa/factor-of-record.ts';
import { factorStateOf, kindOfRequest, requestOfKind, uploadConflict } from '#functions/domain/noa/factor-uploads.ts';
import { noaIntakeAddressOf, noaIntakeDomain, payorIdOfIntakeAddress } from '#shared/constants/noa-intake.ts';
import { FactorNoaKind, FactorNoaUploadState } from '#shared/enums/factor-noa-upload.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';

const me = 3001;
const other = 3002;
const record = (factorId: number | null): FactorOfRecord => ({
  ...noFactorOfRecord(1001),
  factorId,
  factorName: factorId === null ? null : `Factor ${factorId}`,
  version: 1,
});
const relationship = (assignedFactorId: number | null) => ({ id: 1, payorId: 2001, assignedFactorId });

describe('the factor’s kinds of document', () => {
  it('map to the model’s requests and back', () => {
    for (const kind of Object.values(FactorNoaKind)) {
      expect(kindOfRequest(requestOfKind(kind, [2001]))).toBe(kind);
    }
    expect(requestOfKind(FactorNoaKind.NoaBlanket, [])).toEqual({ kind: 'noa', scope: 'blanket' });
    expect(requestOfKind(FactorNoaKind.LorSingleDebtor, [2001])).toEqual({
      kind: 'lor',
      lorType: 2,
      debtorPayorIds: [2001],
    });
  });
});

describe('what the factor is told of a status', () => {
  it('gives every status code a state in the factor’s words', () => {
    const states = Object.values(DocumentStatus).map((status) => [status, factorStateOf(status)]);
    expect(Object.fromEntries(states)).toEqual({
      [DocumentStatus.Uploaded]: FactorNoaUploadState.Received,
      [DocumentStatus.ReadyToConvert]: FactorNoaUploadState.Received,
      [DocumentStatus.PendingOcr]: FactorNoaUploadState.Received,
      [DocumentStatus.Converted]: FactorNoaUploadState.Received,
      [DocumentStatus.ConversionError]: FactorNoaUploadState.InReview,
      [DocumentStatus.ConversionErrorNotified]: FactorNoaUploadState.InReview,
      [DocumentStatus.ReadyToProcess]: FactorNoaUploadState.InReview,
      [DocumentStatus.ReadyToAudit]: FactorNoaUploadState.InReview,
      [DocumentStatus.ActionConflict]: FactorNoaUploadState.InReview,
      [DocumentStatus.Deferred]: FactorNoaUploadState.InReview,
      [DocumentStatus.DeferredAndNotified]: FactorNoaUploadState.InReview,
      [DocumentStatus.RequestToSplit]: FactorNoaUploadState.InReview,
      [DocumentStatus.PendingNewFactor]: FactorNoaUploadState.InReview,
      [DocumentStatus.Held]: FactorNoaUploadState.InReview,
      [DocumentStatus.PendingLorDesignation]: FactorNoaUploadState.InReview,
      [DocumentStatus.PendingLorDesignationHighRisk]: FactorNoaUploadState.InReview,
      [DocumentStatus.PendingLorValidation]: FactorNoaUploadState.WaitingForRelease,
      [DocumentStatus.Complete]: FactorNoaUploadState.Accepted,
      [DocumentStatus.Removed]: FactorNoaUploadState.NotAccepted,
      [DocumentStatus.Deprecated]: FactorNoaUploadState.NotAccepted,
      [DocumentStatus.FraudConfirmed]: FactorNoaUploadState.NotAccepted,
      [DocumentStatus.FraudInvestigation]: FactorNoaUploadState.FraudReview,
    });
  });
});

describe('the conflict check at upload', () => {
  it('finds nothing in the way without a factor of record', () => {
    expect(uploadConflict({ factorId: me, record: record(null), relationships: [] })).toEqual({ kind: 'none' });
    expect(
      uploadConflict({ factorId: me, record: record(null), relationships: [relationship(other)], kind: 'noaDebtors' }),
    ).toEqual({ kind: 'none' });
  });

  it('tells the factor of record it already is', () => {
    expect(uploadConflict({ factorId: me, record: record(me), relationships: [], kind: 'noaBlanket' })).toEqual({
      kind: 'sameFactor',
    });
  });

  it('names another factor of record for an NOA of any scope, or before the kind is chosen', () => {
    for (const kind of [FactorNoaKind.NoaBlanket, FactorNoaKind.NoaDebtors, undefined]) {
      expect(
        uploadConflict({ factorId: me, record: record(other), relationships: [], ...(kind ? { kind } : {}) }),
      ).toEqual({ kind: 'otherFactor', factorId: other, factorName: `Factor ${other}` });
    }
  });

  it('lets an LOR through only from a factor holding something of the carrier’s', () => {
    for (const kind of [FactorNoaKind.LorGlobal, FactorNoaKind.LorSingleDebtor]) {
      expect(uploadConflict({ factorId: me, record: record(other), relationships: [], kind })).toEqual({
        kind: 'nothingToRelease',
      });
      expect(uploadConflict({ factorId: me, record: record(me), relationships: [], kind })).toEqual({ kind: 'none' });
      expect(uploadConflict({ factorId: me, record: record(other), relationships: [relationship(me)], kind })).toEqual({
        kind: 'none',
      });
    }
  });
});

describe('the debtors’ intake addresses', () => {
  it('are made from the payor id and read back from it, case aside', () => {
    expect(noaIntakeAddressOf(2001)).toBe(`debtor-2001@${noaIntakeDomain}`);
    expect(payorIdOfIntakeAddress(` DEBTOR-2001@${noaIntakeDomain.toUpperCase()} `)).toBe(2001);
  });

  it('read nothing from another address', () => {
    for (const address of [
      'debtor-2001@example.com',
      `debtor-0@${noaIntakeDomain}`,
      `debtor-01@${noaIntakeDomain}`,
      `debtor-x@${noaIntakeDomain}`,
      `other-2001@${noaIntakeDomain}`,
      `debtor-2001@sub.${noaIntakeDomain}`,
    ]) {
      expect(payorIdOfIntakeAddress(address), address).toBeNull();
    }
  });
});
