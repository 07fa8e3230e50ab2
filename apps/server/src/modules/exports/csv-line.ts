/** One CSV record (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvLine(values: readonly (string | number | null)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The UTF-8 byte order mark: without it Excel opens a UTF-8 CSV as the local code page (Chinese breaks). */
export const UTF8_BOM = '\uFEFF';
