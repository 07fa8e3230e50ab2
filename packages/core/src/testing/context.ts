import type { Lang } from '../model/lang.ts';
import type { OpContext, TreeResult } from '../tree/change.ts';

/** An operation context for tests and tools: ids counting up from `startId`, a clock ticking a second per call. */
export function testContext(options: { lang?: Lang; startId?: number; startTime?: string } = {}): OpContext {
  let id = options.startId ?? 1;
  let tick = Date.parse(options.startTime ?? '2025-01-01T00:00:00.000Z');
  return {
    nextId: () => id++,
    lang: options.lang ?? 'zh',
    now: () => {
      tick += 1000;
      return new Date(tick).toISOString();
    },
  };
}

/** The successful result, or an error naming the issues (for tests and builders, where failure is a bug). */
export function unwrap(result: TreeResult): Extract<TreeResult, { ok: true }> {
  if (!result.ok) throw new Error(`operation failed: ${JSON.stringify(result.issues)}`);
  return result;
}
