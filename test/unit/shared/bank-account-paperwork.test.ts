import { describe, expect, it } from 'vitest';
import { bankFieldSchema, isValidRoutingNumber, routingNumberSchema } from '#shared/validation/bank-account-fields.ts';
import { brokerSchema, docTypeSchema, lineHaulAmountSchema, uploadFileSchema } from '#shared/validation/paperwork.ts';
import { messageFor } from '#test/support/translate.ts';

describe('routing number', () => {
  it.each(['021000021', '011000015', '111000025', ' 021000021 '])('accepts %j', (routing) => {
    expect(messageFor(routingNumberSchema, routing)).toBeUndefined();
  });

  it.each(['021000022', '123456789', '02100002', '0210000211', '02100002a'])('rejects %j', (routing) => {
    expect(messageFor(routingNumberSchema, routing)).toBe('Invalid routing number');
  });

  it('asks to type into an empty field', () => {
    expect(messageFor(routingNumberSchema, ' ')).toBe('Please type into this field.');
  });

  it('computes the ABA checksum', () => {
    expect(isValidRoutingNumber('000000000')).toBe(true);
    expect(isValidRoutingNumber('000000001')).toBe(false);
  });
});

describe('bankFieldSchema', () => {
  it('asks to type into a required empty field, and lets an optional one pass', () => {
    expect(messageFor(bankFieldSchema({ required: true }), '  ')).toBe('Please type into this field.');
    expect(messageFor(bankFieldSchema({ minLength: 4 }), '')).toBeUndefined();
  });

  it('checks lengths', () => {
    expect(messageFor(bankFieldSchema({ minLength: 4 }), 'abc')).toBe('Must be at least 4 characters.');
    expect(messageFor(bankFieldSchema({ maxLength: 17 }), 'x'.repeat(18))).toBe('Must be at most 17 characters.');
    expect(messageFor(bankFieldSchema({ minLength: 4, maxLength: 17 }), 'abcd')).toBeUndefined();
  });

  it('checks digit counts', () => {
    expect(messageFor(bankFieldSchema({ digitCount: 5 }), '1234')).toBe('Must be 5 digits.');
    expect(messageFor(bankFieldSchema({ digitCount: 5 }), '1234a')).toBe('Must be 5 digits.');
    expect(messageFor(bankFieldSchema({ digitCount: 5 }), '12345')).toBeUndefined();
    expect(messageFor(bankFieldSchema({ minDigits: 4 }), '123')).toBe('Must be at least 4 digits.');
    expect(messageFor(bankFieldSchema({ minDigits: 4 }), '12345678')).toBeUndefined();
  });

  it('checks a pattern', () => {
    const swift = bankFieldSchema({ pattern: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/ });
    expect(messageFor(swift, 'DEUTDEFF')).toBeUndefined();
    expect(messageFor(swift, 'deut')).toBe('Value does not match expected pattern');
  });

  it('gives only the first failing rule', () => {
    expect(messageFor(bankFieldSchema({ required: true, minLength: 4, digitCount: 9 }), 'ab')).toBe(
      'Must be at least 4 characters.',
    );
  });
});

describe('paperwork', () => {
  it('needs a Line Haul amount above zero cents', () => {
    expect(messageFor(lineHaulAmountSchema, 1)).toBeUndefined();
    for (const amount of [0, -100, 12.5, undefined, null]) {
      expect(messageFor(lineHaulAmountSchema, amount)).toBe('Line Haul amount must be greater than $0.00.');
    }
  });

  it('needs a doc type', () => {
    expect(messageFor(docTypeSchema, undefined)).toBe('Must select a doc type');
    expect(messageFor(docTypeSchema, 0)).toBe('Must select a doc type');
    expect(messageFor(docTypeSchema, 2)).toBeUndefined();
  });

  it('needs a broker', () => {
    expect(messageFor(brokerSchema, null)).toBe('A valid broker must be selected.');
    expect(messageFor(brokerSchema, 41)).toBeUndefined();
  });

  it('rejects a file over the size limit, naming it', () => {
    const schema = uploadFileSchema(10);
    expect(messageFor(schema, { name: 'pod.pdf', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(messageFor(schema, { name: 'pod.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'pod.pdf is too large. Max file size is 10 MB.',
    );
  });

  it('keeps the file object itself', () => {
    const file = new File(['%PDF'], 'bol.pdf', { type: 'application/pdf' });
    expect(uploadFileSchema<File>(1).parse(file)).toBe(file);
  });
});
