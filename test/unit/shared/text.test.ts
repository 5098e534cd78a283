import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { translateIssue } from '#shared/i18n/issue-message.ts';
import { serverMessages } from '#shared/i18n/server-messages.ts';
import { createBillBodySchema, createBillDocumentBodySchema, updateBillBodySchema } from '#shared/schemas/bills.ts';
import { listQuerySchema } from '#shared/schemas/list-query.ts';
import { loadPayLinkRequestSchema } from '#shared/schemas/payee-bank-accounts.ts';
import { invoiceListQuerySchema } from '#shared/schemas/payee-invoices.ts';
import {
  claimByAuthorizationFormSchema,
  claimByInvoiceDetailsSchema,
  relationshipsQuerySchema,
} from '#shared/schemas/payee-relationships.ts';
import { invoiceSubmissionSchema } from '#shared/schemas/payor-invoices.ts';
import { payorNamesQuerySchema } from '#shared/schemas/public-payors.ts';
import { createUserRequestSchema, updateUserRequestSchema } from '#shared/schemas/users.ts';
import { bankAccountPayloadSchema } from '#shared/validation/bank-account.ts';
import { loginEmailSchema } from '#shared/validation/email.ts';
import { registerMfaRequestSchema, sendMfaRequestSchema } from '#shared/validation/mfa.ts';
import { companyNameSchema, fullNameSchema, scacSchema } from '#shared/validation/registration.ts';
import {
  isMultiLineText,
  isSingleLineText,
  multiLineText,
  singleLineText,
  textMessages,
} from '#shared/validation/text.ts';

/** What no text field takes: C0 controls (tab, CR, LF among them), DEL, C1, line separators, lone surrogates. */
const controlAndBroken = [
  '\u0000',
  'a\u0000b',
  '\t',
  '\r',
  '\n',
  '\r\n',
  'Lone Star\r\nFreight',
  'name\n',
  '\u001b[31mred',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\ud800',
  'a\udc00b',
  '\udc00\ud800',
  'x\ud83d',
];

/** Text like any other: letters of every script, emoji (surrogate pairs), spaces, bidi marks. */
const ordinary = [
  'Lone Star Freight LLC',
  'José Müller-Ångström',
  '株式会社',
  'Ünïcödé 😀',
  ' padded ',
  '\u202eevil',
  '',
  "O'Brien & Sons, Inc.",
];

describe('isSingleLineText', () => {
  it.each(controlAndBroken)('refuses %j', (value) => {
    expect(isSingleLineText(value)).toBe(false);
  });
  it.each(ordinary)('accepts %j', (value) => {
    expect(isSingleLineText(value)).toBe(true);
  });
});

describe('isMultiLineText', () => {
  it('keeps LF and refuses every other control character and lone surrogates', () => {
    expect(isMultiLineText('Rejected:\nwrong load number\n')).toBe(true);
    for (const value of controlAndBroken.filter((v) => v !== '\n' && v !== 'name\n')) {
      expect(isMultiLineText(value), JSON.stringify(value)).toBe(false);
    }
    for (const value of ordinary) expect(isMultiLineText(value)).toBe(true);
  });
});

const messagesOf = (result: z.ZodSafeParseResult<unknown>) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('singleLineText', () => {
  const name = singleLineText({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(5);

  it('refuses before trimming (a trailing line break is refused, not trimmed away), with one message', () => {
    expect(messagesOf(name.safeParse('Bob\n'))).toEqual([textMessages.singleLine]);
    expect(messagesOf(name.safeParse('\r\n'))).toEqual([textMessages.singleLine]);
    expect(messagesOf(name.safeParse('far too long\u0000'))).toEqual([textMessages.singleLine]);
  });

  it('leaves the field’s own rules as they were', () => {
    expect(name.parse('  Bob ')).toBe('Bob');
    expect(messagesOf(name.safeParse('   '))).toEqual(['validation.required']);
    expect(messagesOf(name.safeParse(3))).toEqual(['validation.required']);
    expect(messagesOf(name.safeParse('Robert'))).toHaveLength(1);
  });

  it('multiLineText keeps LF only', () => {
    expect(multiLineText().parse('a\nb')).toBe('a\nb');
    expect(messagesOf(multiLineText().safeParse('a\r\nb'))).toEqual([textMessages.multiLine]);
  });

  it.each(['en', 'es', 'fr'] as const)('has its messages in %s', (language) => {
    const validation = serverMessages[language].validation as { text?: Record<string, string> };
    expect(validation.text?.singleLine).toBeTruthy();
    expect(validation.text?.multiLine).toBeTruthy();
    const t = (key: string) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], serverMessages[language]);
      return typeof value === 'string' ? value : key;
    };
    const issue = singleLineText().safeParse('\u0000').error?.issues[0];
    if (!issue) throw new Error('no issue');
    expect(translateIssue(t, issue)).toBe(validation.text?.singleLine);
  });
});

/**
 * The request schemas' free-text fields (bodies and queries), each with a valid request: the same
 * request with the field set to a control character, a line break or a lone surrogate fails on
 * that field with the text message.
 */
