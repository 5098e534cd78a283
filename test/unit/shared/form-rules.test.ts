import { describe, expect, it } from 'vitest';
import { Country } from '#shared/enums/country.ts';
import { VerificationMethod } from '#shared/enums/relationship.ts';
import { preChatFormDefaults, preChatFormSchema } from '#shared/validation/chat.ts';
import { contactMethodChoiceSchema, oauthCompanyChoiceSchema, termsAgreedSchema } from '#shared/validation/consent.ts';
import { isValidPostalCode, postalCodeSchema } from '#shared/validation/postal-code.ts';
import { requiredIdSchema, requiredStringSchema } from '#shared/validation/required.ts';
import { messageFor, messagesFor } from '#test/support/translate.ts';

describe('required', () => {
  it.each(['', '   ', undefined, null])('says Required for %j', (value) => {
    expect(messageFor(requiredStringSchema, value)).toBe('Required');
  });

  it('trims a filled-in value', () => {
    expect(requiredStringSchema.parse(' x ')).toBe('x');
  });

  it('requires a chosen id', () => {
    expect(messageFor(requiredIdSchema, undefined)).toBe('Required');
    expect(messageFor(requiredIdSchema, 0)).toBe('Required');
    expect(messageFor(requiredIdSchema, 3)).toBeUndefined();
  });
});

describe('postal code', () => {
  it.each(['', '  ', '75201', '75201-1234', 'K1A 0B1', 'k1a0b1', 'M5V 3L9'])('accepts %j', (code) => {
    expect(messageFor(postalCodeSchema(), code)).toBeUndefined();
  });

  it.each(['7520', '752011', '75201-12', 'D1A 0B1', 'K1A 0B', 'ABCDE', 'K1A-0B1'])('rejects %j', (code) => {
    expect(messageFor(postalCodeSchema(), code)).toBe('Must be a valid postal code');
  });

  it('checks only the given country format', () => {
    expect(isValidPostalCode('K1A 0B1', Country.UnitedStates)).toBe(false);
    expect(isValidPostalCode('75201', Country.Canada)).toBe(false);
    expect(messageFor(postalCodeSchema(Country.Canada), 'K1A 0B1')).toBeUndefined();
    expect(messageFor(postalCodeSchema(Country.Canada), '75201')).toBe('Must be a valid postal code');
  });
});

describe('terms, contact method and OAuth company', () => {
  it('requires the terms to be agreed', () => {
    expect(messageFor(termsAgreedSchema, true)).toBeUndefined();
    expect(messageFor(termsAgreedSchema, false)).toBe('You must agree to Terms of Service.');
    expect(messageFor(termsAgreedSchema, undefined)).toBe('You must agree to Terms of Service.');
  });

  it('requires a contact method and a verification method', () => {
    expect(
      messagesFor(contactMethodChoiceSchema, {
        payeeContactMethodId: 7,
        verificationMethodTypeId: VerificationMethod.Text,
      }),
    ).toEqual({});
    expect(messagesFor(contactMethodChoiceSchema, {})).toEqual({
      payeeContactMethodId: ['Please choose a contact method.'],
      verificationMethodTypeId: ['Please choose a contact method.'],
    });
    expect(messagesFor(contactMethodChoiceSchema, { payeeContactMethodId: 7, verificationMethodTypeId: 9 })).toEqual({
      verificationMethodTypeId: ['Please choose a contact method.'],
    });
  });

  it('requires an OAuth company', () => {
    expect(messagesFor(oauthCompanyChoiceSchema, { companyId: 12 })).toEqual({});
    expect(messagesFor(oauthCompanyChoiceSchema, { companyId: null })).toEqual({ companyId: ['No company selected.'] });
    expect(messagesFor(oauthCompanyChoiceSchema, {})).toEqual({ companyId: ['No company selected.'] });
  });
});

describe('chat pre-chat form', () => {
  const valid = { name: 'Ana', email: 'ana@example.com', phone: '', mcDotNumber: '' };

  it('accepts name and email alone', () => {
    expect(messagesFor(preChatFormSchema, { name: 'Ana', email: 'ana@example.com' })).toEqual({});
    expect(preChatFormSchema.parse({ name: 'Ana', email: 'ana@example.com' })).toEqual(valid);
  });

  it('gives each field its message', () => {
    expect(messagesFor(preChatFormSchema, { name: ' ', email: 'ana@', phone: '123', mcDotNumber: 'MC12' })).toEqual({
      name: ['Please Enter a valid name'],
      email: ['Please Enter a valid Email'],
      phone: ['Please Enter a valid Phone Number'],
      mcDotNumber: ['Please enter ID'],
    });
    expect(messagesFor(preChatFormSchema, { name: 'Ana' })).toEqual({ email: ['Please Enter a valid Email'] });
  });

  it('accepts an optional phone and MC/DOT number when valid', () => {
    expect(messagesFor(preChatFormSchema, { ...valid, phone: '312-555-0100', mcDotNumber: '123456' })).toEqual({});
  });

  it('is prefilled from the user', () => {
    expect(
      preChatFormDefaults({
        name: 'Ana',
        email: 'ana@example.com',
        phoneNumber: null,
        company: { mcNumber: null, dotNumber: '1234567' },
      }),
    ).toEqual({ name: 'Ana', email: 'ana@example.com', phone: '', mcDotNumber: '1234567' });
  });
});
