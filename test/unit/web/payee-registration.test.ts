import { describe, expect, it } from 'vitest';
import type { CarrierLookup, RegistryCarrier } from '#shared/schemas/registration.ts';
import { PasswordRule } from '#shared/validation/password.ts';
import type { CreateCompanyForm } from '#shared/validation/registration.ts';
import { codeFormSchema, inviteFormSchema, startFormSchema } from '#web/features/payee-registration/lib/forms.ts';
import { passwordChecklist } from '#web/features/payee-registration/lib/password-checklist.ts';
import {
  classifyFailure,
  type FlowEvent,
  initialStage,
  nextStage,
  type Proved,
  type Stage,
  stepOf,
  stepProgress,
} from '#web/features/payee-registration/lib/registration-flow.ts';
import {
  isAuthorizedStatus,
  loginPathFor,
  operatingStatusKey,
  typedNumbers,
} from '#web/features/payee-registration/lib/registry-display.ts';

const email = 'rita@red-river.test';
const proved: Proved = { email, registrationToken: 't'.repeat(43) };
const form: CreateCompanyForm = {
  companyName: 'Red River Transport',
  fullName: 'Rita Registrant',
  dotNumber: '3456789',
  mcNumber: '',
  hasNoMcOrDot: false,
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
};
const carrier: RegistryCarrier = {
  dotNumber: '3456789',
  mcNumber: '876543',
  legalName: 'RED RIVER TRANSPORT LLC',
  dbaName: 'RED RIVER EXPRESS',
  address: '8800 N Lamar Blvd, Austin, TX 78753',
  operatingStatus: 'AUTHORIZED',
};

const run = (events: FlowEvent[], from: Stage = initialStage) => events.reduce(nextStage, from);
const sent = (authorized: boolean): FlowEvent => ({ type: 'codeSent', email, authorized });
const verified = (accountExists = false): FlowEvent => ({
  type: 'verified',
  registrationToken: proved.registrationToken,
  accountExists,
});
const companyStage: Stage = { kind: 'company', proved, form: null, serverErrors: {} };
const looked = (lookup: CarrierLookup): FlowEvent => ({ type: 'looked', form, lookup });
const confirmStage: Stage = { kind: 'confirm', proved, form, carrier };

describe('the registration flow', () => {
  it('goes from the email to the code to the company form for an authorized visitor', () => {
    expect(run([sent(true)])).toEqual({ kind: 'code', email, authorized: true });
    expect(run([sent(true), verified()])).toEqual(companyStage);
  });

  it('sends an email that already has an account to the account-exists page', () => {
    expect(run([sent(true), verified(true)])).toEqual({ kind: 'accountExists', email });
  });

  it('lets a visitor who is not authorized invite their administrator, whatever their own account', () => {
    expect(run([sent(false), verified(true)])).toEqual({ kind: 'forward', proved });
    const invitee = { email: 'owner@red-river.test', name: 'Owen Owner', companyName: 'Red River' };
    expect(run([sent(false), verified(), { type: 'invited', invitee }])).toEqual({ kind: 'forwardSent', invitee });
  });

  it('keeps the email and answer when the visitor goes back to change the email', () => {
    expect(run([sent(false), { type: 'changeEmail' }])).toEqual({ kind: 'email', email, authorized: false });
  });

  it('turns each registry outcome into its page', () => {
    expect(nextStage(companyStage, looked({ outcome: 'match', carrier }))).toEqual(confirmStage);
    expect(nextStage(companyStage, looked({ outcome: 'unverified', carrier: null }))).toEqual({
      ...confirmStage,
      carrier: null,
    });
    expect(nextStage(companyStage, looked({ outcome: 'noMatch', carrier: null }))).toEqual({
      kind: 'noMatch',
      proved,
      form,
    });
    expect(nextStage(companyStage, looked({ outcome: 'accountExists', carrier: null }))).toEqual({
      kind: 'companyExists',
      proved,
      form,
    });
  });

  it('goes back to the company form with the typed values from confirmation, no match and company exists', () => {
    const back: Stage = { kind: 'company', proved, form, serverErrors: {} };
    expect(nextStage(confirmStage, { type: 'edit' })).toEqual(back);
    expect(nextStage({ kind: 'noMatch', proved, form }, { type: 'edit' })).toEqual(back);
    expect(nextStage({ kind: 'companyExists', proved, form }, { type: 'edit' })).toEqual(back);
  });

  it('ends with success, or follows what the account call refused', () => {
    expect(nextStage(confirmStage, { type: 'created', email })).toEqual({
      kind: 'success',
      email,
      companyName: form.companyName,
    });
    const fieldErrors = { password: ['This password does not meet the requirements.'] };
    expect(nextStage(confirmStage, { type: 'rejected', fieldErrors })).toEqual({
      kind: 'company',
      proved,
      form,
      serverErrors: fieldErrors,
    });
    expect(nextStage(confirmStage, { type: 'numbersTaken' })).toEqual({ kind: 'companyExists', proved, form });
    expect(nextStage(confirmStage, { type: 'accountExists' })).toEqual({ kind: 'accountExists', email });
  });

  it('expires only pages that hold a token, and restarts from anywhere', () => {
    const expired: FlowEvent = { type: 'expired', message: 'Your registration has expired. Please start again.' };
    expect(nextStage(confirmStage, expired)).toEqual({ kind: 'expired', message: expired.message });
    expect(nextStage(companyStage, expired).kind).toBe('expired');
    expect(nextStage(initialStage, expired)).toBe(initialStage);
    expect(nextStage({ kind: 'success', email, companyName: 'X' }, { type: 'restart' })).toEqual(initialStage);
  });

  it('ignores an event that does not belong to the current page (a late answer)', () => {
    expect(nextStage(initialStage, verified())).toBe(initialStage);
    expect(nextStage(companyStage, { type: 'created', email })).toBe(companyStage);
    expect(nextStage(confirmStage, looked({ outcome: 'noMatch', carrier: null }))).toBe(confirmStage);
  });

  it('numbers the pages as the four steps', () => {
    const cases: [Stage, number][] = [
      [initialStage, 1],
      [{ kind: 'code', email, authorized: true }, 1],
      [{ kind: 'accountExists', email }, 1],
      [{ kind: 'forward', proved }, 1],
      [companyStage, 2],
      [confirmStage, 3],
      [{ kind: 'noMatch', proved, form }, 3],
      [{ kind: 'companyExists', proved, form }, 3],
      [{ kind: 'success', email, companyName: 'X' }, 4],
    ];
    for (const [stage, current] of cases) expect(stepProgress(stage)).toEqual({ current, total: 4 });
    expect(stepOf(confirmStage)).toBe('confirm');
  });
});