const requests: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  [
    'user name',
    createUserRequestSchema,
    { name: 'Ann Lee', email: 'ann@example.com', roleIds: [1] },
    'name',
    textMessages.singleLine,
  ],
  [
    'user email',
    createUserRequestSchema,
    { name: 'Ann Lee', email: 'ann@example.com', roleIds: [1] },
    'email',
    textMessages.singleLine,
  ],
  [
    'user phone',
    updateUserRequestSchema,
    { name: 'Ann Lee', phoneNumber: '5125550123' },
    'phoneNumber',
    textMessages.singleLine,
  ],
  [
    'bill load number',
    createBillBodySchema,
    { payorId: 1, loadOrInvoiceNumber: 'LSF-1' },
    'loadOrInvoiceNumber',
    textMessages.singleLine,
  ],
  ['bill review note', updateBillBodySchema, { note: 'Wrong load number' }, 'note', textMessages.multiLine],
  [
    'document file name',
    createBillDocumentBodySchema,
    { fileName: 'bol.pdf', contentType: 'application/pdf', sizeBytes: 10, imageTypeId: 1 },
    'fileName',
    textMessages.singleLine,
  ],
  [
    'payor invoice number',
    invoiceSubmissionSchema,
    { payeeRelationshipId: 1, invoiceNumber: 'A-1', loadNumber: 'L-1', grossCents: 100 },
    'invoiceNumber',
    textMessages.singleLine,
  ],
  [
    'claim signer name',
    claimByAuthorizationFormSchema,
    { mcOrDotNumber: 'MC 123', signerName: 'Ann Lee', signerTitle: 'Owner', isTermsAcknowledged: true, paymentType: 1 },
    'signerName',
    textMessages.singleLine,
  ],
  [
    'claim signer title',
    claimByAuthorizationFormSchema,
    { mcOrDotNumber: 'MC 123', signerName: 'Ann Lee', signerTitle: 'Owner', isTermsAcknowledged: true, paymentType: 1 },
    'signerTitle',
    textMessages.singleLine,
  ],
  [
    'claim MC or DOT number',
    claimByAuthorizationFormSchema,
    { mcOrDotNumber: 'MC 123', signerName: 'Ann Lee', signerTitle: 'Owner', isTermsAcknowledged: true, paymentType: 1 },
    'mcOrDotNumber',
    textMessages.singleLine,
  ],
  [
    'claim invoice reference',
    claimByInvoiceDetailsSchema,
    { invoiceOrLoadNumber: 'LSF-1', invoiceOrLoadAmount: 100, isTermsAcknowledged: true, paymentType: 1 },
    'invoiceOrLoadNumber',
    textMessages.singleLine,
  ],
  [
    'LoadPay account name',
    loadPayLinkRequestSchema,
    { email: 'a@b.co', accountNumber: '1234567890', verificationCode: '123456', accountName: 'Fuel' },
    'accountName',
    textMessages.singleLine,
  ],
  [
    'LoadPay code',
    loadPayLinkRequestSchema,
    { email: 'a@b.co', accountNumber: '1234567890', verificationCode: '123456' },
    'verificationCode',
    textMessages.singleLine,
  ],
  [
    'LoadPay account number',
    loadPayLinkRequestSchema,
    { email: 'a@b.co', accountNumber: '1234567890', verificationCode: '123456' },
    'accountNumber',
    textMessages.singleLine,
  ],
  ['MFA phone', sendMfaRequestSchema, { phoneNumber: '5125550123' }, 'phoneNumber', textMessages.singleLine],
  ['MFA code', registerMfaRequestSchema, { code: '123456' }, 'code', textMessages.singleLine],
  ['invoice search', invoiceListQuerySchema, { q: 'LSF' }, 'q', textMessages.singleLine],
  ['relationship search', relationshipsQuerySchema, { q: 'Red' }, 'q', textMessages.singleLine],
  ['public directory search', payorNamesQuerySchema, { q: 'Red' }, 'q', textMessages.singleLine],
  ['list sort field', listQuerySchema, { sortField: 'name' }, 'sortField', textMessages.singleLine],
];

describe('request schemas', () => {
  it.each(requests)(
    '%s refuses control characters, line breaks and lone surrogates on its field',
    (_, schema, valid, field, message) => {
      expect(schema.safeParse(valid).success, 'the valid request').toBe(true);
      for (const bad of ['\u0000', 'x\r\ny', '\ud800', '\u0085']) {
        if (message === textMessages.multiLine && bad.includes('\n') && !bad.includes('\r')) continue;
        const result = schema.safeParse({ ...valid, [field]: bad });
        const onField = result.error?.issues
          .filter((issue) => issue.path.join('.') === field)
          .map((issue) => issue.message);
        expect(onField, `${field} = ${JSON.stringify(bad)}`).toEqual([message]);
      }
    },
  );

  it('the wallet payload refuses them in every text field', () => {
    const valid = {
      paymentMethodTypeId: 3,
      countryCode: 'US',
      routingNumber: '011000015',
      bankAccountNumber: '123456789',
      confirmBankAccountNumber: '123456789',
      address: { addr1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
    };
    expect(bankAccountPayloadSchema.safeParse(valid).success).toBe(true);
    for (const [field, patch] of [
      ['accountName', { accountName: 'Ops\naccount' }],
      ['address.city', { address: { ...valid.address, city: 'Aus\u0000tin' } }],
      ['address.addr1', { address: { ...valid.address, addr1: '1 Main\r\nSt' } }],
    ] as const) {
      const issues = bankAccountPayloadSchema.safeParse({ ...valid, ...patch }).error?.issues ?? [];
      expect(
        issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message),
        field,
      ).toEqual([textMessages.singleLine]);
    }
  });

  it('the shared fields refuse them too (email, names, SCAC)', () => {
    for (const schema of [loginEmailSchema, fullNameSchema, companyNameSchema, scacSchema]) {
      expect(messagesOf(schema.safeParse('ab\ncd'))).toEqual([textMessages.singleLine]);
    }
  });
});
