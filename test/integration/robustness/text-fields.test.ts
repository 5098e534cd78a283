import { beforeAll, describe, expect, it } from 'vitest';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import enValidation from '#shared/i18n/en/validation.ts';
import esValidation from '#shared/i18n/es/validation.ts';
import { type ApiError, ErrorCode } from '#shared/schemas/api-error.ts';
import type { BillListResponse } from '#shared/schemas/bills.ts';
import { ApiSession } from '../../support/api-session.ts';

/**
 * Single-line text fields refuse control characters, line breaks and lone surrogates with 400 and
 * a message on the field, in bodies and in query filters, before anything is stored or searched.
 * A multi-line note keeps its line feeds. Bidirectional marks are ordinary text.
 */

/** C0 (NUL, CR LF, ESC), DEL, C1 (NEL), a line separator and a lone surrogate (JSON can carry one). */
const badValues = [
  '\u0000',
  'Bob\r\nSmith',
  'Smith\n',
  '\u001b[2J',
  'ab\u007f',
  '\u0085',
  'a\u2028b',
  '\ud800',
  'x\udc00',
];
const singleLineMessage = enValidation.text.singleLine;

let carrier: ApiSession;
let carrierUserId: number;

beforeAll(async () => {
  const signedIn = await ApiSession.signIn('carrier@demo.test');
  carrier = signedIn.session;
  carrierUserId = signedIn.login.user.id;
});

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ApiError;
  expect(body.code).toBe(ErrorCode.ValidationFailed);
  return body.errors ?? {};
}

describe('single-line text fields', () => {
  it.each(badValues)('POST users refuses %j in the name and in the email, on those fields', async (bad) => {
    const response = await carrier.request('core', corePaths.users, {
      method: 'POST',
      json: { name: bad, email: `x${bad}@example.com`, phoneNumber: '', roleIds: [1] },
    });
    const errors = await refusal(response);
    expect(errors.name).toEqual([singleLineMessage]);
    expect(errors.email).toEqual([singleLineMessage]);
  });

  it.each(badValues)('PUT users/{id} refuses %j in the name and the phone', async (bad) => {
    const response = await carrier.request('core', fillPath(corePaths.user, { id: carrierUserId }), {
      method: 'PUT',
      json: { name: `Carrier ${bad}`, phoneNumber: `512555${bad}0123` },
    });
    const errors = await refusal(response);
    expect(errors.name).toEqual([singleLineMessage]);
    expect(errors.phoneNumber).toEqual([singleLineMessage]);
  });

  it.each(badValues)('POST bills refuses %j in the load number', async (bad) => {
    const response = await carrier.request('settlement', settlementPaths.bills, {
      method: 'POST',
      json: { payorId: 1, loadOrInvoiceNumber: `LSF-${bad}` },
    });
    expect((await refusal(response)).loadOrInvoiceNumber).toEqual([singleLineMessage]);
  });

  it.each(badValues)(
    'claiming a relationship by authorization form refuses %j in the signer and the MC number',
    async (bad) => {
      const response = await carrier.request(
        'core',
        fillPath(corePaths.payeeRelationshipClaimByAuthorizationForm, { id: 1 }),
        {
          method: 'PUT',
          json: {
            mcOrDotNumber: `MC${bad}123456`,
            signerName: `Ann ${bad}`,
            signerTitle: 'Owner',
            isTermsAcknowledged: true,
            paymentType: 1,
          },
        },
      );
      const errors = await refusal(response);
      expect(errors.signerName).toEqual([singleLineMessage]);
      expect(errors.mcOrDotNumber).toEqual([singleLineMessage]);
    },
  );

  it.each(['%00', 'LSF%0D%0A', '%0A', '%1B', '%7F', '%C2%85', '%E2%80%A8'])(
    'query filters refuse %s (invoice search, bill search)',
    async (encoded) => {
      const invoices = await carrier.request('core', `${corePaths.payeeInvoicesAndCreditNotes}?q=${encoded}`);
      expect((await refusal(invoices)).q).toEqual([singleLineMessage]);
      const bills = await carrier.request(
        'settlement',
        `${settlementPaths.bills}?${encodeURIComponent('q[load_or_invoice_number_cont]')}=${encoded}`,
      );
      expect((await refusal(bills))['q[load_or_invoice_number_cont]']).toEqual([singleLineMessage]);
    },
  );

  it('answers in the caller’s language', async () => {
    const response = await carrier.request('core', `${corePaths.payeeInvoicesAndCreditNotes}?q=%00`, {
      headers: { 'accept-language': 'es' },
    });
    expect((await refusal(response)).q).toEqual([esValidation.text.singleLine]);
  });

  it('takes ordinary text, bidirectional marks included', async () => {
    const invoices = await carrier.request(
      'core',
      `${corePaths.payeeInvoicesAndCreditNotes}?q=${encodeURIComponent('\u202eLSF')}`,
    );
    expect(invoices.status).toBe(200);
    const bills = await carrier.request(
      'settlement',
      `${settlementPaths.bills}?${encodeURIComponent('q[load_or_invoice_number_cont]')}=${encodeURIComponent('José 😀')}`,
    );
    expect(bills.status).toBe(200);
    expect(((await bills.json()) as BillListResponse).bills).toEqual([]);
  });
});
