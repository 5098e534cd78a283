import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

/** Powertools' Logger, with its once-per-instance cold start flag readable from here. */
class FunctionLogger extends Logger {
  /** True the first time it is asked (on an on-demand Lambda), false after. */
  takeColdStart(): boolean {
    return this.getColdStart();
  }

  protected override createLogger(options?: ConstructorParameters<typeof Logger>[0]): FunctionLogger {
    return new FunctionLogger(options);
  }
}

/** The process's logger (each Lambda sets POWERTOOLS_SERVICE_NAME); it never carries a Lambda context. */
const processLogger = new FunctionLogger();

/** The logger of the invocation running in this async context, if a handler started one. */
const invocationLoggers = new AsyncLocalStorage<Logger>();

/**
 * The one structured logger every module logs through. Inside an invocation started by
 * `withInvocationLogger` it is that invocation's own logger, carrying its Lambda context
 * (function_name, function_request_id, cold_start…); anywhere else it is the process's logger,
 * which carries none. Adding the context to a single shared logger (Powertools'
 * `injectLambdaContext(logger)`) would leave it on every later line of the process: locally
 * (`npm start` runs every function in one process) an API error logged after a payout run came out
 * as `function_name: payout-run`, and two invocations in flight at once (the poller's batches, two
 * payout runs) wrote each other's request ids.
 */
export const logger: Logger = new Proxy(processLogger, {
  get(target, property) {
    const current = invocationLoggers.getStore() ?? target;
    const value = Reflect.get(current, property, current);
    // Bound to the real instance: Powertools' Logger keeps its state in private fields.
    return typeof value === 'function' ? value.bind(current) : value;
  },
  set(target, property, value) {
    return Reflect.set(invocationLoggers.getStore() ?? target, property, value);
  },
});

/**
 * Runs `run` as one invocation of a Lambda function: every line `logger` writes inside it, however
 * deep in the services, carries this invocation's Lambda context and no other's. The cold start
 * flag is the process's: true for the first invocation only.
 */
export function inInvocation<T>(context: Context, run: () => Promise<T>): Promise<T> {
  const coldStart = processLogger.takeColdStart();
  const invocationLogger = processLogger.createChild() as FunctionLogger;
  // A child starts "cold"; only the process's first invocation is.
  if (!coldStart) invocationLogger.takeColdStart();
  invocationLogger.addContext(context);
  return invocationLoggers.run(invocationLogger, run);
}

/**
 * A Lambda handler whose invocations each log with their own context (see `inInvocation`): what
 * Powertools' `injectLambdaContext` middleware does, kept to the invocation.
 */
export function withInvocationLogger<Event, Result>(
  handler: (event: Event, context: Context) => Promise<Result>,
): (event: Event, context: Context) => Promise<Result> {
  return (event, context) => inInvocation(context, () => handler(event, context));
}
