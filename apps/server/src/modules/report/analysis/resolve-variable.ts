import type { CrossRef, Lang } from '@cairn/contract';
import {
  bandVariable,
  type CrossVariable,
  dictionaryVariable,
  isTextColumn,
  npsGroups,
  sliceVariable,
  timeVariable,
} from '@cairn/stats';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import { tagVariable } from '../tags/tag-variable.ts';
import type { CatalogueItem } from './variable-catalogue.ts';

/** A variable a table or scheme cannot use as asked; the detail names it (A0320). */
export class VariableError extends Error {}

const NPS_LABELS: Record<Lang, readonly string[]> = {
  zh: ['贬损者 (0–6)', '中立者 (7–8)', '推荐者 (9–10)'],
  en: ['Detractors (0–6)', 'Passives (7–8)', 'Promoters (9–10)'],
};

/** A number used as categories lists at most this many distinct values (else: bands). */
const MAX_VALUE_CATEGORIES = 50;

export type VariableRole = 'stub' | 'banner' | 'weight';

export interface ResolveContext {
  survey: SurveyDataset;
  items: ReadonlyMap<string, CatalogueItem>;
  lang: Lang;
  /** The survey's time zone offset, for days and weeks. */
  offsetMinutes: number;
  /**
   * Only rows [start, end) (a dashboard's rows appended since its cross table was counted): the
   * variables are views of those rows, with the categories the whole column gives.
   */
  range?: { start: number; end: number };
}

function numberColumn(survey: SurveyDataset, key: string) {
  const column = survey.dataset.column(key);
  if (!column || column.kind === 'multi-flag' || isTextColumn(column)) throw new VariableError(key);
  return column;
}

/** Distinct values of a number column, ascending, as categories. */
function valueCategories(values: Float64Array, id: string): { value: number; label: string }[] {
  const seen = new Set<number>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isNaN(v) && !seen.has(v)) {
      seen.add(v);
      if (seen.size > MAX_VALUE_CATEGORIES)
        throw new VariableError(`${id}: more than ${MAX_VALUE_CATEGORIES} values, use bands`);
    }
  }
  return [...seen].sort((a, b) => a - b).map((value) => ({ value, label: String(value) }));
}

/**
 * The engine's variable for a reference: a stub may be numeric (its mean), a banner and a
 * weighting margin must be categories, and a weighting margin single-response.
 */
export function resolveVariable(context: ResolveContext, ref: CrossRef, role: VariableRole): CrossVariable {
  const { range } = context;
  if (!range) return wholeVariable(context, ref, role);
  const source = context.items.get(ref.id)?.source;
  // Source, device and status are made row by row from their codes: from the range's codes only.
  if (source?.type === 'meta' && source.name !== 'day' && source.name !== 'week' && !ref.mode) {
    const { dataset } = context.survey;
    const codes = source.name === 'status' ? dataset.status() : dataset[source.name].view();
    const item = context.items.get(ref.id)!;
    return dictionaryVariable(
      ref.id,
      labelOf(item.entry),
      codes.subarray(range.start, range.end),
      item.entry.categories.map((c) => c.label),
    );
  }
  return sliceVariable(wholeVariable(context, ref, role), range.start, range.end);
}

/** A variable whose code is its label (a coding report's name) is named once, as the picker does. */
const labelOf = (entry: CatalogueItem['entry']) =>
  entry.label === entry.code ? entry.code : `${entry.code} ${entry.label}`.trim();

function wholeVariable(context: ResolveContext, ref: CrossRef, role: VariableRole): CrossVariable {
  const { survey, items } = context;
  const item = items.get(ref.id);
  if (!item) throw new VariableError(ref.id);
  const { entry, source } = item;
  const key = ref.mode ? `${ref.id}|${ref.mode}` : ref.id;
  const label = labelOf(entry);
  switch (source.type) {
    case 'single': {
      if (ref.mode && ref.mode !== 'categories') throw new VariableError(`${ref.id}: mode ${ref.mode}`);
      const column = numberColumn(survey, source.key);
      return {
        kind: 'single',
        key,
        label,
        categories: entry.categories,
        values: column.values,
        ...(column.coded ? { coded: column.coded } : {}),
      };
    }
    case 'number': {
      const column = numberColumn(survey, source.key);
      const mode = ref.mode ?? (role === 'stub' ? 'mean' : 'categories');
      if (mode === 'mean') {
        if (role !== 'stub') throw new VariableError(`${ref.id}: a mean is a stub only`);
        return {
          kind: 'numeric',
          key,
          label,
          values: column.values,
          ...(column.coded ? { coded: column.coded } : {}),
        };
      }
      if (mode === 'nps') return npsGroups(key, label, column.values, column.coded, NPS_LABELS[context.lang]);
      if (mode === 'bands') {
        if (!ref.bands) throw new VariableError(`${ref.id}: bands are missing`);
        const bands = ref.bands.map(({ label: name, min, max }) => ({
          label: name,
          ...(min == null ? {} : { min }),
          ...(max == null ? {} : { max }),
        }));
        return bandVariable(key, label, column.values, bands, column.coded);
      }
      return {
        kind: 'single',
        key,
        label,
        categories: valueCategories(column.values, ref.id),
        values: column.values,
        ...(column.coded ? { coded: column.coded } : {}),
      };
    }
    case 'flags': {
      if (role === 'weight') throw new VariableError(`${ref.id}: multiple response`);
      if (ref.mode) throw new VariableError(`${ref.id}: mode ${ref.mode}`);
      const flags = source.keys.map((k) => {
        const column = survey.dataset.column(k);
        if (column?.kind !== 'multi-flag') throw new VariableError(k);
        return column.values;
      });
      return { kind: 'multi', key, label, categories: entry.categories, flags };
    }
    case 'external':
      if (role === 'weight') throw new VariableError(`${ref.id}: multiple response`);
      if (ref.mode) throw new VariableError(`${ref.id}: mode ${ref.mode}`);
      return { kind: 'multi', key, label, categories: entry.categories, flags: source.flags };
    case 'tags': {
      if (role === 'weight') throw new VariableError(`${ref.id}: multiple response`);
      if (ref.mode) throw new VariableError(`${ref.id}: mode ${ref.mode}`);
      const variable = tagVariable(survey, source.column, key, label);
      if (!variable) throw new VariableError(ref.id);
      return variable;
    }
    case 'meta': {
      if (ref.mode) throw new VariableError(`${ref.id}: mode ${ref.mode}`);
      const { dataset } = survey;
      switch (source.name) {
        case 'source':
        case 'device':
          return dictionaryVariable(
            key,
            label,
            dataset[source.name].view(),
            entry.categories.map((c) => c.label),
          );
        case 'status':
          return dictionaryVariable(
            key,
            label,
            dataset.status(),
            entry.categories.map((c) => c.label),
          );
        case 'day':
        case 'week':
          return timeVariable(key, label, dataset.submittedAt(), source.name, context.offsetMinutes);
      }
    }
  }
}
