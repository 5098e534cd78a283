import { handler as statementRun } from '#functions/worker/statement-run.ts';
import { localLambdaContext } from './lambda-context.ts';

/**
 * Production makes statements on a daily schedule (EventBridge); locally at start and then every
 * hour, so a local stack left running over a month's or a week's end makes that period's
 * statements as production would the next morning.
 */
const intervalMs = 60 * 60 * 1000;

export function startStatementTimer(log: (line: string) => void): { stop(): void } {
  const run = async () => {
    try {
      const result = await statementRun({}, localLambdaContext('statement-run', 15 * 60_000));
      if (result.created > 0) log(`[statements] ${JSON.stringify(result)}`);
    } catch (error) {
      log(`[statements] run failed: ${String(error)}`);
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  return { stop: () => clearInterval(timer) };
}
