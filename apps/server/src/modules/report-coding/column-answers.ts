import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { responses } from '../../db/schema/responses.ts';
import { latestVersionNumber, loadDocumentVersion } from '../publishing/survey-versions.ts';
import { type AnalysisQuestion, analysisQuestionsOf } from '../report/analysis-source.ts';

/**
 * The open answers a coding report works on, read at the time of the call from the live valid
 * (complete) responses: a deleted response or one marked invalid is simply not there, so its hits
 * drop out of every list, count and table without being deleted. A question inside a loop is
 * answered once per round under "<nodeId>@<optionId>" (the answers document's own key), which is
 * the answer key of that round; any other answer's key is the node id.
 */
export interface ColumnAnswer {
  responseId: string;
  answerKey: string;
  text: string;
  submittedAt: number;
}

export interface OpenColumn {
  key: string;
  nodeId: number;
  label: string;
  question: AnalysisQuestion;
}

/** The text columns of the latest published version (open questions and "please specify" texts). */
export async function openColumns(db: Db, surveyId: number): Promise<OpenColumn[]> {
  const version = await latestVersionNumber(db, surveyId);
  const document = version === null ? null : await loadDocumentVersion(db, surveyId, version);
  if (!document) return [];
  const out: OpenColumn[] = [];
  for (const question of analysisQuestionsOf(document))
    for (const column of question.columns) {
      if (column.kind !== 'text') continue;
      const title = `${question.code} ${question.title}`.trim();
      const label = question.columns.length > 1 && column.label ? `${title} — ${column.label}` : title;
      out.push({ key: column.key, nodeId: question.node.id, label, question });
    }
  return out;
}

/** Every column's non-empty answers of valid responses, newest response first. */
export async function answersByColumn(
  db: Db,
  surveyId: number,
  columns: readonly OpenColumn[],
): Promise<Map<string, ColumnAnswer[]>> {
  const out = new Map<string, ColumnAnswer[]>(columns.map((c) => [c.key, []]));
  if (columns.length === 0) return out;
  const rows = await db
    .select({ id: responses.id, answers: responses.answers, submittedAt: responses.submittedAt })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), eq(responses.status, 'complete')))
    .orderBy(desc(responses.submittedAt), desc(responses.id));
  const byNode = new Map<number, OpenColumn[]>();
  for (const column of columns) byNode.set(column.nodeId, [...(byNode.get(column.nodeId) ?? []), column]);
  for (const row of rows) {
    const answers = (row.answers ?? {}) as Record<string, unknown>;
    const submittedAt = row.submittedAt?.getTime() ?? 0;
    for (const [answerKey, answer] of Object.entries(answers)) {
      if (answer === null || answer === undefined) continue;
      const at = answerKey.indexOf('@');
      const nodeId = Number(at < 0 ? answerKey : answerKey.slice(0, at));
      const wanted = byNode.get(nodeId);
      if (!wanted) continue;
      let cells: Record<string, unknown>;
      try {
        cells = wanted[0]!.question.toCells(answer);
      } catch {
        continue; // an answer of an older shape: not codable, as the report leaves it out
      }
      for (const column of wanted) {
        const text = cells[column.key];
        if (typeof text === 'string' && text.trim() !== '')
          out.get(column.key)!.push({ responseId: row.id, answerKey, text, submittedAt });
      }
    }
  }
  return out;
}

/**
 * What the complete responses of a survey are at this moment: their count and highest seq (every
 * insert and update takes a fresh seq, a deletion lowers the count) and the latest version.
 */
async function fingerprint(db: Db, surveyId: number): Promise<string> {
  const [row] = await db
    .select({ n: count(), seq: max(responses.seq) })
    .from(responses)
    .where(and(eq(responses.surveyId, surveyId), eq(responses.status, 'complete')));
  return `${await latestVersionNumber(db, surveyId)}:${row?.n ?? 0}:${row?.seq ?? 0}`;
}

type Cached = { key: string; column: OpenColumn | null; answers: ColumnAnswer[] };
/** The last answers read per database, survey and column; a few columns are coded at a time. */
const caches = new WeakMap<object, Map<string, Cached>>();
const MAX_CACHED = 8;

/**
 * One column's answers (empty when the version no longer has the column). Every call reads them
 * again unless the complete responses and the version are unchanged since the last read.
 */
export async function columnAnswers(
  db: Db,
  surveyId: number,
  columnKey: string,
): Promise<{ column: OpenColumn | null; answers: ColumnAnswer[] }> {
  const cache = caches.get(db) ?? new Map<string, Cached>();
  caches.set(db, cache);
  const slot = `${surveyId}/${columnKey}`;
  const key = await fingerprint(db, surveyId);
  const hit = cache.get(slot);
  if (hit?.key === key) return hit;
  const column = (await openColumns(db, surveyId)).find((c) => c.key === columnKey) ?? null;
  const answers = column ? ((await answersByColumn(db, surveyId, [column])).get(column.key) ?? []) : [];
  cache.delete(slot);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(slot, { key, column, answers });
  return { column, answers };
}

/** The key joining a hit to its answer. */
export const answerUid = (responseId: string, answerKey: string) => `${responseId}|${answerKey}`;
