import { describe, expect, it } from 'vitest';
import { resubmissionOutcome } from '#functions/domain/bill-resubmission.ts';
import {
  defaultRequiredImageTypeIds,
  requiredDocumentKey,
  unmetByField,
  unmetRequirements,
} from '#functions/domain/bills/completeness.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import en from '#shared/i18n/en/paperwork-server.ts';
import { lookup } from '#shared/i18n/message-catalog.ts';

const linehaul = (amount: number) => ({ chargeTypeId: ChargeType.Linehaul, amount });
const attached = (imageTypeId: number) => ({ imageTypeId, status: 'attached' });
const uploading = (imageTypeId: number) => ({ imageTypeId, status: 'uploading' });
const redline = [ImageType.RateConfirmation, ImageType.ProofOfDelivery];

describe('completeness', () => {
  it('is met with a linehaul above $0.00 and every required document attached', () => {
    expect(
      unmetRequirements({
        charges: [linehaul(1), { chargeTypeId: ChargeType.Detention, amount: 500 }],
        documents: [attached(ImageType.RateConfirmation), attached(ImageType.ProofOfDelivery)],
        requiredImageTypeIds: redline,
      }),
    ).toEqual([]);
  });

  it.each([
    ['no charges', []],
    ['a $0.00 linehaul', [linehaul(0)]],
    ['a negative linehaul', [linehaul(-100)]],
    ['only accessorials', [{ chargeTypeId: ChargeType.Lumper, amount: 10_000 }]],
  ])('wants a linehaul with %s', (_name, charges) => {
    expect(
      unmetRequirements({
        charges,
        documents: [attached(ImageType.ProofOfDelivery)],
        requiredImageTypeIds: [ImageType.ProofOfDelivery],
      }),
    ).toEqual([{ field: 'charges.linehaul', key: 'paperwork.validation.lineHaulAmount' }]);
  });

  it('lists each required type missing; uploading documents and other types do not count', () => {
    const unmet = unmetRequirements({
      charges: [linehaul(100)],
      documents: [uploading(ImageType.RateConfirmation), attached(ImageType.BillOfLading)],
      requiredImageTypeIds: redline,
    });
    expect(unmet).toEqual([
      {
        field: 'documents',
        key: 'paperwork.validation.requiredDocument.rateConfirmation',
        imageTypeId: ImageType.RateConfirmation,
      },
      {
        field: 'documents',
        key: 'paperwork.validation.requiredDocument.proofOfDelivery',
        imageTypeId: ImageType.ProofOfDelivery,
      },
    ]);
    expect(unmetByField(unmet)).toEqual({
      documents: [
        'paperwork.validation.requiredDocument.rateConfirmation',
        'paperwork.validation.requiredDocument.proofOfDelivery',
      ],
    });
  });

  it('reports both fields together, linehaul first', () => {
    const unmet = unmetRequirements({ charges: [], documents: [], requiredImageTypeIds: defaultRequiredImageTypeIds });
    expect(unmetByField(unmet)).toEqual({
      'charges.linehaul': ['paperwork.validation.lineHaulAmount'],
      documents: ['paperwork.validation.requiredDocument.proofOfDelivery'],
    });
  });

  it('needs nothing but the linehaul from a payor that requires no documents', () => {
    expect(unmetRequirements({ charges: [linehaul(5)], documents: [], requiredImageTypeIds: [] })).toEqual([]);
  });

  it('asks for proof of delivery by default', () => {
    expect(defaultRequiredImageTypeIds).toEqual([ImageType.ProofOfDelivery]);
  });

  it.each(Object.values(ImageType))('has a message for required type %i', (imageTypeId) => {
    const key = requiredDocumentKey(imageTypeId);
    expect(lookup({ paperwork: en }, key), key).toBeTruthy();
  });
});

describe('the worker’s outcome (same rule)', () => {
  const complete = {
    charges: [linehaul(100)],
    documents: [attached(ImageType.ProofOfDelivery)],
    requiredImageTypeIds: [ImageType.ProofOfDelivery],
  };

  it('delivers a complete sent bill', () => {
    expect(resubmissionOutcome({ ...complete, state: BillState.Sent })).toEqual({
      kind: 'deliver',
      to: BillState.Delivered,
    });
  });

  it('sends back a bill without linehaul first, then one without documents', () => {
    expect(resubmissionOutcome({ ...complete, charges: [], documents: [], state: BillState.Sent })).toEqual({
      kind: 'exception',
      to: BillState.Exception,
      reason: 'missing_linehaul',
    });
    expect(
      resubmissionOutcome({ ...complete, documents: [uploading(ImageType.ProofOfDelivery)], state: BillState.Sent }),
    ).toEqual({
      kind: 'exception',
      to: BillState.Exception,
      reason: 'missing_documents',
    });
  });

  it.each(Object.values(BillState).filter((s) => s !== BillState.Sent))(
    'skips a bill in %s (a redelivered message)',
    (state) => {
      expect(resubmissionOutcome({ ...complete, state })).toEqual({ kind: 'skip', reason: 'not_sent' });
    },
  );
});
