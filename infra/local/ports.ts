/**
 * Ports of the local stack, all on loopback and derived from the portal's port so that several
 * stacks (a developer's and the browser tests') can run side by side.
 */
export type LocalPorts = {
  app: number;
  dynamodb: number;
  sqs: number;
  s3: number;
  cognito: number;
  oidc: number;
  /** The Lambda Invoke API for the functions other functions call (lambda-endpoint.ts). */
  lambda: number;
};

export function localPorts(appPort: number): LocalPorts {
  return {
    app: appPort,
    dynamodb: appPort + 1,
    sqs: appPort + 2,
    s3: appPort + 3,
    cognito: appPort + 4,
    oidc: appPort + 5,
    lambda: appPort + 6,
  };
}

export const loopback = '127.0.0.1';
export const endpoint = (port: number) => `http://${loopback}:${port}`;
