import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/aws-clients.ts';
import { config } from '../lib/config.ts';

/** Whether the pool has SMS MFA enabled for this user (looked up by email alias). */
export async function hasSmsMfa(email: string): Promise<boolean> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: email }));
  return (user.UserMFASettingList ?? []).includes('SMS_MFA');
}

/** A fresh access token from the session's refresh token; throws when Cognito refuses it. */
export async function accessTokenFor(refreshToken: string): Promise<string> {
  const result = await cognito().send(
    new InitiateAuthCommand({
      ClientId: config().USER_POOL_CLIENT_ID,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('Cognito returned no access token');
  return token;
}

/** True for Cognito's answer that a token (or password) is not accepted. */
export function isNotAuthorized(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAuthorizedException';
}

/**
 * Revokes one refresh token (sign-out): it can no longer be refreshed. A token Cognito no longer
 * knows (revoked already, or its user signed out everywhere) is as good as revoked.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognito().send(new RevokeTokenCommand({ ClientId: config().USER_POOL_CLIENT_ID, Token: refreshToken }));
  } catch (error) {
    if (!isNotAuthorized(error)) throw error;
  }
}

/**
 * Signs the user out everywhere at the pool: every refresh token they hold stops working (after a
 * password or MFA change). A user the pool does not have holds none.
 */
export async function signOutEverywhere(email: string): Promise<void> {
  try {
    await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config().USER_POOL_ID, Username: email }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Sets the user's phone number and has Cognito text a verification code to it. */
export async function sendPhoneVerificationCode(accessToken: string, phoneNumber: string): Promise<void> {
  await cognito().send(
    new UpdateUserAttributesCommand({
      AccessToken: accessToken,
      UserAttributes: [{ Name: 'phone_number', Value: phoneNumber }],
    }),
  );
  await cognito().send(
    new GetUserAttributeVerificationCodeCommand({ AccessToken: accessToken, AttributeName: 'phone_number' }),
  );
}

/** Confirms the phone with the code, then makes SMS the user's preferred (and enabled) MFA. */
export async function enableSmsMfa(accessToken: string, code: string): Promise<void> {
  await cognito().send(
    new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'phone_number', Code: code }),
  );
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
}

/** Sets the password the user chose (a completed password reset); the pool checks its policy. */
export async function setPermanentPassword(email: string, password: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config().USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

/** The phone number the pool sends the user's MFA codes to, if any. */
export async function mfaPhoneNumber(email: string): Promise<string | null> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: email }));
  return user.UserAttributes?.find((attribute) => attribute.Name === 'phone_number')?.Value ?? null;
}

/**
 * Moves the user's MFA codes to a number the portal has verified itself (a code it texted there):
 * the pool gets the number as verified, so no code of its own goes to it.
 */
export async function setVerifiedMfaPhone(email: string, phoneNumber: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config().USER_POOL_ID,
      Username: email,
      UserAttributes: [
        { Name: 'phone_number', Value: phoneNumber },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    }),
  );
}

/** Gives the user a temporary password; their next sign-in must choose a new one. */
export async function setTemporaryPassword(email: string, temporaryPassword: string): Promise<void> {
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config().USER_POOL_ID,
      Username: email,
      Password: temporaryPassword,
      Permanent: false,
    }),
  );
}

/** True for Cognito's answer that no user has this username or alias. */
export function isUserNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserNotFoundException';
}

/**
 * Creates a pool user for a portal user someone added: email verified, a temporary password (the
 * first sign-in must replace it), no MFA yet (the portal has them enrol it at first sign-in).
 * Cognito's own invitation is suppressed: the portal emails the password through its outbox.
 * When the pool already has the user, its password is reset to the temporary one instead.
 */
export async function createCognitoUser(email: string, name: string, temporaryPassword: string): Promise<void> {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: config().USER_POOL_ID,
        Username: email,
        TemporaryPassword: temporaryPassword,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: name },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'UsernameExistsException')) throw error;
    await setTemporaryPassword(email, temporaryPassword);
  }
}

/** Deletes the pool user (and with it its password, MFA settings and refresh tokens). */
export async function deleteCognitoUser(email: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config().USER_POOL_ID, Username: email }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Stops (or allows again) the user signing in at the pool. */
export async function setCognitoUserEnabled(email: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: config().USER_POOL_ID, Username: email };
  await cognito().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}

/** Keeps the pool's `name` attribute in step with the portal's. */
export async function updateCognitoName(email: string, name: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config().USER_POOL_ID,
      Username: email,
      UserAttributes: [{ Name: 'name', Value: name }],
    }),
  );
}

/**
 * Creates the pool user of a carrier who registered themselves: email verified, their own password
 * set as permanent (no temporary-password step), no MFA yet (the first sign-in enrols it). A pool
 * user left behind without a portal user (the caller has checked there is none) is taken over.
 */
export async function registerCognitoUser(email: string, name: string, password: string): Promise<void> {
  let created = true;
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: config().USER_POOL_ID,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: name },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'UsernameExistsException')) throw error;
    created = false;
    await updateCognitoName(email, name);
  }
  try {
    await setPermanentPassword(email, password);
  } catch (error) {
    if (created) await deleteCognitoUser(email);
    throw error;
  }
}
