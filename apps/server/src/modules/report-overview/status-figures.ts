import { type SQL, sql } from 'drizzle-orm';
import { responses } from '../../db/schema/responses.ts';

/**
 * The status counts, completion rate and median duration as SQL aggregates, shared by the
 * overview (whole scope) and the source statistics (grouped by source), so both define the
 * figures the same way. Completion rate = complete / (complete + partial + screened out):
 * invalid responses (marked by cleaning) are in neither part.
 */
const countOf = (status: string) => sql<number>`count(*) filter (where ${responses.status} = ${status})::int`;

export const statusAggregates = {
  total: sql<number>`count(*)::int`,
  complete: countOf('complete'),
  partial: countOf('partial'),
  screenedOut: countOf('screened_out'),
  invalid: countOf('invalid'),
  // percentile_cont answers double precision; null when no complete response recorded a time.
  medianDurationMs: sql<
    number | null
  >`percentile_cont(0.5) within group (order by ${responses.durationMs}) filter (where ${responses.status} = 'complete' and ${responses.durationMs} is not null)`,
} satisfies Record<string, SQL>;

export function completionRate(c: { complete: number; partial: number; screenedOut: number }): number | null {
  const base = c.complete + c.partial + c.screenedOut;
  return base === 0 ? null : c.complete / base;
}

/** A median as read from the driver (pg may answer a string for double precision). */
export function medianOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n) : null;
}
