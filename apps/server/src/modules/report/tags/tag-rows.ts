import type { TagColumn, TagRule } from '@cairn/contract';
import { isTextColumn } from '@cairn/stats';
// The rules module alone: the package's index also loads the stop-word lists (JSON), which the
// server bundle does not need here.
import { tagByRule } from '@cairn/text/tag-rules';
import type { SurveyDataset } from '../engine/survey-dataset.ts';

/** A tag as the worker needs it (the request thread reads it from the database). */
export interface TagSource {
  id: number;
  name: string;
  color: string | null;
  rule: TagRule | null;
}

/** One column's live tags and hand-made choices, sent with each tag or cross request. */
export interface ColumnTags {
  columnKey: string;
  tags: TagSource[];
  manual: { tagId: number; responseId: string; tagged: boolean }[];
}

/** Per row: the answer's text (null: unanswered) and its tags' ids in tag order, choices by hand applied. */
export interface TagRows {
  texts: (string | null)[];
  tags: (number[] | null)[];
  /** Per row, tag ids given by hand / taken away by hand. */
  added: Map<number, Set<number>>;
  removed: Map<number, Set<number>>;
  /** Per row, tag ids their rule gives (before choices by hand). */
  byRule: (string[] | null)[];
}

/** An open column tags can be given in: a text column that is not a list of an evaluation's tags. */
export function openColumn(survey: SurveyDataset, key: string) {
  const column = survey.dataset.column(key);
  if (!column || !isTextColumn(column)) return null;
  const spec = survey.questions.flatMap((q) => q.description.columns).find((c) => c.key === key);
  if (!spec || spec.separator) return null;
  return column;
}

/** The open columns of the survey with their labels and answered complete rows. */
export function tagColumns(survey: SurveyDataset, mask: Uint8Array): TagColumn[] {
  const out: TagColumn[] = [];
  for (const question of survey.questions)
    for (const spec of question.description.columns) {
      if (spec.kind !== 'text' || spec.separator) continue;
      const column = openColumn(survey, spec.key);
      if (!column) continue;
      let answerCount = 0;
      for (let row = 0; row < survey.length; row++) {
        const text = column.values[row];
        if (mask[row] && text != null && text.trim() !== '') answerCount++;
      }
      const title = `${question.code} ${question.title}`.trim();
      out.push({
        key: spec.key,
        nodeId: question.node.id,
        // An open question's one column carries its title again; an "other" text names its option.
        label:
          spec.label && spec.label !== title && spec.label !== question.title
            ? `${title} — ${spec.label}`
            : title,
        answerCount,
      });
    }
  return out;
}

/** Rule tags evaluated on the current texts, then the choices by hand on top, per row. */
export function tagRows(survey: SurveyDataset, source: ColumnTags): TagRows | null {
  const column = openColumn(survey, source.columnKey);
  if (!column) return null;
  const texts: (string | null)[] = [];
  for (let row = 0; row < survey.length; row++) {
    const text = column.values[row];
    texts.push(text == null || text.trim() === '' ? null : text);
  }
  const rules = source.tags.flatMap((tag) =>
    tag.rule ? [{ tag: String(tag.id), anyOf: tag.rule.words, match: tag.rule.match }] : [],
  );
  const byRule = tagByRule(texts, rules);
  const added = new Map<number, Set<number>>();
  const removed = new Map<number, Set<number>>();
  for (const choice of source.manual) {
    const row = survey.indexOf(choice.responseId);
    if (row === undefined) continue;
    const map = choice.tagged ? added : removed;
    const set = map.get(row) ?? new Set<number>();
    map.set(row, set);
    set.add(choice.tagId);
  }
  const order = source.tags.map((tag) => tag.id);
  const tags = byRule.map((ruled, row) => {
    if (ruled === null) return null;
    const plus = added.get(row);
    const minus = removed.get(row);
    if (!plus && !minus) return ruled.map(Number);
    return order.filter((id) => (ruled.includes(String(id)) || plus?.has(id)) && !minus?.has(id));
  });
  return { texts, tags, added, removed, byRule };
}
