import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { answerToNumbers } from '../question-types/answer-engine.ts';
import { analysisColumns, answerToCells, validateAnswer } from '../question-types/answers.ts';
import { optionsOfNode } from '../tree/design-tree.ts';
import { aSurvey, type QuestionInit } from './builders.ts';

/** One question of a type, built the real way, with shortcuts for answer tests. */
export function testQuestion(
  type: number,
  init: QuestionInit = {},
  /** Changes to options by position, e.g. `{ 1: { setting: { format: 1 } } }`. */
  optionPatches: Record<number, Partial<OptionRecord>> = {},
) {
  const { tree } = aSurvey().withQuestion(type, init).build();
  const node = [...tree.nodes.values()][0] as NodeRecord;
  const options = optionsOfNode(tree, node.id).map((option, i) => ({ ...option, ...optionPatches[i] }));
  const ofType = (optionType: number) =>
    options.filter((option) => option.type === optionType && !option.isGroup);
  return {
    node,
    options,
    choices: ofType(1),
    rows: ofType(2),
    check: (raw: unknown, settings?: { enforceRequired?: boolean }) =>
      validateAnswer(node, options, raw, settings),
    codesOf: (raw: unknown) => {
      const result = validateAnswer(node, options, raw);
      return result.ok ? [] : result.issues.map((found) => found.code);
    },
    columns: () => analysisColumns(node, options),
    cells: (answer: unknown) => answerToCells(node, options, answer),
    numbers: (answer: unknown) => answerToNumbers(node, options, answer),
  };
}

export function idOf(options: readonly OptionRecord[], index: number): number {
  const option = options[index];
  if (!option) throw new Error(`no option ${index}`);
  return option.id;
}
