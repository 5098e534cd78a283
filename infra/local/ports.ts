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
};

export function localPorts(appPort: number): LocalPorts {
  return {
    app: appPort,
    dynamodb: appPort + 1,
    sqs: appPort + 2,
    s3: appPort + 3,
    cognito: appPort + 4,
    oidc: appPort + 5,
  };
}

export const loopback = '127.0.0.1';
export const endpoint = (port: number) => `http://${loopback}:${port}`;
