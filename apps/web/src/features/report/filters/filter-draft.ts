import type { FilterCondition, FilterSaveBody, FilterView, ReportNode } from '@cairn/contract';
import { type AnswerShape, itemNeeds, needsSubId, type OperatorValue } from '@cairn/core';

/** The filter dialog's working copy. Times are ms since the epoch; null is an open end. */
export interface FilterForm {
  name: string;
  relation: 'and' | 'or';
  conditions: FilterCondition[];
  timeFrom: number | null;
  timeTo: number | null;
  statuses: FilterView['statuses'];
  sources: string[];
  devices: string[];
}

export function emptyFilterForm(): FilterForm {
  return {
    name: '',
    relation: 'and',
    conditions: [],
    timeFrom: null,
    timeTo: null,
    statuses: [],
    sources: [],
    devices: [],
  };
}

export function formOfFilter(filter: FilterView): FilterForm {
  return {
    name: filter.name,
    relation: filter.relation,
    conditions: filter.conditions.map((c) => ({ ...c, optionIds: [...c.optionIds] })),
    timeFrom: filter.timeFrom,
    timeTo: filter.timeTo,
    statuses: [...filter.statuses],
    sources: [...filter.sources],
    devices: [...filter.devices],
  };
}

export const shapeOf = (node: ReportNode | undefined) => (node?.shape ?? 'none') as AnswerShape;

/** A new condition on a question: its first operator, nothing chosen yet. */
export function conditionFor(node: ReportNode): FilterCondition {
  return {
    nodeId: node.nodeId,
    optionType: (node.operators[0] ?? 1) as OperatorValue,
    optionIds: [],
    subId: null,
    value: null,
    value2: null,
  };
}

/** Why a condition cannot be saved yet, or null when it is complete. */
export function conditionProblem(
  condition: FilterCondition,
  node: ReportNode | undefined,
): 'question' | 'row' | 'options' | 'value' | null {
  if (!node) return 'question';
  const shape = shapeOf(node);
  if (needsSubId(shape) && condition.subId === null) return 'row';
  const needs = itemNeeds(shape, condition.optionType);
  if ((needs === 'options' || needs === 'rank-option') && condition.optionIds.length === 0) return 'options';
  if (needs === 'text' && (typeof condition.value !== 'string' || condition.value.trim() === ''))
    return 'value';
  if ((needs === 'number' || needs === 'rank-option') && typeof condition.value !== 'number') return 'value';
  if (needs === 'range' && (typeof condition.value !== 'number' || typeof condition.value2 !== 'number'))
    return 'value';
  return null;
}

/** The save body of a form; `id` when editing. The new filter is selected at once. */
export function toSaveBody(surveyCode: string, form: FilterForm, id?: number): FilterSaveBody {
  return {
    surveyCode,
    ...(id ? { id } : {}),
    name: form.name.trim(),
    relation: form.relation,
    conditions: form.conditions,
    timeFrom: form.timeFrom,
    timeTo: form.timeTo,
    statuses: form.statuses,
    sources: form.sources,
    devices: form.devices,
    select: true,
  };
}
