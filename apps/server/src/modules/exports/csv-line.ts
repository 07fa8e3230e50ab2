/**
 * One CSV record (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled.
 * The definition of the export's CSV: the export writes the same bytes without making the line
 * (csv-encoder.ts, held to this in csv-encoder.test.ts).
 */
export function csvLine(values: readonly (string | number | null)[]): string {
  // A loop rather than map + join: one line per response, without an array of fields each time.
  let line = values.length > 0 ? csvField(values[0] ?? null) : '';
  for (let i = 1; i < values.length; i++) line += `,${csvField(values[i] ?? null)}`;
  return `${line}\r\n`;
}

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The UTF-8 byte order mark: without it Excel opens a UTF-8 CSV as the local code page (Chinese breaks). */
export const UTF8_BOM = '\uFEFF';
