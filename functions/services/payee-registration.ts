import { randomUUID } from 'node:crypto';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import {
  type CarrierLookup,
  CarrierLookupOutcome,
  type CreateCarrierAccountRequest,
  type ForwardRegistrationRequest,
  type RegistrationVerified,
} from '#shared/schemas/registration.ts';
import type { CarrierNumbers } from '#shared/validation/registration.ts';
import { newCode, nextSendWindow, sendAllowed } from '../domain/one-time-codes.ts';
import { HttpError } from '../lib/http/errors.ts';
import { hashSecret } from '../lib/http/session-cookie.ts';
import { findCompanyByCarrierNumber } from '../repositories/carrier-numbers.ts';
import { newCompanyRecord } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  type CarrierRegistryRecord,
  createRegisteredCarrier,
  exchangeCodeForToken,
  findRegistryCarrier,
  getRegistrationToken,
  registrationCodes,
  spendRegistrationToken,
} from '../repositories/registrations.ts';
import { epochSeconds } from '../repositories/table.ts';
import { findUserIdByEmail } from '../repositories/users.ts';
import { type CodeRefusalKeys, checkStoredCode, codeRefusal } from './code-checks.ts';
import { deleteCognitoUser, registerCognitoUser } from './cognito-users.ts';
import { sendMessage } from './messages.ts';
import { randomToken } from './sso-client.ts';

/** A registration code is good for 15 minutes and five tries; the token it buys, for 30 minutes. */
const codeLifetimeMs = 15 * 60 * 1000;
const codeAttempts = 5;
const tokenLifetimeSeconds = 30 * 60;

const scopeOf = (email: string) => `registration:${email.toLowerCase()}`;
const codeRefusalKeys: CodeRefusalKeys = {
  mismatch: 'errors.claim.codeMismatch',
  notSent: 'errors.claim.codeNotSent',
  used: 'errors.claim.codeUsed',
  expired: 'errors.claim.codeExpired',
  noAttempts: 'errors.claim.noAttemptsRemaining',
};
const errorCodes = { 400: ErrorCode.ValidationFailed, 409: ErrorCode.Conflict, 429: ErrorCode.TooManyAttempts };
/** A spent or expired registration token is a 400, not a 401: there is no session to renew. */
const refuse = (status: 400 | 409 | 429, key: string, field?: string, params?: Record<string, unknown>) =>
  new HttpError(status, errorCodes[status], key, field ? { [field]: [] } : undefined, params);

/** Step 1: emails a six-digit code (throttled; a new code replaces the previous one). */
export async function sendRegistrationCode(emailInput: string, t: Translate, now = new Date()): Promise<void> {
  const email = emailInput.toLowerCase();
  const previous = await registrationCodes.get(email);
  if (!sendAllowed(previous, now)) throw refuse(429, 'errors.claim.tooManyCodes');
  const { code, stored: held } = newCode(scopeOf(email), now, { lifetimeMs: codeLifetimeMs, attempts: codeAttempts });
  const stored = await registrationCodes.replace(
    email,
    { ...held, email, ...nextSendWindow(previous, now) },
    previous?.nonce ?? null,
  );
  if (!stored) throw refuse(429, 'errors.claim.tooManyCodes');
  await sendMessage({
    channel: 'email',
    to: email,
    subject: t('emails.registrationCode.subject'),
    body: t('emails.registrationCode.body', { code, minutes: codeLifetimeMs / 60_000 }),
  });
}

/** Step 1: a correct code buys a registration token; says whether the email already has an account. */
export async function verifyRegistrationCode(
  emailInput: string,
  code: string,
  now = new Date(),
): Promise<RegistrationVerified> {
  const email = emailInput.toLowerCase();
  const checked = await checkStoredCode(registrationCodes, email, code, scopeOf(email), now);
  if (!checked.ok) {
    const { key, params } = codeRefusal(checked, codeRefusalKeys);
    throw refuse(400, key, 'code', params);
  }
  const registrationToken = randomToken();
  const issued = await exchangeCodeForToken(
    email,
    checked.stored.nonce,
    {
      tokenHash: hashSecret(registrationToken),
      email,
      expiresAt: epochSeconds(now) + tokenLifetimeSeconds,
      usedAt: null,
    },
    now.toISOString(),
  );
  if (!issued) throw refuse(400, 'errors.claim.codeUsed', 'code');
  return { registrationToken, accountExists: (await findUserIdByEmail(email)) !== null };
}

/** The email a live, unused registration token proved. */
async function verifiedEmail(registrationToken: string, now: Date): Promise<string> {
  const token = await getRegistrationToken(hashSecret(registrationToken), now);
  if (!token || token.usedAt) throw refuse(400, 'errors.registration.expired');
  return token.email;
}

function registryView(carrier: CarrierRegistryRecord) {
  return {
    dotNumber: carrier.dotNumber,
    mcNumber: carrier.mcNumber,
    legalName: carrier.legalName,
    dbaName: carrier.dbaName,
    address: `${carrier.street}, ${carrier.city}, ${carrier.state} ${carrier.postalCode}`,
    operatingStatus: carrier.operatingStatus,
  };
}

