import type { TFunction } from 'i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { CognitoSignInError } from './cognito-sign-in.ts';

const expectedCodes = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
]);

/** Refusals a user can cause; other failures are bugs or outages worth reporting. */
export function isExpectedSignInError(error: unknown): boolean {
  if (error instanceof CognitoSignInError) return expectedCodes.has(error.code);
  return error instanceof ApiError && error.status > 0 && error.status < 500;
}

/** The text to show for a failed sign-in step, from Cognito's error codes or the API's answer. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof CognitoSignInError) {
    switch (error.code) {
      case 'NotAuthorizedException':
      case 'UserNotFoundException':
      case 'InvalidPasswordException':
        return error.message.includes('Session') ? t('auth.mfa.expired') : t('auth.login.failed');
      case 'CodeMismatchException':
        return t('auth.mfa.mismatch');
      case 'ExpiredCodeException':
        return t('auth.mfa.expired');
      case 'LimitExceededException':
      case 'TooManyRequestsException':
      case 'TooManyFailedAttemptsException':
        return t('auth.login.tooManyAttempts');
      default:
        return t('errors.generic');
    }
  }
  if (error instanceof ApiError && !error.isGeneric) return error.message;
  return t('errors.generic');
}
