import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { bankAccountPayloadSchema, bankAccountRequirements, requirementFor } from '#shared/validation/bank-account.ts';
import { messagesFor } from '#test/support/translate.ts';

const ach = {
  paymentMethodTypeId: PaymentMethodType.Ach,
  countryCode: 'US',
  routingNumber: '021000021',
  bankAccountNumber: '000123456789',
  confirmBankAccountNumber: '000123456789',
};
const address = { addr1: '100 Main St', addr2: '', city: 'Dallas', state: 'TX', postalCode: '75201' };

describe('bank account payload rules (seeds 000 §5)', () => {
  it('accepts a complete US ACH account', () => {
    expect(messagesFor(bankAccountPayloadSchema, ach)).toEqual({});
  });

  it('asks for every required field of the type, on its own field', () => {
    expect(messagesFor(bankAccountPayloadSchema, { paymentMethodTypeId: 3, countryCode: 'US' })).toEqual({
      routingNumber: ['Please type into this field.'],
      bankAccountNumber: ['Please type into this field.'],
      confirmBankAccountNumber: ['Please type into this field.'],
    });
  });

  it('checks the ABA checksum of US routing numbers', () => {
    expect(messagesFor(bankAccountPayloadSchema, { ...ach, routingNumber: '021000022' })).toEqual({
      routingNumber: ['Invalid routing number'],
    });
  });

  it('limits US account numbers to 4–17 digits', () => {
    const short = { ...ach, bankAccountNumber: '123', confirmBankAccountNumber: '123' };
    expect(messagesFor(bankAccountPayloadSchema, short).bankAccountNumber).toEqual(['Must be at least 4 digits.']);
    const long = { ...ach, bankAccountNumber: '1'.repeat(18), confirmBankAccountNumber: '1'.repeat(18) };
    expect(messagesFor(bankAccountPayloadSchema, long).bankAccountNumber).toEqual(['Must be at most 17 characters.']);
    const letters = { ...ach, bankAccountNumber: '12ab5678', confirmBankAccountNumber: '12ab5678' };
    expect(messagesFor(bankAccountPayloadSchema, letters).bankAccountNumber).toEqual(['Must be at least 4 digits.']);
  });

  it('needs the confirmation to match the account number', () => {
    expect(messagesFor(bankAccountPayloadSchema, { ...ach, confirmBankAccountNumber: '000123456780' })).toEqual({
      confirmBankAccountNumber: ['Account numbers do not match.'],
    });
  });

  it('takes a wire with an optional intermediary routing number and a required address', () => {
    const wire = { ...ach, paymentMethodTypeId: PaymentMethodType.Wire, address };
    expect(messagesFor(bankAccountPayloadSchema, wire)).toEqual({});
    expect(messagesFor(bankAccountPayloadSchema, { ...wire, intermediaryRoutingNumber: '123456789' })).toEqual({
      intermediaryRoutingNumber: ['Invalid routing number'],
    });
    expect(
      messagesFor(bankAccountPayloadSchema, { ...wire, address: { ...address, city: '', postalCode: '7520' } }),
    ).toEqual({
      'address.city': ['Please type into this field.'],
      'address.postalCode': ['Must be a valid postal code'],
    });
  });

  it('mails checks to a US address with a real state', () => {
    const check = { paymentMethodTypeId: PaymentMethodType.Check, countryCode: 'US', address };
    expect(messagesFor(bankAccountPayloadSchema, check)).toEqual({});
    expect(messagesFor(bankAccountPayloadSchema, { ...check, address: { ...address, state: 'ON' } })).toEqual({
      'address.state': ['Value does not match expected pattern'],
    });
    expect(messagesFor(bankAccountPayloadSchema, { ...check, address: { ...address, addr1: 'x'.repeat(36) } })).toEqual(
      { 'address.addr1': ['Must be at most 35 characters.'] },
    );
  });

  it('takes Canadian EFT accounts with a 0-institution-transit routing number and CA addresses', () => {
    const cad = {
      paymentMethodTypeId: PaymentMethodType.CadAch,
      countryCode: 'CA',
      routingNumber: '000312345',
      bankAccountNumber: '1234567',
      confirmBankAccountNumber: '1234567',
    };
    expect(messagesFor(bankAccountPayloadSchema, cad)).toEqual({});
    expect(messagesFor(bankAccountPayloadSchema, { ...cad, routingNumber: '12345' })).toEqual({
      routingNumber: ['Must be 9 digits.'],
    });
    expect(messagesFor(bankAccountPayloadSchema, { ...cad, routingNumber: '100312345' })).toEqual({
      routingNumber: ['Invalid routing number'],
    });
    const cheque = {
      paymentMethodTypeId: PaymentMethodType.CadCheck,
      countryCode: 'CA',
      address: { addr1: '1 Front St W', addr2: '', city: 'Toronto', state: 'ON', postalCode: 'M5J 2X5' },
    };
    expect(messagesFor(bankAccountPayloadSchema, cheque)).toEqual({});
    expect(
      messagesFor(bankAccountPayloadSchema, { ...cheque, address: { ...cheque.address, postalCode: '75201' } }),
    ).toEqual({ 'address.postalCode': ['Must be a valid postal code'] });
  });

  it('refuses a type a payee cannot add in the country, on the type field', () => {
    expect(messagesFor(bankAccountPayloadSchema, { ...ach, countryCode: 'CA' })).toEqual({
      paymentMethodTypeId: ['This payment method cannot be added for the chosen country.'],
    });
    expect(messagesFor(bankAccountPayloadSchema, { ...ach, paymentMethodTypeId: PaymentMethodType.LoadPay })).toEqual({
      paymentMethodTypeId: ['This payment method cannot be added for the chosen country.'],
    });
    expect(messagesFor(bankAccountPayloadSchema, { ...ach, paymentMethodTypeId: 99 })).toEqual({
      paymentMethodTypeId: ['This payment method cannot be added for the chosen country.'],
    });
  });

  it('says Required for a missing type or country', () => {
    expect(messagesFor(bankAccountPayloadSchema, {})).toEqual({
      paymentMethodTypeId: ['Required'],
      countryCode: ['Required'],
    });
  });

  it('publishes requirements only for types a payee can add, each in its currency', () => {
    expect(requirementFor(PaymentMethodType.Ach, 'US')?.currencyId).toBe(1);
    expect(requirementFor(PaymentMethodType.CadAch, 'CA')?.currencyId).toBe(2);
    expect(requirementFor(PaymentMethodType.CadAch, 'US')).toBeNull();
    expect(requirementFor(PaymentMethodType.FuelCard, 'US')).toBeNull();
    expect(
      Object.keys(bankAccountRequirements)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 8, 9, 10]);
  });
});
