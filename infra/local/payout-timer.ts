import { handler as payoutRun } from '#functions/worker/payout-run.ts';
import { localLambdaContext } from './lambda-context.ts';

/** Production runs payouts on a schedule; locally they run at start and then every ten minutes. */
const intervalMs = 10 * 60 * 1000;

export function startPayoutTimer(log: (line: string) => void): { stop(): void } {
  const run = async () => {
    try {
      const result = await payoutRun(undefined, localLambdaContext('payout-run', 60_000));
      if (result.payments > 0 || result.missingBank > 0) log(`[payouts] ${JSON.stringify(result)}`);
    } catch (error) {
      log(`[payouts] run failed: ${String(error)}`);
    }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  return { stop: () => clearInterval(timer) };
}
