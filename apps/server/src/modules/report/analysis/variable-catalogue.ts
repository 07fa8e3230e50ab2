import type { CrossVariable as CatalogueEntry, CrossMode, Lang } from '@cairn/contract';
import type { AnalysisQuestion } from '../analysis-source.ts';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { DEVICE_LABELS, META_LABELS, STATUS_LABELS } from './meta-labels.ts';

/**
 * What a variable of the catalogue is made from: a dataset column, a question's group of flag
 * columns (a multiple choice, a matrix row of checkboxes), or response metadata. Ids are stable
 * across refreshes of one published version: column keys (`n12`, `n12_o5`), `n12~m0` for flag
 * groups, `meta:source` … for metadata.
 */
export type VariableSource =
  | { type: 'single'; key: string }
  | { type: 'number'; key: string; nps: boolean }
  | { type: 'flags'; keys: string[] }
  | { type: 'meta'; name: MetaName }
  /** Built by the request thread (a coding report's codes: external-variables.ts). */
  | { type: 'external'; flags: Uint8Array[] };

export const META_NAMES = ['source', 'device', 'status', 'day', 'week'] as const;
export type MetaName = (typeof META_NAMES)[number];

export interface CatalogueItem {
  entry: CatalogueEntry;
  source: VariableSource;
}

const NUMBER_MODES: CrossMode[] = ['mean', 'categories', 'bands'];

/** A question's code with a part number when it has several variables (Q3.2). */
function codeOf(question: AnalysisQuestion, part: number, parts: number): string {
  return parts > 1 ? `${question.code}.${part + 1}` : question.code;
}

function labelOf(question: AnalysisQuestion, part: string | undefined, parts: number): string {
  return parts > 1 && part ? `${question.title} — ${part}` : question.title;
}

/** The variables of one question: single and number columns, and flag columns by group. */
function questionItems(question: AnalysisQuestion): CatalogueItem[] {
  const { kind } = question.description;
  if (kind === 'max-diff' || kind === 'text' || kind === 'file') return [];
  const parts: {
    label: string | undefined;
    source: VariableSource;
    entry: Omit<CatalogueEntry, 'id' | 'code' | 'label' | 'group'>;
  }[] = [];
  const groups = new Map<number, { keys: string[]; labels: string[]; label: string | undefined }>();
  for (const column of question.description.columns) {
    if (column.kind === 'single')
      parts.push({
        label: column.label,
        source: { type: 'single', key: column.key },
        entry: { kind: 'single', categories: [...(column.categories ?? [])], modes: [] },
      });
    else if (column.kind === 'number') {
      const nps = kind === 'nps';
      parts.push({
        label: column.label,
        source: { type: 'number', key: column.key, nps },
        entry: { kind: 'numeric', categories: [], modes: nps ? [...NUMBER_MODES, 'nps'] : NUMBER_MODES },
      });
    } else if (column.kind === 'multi-flag') {
      const group = column.group ?? 0;
      let entry = groups.get(group);
      if (!entry) {
        entry = { keys: [], labels: [], label: column.groupLabel };
        groups.set(group, entry);
        parts.push({
          label: column.groupLabel,
          source: { type: 'flags', keys: entry.keys },
          entry: { kind: 'multi', categories: [], modes: [] },
        });
      }
      entry.keys.push(column.key);
      entry.labels.push(column.label ?? column.key);
    }
  }
  return parts.map((part, i) => {
    const flags = part.source.type === 'flags' ? part.source : null;
    const labels = flags ? [...groups.values()].find((g) => g.keys === flags.keys)!.labels : [];
    const id = flags ? `n${question.node.id}~m${i}` : (part.source as { key: string }).key;
    return {
      source: part.source,
      entry: {
        ...part.entry,
        ...(flags ? { categories: labels.map((label, value) => ({ value, label })) } : {}),
        id,
        code: codeOf(question, i, parts.length),
        label: labelOf(question, part.label, parts.length),
        group: 'question' as const,
      },
    };
  });
}

function metaItems(survey: SurveyDataset, lang: Lang): CatalogueItem[] {
  const labels = META_LABELS[lang];
  const dictionary = (name: 'source' | 'device', names: Record<string, string>) =>
    survey.dataset[name].distinct().map((word, value) => ({ value, label: names[word] ?? word }));
  const categories: Record<MetaName, CatalogueEntry['categories']> = {
    source: dictionary('source', {}),
    device: dictionary('device', DEVICE_LABELS[lang]),
    status: STATUS_LABELS[lang].map((label, value) => ({ value, label })),
    // Days and weeks are the ones the rows hold; they are listed when the table is made.
    day: [],
    week: [],
  };
  return META_NAMES.map((name) => ({
    source: { type: 'meta', name },
    entry: {
      id: `meta:${name}`,
      code: labels[name]!,
      label: labels[name]!,
      group: 'metadata',
      kind: 'single',
      categories: categories[name],
      modes: [],
    },
  }));
}

/** Every variable a cross table or a weighting scheme can use, questions first. */
export function variableCatalogue(survey: SurveyDataset, lang: Lang): CatalogueItem[] {
  return [...survey.questions.flatMap(questionItems), ...metaItems(survey, lang)];
}
