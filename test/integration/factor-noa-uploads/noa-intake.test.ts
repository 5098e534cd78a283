import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '#functions/repositories/companies.ts';
import { readPaperworkObject } from '#functions/repositories/paperwork-objects.ts';
import { receiveMailedNoa } from '#functions/services/noa-intake.ts';
import { corePaths } from '#shared/api/paths.ts';
import { noaIntakeAddressOf } from '#shared/constants/noa-intake.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { FactorNoaDocumentList } from '#shared/schemas/factor-noa-documents.ts';
import { makeNoaPdf } from '../../fixtures/noa/make-noa-pdf.ts';
import type { ApiSession } from '../../support/api-session.ts';
import { createCompany } from '../../support/fixtures.ts';
import { samplePng } from '../../support/paperwork-files.ts';
import { signedInFactor } from './factor-noa-fixtures.ts';

let factor: CompanyRecord;
let session: ApiSession;
let email: string;
let debtor: CompanyRecord;
let pdf: Uint8Array;

beforeAll(async () => {
  ({ factor, session, email } = await signedInFactor());
  debtor = await createCompany(CompanyType.Payor);
  pdf = await makeNoaPdf({
    kind: 'noa',
    factorName: factor.name,
    carrierName: 'Mailed Carrier LLC',
    mcNumber: '765432',
    dotNumber: '2345678',
    debtorNames: [debtor.name],
    date: '2026-11-29',
  });
});

describe('an NOA mailed to a debtor’s intake address', () => {
  it('is stored and recorded by email for that debtor, from the factor whose user sent it, in its list', async () => {
    const result = await receiveMailedNoa({
      to: noaIntakeAddressOf(debtor.id).toUpperCase(),
      from: ` ${email.toUpperCase()} `,
      fileName: 'noa.pdf',
      bytes: pdf,
    });
    if (result.kind !== 'received') throw new Error(`Not received: ${result.kind}`);
    const { document } = result;
    expect(document).toMatchObject({
      // Recorded, then queued for conversion at once.
      status: DocumentStatus.ReadyToConvert,
      source: { channel: 'email', fileName: 'noa.pdf', contentType: 'application/pdf' },
      senderFactorId: factor.id,
      declared: { request: null, carrier: null, debtorPayorIds: [debtor.id] },
    });
    expect(await readPaperworkObject(document.source.fileKey)).toEqual(pdf);
    const list = (await (await session.request('core', corePaths.factorNoaDocuments)).json()) as FactorNoaDocumentList;
    expect(list.items[0]).toMatchObject({
      id: document.id,
      channel: 'email',
      kind: null,
      carrier: null,
      debtors: [{ id: debtor.id, name: debtor.name }],
      state: 'received',
    });
  });

  it('records a sender that is no factor user without a factor', async () => {
    for (const from of ['someone@elsewhere.test', null, 'broker@demo.test']) {
      const result = await receiveMailedNoa({
        to: noaIntakeAddressOf(debtor.id),
        from,
        fileName: 'scan.png',
        bytes: samplePng(),
      });
      expect(result.kind).toBe('received');
      if (result.kind === 'received') {
        expect(result.document.senderFactorId).toBeNull();
        expect(result.document.source.contentType).toBe('image/png');
      }
    }
  });

  it('refuses an address of no debtor and a file that is no document', async () => {
    const carrier = await createCompany(CompanyType.Payee);
    for (const to of [
      noaIntakeAddressOf(carrier.id),
      noaIntakeAddressOf(999_999_999),
      `debtor-${debtor.id}@elsewhere.test`,
    ]) {
      expect((await receiveMailedNoa({ to, from: email, fileName: 'noa.pdf', bytes: pdf })).kind).toBe(
        'unknownAddress',
      );
    }
    const text = new TextEncoder().encode('Please pay us instead.');
    expect(
      (await receiveMailedNoa({ to: noaIntakeAddressOf(debtor.id), from: email, fileName: 'noa.txt', bytes: text }))
        .kind,
    ).toBe('fileType');
    const large = new Uint8Array(15 * 1024 * 1024 + 1);
    large.set(pdf.subarray(0, 8));
    expect(
      (await receiveMailedNoa({ to: noaIntakeAddressOf(debtor.id), from: email, fileName: 'big.pdf', bytes: large }))
        .kind,
    ).toBe('fileTooLarge');
  });
});
