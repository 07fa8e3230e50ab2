import { type Lang, tagVariableId } from '@cairn/contract';
import { type CrossVariable, FLAG_EMPTY } from '@cairn/stats';
import type { CatalogueItem } from '../analysis/variable-catalogue.ts';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { type ColumnTags, tagColumns, tagRows } from './tag-rows.ts';

const TAGS_WORD: Record<Lang, string> = { zh: '标签', en: 'tags' };

/**
 * The cross variables `tags:{columnKey}` of the columns that have tags: multiple response, one
 * category per tag in tag order; an unanswered row is unanswered here too.
 */
export function tagCatalogueItems(
  survey: SurveyDataset,
  lang: Lang,
  columns: readonly ColumnTags[],
): CatalogueItem[] {
  if (columns.length === 0) return [];
  const labels = new Map(tagColumns(survey, new Uint8Array(survey.length)).map((c) => [c.key, c.label]));
  return columns.flatMap((column) => {
    const label = labels.get(column.columnKey);
    if (label === undefined || column.tags.length === 0) return [];
    const [code = column.columnKey, ...title] = label.split(' ');
    return [
      {
        source: { type: 'tags', column },
        entry: {
          id: tagVariableId(column.columnKey),
          code: `${code} ${TAGS_WORD[lang]}`,
          label: title.join(' '),
          group: 'question',
          kind: 'multi',
          categories: column.tags.map((tag, value) => ({ value, label: tag.name })),
          modes: [],
        },
      },
    ];
  });
}

/** The engine's variable of a column's tags (flags per tag, FLAG_EMPTY where unanswered). */
export function tagVariable(
  survey: SurveyDataset,
  column: ColumnTags,
  key: string,
  label: string,
): CrossVariable | null {
  const rows = tagRows(survey, column);
  if (!rows) return null;
  const index = new Map(column.tags.map((tag, i) => [tag.id, i]));
  const flags = column.tags.map(() => new Uint8Array(survey.length));
  rows.tags.forEach((tags, row) => {
    if (tags === null) for (const f of flags) f[row] = FLAG_EMPTY;
    else for (const id of tags) flags[index.get(id)!]![row] = 1;
  });
  return {
    kind: 'multi',
    key,
    label,
    categories: column.tags.map((tag, value) => ({ value, label: tag.name })),
    flags,
  };
}
