import type { FilterCondition, FilterDefinition } from '@cairn/contract';
import { Operator, optionValue } from '@cairn/core';
import type { Condition, Filter, FilterNode } from '@cairn/stats';
import type { AnalysisQuestion } from '../analysis-source.ts';
import { STATUS_CODE } from '../analysis-source.ts';

/**
 * A saved filter as stats' Filter over the dataset's column keys (pure; unit-tested). Condition
 * items mean what the logic engine makes them mean (core/logic/operators.ts): an unanswered
 * question checks nothing (unchecked and not-includes hold, every comparison fails), `checked`
 * wants every listed option, `includes` any. A question gone from the latest version matches
 * nothing but "not answered". No statuses in the definition keeps complete responses only.
 */
const NEVER: FilterNode = { any: [] };

const notEmpty = (column: string): Condition => ({ column, op: 'not-empty' });
const answeredIn = (scope: readonly ScopeColumn[]): FilterNode => ({
  any: scope.map((column) => notEmpty(column.key)),
});

type ScopeColumn = AnalysisQuestion['columns'][number];

/** The columns a condition looks at: a matrix row's, or the question's own (not "other" texts). */
function scopeOf(question: AnalysisQuestion, item: FilterCondition): ScopeColumn[] {
  if (item.subId !== null) return question.columns.filter((column) => column.optionId === item.subId);
  const isOtherText = (column: ScopeColumn) => column.kind === 'text' && column.key.endsWith('_text');
  const main = question.columns.filter((column) => !isOtherText(column));
  return main.length > 0 ? main : question.columns;
}

/** "Option `id` chosen" over the scope: its flag is 1, or the single cell holds its value. */
function chosen(question: AnalysisQuestion, scope: readonly ScopeColumn[], id: number): FilterNode {
  const flag = scope.find((column) => column.kind === 'multi-flag' && column.key.endsWith(`_o${id}`));
  if (flag) return { column: flag.key, op: 'equals', value: 1 };
  const single = scope.find((column) => column.kind === 'single');
  const option = question.options.find((candidate) => candidate.id === id);
  return single && option ? { column: single.key, op: 'equals', value: optionValue(option) } : NEVER;
}

function sameSet(
  question: AnalysisQuestion,
  scope: readonly ScopeColumn[],
  ids: readonly number[],
): FilterNode {
  const flags = scope.filter((column) => column.kind === 'multi-flag');
  if (flags.length === 0) return ids.length === 1 ? chosen(question, scope, ids[0]!) : NEVER;
  const listed = new Set(ids.map((id) => `_o${id}`));
  return {
    all: flags.map((column): FilterNode => {
      const isOne: FilterNode = { column: column.key, op: 'equals', value: 1 };
      return [...listed].some((suffix) => column.key.endsWith(suffix)) ? isOne : { not: isOne };
    }),
  };
}

/** The number column a comparison reads: the first listed option's, else the scope's first. */
function numberColumn(scope: readonly ScopeColumn[], optionId: number | undefined): ScopeColumn | undefined {
  const numeric = scope.filter((column) => column.kind === 'number' || column.kind === 'single');
  if (optionId === undefined) return numeric[0];
  return numeric.find((column) => column.optionId === optionId || column.key.endsWith(`_o${optionId}`));
}

function comparison(
  question: AnalysisQuestion,
  scope: readonly ScopeColumn[],
  item: FilterCondition,
): FilterNode {
  const { optionType: op, value, value2, optionIds } = item;
  const answered = answeredIn(scope);
  if (value === null) {
    if (optionIds.length === 0) return NEVER;
    const equal = sameSet(question, scope, optionIds);
    if (op === Operator.Equal) return { all: [answered, equal] };
    return op === Operator.NotEqual ? { all: [answered, { not: equal }] } : NEVER;
  }
  const target = typeof value === 'number' ? value : Number(value.trim());
  if (typeof value === 'string' && (value.trim() === '' || Number.isNaN(target))) {
    const text = scope.find((column) => column.kind !== 'single' && column.kind !== 'number');
    if (!text) return NEVER;
    const equal: FilterNode = { column: text.key, op: 'equals', value };
    if (op === Operator.Equal) return equal;
    return op === Operator.NotEqual ? { all: [notEmpty(text.key), { not: equal }] } : NEVER;
  }
  const column = numberColumn(scope, optionIds[0])?.key;
  if (!column) return NEVER;
  const has = notEmpty(column);
  switch (op) {
    case Operator.Equal:
      return { column, op: 'equals', value: target };
    case Operator.NotEqual:
      return { all: [has, { not: { column, op: 'equals', value: target } }] };
    case Operator.Gte:
      return { column, op: 'range', min: target };
    case Operator.Lte:
      return { column, op: 'range', max: target };
    case Operator.Gt:
      return { all: [has, { not: { column, op: 'range', max: target } }] };
    case Operator.Lt:
      return { all: [has, { not: { column, op: 'range', min: target } }] };
    case Operator.Between:
      return value2 === null
        ? NEVER
        : { column, op: 'range', min: Math.min(target, value2), max: Math.max(target, value2) };
    default:
      return NEVER;
  }
}

function textContains(scope: readonly ScopeColumn[], value: FilterCondition['value']): FilterNode | null {
  if (value === null || String(value).trim() === '') return null;
  const texts = scope.filter((column) => column.kind === 'text');
  return { any: texts.map((column) => ({ column: column.key, op: 'contains', text: String(value).trim() })) };
}

export function compileCondition(question: AnalysisQuestion | undefined, item: FilterCondition): FilterNode {
  const scope = question ? scopeOf(question, item) : [];
  const answered = answeredIn(scope);
  if (item.optionType === Operator.Answered) return answered;
  if (item.optionType === Operator.NotAnswered) return { not: answered };
  if (!question) return NEVER;
  const ids = item.optionIds;
  const anyChosen: FilterNode = { any: ids.map((id) => chosen(question, scope, id)) };
  switch (item.optionType) {
    case Operator.Checked:
      return ids.length > 0 ? { all: ids.map((id) => chosen(question, scope, id)) } : NEVER;
    case Operator.Unchecked:
      return ids.length > 0 ? { not: anyChosen } : NEVER;
    case Operator.Includes:
      return ids.length > 0 ? anyChosen : (textContains(scope, item.value) ?? NEVER);
    case Operator.NotIncludes: {
      if (ids.length > 0) return { not: anyChosen };
      const found = textContains(scope, item.value);
      return found ? { all: [answered, { not: found }] } : NEVER;
    }
    default:
      return comparison(question, scope, item);
  }
}

export function compileReportFilter(
  definition: FilterDefinition | null,
  questions: readonly AnalysisQuestion[],
): Filter {
  const statuses = definition?.statuses.length ? definition.statuses : (['complete'] as const);
  const filter: Filter = { statuses: statuses.map((status) => STATUS_CODE[status]) };
  if (!definition) return filter;
  const byNode = new Map(questions.map((question) => [question.node.id, question]));
  if (definition.conditions.length > 0) {
    const nodes = definition.conditions.map((item) => compileCondition(byNode.get(item.nodeId), item));
    filter.where = definition.relation === 'or' ? { any: nodes } : { all: nodes };
  }
  if (definition.timeFrom !== null) filter.from = definition.timeFrom;
  if (definition.timeTo !== null) filter.to = definition.timeTo;
  if (definition.sources.length > 0) filter.sources = definition.sources;
  if (definition.devices.length > 0) filter.devices = definition.devices;
  return filter;
}
