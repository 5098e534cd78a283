import { handler as remittanceRun } from '#functions/worker/factor-remittance-run.ts';
import { localLambdaContext } from './lambda-context.ts';

/**
 * Production emails factors their remittance on weekday mornings (EventBridge); locally at start
 * and then every hour, so a local stack left running over midnight sends the day's emails as
 * production would (a repeat sends nothing). The emails land in the outbox `npm start` prints.
 */
const intervalMs = 60 * 60 * 1000;

export function startFactorRemittanceTimer(log: (line: string) => void): { stop(): void } {
  const run = async () => {
    try {
      const result = await remittanceRun({}, localLambdaContext('factor-remittance-run', 5 * 60_000));
      if (result.sent + result.skipped > 0) log(`[remittance] ${JSON.stringify(result)}`);
    } catch (error) {
      log(`[remittance] run failed: ${String(error)}`);
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  return { stop: () => clearInterval(timer) };
}
