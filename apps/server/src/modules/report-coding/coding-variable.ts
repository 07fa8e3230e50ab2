import type { CrossDefinition, CrossVariable } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { idsWithPrefix } from '../report/analysis/definition-ids.ts';
import type { ExternalVariable } from '../report/analysis/external-variables.ts';
import { loadState } from './coding-state.ts';
import { ancestry, countingNet, entriesInOrder, type Frame } from './frame-ops.ts';
import { loadFrame } from './frame-store.ts';
import { type CodingReportRow, listReports, loadReport } from './report-store.ts';

/**
 * A coding report's codes as a cross-table variable `coding:{reportId}`: multiple response, one
 * category per entry in use (nets and leaves, in frame order, the category value its codeId), a
 * response in every entry its approved hits count to. Responses without an approved hit are
 * unanswered, so the base is the coded responses, as in the report's own percentages.
 */
export const CODING_PREFIX = 'coding:';

function entryOf(report: CodingReportRow, frame: Frame): CrossVariable {
  return {
    id: `${CODING_PREFIX}${report.id}`,
    code: report.name,
    label: report.name,
    group: 'coding',
    kind: 'multi',
    categories: entriesInOrder(frame).map((row) => ({ value: row.codeId, label: row.label })),
    modes: [],
  };
}

/** The survey's coding reports that have codes, for the variable list. */
export async function codingCatalogue(db: Db, surveyId: number): Promise<CrossVariable[]> {
  const out: CrossVariable[] = [];
  for (const report of await listReports(db, surveyId)) {
    const entry = entryOf(report, await loadFrame(db, report));
    if (entry.categories.length > 0) out.push(entry);
  }
  return out.reverse();
}

function codingIds(definition: CrossDefinition): number[] {
  const ids = idsWithPrefix(definition, CODING_PREFIX).map(Number);
  return ids.filter((id) => Number.isInteger(id) && id > 0);
}

/** The coding variables a definition uses; an id the survey lacks is left out (the worker answers A0320). */
export async function codingExternals(
  db: Db,
  surveyId: number,
  definition: CrossDefinition,
): Promise<ExternalVariable[]> {
  const out: ExternalVariable[] = [];
  for (const id of codingIds(definition)) {
    const report = await loadReport(db, surveyId, id).catch(() => null);
    if (!report) continue;
    const state = await loadState(db, { id: surveyId }, report);
    const order = new Map(entriesInOrder(state.frame).map((row, i) => [row.id, i]));
    const members = new Map<string, Set<number>>();
    state.live.forEach((hit) => {
      if (!hit.checked) return;
      const net = countingNet(state.frame, hit.netId);
      if (!net) return;
      const set = members.get(hit.responseId) ?? new Set<number>();
      for (const row of ancestry(state.frame, net)) set.add(order.get(row.id)!);
      members.set(hit.responseId, set);
    });
    out.push({ entry: entryOf(report, state.frame), members: [...members].map(([r, s]) => [r, [...s]]) });
  }
  return out;
}
