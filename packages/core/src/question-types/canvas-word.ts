import { QuestionType } from '../model/enums.ts';
import type { CanvasWordSetting } from '../model/settings-extra.ts';
import type { Mark } from './answer-schemas.ts';
import { cellProblem, cellsReader, numberCell, textCell } from './cells-read.ts';
import type { AnswerIssue } from './define.ts';
import { defineQuestionType } from './define.ts';
import { answerIssue, checkCount, column, columnKey, nodeLabel, QUESTION_DEFAULTS } from './shared.ts';

function checkMarks(marks: Mark[], passageLength: number, isDislikeOn: boolean): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  sorted.forEach((mark, i) => {
    if (mark.end <= mark.start || mark.end > passageLength)
      issues.push(answerIssue('out_of_range', [i], 'outside the passage'));
    const previous = sorted[i - 1];
    if (previous && mark.start < previous.end) issues.push(answerIssue('invalid', [i], 'marks overlap'));
    if (mark.mark === 'dislike' && !isDislikeOn) issues.push(answerIssue('invalid', [i], 'dislike is off'));
  });
  return issues;
}

function phrases(marks: Mark[], passage: string, kind: Mark['mark']): string[] {
  return marks.filter((mark) => mark.mark === kind).map((mark) => passage.slice(mark.start, mark.end));
}

/**
 * Canvas word (highlighter): respondents mark words or phrases of `setting.passage` as liked or
 * disliked. A mark is a character range [start, end) of the passage; marks may not overlap.
 */
export const canvasWord = defineQuestionType<CanvasWordSetting, Mark[]>({
  ...QUESTION_DEFAULTS,
  type: QuestionType.CanvasWord,
  key: 'canvas-word',
  name: { zh: '文字高亮', en: 'Highlighter' },
  defaultSetting: () => ({ required: true, passage: '', is_dislike: true, min: 0, max: 0 }),
  defaultOptionCount: 0,
  answer: {
    isEmpty: (marks) => marks.length === 0,
    validate: (marks, ctx) => [
      ...checkMarks(marks, ctx.setting.passage.length, ctx.setting.is_dislike),
      ...checkCount(marks.length, ctx.setting.min, ctx.setting.max, []),
    ],
    columns: (ctx) =>
      (['like', 'dislike'] as const).flatMap((kind) => [
        column(ctx.node, 'text', columnKey(ctx.node.id, kind), `${nodeLabel(ctx.node)} (${kind})`),
        column(
          ctx.node,
          'number',
          columnKey(ctx.node.id, kind, 'count'),
          `${nodeLabel(ctx.node)} (${kind} count)`,
        ),
      ]),
    toCells: (marks, ctx) => {
      const liked = phrases(marks, ctx.setting.passage, 'like');
      const disliked = phrases(marks, ctx.setting.passage, 'dislike');
      return {
        [columnKey(ctx.node.id, 'like')]: liked.join(' | '),
        [columnKey(ctx.node.id, 'like', 'count')]: liked.length,
        [columnKey(ctx.node.id, 'dislike')]: disliked.join(' | '),
        [columnKey(ctx.node.id, 'dislike', 'count')]: disliked.length,
      };
    },
    fromCells: cellsReader((cells, ctx) => {
      const marks: Mark[] = [];
      for (const kind of ['like', 'dislike'] as const) {
        const key = columnKey(ctx.node.id, kind);
        const text = textCell(cells, key) ?? '';
        const found = text === '' ? [] : text.split(' | ');
        const countKey = columnKey(ctx.node.id, kind, 'count');
        const count = numberCell(cells, countKey);
        if (count !== undefined && count !== found.length)
          cellProblem(countKey, `${count} ${kind}s, but ${found.length} phrases`);
        for (const phrase of found)
          marks.push({ ...placePhrase(ctx.setting.passage, phrase, marks, key), mark: kind });
      }
      return marks.length > 0 ? marks : undefined;
    }),
  },
});

/**
 * Where a phrase of the cells stands in the passage: its first place no earlier mark covers. The
 * cells hold phrases, not positions; any place of the same phrase gives the same cells.
 */
function placePhrase(
  passage: string,
  phrase: string,
  placed: readonly Mark[],
  key: string,
): { start: number; end: number } {
  for (let start = passage.indexOf(phrase); start >= 0; start = passage.indexOf(phrase, start + 1)) {
    const end = start + phrase.length;
    if (phrase.length > 0 && placed.every((mark) => end <= mark.start || start >= mark.end))
      return { start, end };
  }
  return cellProblem(key, `"${phrase}" is not a free phrase of the passage`);
}
