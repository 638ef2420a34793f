/**
 * The one percentile rule of every benchmark: nearest rank (the smallest sample that at least
 * p % of the samples do not exceed), on a sorted copy, so callers may pass samples in any order.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

/** How many samples lie above the p-th percentile: a p99 over 100 samples rests on the top one. */
export function samplesAbove(count: number, p: number): number {
  return count - Math.ceil((p / 100) * count);
}

/** "p50 1.2 ms, p95 3.4 ms, p99 5.6 ms (n=1000; p99 rests on the top 10)". */
export function percentileLine(values: readonly number[], ps: readonly number[] = [50, 95, 99], digits = 1): string {
  const figures = ps.map((p) => `p${p} ${percentile(values, p).toFixed(digits)} ms`).join(', ');
  const top = Math.max(...ps);
  return `${figures} (n=${values.length}; p${top} rests on the top ${samplesAbove(values.length, top)})`;
}
