import { describe, expect, it } from 'vitest';
import { noFactorOfRecord, planApplication, reversalOf } from '#functions/domain/noa/factor-of-record.ts';
import { LetterOfReleaseType } from '#shared/enums/noa-document.ts';

const alamo = 3001;
const other = 3002;
const carrier = 1001;
const relationships = [
  { id: 1, payorId: 2001, assignedFactorId: null },
  { id: 2, payorId: 2002, assignedFactorId: null },
];
const ofRecord = (factorId: number | null) => ({ ...noFactorOfRecord(carrier), factorId, version: 1 });

describe('planApplication', () => {
  it('a blanket NOA makes its factor the factor of record and assigns every relationship', () => {
    expect(
      planApplication(
        { factorId: alamo, request: { kind: 'noa', scope: 'blanket' } },
        noFactorOfRecord(carrier),
        relationships,
      ),
    ).toEqual({
      kind: 'apply',
      factorOfRecord: { factorId: alamo, changed: true },
      relationships: [
        { relationshipId: 1, before: null, after: alamo },
        { relationshipId: 2, before: null, after: alamo },
      ],
      movesMoney: true,
    });
  });

  it('a per-debtor NOA assigns only the named payors', () => {
    const plan = planApplication(
      { factorId: alamo, request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [2002] } },
      noFactorOfRecord(carrier),
      relationships,
    );
    expect(plan.kind === 'apply' && plan.relationships).toEqual([{ relationshipId: 2, before: null, after: alamo }]);
  });

  it('the same NOA again changes nothing and moves no money', () => {
    const assigned = relationships.map((r) => ({ ...r, assignedFactorId: alamo }));
    const plan = planApplication(
      { factorId: alamo, request: { kind: 'noa', scope: 'blanket' } },
      ofRecord(alamo),
      assigned,
    );
    expect(plan).toEqual({
      kind: 'apply',
      factorOfRecord: { factorId: alamo, changed: false },
      relationships: [],
      movesMoney: false,
    });
  });

  it('an NOA while another factor is of record waits for that factor’s LOR', () => {
    const plan = planApplication(
      { factorId: alamo, request: { kind: 'noa', scope: 'blanket' } },
      ofRecord(other),
      relationships,
    );
    expect(plan).toEqual({ kind: 'waitForLor', factorOfRecordId: other });
  });

  it('a global LOR clears the factor of record and its relationships, leaving others alone', () => {
    const mixed = [
      { id: 1, payorId: 2001, assignedFactorId: alamo },
      { id: 2, payorId: 2002, assignedFactorId: other },
    ];
    const plan = planApplication(
      { factorId: alamo, request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor } },
      ofRecord(alamo),
      mixed,
    );
    expect(plan).toEqual({
      kind: 'apply',
      factorOfRecord: { factorId: null, changed: true },
      relationships: [{ relationshipId: 1, before: alamo, after: null }],
      movesMoney: true,
    });
  });

  it('a single-debtor LOR releases that payor only and keeps the factor of record', () => {
    const assigned = relationships.map((r) => ({ ...r, assignedFactorId: alamo }));
    const plan = planApplication(
      {
        factorId: alamo,
        request: { kind: 'lor', lorType: LetterOfReleaseType.SingleDebtorLor, debtorPayorIds: [2001] },
      },
      ofRecord(alamo),
      assigned,
    );
    expect(plan).toEqual({
      kind: 'apply',
      factorOfRecord: { factorId: alamo, changed: false },
      relationships: [{ relationshipId: 1, before: alamo, after: null }],
      movesMoney: true,
    });
  });

  it('refuses an LOR from a factor that holds nothing of the carrier’s, and an unconfirmed document', () => {
    expect(
      planApplication(
        { factorId: other, request: { kind: 'lor', lorType: LetterOfReleaseType.GlobalLor } },
        ofRecord(alamo),
        relationships,
      ),
    ).toEqual({
      kind: 'refused',
      reason: 'lorFactorNotOfRecord',
    });
    expect(planApplication({ factorId: null, request: null }, ofRecord(null), relationships)).toEqual({
      kind: 'refused',
      reason: 'notConfirmed',
    });
  });
});

describe('reversalOf', () => {
  it('undoes what a document changed, only where nothing changed it since', () => {
    const applied = {
      at: '2026-11-20T15:00:00.000Z',
      factorOfRecordBefore: null,
      factorOfRecordAfter: alamo,
      relationships: [
        { relationshipId: 1, before: null, after: alamo },
        { relationshipId: 2, before: null, after: alamo },
      ],
      movesMoney: true,
    };
    const now = [
      { id: 1, payorId: 2001, assignedFactorId: alamo },
      { id: 2, payorId: 2002, assignedFactorId: null },
    ];
    expect(reversalOf(applied, ofRecord(alamo), now)).toEqual({
      kind: 'apply',
      factorOfRecord: { factorId: null, changed: true },
      relationships: [{ relationshipId: 1, before: alamo, after: null }],
      movesMoney: true,
    });
  });
});