/** Step 3: what the federal registry says about the numbers, and whether a company already has them. */
export async function lookUpCarrier(
  registrationToken: string,
  numbers: CarrierNumbers,
  now = new Date(),
): Promise<CarrierLookup> {
  await verifiedEmail(registrationToken, now);
  if (numbers.hasNoMcOrDot) return { outcome: CarrierLookupOutcome.Unverified, carrier: null };
  const keys = [
    ...(numbers.dotNumber ? [['DOT', numbers.dotNumber] as const] : []),
    ...(numbers.mcNumber ? [['MC', numbers.mcNumber] as const] : []),
  ];
  for (const [kind, number] of keys) {
    if ((await findCompanyByCarrierNumber(kind, number)) !== null)
      return { outcome: CarrierLookupOutcome.AccountExists, carrier: null };
  }
  for (const [kind, number] of keys) {
    const carrier = await findRegistryCarrier(kind, number);
    if (carrier && consistent(carrier, numbers))
      return { outcome: CarrierLookupOutcome.Match, carrier: registryView(carrier) };
  }
  return { outcome: CarrierLookupOutcome.NoMatch, carrier: null };
}

/** Both numbers given must belong to the same registered carrier. */
function consistent(carrier: CarrierRegistryRecord, numbers: CarrierNumbers): boolean {
  return (
    (!numbers.dotNumber || carrier.dotNumber === numbers.dotNumber) &&
    (!numbers.mcNumber || carrier.mcNumber === numbers.mcNumber)
  );
}

/**
 * Step 3, confirmed: creates the Cognito user (password set, no MFA yet: the first sign-in enrols
 * it) and, in one transaction, the payee company, its DOT/MC claims, the user as PayeeAdmin and the
 * spent token. If the portal writes fail, the Cognito user is removed again.
 */
export async function createCarrierAccount(
  request: CreateCarrierAccountRequest,
  now = new Date(),
): Promise<{ email: string }> {
  const token = await getRegistrationToken(hashSecret(request.registrationToken), now);
  // A retried request whose first attempt created the account gets the same answer.
  if (token?.usedAt && (await findUserIdByEmail(token.email)) !== null) return { email: token.email };
  const email = await verifiedEmail(request.registrationToken, now);
  const lookup = await lookUpCarrier(request.registrationToken, request, now);
  if (lookup.outcome === CarrierLookupOutcome.AccountExists)
    throw refuse(409, 'errors.registration.numbersTaken', 'dotNumber');
  if (lookup.outcome === CarrierLookupOutcome.NoMatch) throw refuse(400, 'errors.registration.noMatch', 'dotNumber');
  if ((await findUserIdByEmail(email)) !== null) throw refuse(409, 'errors.registration.accountExists');

  const companyId = await nextId('company');
  const userId = await nextId('user');
  const company = newCompanyRecord({
    id: companyId,
    guid: randomUUID(),
    name: request.companyName,
    type: CompanyType.Payee,
    // The registry's record is the carrier's: both its numbers are claimed, even if only one was typed.
    dotNumber: lookup.carrier?.dotNumber ?? null,
    mcNumber: lookup.carrier?.mcNumber ?? null,
    createdAt: now.toISOString(),
  });
  await registerCognitoUser(email, request.fullName, request.password).catch((error: Error) => {
    if (error.name === 'UsernameExistsException') throw refuse(409, 'errors.registration.accountExists');
    if (error.name === 'InvalidPasswordException') throw refuse(400, 'errors.registration.passwordRefused', 'password');
    throw error;
  });
  const created = await createRegisteredCarrier({
    company,
    user: {
      id: userId,
      guid: randomUUID(),
      email,
      name: request.fullName,
      phoneNumber: null,
      cognitoSub: null,
      defaultCompanyId: companyId,
      language: null,
      memberships: [{ userId, companyId, roleIds: [Role.PayeeAdmin], company }],
      createdAt: now.toISOString(),
    },
    tokenHash: hashSecret(request.registrationToken),
  }).catch(async (error: unknown) => {
    await deleteCognitoUser(email);
    throw error;
  });
  if (!created) {
    await deleteCognitoUser(email);
    throw refuse(409, 'errors.registration.numbersTaken', 'dotNumber');
  }
  return { email };
}

/**
 * The forward-invite page: asks the person authorized for the company to register it. Only someone
 * who proved their own email may send one, once per token, so the portal cannot be used to mail
 * strangers at will.
 */
export async function forwardRegistration(
  input: ForwardRegistrationRequest,
  origin: string,
  t: Translate,
  now = new Date(),
): Promise<void> {
  await verifiedEmail(input.registrationToken, now);
  if (!(await spendRegistrationToken(hashSecret(input.registrationToken), now.toISOString())))
    throw refuse(400, 'errors.registration.expired');
  await sendMessage({
    channel: 'email',
    to: input.email.toLowerCase(),
    subject: t('emails.registrationInvite.subject', { companyName: input.companyName }),
    body: t('emails.registrationInvite.body', {
      name: input.name,
      companyName: input.companyName,
      fromName: input.fromName,
      link: `${origin}/register-payee`,
    }),
  });
}
