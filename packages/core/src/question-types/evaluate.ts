import { QuestionType } from '../model/enums.ts';
import type { EvaluateSetting } from '../model/settings.ts';
import type { EvaluateAnswer } from './answer-schemas.ts';
import { cellProblem, cellsReader, numberCell, optionOfValue, textCell } from './cells-read.ts';
import { type AnswerIssue, defineQuestionType } from './define.ts';
import { evaluateTemplateOptions } from './evaluate-templates.ts';
import {
  answerIssue,
  categoriesOf,
  choiceById,
  choicesOf,
  column,
  columnKey,
  nodeLabel,
  optionValue,
  QUESTION_DEFAULTS,
} from './shared.ts';

/** The tags a level offers (its option's `setting.tags`). */
function tagsOf(setting: Record<string, unknown>): string[] {
  return Array.isArray(setting.tags)
    ? setting.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
}

const TAG_SEPARATOR = '; ';

/**
 * The tags `toCells` joined with '; ' (an empty list writes ''), read back by the tags the level
 * offers, longest first, so a tag that itself holds '; ' comes back whole; text that is no offered
 * tag is split at each '; ' (the answer's check then names it).
 */
function splitTags(text: string, offered: readonly string[]): string[] {
  if (text === '') return [];
  const longestFirst = [...offered].sort((a, b) => b.length - a.length);
  const tags: string[] = [];
  let at = 0;
  while (at <= text.length) {
    const tag = longestFirst.find(
      (candidate) =>
        candidate !== '' &&
        text.startsWith(candidate, at) &&
        (at + candidate.length === text.length || text.startsWith(TAG_SEPARATOR, at + candidate.length)),
    );
    const end = tag !== undefined ? at + tag.length : text.indexOf(TAG_SEPARATOR, at);
    const stop = end < 0 ? text.length : end;
    tags.push(text.slice(at, stop));
    at = stop + TAG_SEPARATOR.length;
  }
  return tags;
}

/** Evaluate: pick one of five satisfaction levels, then optionally tags of that level and a comment. */
export const evaluate = defineQuestionType<EvaluateSetting, EvaluateAnswer>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.Evaluate,
  key: 'evaluate',
  name: { zh: '评价题', en: 'Evaluation' },
  defaultSetting: () => ({ required: true, template: 'custom', format: 1, is_comment: true, is_tag: false }),
  defaultOptionCount: 5,
  defaultOptionSeeds: (lang) => evaluateTemplateOptions('custom', lang),
  answer: {
    choiceShape: 'single',
    isEmpty: () => false,
    validate: (answer, ctx) => {
      const level = choiceById(ctx).get(answer.optionId);
      if (!level) return [answerIssue('unknown_option', ['optionId'], 'not a level of this question')];
      const issues: AnswerIssue[] = [];
      const offered = tagsOf(level.setting);
      const tags = answer.tags ?? [];
      if (tags.length > 0 && !ctx.setting.is_tag)
        issues.push(answerIssue('invalid', ['tags'], 'tags are off'));
      else if (tags.some((tag) => !offered.includes(tag)))
        issues.push(answerIssue('unknown_option', ['tags'], 'a tag this level does not offer'));
      if (answer.comment !== undefined && !ctx.setting.is_comment)
        issues.push(answerIssue('invalid', ['comment'], 'comments are off'));
      return issues;
    },
    columns: (ctx) => [
      column(ctx.node, 'single', `n${ctx.node.id}`, nodeLabel(ctx.node), {
        categories: categoriesOf(choicesOf(ctx)),
      }),
      column(ctx.node, 'text', columnKey(ctx.node.id, 'tags'), `${nodeLabel(ctx.node)} (tags)`, {
        separator: TAG_SEPARATOR,
      }),
      column(ctx.node, 'text', columnKey(ctx.node.id, 'comment'), `${nodeLabel(ctx.node)} (comment)`),
    ],
    toCells: (answer, ctx) => {
      const level = choiceById(ctx).get(answer.optionId);
      return {
        [`n${ctx.node.id}`]: level ? optionValue(level) : null,
        [columnKey(ctx.node.id, 'tags')]: answer.tags?.join(TAG_SEPARATOR) ?? null,
        [columnKey(ctx.node.id, 'comment')]: answer.comment ?? null,
      };
    },
    toNumbers: (answer, ctx) => {
      const level = choiceById(ctx).get(answer.optionId);
      return level ? [optionValue(level)] : [];
    },
    fromCells: cellsReader((cells, ctx) => {
      const key = `n${ctx.node.id}`;
      const value = numberCell(cells, key);
      const tags = textCell(cells, columnKey(ctx.node.id, 'tags'));
      const comment = textCell(cells, columnKey(ctx.node.id, 'comment'));
      if (value === undefined)
        return tags || comment ? cellProblem(key, 'tags and a comment need a level') : undefined;
      const level = optionOfValue(choicesOf(ctx), value, key);
      const answer: EvaluateAnswer = { optionId: level.id };
      if (tags !== undefined) answer.tags = splitTags(tags, tagsOf(level.setting));
      if (comment !== undefined) answer.comment = comment;
      return answer;
    }),
  },
});
