import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  missingPasswordRules,
  PasswordRule,
  passwordSchema,
  setPasswordFormSchema,
} from '#shared/validation/password.ts';
import { createTranslator, messageFor, messagesFor } from '#test/support/translate.ts';

describe('passwordSchema (standard)', () => {
  const schema = passwordSchema();

  it.each(['abcdefg1', 'password123', '   abcdefg1   ', 'ünïcödé7'])('accepts %j', (password) => {
    expect(messageFor(schema, password)).toBeUndefined();
  });

  it('keeps the value as typed', () => {
    expect(schema.parse(' abcdefg1 ')).toBe(' abcdefg1 ');
  });

  it.each([
    ['abc', 'Must contain 8 characters minimum, At least one number'],
    ['abcdefgh', 'Must contain At least one number'],
    ['12345678', 'Must contain At least one letter'],
    ['1234', 'Must contain 8 characters minimum, At least one letter'],
    ['  abc1    ', 'Must contain 8 characters minimum'],
    ['!!!!!!!!', 'Must contain At least one number, At least one letter'],
  ])('rejects %j: %s', (password, message) => {
    expect(messageFor(schema, password)).toBe(message);
  });

  it.each(['', '    '])('says Required for %j', (password) => {
    expect(messageFor(schema, password)).toBe('Required');
  });

  it('emits one issue listing the missing rule keys and the minimum length', () => {
    const result = schema.safeParse('abc');
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        message: 'validation.password.mustContain',
        params: {
          validationStrings: ['validation.password.minLength', 'validation.password.number'],
          minLength: 8,
        },
      }),
    ]);
  });

  it('translates the list in Spanish and French', () => {
    expect(messageFor(schema, 'abc', createTranslator('es'))).toBe(
      'Debe contener 8 caracteres como mínimo, Al menos un número',
    );
    expect(messageFor(schema, 'abc', createTranslator('fr'))).toBe(
      'Doit contenir 8 caractères minimum, Au moins un chiffre',
    );
  });
});

describe('passwordSchema (strict)', () => {
  const schema = passwordSchema({ strict: true });

  it.each(['Abcdefg1!', 'Pass word 9?', 'Ünïcödé7#'])('accepts %j', (password) => {
    expect(messageFor(schema, password)).toBeUndefined();
  });

  it.each([
    ['abcdefg1', 'Must contain An uppercase letter, A special character'],
    ['ABCDEFG1!', 'Must contain A lowercase letter'],
    ['Abcdefgh!', 'Must contain At least one number'],
    ['ABC', 'Must contain 8 characters minimum, At least one number, A lowercase letter, A special character'],
  ])('rejects %j: %s', (password, message) => {
    expect(messageFor(schema, password)).toBe(message);
  });

  it('does not ask for "a letter" in strict mode', () => {
    expect(missingPasswordRules('12345678', { strict: true })).toEqual([
      PasswordRule.Lowercase,
      PasswordRule.Uppercase,
      PasswordRule.Special,
    ]);
  });
});

describe('password confirmation', () => {
  it('accepts matching passwords', () => {
    expect(messagesFor(setPasswordFormSchema(), { password: 'abcdefg1', confirmPassword: 'abcdefg1' })).toEqual({});
  });

  it('puts "Passwords do not match" on the confirmation field', () => {
    expect(messagesFor(setPasswordFormSchema(), { password: 'abcdefg1', confirmPassword: 'abcdefg2' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('reports a weak password and a mismatch together', () => {
    expect(messagesFor(setPasswordFormSchema(), { password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: ['Must contain 8 characters minimum, At least one number'],
      confirmPassword: ['Passwords do not match'],
    });
  });

  it('checks the forced password change form (old, new, confirm)', () => {
    const schema = changePasswordFormSchema({ strict: true });
    expect(messagesFor(schema, { password: '', newPassword: 'Abcdefg1!', confirmNewPassword: 'Abcdefg1' })).toEqual({
      password: ['Required'],
      confirmNewPassword: ['Passwords do not match'],
    });
    expect(messagesFor(schema, { password: 'old', newPassword: 'Abcdefg1!', confirmNewPassword: 'Abcdefg1!' })).toEqual(
      {},
    );
  });
});
