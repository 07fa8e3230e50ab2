import { type CellValue, toPlainText } from '@cairn/core';
import type { AnalysisQuestion } from '../report/analysis-source.ts';
import { responseCells } from '../report/analysis-source.ts';

/** One loop round of a question: the option the round was about and the answer's cells. */
export interface LoopRound {
  label: string;
  cells: Record<string, CellValue>;
}

/**
 * A question inside a loop is answered once per round, under "<nodeId>@<optionId>" (the option
 * the round is about, from the loop's source question). Its rounds in the order stored, each
 * labelled with that option's text (or its id when the option is gone from this version).
 */
export function loopRoundsOf(
  question: AnalysisQuestion,
  answers: Readonly<Record<string, unknown>>,
  optionTitles: ReadonlyMap<number, string>,
  checked: boolean,
): LoopRound[] {
  const prefix = `${question.node.id}@`;
  const rounds: LoopRound[] = [];
  for (const [key, answer] of Object.entries(answers)) {
    if (!key.startsWith(prefix)) continue;
    const optionId = Number(key.slice(prefix.length));
    if (!Number.isInteger(optionId)) continue;
    const cells = responseCells([question], { [String(question.node.id)]: answer }, checked);
    rounds.push({ label: optionTitles.get(optionId) ?? `#${optionId}`, cells });
  }
  return rounds;
}

/** Plain option texts by id across a version's questions (loop rounds name them). */
export function optionTitlesOf(questions: readonly AnalysisQuestion[]): Map<number, string> {
  const titles = new Map<number, string>();
  for (const question of questions)
    for (const option of question.options) titles.set(option.id, toPlainText(option.title));
  return titles;
}
