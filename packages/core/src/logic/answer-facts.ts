import { QuestionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';

/**
 * What conditions can ask of one answer, read from the answer's shape (see the question-type
 * modules) without trusting it: a hand-made answer of the wrong shape yields "nothing checked, no
 * number, no text", never an exception. Only the few shapes that carry choices, numbers or text
 * are read; the rest (files, drawings, locations) are just answered or not.
 */
export interface AnswerFacts {
  answered: boolean;
  /** Chosen option ids in answer order (rank order for rank questions). */
  checked: number[];
  checkedSet: ReadonlySet<number>;
  /** The answer as one number: the value, the score sum, the chosen option's code ... */
  number: number | null;
  text: string | null;
  /** Per option: its score (rate, slider, proportion) or rank position (1 = first). */
  optionValues: ReadonlyMap<number, number>;
  /** Per option: the respondent's "other, please specify" text. */
  otherTexts: ReadonlyMap<number, string>;
}

const EMPTY_SET: ReadonlySet<number> = new Set();
const EMPTY_MAP: ReadonlyMap<number, never> = new Map<number, never>();

export const NO_FACTS: AnswerFacts = {
  answered: false,
  checked: [],
  checkedSet: EMPTY_SET,
  number: null,
  text: null,
  optionValues: EMPTY_MAP,
  otherTexts: EMPTY_MAP,
};

function facts(partial: Partial<AnswerFacts>): AnswerFacts {
  const checked = partial.checked ?? [];
  return { ...NO_FACTS, answered: true, ...partial, checked, checkedSet: new Set(checked) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A number written as text ("12", " 3.5 "), else null. */
export function numberOfText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The number of a chosen option: its numeric code, else its 1-based position (as in analysis). */
function optionNumber(optionId: number, optionById: ReadonlyMap<number, OptionRecord>): number | null {
  const option = optionById.get(optionId);
  if (!option) return null;
  return option.code !== null && /^\d+$/.test(option.code) ? Number(option.code) : option.position + 1;
}

/**
 * The facts of `answer` to a question of `type`; `subId` narrows to one sub-question (matrix
 * row, form field, a scored item, a drag list).
 */
export function factsOf(
  type: number,
  answer: unknown,
  subId: number | null,
  optionById: ReadonlyMap<number, OptionRecord>,
): AnswerFacts {
  if (answer === undefined || answer === null) return NO_FACTS;
  if (subId !== null) return subFacts(type, answer, subId, optionById);
  if (typeof answer === 'number') return Number.isFinite(answer) ? facts({ number: answer }) : NO_FACTS;
  if (typeof answer === 'string') return textFacts(answer);
  if (Array.isArray(answer)) return listFacts(answer);
  if (!isObject(answer)) return NO_FACTS;
  if ('optionId' in answer) return singleFacts(answer, optionById);
  if ('optionIds' in answer) return multipleFacts(type, answer, optionById);
  return recordFacts(type, answer);
}

function textFacts(text: string): AnswerFacts {
  if (text.trim() === '') return NO_FACTS;
  return facts({ text, number: numberOfText(text) });
}

function listFacts(list: unknown[]): AnswerFacts {
  if (list.length === 0) return NO_FACTS;
  // City: the chosen place names; other lists (files, marks, points, tables) count their entries.
  const text = list.every((item) => typeof item === 'string') ? list.join('/') : null;
  return facts({ text, number: list.length });
}

function singleFacts(answer: Record<string, unknown>, optionById: ReadonlyMap<number, OptionRecord>) {
  if (!isId(answer.optionId)) return NO_FACTS;
  const otherTexts = typeof answer.text === 'string' ? new Map([[answer.optionId, answer.text]]) : EMPTY_MAP;
  const text =
    typeof answer.comment === 'string' ? answer.comment : (otherTexts.get(answer.optionId) ?? null);
  return facts({
    checked: [answer.optionId],
    number: optionNumber(answer.optionId, optionById),
    otherTexts,
    text,
  });
}

function multipleFacts(
  type: number,
  answer: Record<string, unknown>,
  optionById: ReadonlyMap<number, OptionRecord>,
) {
  const ids = Array.isArray(answer.optionIds) ? answer.optionIds.filter(isId) : [];
  if (ids.length === 0) return NO_FACTS;
  const otherTexts = new Map<number, string>();
  if (isObject(answer.texts)) {
    for (const [key, value] of Object.entries(answer.texts))
      if (typeof value === 'string') otherTexts.set(Number(key), value);
  }
  const ranked = type === QuestionType.Rank;
  const optionValues = ranked ? new Map(ids.map((id, index) => [id, index + 1])) : EMPTY_MAP;
  // Cascade: the deepest level chosen; choices: the sum of the chosen codes (as scripts see them).
  const numbers = ids.map((id) => optionNumber(id, optionById)).filter(isFiniteNumber);
  const number =
    type === QuestionType.Cascade ? (numbers.at(-1) ?? null) : numbers.reduce((sum, n) => sum + n, 0);
  return facts({ checked: ids, optionValues, otherTexts, number: ranked ? ids.length : number });
}

function recordFacts(type: number, answer: Record<string, unknown>) {
  const entries = Object.entries(answer);
  if (entries.length === 0) return NO_FACTS;
  if (type === QuestionType.Matrix) {
    // Without a row: every column chosen in any row, and no single number.
    const checked = new Set<number>();
    for (const [, value] of entries) for (const id of idsOfRow(value)) checked.add(id);
    return facts({ checked: [...checked] });
  }
  if (entries.every(([, value]) => typeof value === 'string')) {
    // Form: field texts; the answer's text is every field joined.
    return facts({
      text: entries.map(([, value]) => value).join(' '),
      checked: entries.map(([key]) => Number(key)),
    });
  }
  const optionValues = new Map<number, number>();
  let sum = 0;
  for (const [key, value] of entries) {
    if (!isFiniteNumber(value)) continue;
    optionValues.set(Number(key), value);
    sum += value;
  }
  const isDrag = type === QuestionType.ImageDrag || type === QuestionType.WordDrag;
  // Drag: items placed are "checked"; scores: every scored item is.
  return facts({
    checked: [...optionValues.keys()],
    optionValues: isDrag ? EMPTY_MAP : optionValues,
    number: isDrag ? optionValues.size : sum,
  });
}

function idsOfRow(value: unknown): number[] {
  if (isId(value)) return [value];
  if (Array.isArray(value)) return value.filter(isId);
  if (isObject(value)) return Object.keys(value).map(Number);
  return [];
}

function subFacts(
  type: number,
  answer: unknown,
  subId: number,
  optionById: ReadonlyMap<number, OptionRecord>,
): AnswerFacts {
  if (!isObject(answer)) return NO_FACTS;
  if (type === QuestionType.ImageDrag || type === QuestionType.WordDrag) {
    // A drag list: the items dropped into it.
    const items = Object.entries(answer)
      .filter(([, list]) => list === subId)
      .map(([item]) => Number(item));
    return items.length === 0 ? NO_FACTS : facts({ checked: items, number: items.length });
  }
  const value = answer[subId];
  if (value === undefined || value === null) return NO_FACTS;
  if (typeof value === 'string') return textFacts(value);
  if (isFiniteNumber(value) && type !== QuestionType.Matrix) return facts({ number: value });
  if (isObject(value)) {
    const texts = Object.values(value).filter((text): text is string => typeof text === 'string');
    return facts({ checked: idsOfRow(value), text: texts.join(' ') });
  }
  const checked = idsOfRow(value);
  if (checked.length === 0) return NO_FACTS;
  // A matrix row: one column's code is its number (single, score); several columns count.
  const number = checked.length === 1 ? optionNumber(checked[0] as number, optionById) : checked.length;
  return facts({ checked, number });
}
