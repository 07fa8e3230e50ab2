import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { answerContext } from './answers.ts';
import { isEmptyCell } from './cells-read.ts';
import type { CellValue } from './define.ts';
import { definitionOf } from './registry.ts';

/**
 * Answer types whose cells cannot carry the answer, by type key, with the reason an import gives.
 * Every other type with answers has `fromCells` (a unit test keeps the two lists complete).
 */
export const NOT_IMPORTABLE: Readonly<Record<string, string>> = {
  upload: 'a file cannot be imported from a cell',
  signature: 'a signature image cannot be imported from a cell',
  recorder: 'a recording cannot be imported from a cell',
  'max-diff': 'the cells count best and worst picks; the tasks shown cannot be rebuilt from them',
};

export type CellsAnswer = { ok: true; answer: unknown } | { ok: false; key: string; message: string };

/**
 * The answer a question's cells (by column key) stand for, the inverse of `cellsConverter`:
 * `undefined` when all its cells are empty. Worked out once per question (the setting is a schema
 * parse), then called per imported row. The answer still has to pass `validateAnswer`.
 */
export function cellsAnswerReader(
  node: NodeRecord,
  options: readonly OptionRecord[],
): (cells: Readonly<Record<string, CellValue>>) => CellsAnswer {
  const definition = definitionOf(node);
  const spec = definition?.answer;
  if (!definition || !spec) return () => ({ ok: true, answer: undefined });
  const context = answerContext(definition, node, options);
  const keys = spec.columns(context).map((column) => column.key);
  return (cells) => {
    if (keys.every((key) => isEmptyCell(cells[key]))) return { ok: true, answer: undefined };
    if (!spec.fromCells) {
      const message = NOT_IMPORTABLE[definition.key] ?? 'answers of this question type cannot be imported';
      return { ok: false, key: keys.find((key) => !isEmptyCell(cells[key])) ?? '', message };
    }
    const read = spec.fromCells(cells, context);
    return 'issue' in read ? { ok: false, ...read.issue } : { ok: true, answer: read.answer };
  };
}
