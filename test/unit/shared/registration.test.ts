import { describe, expect, it } from 'vitest';
import { loginEmailSchema, registrationEmailSchema } from '#shared/validation/email.ts';
import { phoneNumberSchema } from '#shared/validation/phone.ts';
import {
  carrierNumbersSchema,
  companyNameSchema,
  createCompanyFormSchema,
  fullNameSchema,
  scacSchema,
} from '#shared/validation/registration.ts';
import { messageFor, messagesFor } from '#test/support/translate.ts';

describe('email', () => {
  it('trims a valid address', () => {
    expect(loginEmailSchema.parse('  Ana@Example.com ')).toBe('Ana@Example.com');
  });

  it.each(['ana', 'ana@', 'ana@example', 'a b@example.com'])('login says Invalid email for %j', (email) => {
    expect(messageFor(loginEmailSchema, email)).toBe('Invalid email');
  });

  it('registration says Please enter a valid email address', () => {
    expect(messageFor(registrationEmailSchema, 'ana@example')).toBe('Please enter a valid email address');
    expect(messageFor(registrationEmailSchema, 'ana@example.com')).toBeUndefined();
  });

  it('says Required when empty', () => {
    expect(messageFor(loginEmailSchema, '  ')).toBe('Required');
    expect(messageFor(registrationEmailSchema, undefined)).toBe('Required');
  });
});

describe('company and person names', () => {
  it('requires a company name', () => {
    expect(messageFor(companyNameSchema, ' ')).toBe('Company name is required');
    expect(messageFor(companyNameSchema, 'Acme Freight')).toBeUndefined();
  });

  it('requires a full name', () => {
    expect(messageFor(fullNameSchema, '')).toBe('Name required');
    expect(messageFor(fullNameSchema, 'Ana Díaz')).toBeUndefined();
  });
});

describe('DOT and MC numbers', () => {
  it('accepts a DOT number, an MC number or the no MC or DOT option', () => {
    expect(messagesFor(carrierNumbersSchema, { dotNumber: '1234567' })).toEqual({});
    expect(messagesFor(carrierNumbersSchema, { mcNumber: ' 765432 ' })).toEqual({});
    expect(messagesFor(carrierNumbersSchema, { hasNoMcOrDot: true })).toEqual({});
  });

  it('requires one of them otherwise', () => {
    expect(messagesFor(carrierNumbersSchema, { dotNumber: '', mcNumber: ' ' })).toEqual({
      dotNumber: ['DOT # or MC # is required'],
    });
  });

  it('requires them to be numeric', () => {
    expect(messagesFor(carrierNumbersSchema, { dotNumber: '12a', mcNumber: 'MC-1' })).toEqual({
      dotNumber: ['DOT # must be numeric'],
      mcNumber: ['MC # must be numeric'],
    });
  });
});

describe('SCAC', () => {
  it.each(['AB', 'abcd', ' XyZ '])('accepts %j and upper-cases it', (scac) => {
    expect(scacSchema.parse(scac)).toBe(scac.trim().toUpperCase());
  });

  it.each(['A', 'ABCDE', 'AB1', 'A-B'])('rejects %j', (scac) => {
    expect(messageFor(scacSchema, scac)).toBe('SCAC codes are 2-4 alpha characters only');
  });
});

describe('phone number', () => {
  it.each(['3125550100', '(312) 555-0100', '+1 312 555 0100', '+44 20 7946 0958 12'])('accepts %j', (phone) => {
    expect(messageFor(phoneNumberSchema, phone)).toBeUndefined();
  });

  it.each(['555-0100', '12345678901234567', '312-555-01OO', ''])('rejects %j', (phone) => {
    expect(messageFor(phoneNumberSchema, phone)).toBe('Please enter a valid phone number');
  });
});

describe('createCompanyFormSchema', () => {
  const valid = {
    companyName: 'Acme Freight',
    fullName: 'Ana Díaz',
    dotNumber: '1234567',
    mcNumber: '',
    hasNoMcOrDot: false,
    password: 'abcdefg1',
    confirmPassword: 'abcdefg1',
  };

  it('accepts a complete form', () => {
    expect(messagesFor(createCompanyFormSchema(), valid)).toEqual({});
  });

  it('reports every field with its message', () => {
    expect(
      messagesFor(createCompanyFormSchema(), {
        companyName: '',
        fullName: '',
        dotNumber: '',
        mcNumber: '',
        hasNoMcOrDot: false,
        password: 'abc',
        confirmPassword: 'abcd',
      }),
    ).toEqual({
      companyName: ['Company name is required'],
      fullName: ['Name required'],
      dotNumber: ['DOT # or MC # is required'],
      password: ['Must contain 8 characters minimum, At least one number'],
      confirmPassword: ['Passwords do not match'],
    });
  });
});
