import { sentSweepIntervalMinutes } from '#functions/domain/bills/sent-markers.ts';
import { handler as resubmitSweep } from '#functions/worker/resubmit-sweep.ts';
import { localLambdaContext } from './lambda-context.ts';

/**
 * Production sweeps bills stranded in `sent` on a schedule (EventBridge); locally at start and then
 * as often. local-aws-sqs keeps its messages in memory, so every bill whose message was queued
 * when `npm start` last stopped is stranded: the sweep at start sends those whose message is older
 * than the queue's visibility window, and the next sweeps the rest as they come of age.
 */
export function startResubmitSweepTimer(log: (line: string) => void): { stop(): void } {
  const run = async () => {
    try {
      const result = await resubmitSweep(undefined, localLambdaContext('resubmit-sweep', 60_000));
      if (result.requeued > 0 || result.cleared > 0) log(`[resubmit-sweep] ${JSON.stringify(result)}`);
    } catch (error) {
      log(`[resubmit-sweep] sweep failed: ${String(error)}`);
    }
  };
  void run();
  const timer = setInterval(run, sentSweepIntervalMinutes * 60 * 1000);
  return { stop: () => clearInterval(timer) };
}
