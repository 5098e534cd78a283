import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/test-stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stackEnv: Record<string, string>;
  }
}

/**
 * Integration (and security) tests run against real emulators, started once per project run
 * (test/support/test-stack.ts). Test files receive the environment through `inject('stackEnv')`
 * (test/setup/integration-env.ts).
 */
export default async function setup(project: TestProject) {
  const stack = await startTestStack();
  project.provide('stackEnv', stack.env);
  return stack.stop;
}
