import { requestCount } from './client.ts';

/** What the probes found. Every list must stay empty; `requests` and `routes` are the probes' reach. */
export type Findings = {
  routes: Set<string>;
  /** A caller the route's declaration does not grant got an answer other than 401/403, or a 2xx. */
  unexpectedAllows: string[];
  /** An answer carried a stack, a source path or an internal error name. */
  leaks: string[];
  /** An answer was a 5xx. */
  serverErrors: string[];
  /** A route without an access declaration, or a route the probe cannot cover. */
  uncovered: string[];
};

export function newFindings(): Findings {
  return { routes: new Set(), unexpectedAllows: [], leaks: [], serverErrors: [], uncovered: [] };
}

/** The figures `npm run test:security` prints. */
export function figuresOf(findings: Findings) {
  return {
    requests: requestCount.value,
    routes: findings.routes.size,
    unexpectedAllows: findings.unexpectedAllows.length,
    leaks: findings.leaks.length,
    serverErrors: findings.serverErrors.length,
    uncovered: findings.uncovered.length,
  };
}

/** Signs of an internal detail in an answer: a stack frame, a source file, a module path, an error class. */
const leakPatterns = [
  /\bat [\w.<>]+ \(/,
  /\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\/(work|home|var|tmp|opt)\//,
  /\b(TypeError|ReferenceError|SyntaxError|ZodError|ConditionalCheckFailedException|ValidationException)\b/,
  /\bstack\b"?\s*:/,
];

/** Looks at an answer: 5xx and leaks go to the findings; the body is answered for further checks. */
export async function inspect(findings: Findings, what: string, response: Response): Promise<string> {
  const text = await response.text();
  if (response.status >= 500) findings.serverErrors.push(`${what}: ${response.status} ${text.slice(0, 200)}`);
  const leak = leakPatterns.find((pattern) => pattern.test(text));
  if (leak) findings.leaks.push(`${what}: ${leak} in ${text.slice(0, 200)}`);
  return text;
}

/** Fails (throws) listing every finding: what a test asserts after its probe. */
export function expectNoFindings(findings: Findings): void {
  const problems = [
    ...findings.unexpectedAllows.map((f) => `unexpected allow: ${f}`),
    ...findings.leaks.map((f) => `leak: ${f}`),
    ...findings.serverErrors.map((f) => `5xx: ${f}`),
    ...findings.uncovered.map((f) => `uncovered: ${f}`),
  ];
  if (problems.length > 0) throw new Error(`${problems.length} findings:\n${problems.slice(0, 60).join('\n')}`);
}
