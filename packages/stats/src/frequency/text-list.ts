import { isBlankText } from '../dataset/cells.ts';
import type { FrequencyInput } from './common.ts';
import { keptOnes } from './flag-words.ts';

export interface Page {
  offset: number;
  limit: number;
}

export interface TextList {
  /** Non-empty answers in the mask. */
  total: number;
  offset: number;
  items: { row: number; text: string }[];
}

export interface FileList {
  total: number;
  offset: number;
  /** A cell holds one or more file references, one a line (as core's upload answer writes them). */
  items: { row: number; files: string[] }[];
}

/**
 * Open answers in row order, one page of them, skipping empty and blank ones. `filled`: the rows
 * whose value is not blank, ascending (the dataset keeps this per text column), so a sparse
 * column — an "other, please specify" text most respondents leave empty — costs its answers, not
 * its rows. `filledFlags` (the same as a byte per row) counts the total past the page four rows
 * a step.
 */
export function textList(
  values: readonly (string | null)[],
  page: Page,
  { mask = null }: Pick<FrequencyInput, 'mask'> = {},
  filled?: Int32Array,
  filledFlags?: Uint8Array,
): TextList {
  const items: TextList['items'] = [];
  let total = 0;
  const take = (i: number, text: string) => {
    if (total >= page.offset && items.length < page.limit) items.push({ row: i, text });
    total++;
  };
  if (filled) {
    // The page first; past it only the count remains, which needs no branch per row.
    let f = 0;
    for (; f < filled.length && items.length < page.limit; f++) {
      const i = filled[f]!;
      if (mask === null || mask[i] !== 0) take(i, values[i]!);
    }
    if (mask === null) return { total: total + filled.length - f, offset: page.offset, items };
    if (filledFlags) return { total: keptOnes(mask, filledFlags), offset: page.offset, items };
    for (; f < filled.length; f++) total += +(mask[filled[f]!] !== 0);
    return { total, offset: page.offset, items };
  }
  for (let i = 0; i < values.length; i++) {
    const text = values[i];
    if (isBlankText(text) || (mask !== null && mask[i] === 0)) continue;
    take(i, text);
  }
  return { total, offset: page.offset, items };
}

/** Uploaded files (upload, signature, recorder) in row order, one page of the rows that have any. */
export function fileList(
  values: readonly (string | null)[],
  page: Page,
  input: Pick<FrequencyInput, 'mask'> = {},
  filled?: Int32Array,
  filledFlags?: Uint8Array,
): FileList {
  const texts = textList(values, page, input, filled, filledFlags);
  return {
    total: texts.total,
    offset: texts.offset,
    items: texts.items.map(({ row, text }) => ({
      row,
      files: text.split('\n').filter((file) => file.trim() !== ''),
    })),
  };
}
