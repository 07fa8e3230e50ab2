import type { Dataset } from '../dataset/dataset.ts';
import { FLAG_EMPTY, isTextColumn } from '../dataset/types.ts';
import type { Condition } from './types.ts';

type Test = (value: number) => boolean;

/** A condition over a numeric column (single, number, multi-flag) as a test of a present value. */
function numericTest(condition: Condition): Test | 'empty' | 'not-empty' {
  switch (condition.op) {
    case 'equals': {
      const wanted = Number(condition.value);
      return (value) => value === wanted;
    }
    case 'in':
    case 'not-in': {
      const set = new Set(condition.values.map(Number));
      return condition.op === 'in' ? (value) => set.has(value) : (value) => !set.has(value);
    }
    case 'range': {
      const min = condition.min ?? Number.NEGATIVE_INFINITY;
      const max = condition.max ?? Number.POSITIVE_INFINITY;
      return (value) => value >= min && value <= max;
    }
    case 'contains': {
      const text = condition.text.toLowerCase();
      return (value) => String(value).includes(text);
    }
    default:
      return condition.op;
  }
}

function textTest(condition: Condition): ((value: string) => boolean) | 'empty' | 'not-empty' {
  switch (condition.op) {
    case 'equals': {
      const wanted = String(condition.value);
      return (value) => value === wanted;
    }
    case 'in':
    case 'not-in': {
      const set = new Set(condition.values.map(String));
      return condition.op === 'in' ? (value) => set.has(value) : (value) => !set.has(value);
    }
    case 'range': {
      const min = condition.min ?? Number.NEGATIVE_INFINITY;
      const max = condition.max ?? Number.POSITIVE_INFINITY;
      return (value) => {
        const number = value.trim() === '' ? Number.NaN : Number(value);
        return number >= min && number <= max;
      };
    }
    case 'contains': {
      const text = condition.text.toLowerCase();
      return (value) => value.toLowerCase().includes(text);
    }
    default:
      return condition.op;
  }
}

/** Writes 1 into `out` for each row from `start` the condition matches (out[i]: row start + i) and 0 elsewhere. */
export function evaluateCondition(dataset: Dataset, condition: Condition, out: Uint8Array, start = 0): void {
  const column = dataset.column(condition.column);
  const n = dataset.length - start;
  if (!column) {
    out.fill(condition.op === 'empty' ? 1 : 0, 0, n);
    return;
  }
  if (isTextColumn(column)) {
    const test = textTest(condition);
    const values = column.values;
    for (let i = 0; i < n; i++) {
      const value = values[start + i] ?? null;
      const empty = value === null || value === '';
      out[i] = test === 'empty' ? +empty : test === 'not-empty' ? +!empty : +(!empty && test(value));
    }
    return;
  }
  const values = start === 0 ? column.values : column.values.subarray(start);
  const isFlag = column.kind === 'multi-flag';
  if (condition.op === 'equals') {
    // The common condition (an option chosen) without a call per row. An empty cell never
    // equals: NaN equals nothing, and no wanted value is the empty flag.
    const wanted = Number(condition.value);
    if (isFlag && wanted === FLAG_EMPTY) out.fill(0, 0, n);
    else for (let i = 0; i < n; i++) out[i] = +(values[i] === wanted);
    return;
  }
  const test = numericTest(condition);
  for (let i = 0; i < n; i++) {
    const value = values[i]!;
    const empty = isFlag ? value === FLAG_EMPTY : Number.isNaN(value);
    out[i] = test === 'empty' ? +empty : test === 'not-empty' ? +!empty : +(!empty && test(value));
  }
}
