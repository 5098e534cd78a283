import { type CarrierLookup, CarrierLookupOutcome, type RegistryCarrier } from '#shared/schemas/registration.ts';
import type { CreateCompanyForm } from '#shared/validation/registration.ts';

/** The four steps of payee registration (seeds 000 §2.4), in order. */
export const registrationSteps = ['verifyEmail', 'createCompany', 'confirm', 'logIn'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** An email proved with its code, and the token that proves it to the later calls (memory only). */
export type Proved = { email: string; registrationToken: string };

export type Invitee = { email: string; name: string; companyName: string };

/** Where the visitor is. Each page of the flow is one kind; later kinds carry what earlier ones learnt. */
export type Stage =
  /** Step 1: the authorized question and the email (kept when the visitor comes back to change it). */
  | { kind: 'email'; email: string; authorized: boolean | null }
  /** Step 1: the emailed code. */
  | { kind: 'code'; email: string; authorized: boolean }
  /** The email already belongs to a user: log in instead. */
  | { kind: 'accountExists'; email: string }
  /** Not authorized: invite the person who is. */
  | { kind: 'forward'; proved: Proved }
  | { kind: 'forwardSent'; invitee: Invitee }
  /** Step 2: the company form; `serverErrors` are the account call's field errors to show on it. */
  | { kind: 'company'; proved: Proved; form: CreateCompanyForm | null; serverErrors: Record<string, string[]> }
  /** Step 3: the registry's record (null: no DOT or MC number, nothing to confirm against). */
  | { kind: 'confirm'; proved: Proved; form: CreateCompanyForm; carrier: RegistryCarrier | null }
  | { kind: 'noMatch'; proved: Proved; form: CreateCompanyForm }
  /** The numbers belong to a company that already has an account. */
  | { kind: 'companyExists'; proved: Proved; form: CreateCompanyForm }
  /** Step 4: the account exists; log in to set up MFA. */
  | { kind: 'success'; email: string; companyName: string }
  /** The token expired or was spent: start again. */
  | { kind: 'expired'; message: string };

export type StageKind = Stage['kind'];

export type FlowEvent =
  | { type: 'codeSent'; email: string; authorized: boolean }
  | { type: 'changeEmail' }
  | { type: 'verified'; registrationToken: string; accountExists: boolean }
  | { type: 'invited'; invitee: Invitee }
  | { type: 'looked'; form: CreateCompanyForm; lookup: CarrierLookup }
  | { type: 'edit' }
  | { type: 'created'; email: string }
  | { type: 'rejected'; fieldErrors: Record<string, string[]> }
  | { type: 'numbersTaken' }
  | { type: 'accountExists' }
  | { type: 'expired'; message: string }
  | { type: 'restart' };

export const initialStage: Stage = { kind: 'email', email: '', authorized: null };

/** The step each page belongs to, for the 'Step N of 4' header. */
const stepOfKind: Record<StageKind, RegistrationStep> = {
  email: 'verifyEmail',
  code: 'verifyEmail',
  accountExists: 'verifyEmail',
  forward: 'verifyEmail',
  forwardSent: 'verifyEmail',
  company: 'createCompany',
  confirm: 'confirm',
  noMatch: 'confirm',
  companyExists: 'confirm',
  success: 'logIn',
  expired: 'verifyEmail',
};

export function stepOf(stage: Stage): RegistrationStep {
  return stepOfKind[stage.kind];
}

/** 'Step N of 4' numbers: N counts from 1. */
export function stepProgress(stage: Stage): { current: number; total: number } {
  return { current: registrationSteps.indexOf(stepOf(stage)) + 1, total: registrationSteps.length };
}

function companyStage(proved: Proved, form: CreateCompanyForm | null, serverErrors = {}): Stage {
  return { kind: 'company', proved, form, serverErrors };
}

/**
 * The flow as a reducer: the next page for an event on the current one. An event that does not
 * belong to the current page (a late answer after the visitor moved on) changes nothing.
 */
export function nextStage(stage: Stage, event: FlowEvent): Stage {
  if (event.type === 'restart') return initialStage;
  if (event.type === 'expired') return 'proved' in stage ? { kind: 'expired', message: event.message } : stage;
  switch (stage.kind) {
    case 'email':
      return event.type === 'codeSent' ? { kind: 'code', email: event.email, authorized: event.authorized } : stage;
    case 'code': {
      if (event.type === 'changeEmail') return { kind: 'email', email: stage.email, authorized: stage.authorized };
      if (event.type !== 'verified') return stage;
      const proved = { email: stage.email, registrationToken: event.registrationToken };
      // Someone inviting their administrator needs no account of their own, so only registering stops here.
      if (!stage.authorized) return { kind: 'forward', proved };
      return event.accountExists ? { kind: 'accountExists', email: stage.email } : companyStage(proved, null);
    }
    case 'forward':
      return event.type === 'invited' ? { kind: 'forwardSent', invitee: event.invitee } : stage;
    case 'company':
      return event.type === 'looked' ? afterLookup(stage.proved, event.form, event.lookup) : stage;
    case 'confirm':
      switch (event.type) {
        case 'edit':
          return companyStage(stage.proved, stage.form);
        case 'created':
          return { kind: 'success', email: event.email, companyName: stage.form.companyName };
        case 'rejected':
          return companyStage(stage.proved, stage.form, event.fieldErrors);
        case 'numbersTaken':
          return { kind: 'companyExists', proved: stage.proved, form: stage.form };
        case 'accountExists':
          return { kind: 'accountExists', email: stage.proved.email };
        default:
          return stage;
      }
    case 'noMatch':
    case 'companyExists':
      return event.type === 'edit' ? companyStage(stage.proved, stage.form) : stage;
    default:
      return stage;
  }
}

function afterLookup(proved: Proved, form: CreateCompanyForm, lookup: CarrierLookup): Stage {
  switch (lookup.outcome) {
    case CarrierLookupOutcome.Match:
    case CarrierLookupOutcome.Unverified:
      return { kind: 'confirm', proved, form, carrier: lookup.carrier };
    case CarrierLookupOutcome.NoMatch:
      return { kind: 'noMatch', proved, form };
    case CarrierLookupOutcome.AccountExists:
      return { kind: 'companyExists', proved, form };
  }
}

/** What a refused call after step 1 means for the flow. */
export type FailureKind = 'expired' | 'fields' | 'numbersTaken' | 'accountExists' | 'other';

/**
 * Reads a refusal of the lookup, account or invite call: a 400 without field errors is the expired
 * or spent token (every validation failure names its fields); a 409 on `dotNumber` means another
 * company holds the numbers, any other 409 that the email already has an account.
 */
export function classifyFailure(failure: { status: number; fieldErrors: Record<string, string[]> }): FailureKind {
  const hasFields = Object.values(failure.fieldErrors).some((messages) => messages.length > 0);
  if (failure.status === 409) return failure.fieldErrors.dotNumber ? 'numbersTaken' : 'accountExists';
  if (failure.status === 400) return hasFields ? 'fields' : 'expired';
  return 'other';
}
