import type { CodeHit, CodingAnswer, ZCodingResponsesQuery, ZHitsQuery } from '@cairn/contract';
import type { z } from 'zod';
import { type Auth, type CodingDeps, loadState, openReport } from './coding-state.ts';
import { countingNet, netsCountingTo } from './frame-ops.ts';
import type { HitRow } from './hit-store.ts';
import { filteredResponseIds } from './report-scope.ts';

export function hitView(hit: HitRow): CodeHit {
  return {
    id: hit.id,
    netId: hit.netId,
    responseId: hit.responseId,
    answerKey: hit.answerKey,
    source: hit.source as CodeHit['source'],
    confidence: hit.confidence,
    checked: hit.checked,
    createdAt: hit.createdAt.getTime(),
  };
}

/** A page of the column's answers with their hits (answerType, filterType, netId, filter). */
export async function codingResponses(
  deps: CodingDeps,
  auth: Auth,
  query: z.output<typeof ZCodingResponsesQuery>,
) {
  const { survey, report } = await openReport(deps, auth, query.surveyCode, query.reportId);
  const [state, ids] = await Promise.all([
    loadState(deps.db, survey, report),
    filteredResponseIds(deps, survey, auth.userId, query.filterId),
  ]);
  const hitsOf = new Map<number, HitRow[]>();
  state.live.forEach((hit, i) => {
    const answer = state.facts[i]!.answer;
    hitsOf.set(answer, [...(hitsOf.get(answer) ?? []), hit]);
  });
  const counts = (hit: HitRow) => countingNet(state.frame, hit.netId) !== null;
  const under = query.netId === undefined ? null : netsCountingTo(state.frame, query.netId);
  const needle = query.filterTitle?.trim().toLowerCase() ?? '';
  const records: CodingAnswer[] = [];
  let total = 0;
  const offset = (query.page - 1) * query.pageSize;
  state.answers.forEach((answer, i) => {
    if (ids && !ids.has(answer.responseId)) return;
    if (needle) {
      if (
        query.filterType === 1
          ? answer.responseId.toLowerCase() !== needle
          : !answer.text.toLowerCase().includes(needle)
      )
        return;
    }
    const hits = hitsOf.get(i) ?? [];
    const coded = hits.some((h) => h.checked && counts(h));
    if (query.answerType === 1 && !coded) return;
    if (query.answerType === 2 && coded) return;
    if (query.answerType === 3 && !hits.some((h) => h.source === 'ai' && !h.checked && counts(h))) return;
    if (under && !hits.some((h) => under.has(h.netId))) return;
    if (total >= offset && records.length < query.pageSize)
      records.push({ ...answer, hits: hits.map(hitView) });
    total++;
  });
  return { page: query.page, pageSize: query.pageSize, total, records };
}

/** A page of hits with their answers' text, newest first. */
export async function codingHits(deps: CodingDeps, auth: Auth, query: z.output<typeof ZHitsQuery>) {
  const { survey, report } = await openReport(deps, auth, query.surveyCode, query.reportId);
  const state = await loadState(deps.db, survey, report);
  const under = query.netId === undefined ? null : netsCountingTo(state.frame, query.netId);
  const chosen = state.live
    .map((hit, i) => ({ hit, answer: state.answers[state.facts[i]!.answer]! }))
    .filter(({ hit }) => {
      if (under && !under.has(hit.netId)) return false;
      if (!under && countingNet(state.frame, hit.netId) === null) return false;
      if (query.source && hit.source !== query.source) return false;
      if (query.state === 'pending' && hit.checked) return false;
      if (query.state === 'checked' && !hit.checked) return false;
      if (query.minConfidence !== undefined && (hit.confidence ?? 1) < query.minConfidence) return false;
      return true;
    })
    .reverse();
  const offset = (query.page - 1) * query.pageSize;
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: chosen.length,
    records: chosen
      .slice(offset, offset + query.pageSize)
      .map(({ hit, answer }) => ({ ...hitView(hit), text: answer.text })),
  };
}
