import {
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
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
