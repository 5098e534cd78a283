/** A local portal's settings for tests that make the server app themselves. */
export const localRuntimeConfig = {
  stage: 'local',
  passwordPolicy: 'standard',
  cognito: { region: 'us-east-1', userPoolId: 'p', clientId: 'c', endpoint: null, authFlow: 'USER_PASSWORD_AUTH' },
  ssoEnabled: false,
} as const;
