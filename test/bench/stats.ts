/** Percentile of a sample (nearest-rank), in the sample's unit. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export async function timeEach(times: number, action: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await action();
    samples.push(performance.now() - start);
  }
  return samples;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** One figure per line, as JSON (`npm run bench` output). */
export function report(figure: Record<string, unknown>): void {
  console.log(JSON.stringify(figure));
}

/** Requests per block when a call and its baseline take turns. */
const interleaveBlock = 25;

/**
 * A call's latency beside its baseline (the raw DynamoDB read it amounts to), after 50 warm-up
 * requests each, taken in alternating blocks so both see the same machine load: on a shared
 * machine the load drifts within seconds, and figures taken minutes apart would measure that.
 */
export async function againstBaseline(samples: number, call: () => Promise<unknown>, baseline: () => Promise<unknown>) {
  await timeEach(50, call);
  await timeEach(50, baseline);
  const measured: number[] = [];
  const base: number[] = [];
  for (let taken = 0; taken < samples; taken += interleaveBlock) {
    measured.push(...(await timeEach(interleaveBlock, call)));
    base.push(...(await timeEach(interleaveBlock, baseline)));
  }
  const p95 = percentile(measured, 95);
  const baselineP95 = percentile(base, 95);
  return {
    p50: round(percentile(measured, 50)),
    p95: round(p95),
    raw_query_p50: round(percentile(base, 50)),
    raw_query_p95: round(baselineP95),
    p95_ratio: round(p95 / baselineP95),
  };
}
