import type { AnswerDetail, AnswerFile } from '@cairn/contract';
import type { Db } from '../../db/client.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { responseCells } from '../report/analysis-source.ts';
import { answerLines, fileKeysOf } from './answer-text.ts';
import { findAnswer } from './find-answer.ts';
import { loopRoundsOf, optionTitlesOf } from './loop-rounds.ts';
import { loadFileIndex } from './response-files.ts';
import { questionsOfVersion } from './version-questions.ts';

/** Milliseconds per node: a question's own key plus its loop rounds ("<nodeId>@<optionId>"). */
export function timeByNode(timings: unknown): Map<number, number> {
  const out = new Map<number, number>();
  if (!timings || typeof timings !== 'object') return out;
  for (const [key, ms] of Object.entries(timings as Record<string, unknown>)) {
    const nodeId = Number(key.split('@')[0]);
    if (!Number.isInteger(nodeId) || typeof ms !== 'number' || !Number.isFinite(ms)) continue;
    out.set(nodeId, (out.get(nodeId) ?? 0) + ms);
  }
  return out;
}

function textParams(params: unknown): Record<string, string> {
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
}

/**
 * One response in full (report right): every question of the version it answered, answered or
 * not, with its answer as lines, its files and its time on screen, and the response's metadata.
 */
export async function answerDetail(
  deps: { db: Db },
  auth: { userId: number },
  surveyCode: string,
  id: string,
): Promise<AnswerDetail> {
  const { survey } = await loadSurveyForAction(deps, auth, surveyCode, 'report');
  const row = await findAnswer(deps.db, survey.id, id);
  const questions = await questionsOfVersion(deps.db, survey.id, row.version);
  const files = await loadFileIndex(deps.db, survey.id, [row.id]);
  const answers = (row.answers ?? {}) as Record<string, unknown>;
  const checked = row.status !== 'partial';
  const cells = responseCells(questions, answers, checked);
  const optionTitles = optionTitlesOf(questions);
  const times = timeByNode(row.timings);
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    source: row.source,
    channel: row.channel,
    device: row.device,
    userAgent: row.userAgent,
    ip: row.ip,
    weight: row.weight,
    params: textParams(row.params),
    questions: questions.map((question) => {
      // Its own answer, then one per loop round, each line named by the round.
      const parts = [{ label: '', cells }, ...loopRoundsOf(question, answers, optionTitles, checked)];
      const own: AnswerFile[] = parts
        .flatMap((part) =>
          question.columns
            .filter((column) => column.kind === 'file')
            .flatMap((column) => fileKeysOf(part.cells[column.key] ?? null)),
        )
        .map((key) => files.get(key) ?? { key, name: key, size: 0 });
      return {
        nodeId: question.node.id,
        code: question.code,
        title: question.title,
        lines: parts.flatMap((part) =>
          answerLines(question, part.cells, files).map((line) =>
            part.label
              ? { label: line.label ? `${part.label} · ${line.label}` : part.label, value: line.value }
              : line,
          ),
        ),
        files: own,
        timeMs: times.get(question.node.id) ?? null,
      };
    }),
  };
}
