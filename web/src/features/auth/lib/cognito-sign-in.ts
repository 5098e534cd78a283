import type { CognitoUser, CognitoUserSession, IAuthenticationCallback } from 'amazon-cognito-identity-js';
import { runtimeConfig } from '#web/config/runtime-config.ts';

/** Where a password sign-in stands after each step. */
export type SignInStep =
  | { kind: 'signedIn'; idToken: string; refreshToken: string }
  | { kind: 'mfa'; destination: string }
  | { kind: 'newPassword' };

/** Cognito's errors arrive as objects with a `code` (NotAuthorizedException, CodeMismatchException, …). */
export class CognitoSignInError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Tokens stay in memory: they are exchanged for the session cookie and then dropped. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

function toError(error: unknown): CognitoSignInError {
  const e = error as { code?: string; name?: string; message?: string };
  return new CognitoSignInError(e?.code ?? e?.name ?? 'Unknown', e?.message ?? String(error));
}

/**
 * One password sign-in against the Cognito user pool with amazon-cognito-identity-js, loaded only
 * when the user submits (it is large and not needed to show the login page).
 */
export class CognitoSignIn {
  private user: CognitoUser | undefined;
  private password = '';

  constructor(private readonly email: string) {}

  private async cognitoUser(): Promise<CognitoUser> {
    if (this.user) return this.user;
    const { CognitoUser, CognitoUserPool } = await import('amazon-cognito-identity-js');
    const { cognito } = runtimeConfig();
    const storage = new MemoryStorage();
    const pool = new CognitoUserPool({
      UserPoolId: cognito.userPoolId,
      ClientId: cognito.clientId,
      Storage: storage,
      ...(cognito.endpoint ? { endpoint: cognito.endpoint } : {}),
    });
    this.user = new CognitoUser({ Username: this.email, Pool: pool, Storage: storage });
    this.user.setAuthenticationFlowType(cognito.authFlow);
    return this.user;
  }

  private callbacks(
    resolve: (step: SignInStep) => void,
    reject: (error: CognitoSignInError) => void,
  ): IAuthenticationCallback {
    return {
      onSuccess: (session: CognitoUserSession) =>
        resolve({
          kind: 'signedIn',
          idToken: session.getIdToken().getJwtToken(),
          refreshToken: session.getRefreshToken().getToken(),
        }),
      onFailure: (error: unknown) => reject(toError(error)),
      mfaRequired: (_name, parameters: { CODE_DELIVERY_DESTINATION?: string }) =>
        resolve({ kind: 'mfa', destination: parameters?.CODE_DELIVERY_DESTINATION ?? '' }),
      newPasswordRequired: () => resolve({ kind: 'newPassword' }),
      totpRequired: () =>
        reject(new CognitoSignInError('UnsupportedChallenge', 'Authenticator apps are not supported')),
      mfaSetup: () => reject(new CognitoSignInError('UnsupportedChallenge', 'MFA setup challenge is not supported')),
    };
  }

  /** Password step. Also used to resend the MFA code: a new attempt sends a new text. */
  async start(password: string): Promise<SignInStep> {
    this.password = password;
    const user = await this.cognitoUser();
    const { AuthenticationDetails } = await import('amazon-cognito-identity-js');
    const details = new AuthenticationDetails({ Username: this.email, Password: password });
    return new Promise((resolve, reject) => user.authenticateUser(details, this.callbacks(resolve, reject)));
  }

  resendMfaCode(): Promise<SignInStep> {
    return this.start(this.password);
  }

  async submitMfaCode(code: string): Promise<SignInStep> {
    const user = await this.cognitoUser();
    return new Promise((resolve, reject) =>
      user.sendMFACode(
        code,
        { onSuccess: this.callbacks(resolve, reject).onSuccess, onFailure: (e) => reject(toError(e)) },
        'SMS_MFA',
      ),
    );
  }

  /** Forced change of a temporary password; the current one must be the one just used. */
  async completeNewPassword(oldPassword: string, newPassword: string): Promise<SignInStep> {
    if (oldPassword !== this.password)
      throw new CognitoSignInError('NotAuthorizedException', 'Current password mismatch');
    const user = await this.cognitoUser();
    return new Promise((resolve, reject) => {
      user.completeNewPasswordChallenge(newPassword, {}, this.callbacks(resolve, reject));
      this.password = newPassword;
    });
  }
}

/** Shows only the last digits of the number a code went to. */
export function maskDestination(destination: string): string {
  const digits = destination.replace(/\D/g, '');
  return digits.length >= 4 ? `•••-•••-${digits.slice(-4)}` : destination;
}
