/** The median of some samples (of an even count, the mean of the two middle ones). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** Wall and CPU time (this process's) of each of `runs` calls after one warm-up. */
export function samples(runs: number, work: () => unknown): { wall: number[]; cpu: number[] } {
  work();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    work();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

/**
 * `runs` timed calls after one warm-up: the median and the fastest wall time, and the median CPU
 * time of this process. The machine is shared, so wall time includes waiting for a core; CPU
 * time and the fastest run show the work itself.
 */
export function timed(runs: number, work: () => unknown): string {
  const { wall, cpu } = samples(runs, work);
  return `${ms(median(wall))} median, ${ms(Math.min(...wall))} fastest, ${ms(median(cpu))} CPU`;
}
