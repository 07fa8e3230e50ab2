import type { OpContext } from './change.ts';

/**
 * How many new ids an operation will take, by kind, found by running it once with throwaway ids.
 * Operations are pure and deterministic, so the server can dry-run, reserve exactly that many ids
 * from each table's sequence, and run again with the reserved ones.
 */
export function countNewIds(run: (nextId: OpContext['nextId']) => unknown): { node: number; option: number } {
  const counts = { node: 0, option: 0 };
  run((kind) => {
    counts[kind]++;
    // Negative ids cannot collide with stored ones, so the dry run behaves like the real one.
    return -(counts.node + counts.option);
  });
  return counts;
}
