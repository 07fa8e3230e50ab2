/** The most options one save call takes (core's MAX_OPTIONS_PER_SAVE). */
export const MAX_PASTED_OPTIONS = 500;

/** Plain text as a rich-text title: the characters HTML would read as markup, escaped. */
export function plainToTitle(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Pasted text as option titles: one per line (any line ending), trimmed, empty lines dropped,
 * at most `max` (the rest is counted so the dialog can say so). Titles are escaped: a pasted
 * "a < b" stays text and is not read as a tag.
 */
export function parsePastedOptions(
  text: string,
  max = MAX_PASTED_OPTIONS,
): { titles: string[]; extra: number } {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\u00a0/g, ' ').trim())
    .filter((line) => line !== '');
  return { titles: lines.slice(0, max).map(plainToTitle), extra: Math.max(0, lines.length - max) };
}
