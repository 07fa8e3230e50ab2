import type { FrequencyInput } from './common.ts';

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

/** Blank: null, empty or only white space. Most answers start with a visible character, which
 * settles it without `trim()` making a new string per row. */
function isBlank(value: string | null | undefined): value is null | undefined {
  if (value === null || value === undefined || value.length === 0) return true;
  const first = value.charCodeAt(0);
  if (first > 32 && first !== 160 && first !== 0x3000 && first !== 0xfeff) return false;
  return value.trim() === '';
}

/** Open answers in row order, one page of them, skipping empty and blank ones. */
export function textList(
  values: readonly (string | null)[],
  page: Page,
  { mask = null }: Pick<FrequencyInput, 'mask'> = {},
): TextList {
  const items: TextList['items'] = [];
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const text = values[i];
    if (isBlank(text) || (mask !== null && mask[i] === 0)) continue;
    if (total >= page.offset && items.length < page.limit) items.push({ row: i, text });
    total++;
  }
  return { total, offset: page.offset, items };
}

/** Uploaded files (upload, signature, recorder) in row order, one page of the rows that have any. */
export function fileList(
  values: readonly (string | null)[],
  page: Page,
  input: Pick<FrequencyInput, 'mask'> = {},
): FileList {
  const texts = textList(values, page, input);
  return {
    total: texts.total,
    offset: texts.offset,
    items: texts.items.map(({ row, text }) => ({
      row,
      files: text.split('\n').filter((file) => file.trim() !== ''),
    })),
  };
}