describe('classifyFailure', () => {
  it('reads a 400 without field errors as the expired token', () => {
    expect(classifyFailure({ status: 400, fieldErrors: {} })).toBe('expired');
    expect(classifyFailure({ status: 400, fieldErrors: { dotNumber: [] } })).toBe('expired');
  });

  it('reads field errors, taken numbers and an existing account', () => {
    expect(classifyFailure({ status: 400, fieldErrors: { dotNumber: ['DOT # must be numeric'] } })).toBe('fields');
    expect(classifyFailure({ status: 409, fieldErrors: { dotNumber: ['taken'] } })).toBe('numbersTaken');
    expect(classifyFailure({ status: 409, fieldErrors: {} })).toBe('accountExists');
    expect(classifyFailure({ status: 500, fieldErrors: {} })).toBe('other');
    expect(classifyFailure({ status: 0, fieldErrors: {} })).toBe('other');
  });
});

describe('passwordChecklist', () => {
  it('lists the standard policy and ticks what is met', () => {
    expect(passwordChecklist('', {})).toEqual([
      { rule: PasswordRule.MinLength, met: false },
      { rule: PasswordRule.Number, met: false },
      { rule: PasswordRule.Letter, met: false },
    ]);
    expect(passwordChecklist('abc1', {}).map((item) => item.met)).toEqual([false, true, true]);
    expect(passwordChecklist('abcdefg1', {}).every((item) => item.met)).toBe(true);
  });

  it('lists the strict policy', () => {
    expect(passwordChecklist('abcdefg1', { strict: true })).toEqual([
      { rule: PasswordRule.MinLength, met: true },
      { rule: PasswordRule.Number, met: true },
      { rule: PasswordRule.Lowercase, met: true },
      { rule: PasswordRule.Uppercase, met: false },
      { rule: PasswordRule.Special, met: false },
    ]);
  });
});

describe('registry display', () => {
  it('names the known operating statuses and warns on all but authorized', () => {
    expect(operatingStatusKey('AUTHORIZED')).toBe('authorized');
    expect(operatingStatusKey('out of service')).toBe('outOfService');
    expect(operatingStatusKey('NOT_AUTHORIZED')).toBe('notAuthorized');
    expect(operatingStatusKey('PENDING')).toBeNull();
    expect(isAuthorizedStatus('AUTHORIZED')).toBe(true);
    expect(isAuthorizedStatus('OUT OF SERVICE')).toBe(false);
  });

  it('lists the typed numbers with their labels', () => {
    const labels = { dotNumber: 'DOT #', mcNumber: 'MC #' };
    expect(typedNumbers({ dotNumber: '1', mcNumber: '2' }, labels)).toBe('DOT # 1 · MC # 2');
    expect(typedNumbers({ dotNumber: '', mcNumber: '2' }, labels)).toBe('MC # 2');
  });

  it('links to the login page with the email filled in', () => {
    expect(loginPathFor('a+b@x.test')).toBe('/?email=a%2Bb%40x.test');
  });
});

describe('step 1 forms', () => {
  it('asks for the authorized answer and a valid email', () => {
    const result = startFormSchema.safeParse({ email: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      authorized: 'registration.email.authorizedRequired',
      email: 'validation.registration.email',
    });
    expect(startFormSchema.parse({ email: ' A@b.test ', authorized: 'no' })).toEqual({
      email: 'A@b.test',
      authorized: 'no',
    });
  });

  it('takes a 6-digit code and an invitation without the token', () => {
    expect(codeFormSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(codeFormSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    const invite = { email: 'o@x.test', name: 'Owen', companyName: 'Owner Freight', fromName: 'Dan' };
    expect(inviteFormSchema.parse(invite)).toEqual(invite);
    expect(inviteFormSchema.safeParse({ ...invite, name: ' ' }).success).toBe(false);
  });
});
