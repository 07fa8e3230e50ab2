import type { CodingStat } from '@cairn/contract';
import {
  type Auth,
  type CodingDeps,
  type CodingState,
  loadState,
  openReport,
  type Survey,
} from './coding-state.ts';
import { entriesInOrder, tally } from './frame-ops.ts';
import { filteredResponseIds, schemeWeights } from './report-scope.ts';

/**
 * Counts per code and per net over the answers a filter keeps, weighted by the active scheme when
 * asked: approved hits only, a net counting the union of the answers below it.
 */
export function statOf(
  state: CodingState,
  ids: ReadonlySet<string> | null,
  weights: ReadonlyMap<string, number> | null,
): CodingStat {
  const kept = state.answers.map((a) => !ids || ids.has(a.responseId));
  const weightOf = (i: number) => (weights ? (weights.get(state.answers[i]!.responseId) ?? 0) : 1);
  const facts = state.facts.filter((f) => kept[f.answer]);
  const t = tally(state.frame, facts, weightOf);
  let answers = 0;
  let weightedAnswers = 0;
  kept.forEach((k, i) => {
    if (!k) return;
    answers++;
    weightedAnswers += weightOf(i);
  });
  let weightedCoded = 0;
  for (const i of t.coded) weightedCoded += weightOf(i);
  const base = weights ? weightedCoded : t.coded.size;
  const rows = entriesInOrder(state.frame).map((row) => {
    const count = t.count.get(row.id) ?? 0;
    const weighted = t.weighted.get(row.id) ?? 0;
    return {
      id: row.id,
      codeId: row.codeId,
      label: row.label,
      level: row.level as 1 | 2 | 3,
      parentId: row.parentId,
      count,
      weighted,
      percent: base > 0 ? ((weights ? weighted : count) / base) * 100 : 0,
      pending: t.pending.get(row.id) ?? 0,
    };
  });
  return {
    base: { answers, coded: t.coded.size, weightedAnswers, weightedCoded },
    rows,
    weighted: weights !== null,
  };
}

export async function statFor(
  deps: CodingDeps,
  survey: Survey,
  userId: number,
  state: CodingState,
  query: { filterId?: number | null | undefined; weighted?: boolean | undefined },
) {
  const [ids, weights] = await Promise.all([
    filteredResponseIds(deps, survey, userId, query.filterId),
    query.weighted ? schemeWeights(deps, survey) : null,
  ]);
  return statOf(state, ids, weights);
}

export async function codingStat(
  deps: CodingDeps,
  auth: Auth,
  query: {
    surveyCode: string;
    reportId: number;
    filterId?: number | null | undefined;
    weighted?: boolean | undefined;
  },
) {
  const { survey, report } = await openReport(deps, auth, query.surveyCode, query.reportId);
  return statFor(deps, survey, auth.userId, await loadState(deps.db, survey, report), query);
}
