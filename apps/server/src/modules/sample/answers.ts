import type { SampleComplete } from '@cairn/contract';
import { type CleaningReason, type CleaningRule, cleanRows } from '@cairn/stats';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cleaningRuns, sampleCompletes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadCleaningData } from '../report-cleaning/cleaning-data.ts';
import { sampleForAction } from './sample-access.ts';

/**
 * The suggestions' rules when the survey has no cleaning run yet: the speeders and the gibberish
 * a panel's audit looks for first (report-cleaning's rule kinds, with its screen's usual values).
 */
const DEFAULT_RULES: CleaningRule[] = [
  { type: 'too-fast', mode: 'median-share', share: 0.3 },
  { type: 'straight-lining', minRows: 3 },
  { type: 'meaningless-text', minLength: 2, repeated: true, noWord: true },
];

/** The rules of the survey's latest cleaning run (its author's choice), else the defaults. */
async function surveyRules(db: Db, surveyId: number): Promise<CleaningRule[]> {
  const [run] = await db
    .select({ rules: cleaningRuns.rules })
    .from(cleaningRuns)
    .where(and(eq(cleaningRuns.surveyId, surveyId), eq(cleaningRuns.kind, 'apply')))
    .orderBy(desc(cleaningRuns.id))
    .limit(1);
  const rules = (run?.rules ?? []) as CleaningRule[];
  return rules.length > 0 ? rules : DEFAULT_RULES;
}

function describe(reason: CleaningReason): { type: string; detail: string } {
  switch (reason.type) {
    case 'too-fast':
      return {
        type: reason.type,
        detail: `${Math.round(reason.durationMs / 1000)}s < ${Math.round(reason.thresholdMs / 1000)}s`,
      };
    case 'straight-lining':
      return { type: reason.type, detail: reason.matrices.join(', ') };
    case 'meaningless-text':
      return { type: reason.type, detail: reason.columns.join(', ') };
    default:
      return { type: reason.type, detail: reason.value };
  }
}

/**
 * Each rule on its own over the survey's complete responses (or-combined: a suggestion names every
 * rule a response trips), answered by response id. A complete the rules never saw (already marked
 * invalid by a cleaning run) has none.
 */
export async function suggestionsFor(
  db: Db,
  surveyId: number,
): Promise<Map<string, { type: string; detail: string }[]>> {
  const data = await loadCleaningData(db, surveyId);
  const result = cleanRows(data.input, { combine: 'or', rules: await surveyRules(db, surveyId) });
  const out = new Map<string, { type: string; detail: string }[]>();
  for (let row = 0; row < data.ids.length; row++)
    if (result.mask[row]) out.set(data.ids[row]!, result.reasons(row).map(describe));
  return out;
}

/** POST answer/sample: the order's completes, oldest first, with the cleaning suggestions. */
export async function listCompletes(
  deps: AppDeps,
  userId: number,
  body: {
    id: string;
    state?: 'pending' | 'accepted' | 'rejected' | undefined;
    page: number;
    pageSize: number;
  },
) {
  const { row } = await sampleForAction(deps.db, userId, body.id);
  const where = and(
    eq(sampleCompletes.sampleId, row.id),
    body.state ? eq(sampleCompletes.state, body.state) : undefined,
  );
  const [total] = await deps.db.select({ n: count() }).from(sampleCompletes).where(where);
  const rows = await deps.db
    .select()
    .from(sampleCompletes)
    .where(where)
    .orderBy(asc(sampleCompletes.id))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  const suggestions = rows.some((r) => r.state === 'pending')
    ? await suggestionsFor(deps.db, row.surveyId)
    : new Map();
  const records: SampleComplete[] = rows.map((r) => {
    const profile = r.profile as Record<string, string>;
    return {
      id: r.id,
      responseId: r.responseId,
      panelistId: r.panelistId,
      round: r.round,
      state: r.state,
      reason: r.reason,
      durationMs: profile.durationMs ? Number(profile.durationMs) : null,
      profile: Object.fromEntries(
        Object.entries(profile).filter(([k]) => k !== 'durationMs' && k !== 'behaviour'),
      ),
      deliveredAt: r.deliveredAt.getTime(),
      auditedAt: r.auditedAt?.getTime() ?? null,
      suggestions: r.state === 'pending' ? (suggestions.get(r.responseId) ?? []) : [],
    };
  });
  return { page: body.page, pageSize: body.pageSize, total: total?.n ?? 0, records };
}
