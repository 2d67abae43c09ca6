/** Times sequential calls and summarises them in milliseconds. */

export type TimingSummary = { count: number; medianMs: number; p95Ms: number; maxMs: number };

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export async function timeCalls(
  inputs: readonly number[],
  call: (input: number) => Promise<unknown>,
): Promise<TimingSummary> {
  const durations: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await call(input);
    durations.push(performance.now() - started);
  }
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: percentile(sorted, 1),
  };
}

export function describeTiming(name: string, summary: TimingSummary): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${name}: ${summary.count} requests, median ${ms(summary.medianMs)}, p95 ${ms(summary.p95Ms)}, max ${ms(summary.maxMs)}`;
}

/** One line of the report on standard output. */
export function printLine(line: string): void {
  process.stdout.write(`${line}\n`);
}
