import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import {
  type AnswerResult,
  type AnswerShape,
  answerChecker,
  answerContext as contextWithSetting,
} from './answer-engine.ts';
import type { AnalysisColumn, AnswerContext, CellValue, CellWriter } from './define.ts';
import { type AnyQuestionType, definitionOf } from './registry.ts';
import { answerIssue } from './shared.ts';
import { answerSchemaOf, settingSchemaOf } from './type-schemas.ts';

/**
 * The registry-level entry points for answers on the server: they pick the node's type module,
 * read its setting through the type's schema, parse answers with its answer schema, and return
 * data (never throw) for answers that do not fit. The engine's zod-free half: answer-engine.ts.
 */
export type { AnswerResult };

/** The node's setting over the type's defaults; a setting that does not parse falls back to the defaults. */
export function readSetting(definition: AnyQuestionType, node: NodeRecord): unknown {
  const parsed = settingSchemaOf(definition).safeParse({
    ...(definition.defaultSetting() as object),
    ...node.setting,
  });
  return parsed.success ? parsed.data : definition.defaultSetting();
}

export function answerContext(
  definition: AnyQuestionType,
  node: NodeRecord,
  options: readonly OptionRecord[],
  setting: unknown = readSetting(definition, node),
): AnswerContext<unknown> {
  return contextWithSetting(node, options, setting);
}

/** The server's shape step: the type's answer schema, its complaints as 'invalid' issues. */
export const parsedAnswer: AnswerShape = (definition, raw) => {
  const parsed = answerSchemaOf(definition)?.safeParse(raw);
  if (!parsed) return { ok: false, issues: [answerIssue('invalid', [], 'no answer expected')] };
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((found) =>
    answerIssue(
      'invalid',
      found.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      found.message,
    ),
  );
  return { ok: false, issues };
};

/**
 * Checks one answer (see `answerChecker`), parsed with the type's answer schema. `setting`: the
 * node's setting already read with `readSetting` (the logic engine caches it per published document).
 */
export function validateAnswer(
  node: NodeRecord,
  options: readonly OptionRecord[],
  raw: unknown,
  settings: { enforceRequired?: boolean; setting?: unknown } = {},
): AnswerResult {
  return answerValidator(node, options, settings)(raw);
}

/**
 * `validateAnswer` for one question with its context worked out once (on first use): a report
 * build checks every answer of every partial response, and ordering the options and reading the
 * setting per answer would cost more than the check.
 */
export function answerValidator(
  node: NodeRecord,
  options: readonly OptionRecord[],
  { enforceRequired = true, setting }: { enforceRequired?: boolean; setting?: unknown } = {},
): (raw: unknown) => AnswerResult {
  const definition = definitionOf(node);
  return answerChecker(node, options, {
    enforceRequired,
    setting: setting ?? (definition ? readSetting(definition, node) : undefined),
    shape: parsedAnswer,
  });
}

/** The analysis columns of a question (none for types without answers). */
export function analysisColumns(node: NodeRecord, options: readonly OptionRecord[]): AnalysisColumn[] {
  const definition = definitionOf(node);
  if (!definition?.answer) return [];
  return definition.answer.columns(answerContext(definition, node, options));
}

/** The cells an accepted answer fills; pass only answers `validateAnswer` accepted. */
export function answerToCells(
  node: NodeRecord,
  options: readonly OptionRecord[],
  answer: unknown,
): Record<string, CellValue> {
  const definition = definitionOf(node);
  if (!definition?.answer || answer === null || answer === undefined) return {};
  return definition.answer.toCells(answer, answerContext(definition, node, options));
}

/**
 * `answerToCells` for one question with its setting and ordered options worked out once: reports
 * and exports convert every answer of every response, and reading the setting (a schema parse)
 * per answer would cost more than the conversion itself.
 */
export function cellsConverter(
  node: NodeRecord,
  options: readonly OptionRecord[],
): (answer: unknown) => Record<string, CellValue> {
  const definition = definitionOf(node);
  const spec = definition?.answer;
  if (!definition || !spec) return () => ({});
  const context = answerContext(definition, node, options);
  return (answer) => (answer === null || answer === undefined ? {} : spec.toCells(answer, context));
}

/**
 * `cellsConverter` for bulk builds: one question's answers written straight into a row, the cell
 * of column i of `analysisColumns(node, options)` at `out[at + i]`. The type's own `cellWriter`
 * when it has one, else `toCells` written by key (same cells, slower). Pass only accepted
 * answers; null or undefined writes nothing.
 */
export function cellsWriter(node: NodeRecord, options: readonly OptionRecord[]): CellWriter {
  const definition = definitionOf(node);
  const spec = definition?.answer;
  if (!definition || !spec) return () => {};
  const context = answerContext(definition, node, options);
  const write = spec.cellWriter
    ? spec.cellWriter(context)
    : writerByKey(spec.columns(context), (answer) => spec.toCells(answer, context));
  return (answer, out, at) => {
    if (answer !== null && answer !== undefined) write(answer, out, at);
  };
}

function writerByKey(
  columns: readonly AnalysisColumn[],
  toCells: (answer: unknown) => Record<string, CellValue>,
): CellWriter {
  const slots = new Map<string, number>();
  columns.forEach((column, slot) => {
    if (!slots.has(column.key)) slots.set(column.key, slot);
  });
  return (answer, out, at) => {
    const cells = toCells(answer);
    for (const key in cells) {
      const slot = slots.get(key);
      if (slot !== undefined) out[at + slot] = cells[key]!;
    }
  };
}

/** Cells that must not repeat another response's value (the server checks them). */
export function answerUniqueCells(
  node: NodeRecord,
  options: readonly OptionRecord[],
  answer: unknown,
): Record<string, string> {
  const definition = definitionOf(node);
  if (!definition?.answer?.uniqueCells || answer === null || answer === undefined) return {};
  return definition.answer.uniqueCells(answer, answerContext(definition, node, options));
}
