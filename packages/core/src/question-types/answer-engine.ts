import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { AnswerContext, AnswerIssue } from './define.ts';
import { type AnyQuestionType, definitionOf } from './registry.ts';
import { answerIssue } from './shared.ts';

/**
 * What the logic engine asks of answers, without zod: the respondent's page runs the engine, and
 * zod was a quarter of its JavaScript (docs/ARCHITECTURE.md, "Static assets and the respondent's
 * budget"). The server passes its zod parse in as the `shape` step (answers.ts); the respondent
 * checks the answers its own renderers made, whose shapes are right by construction.
 */
export type AnswerResult = { ok: true; value: unknown } | { ok: false; issues: AnswerIssue[] };

/** Turns a raw answer into the type's answer shape, or says why it is not one. */
export type AnswerShape = (definition: AnyQuestionType, raw: unknown) => AnswerResult;

/** The respondent's shape step: the value as it is (a validator that throws on it refuses it). */
export const asAnswered: AnswerShape = (_definition, raw) => ({ ok: true, value: raw });

/**
 * The node's setting over the type's defaults. Published settings passed the type's setting
 * schema when they were saved and again at publish (diagnosis), so they are not parsed again here.
 */
export function settingWithDefaults(definition: AnyQuestionType, node: NodeRecord): unknown {
  return { ...(definition.defaultSetting() as object), ...node.setting };
}

export function answerContext(
  node: NodeRecord,
  options: readonly OptionRecord[],
  setting: unknown,
): AnswerContext<unknown> {
  const ordered = [...options]
    .filter((option) => option.nodeId === node.id)
    .sort((a, b) => a.position - b.position);
  return { node, setting, options: ordered };
}

const unanswered = (): AnswerResult => ({
  ok: false,
  issues: [answerIssue('required', [], 'this question needs an answer')],
});

/**
 * Checks one answer. `undefined`/`null` or an empty answer is "not answered": refused when the
 * question is required and `enforceRequired` (false for questions logic kept from the respondent).
 * An accepted empty answer comes back as `null`. The context (ordered options, `setting` or the
 * node's setting over the defaults) is worked out once, on first use.
 */
export function answerChecker(
  node: NodeRecord,
  options: readonly OptionRecord[],
  {
    enforceRequired = true,
    setting,
    shape = asAnswered,
  }: { enforceRequired?: boolean; setting?: unknown; shape?: AnswerShape } = {},
): (raw: unknown) => AnswerResult {
  const definition = definitionOf(node);
  const spec = definition?.answer;
  if (!definition || !spec) {
    return (raw) =>
      raw === undefined || raw === null
        ? { ok: true, value: null }
        : { ok: false, issues: [answerIssue('invalid', [], 'no answer expected')] };
  }
  const required = enforceRequired && node.setting.required === true;
  let context: AnswerContext<unknown> | undefined;
  return (raw) => {
    if (raw === undefined || raw === null) return required ? unanswered() : { ok: true, value: null };
    const parsed = shape(definition, raw);
    if (!parsed.ok) return parsed;
    context ??= answerContext(node, options, setting ?? settingWithDefaults(definition, node));
    try {
      if (spec.isEmpty(parsed.value)) return required ? unanswered() : { ok: true, value: null };
      const issues = spec.validate(parsed.value, context);
      return issues.length > 0 ? { ok: false, issues } : { ok: true, value: parsed.value };
    } catch {
      // Only without the server's shape step: a value no renderer makes (an old draft's).
      return { ok: false, issues: [answerIssue('invalid', [], 'not an answer of this question')] };
    }
  };
}

/** The numbers a script expression sees for this question's answer (empty: no numeric meaning). */
export function answerToNumbers(
  node: NodeRecord,
  options: readonly OptionRecord[],
  answer: unknown,
): number[] {
  const definition = definitionOf(node);
  if (!definition?.answer?.toNumbers || answer === null || answer === undefined) return [];
  return definition.answer.toNumbers(
    answer,
    answerContext(node, options, settingWithDefaults(definition, node)),
  );
}
