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
