import type { OptionRecord } from '../types.ts';

export interface MultipleValue {
  optionIds: number[];
  texts?: Record<string, string>;
}

/**
 * The next multiple-choice answer after checking or unchecking one option. An exclusive option
 * ("none of these") stands alone, so checking it clears the others and checking another clears
 * it; texts are kept only for chosen options (core refuses the others).
 */
export function toggleMultiple(
  current: MultipleValue | null | undefined,
  option: OptionRecord,
  checked: boolean,
  choices: readonly OptionRecord[],
): MultipleValue | null {
  const ids = current?.optionIds ?? [];
  const exclusive = new Set(choices.filter((choice) => choice.exclusive).map((choice) => choice.id));
  let next: number[];
  if (!checked) next = ids.filter((id) => id !== option.id);
  else if (option.exclusive) next = [option.id];
  else next = [...ids.filter((id) => !exclusive.has(id) && id !== option.id), option.id];
  return withTexts(next, current?.texts);
}

/** Typing an "other" text chooses its option (a radio-like list replaces the choice). */
export function typeOther(
  current: MultipleValue | null | undefined,
  option: OptionRecord,
  text: string,
  choices: readonly OptionRecord[],
  isMultiple: boolean,
): MultipleValue | null {
  const chosen = current?.optionIds.includes(option.id)
    ? current
    : isMultiple
      ? toggleMultiple(current, option, true, choices)
      : { optionIds: [] };
  const ids = isMultiple ? (chosen?.optionIds ?? []) : [option.id];
  return withTexts(ids, { ...(isMultiple ? chosen?.texts : {}), [option.id]: text });
}

function withTexts(ids: number[], texts: Record<string, string> | undefined): MultipleValue | null {
  if (ids.length === 0) return null;
  const kept = Object.entries(texts ?? {}).filter(([id]) => ids.includes(Number(id)));
  return kept.length > 0 ? { optionIds: ids, texts: Object.fromEntries(kept) } : { optionIds: ids };
}

/**
 * Whether an unchecked option must wait: the most allowed options are chosen. Exclusive options
 * do not count, since checking another option replaces them.
 */
export function isAtMost(
  current: MultipleValue | null | undefined,
  option: OptionRecord,
  max: number,
  choices: readonly OptionRecord[],
): boolean {
  if (max <= 0 || option.exclusive) return false;
  const exclusive = new Set(choices.filter((choice) => choice.exclusive).map((choice) => choice.id));
  return (current?.optionIds ?? []).filter((id) => !exclusive.has(id)).length >= max;
}
