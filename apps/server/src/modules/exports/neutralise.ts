/**
 * Spreadsheet formula injection (RELIABILITY.md, security table): a text cell a respondent wrote
 * that starts with =, +, -, @, tab or CR would run as a formula in the analyst's Excel. Such a
 * cell is written as text: in CSV with a leading apostrophe (Excel's "this is text" mark), in
 * xlsx as a plain string cell (exceljs writes strings as shared strings, never formulas), and
 * with the apostrophe too so a CSV re-saved from Excel stays inert. Import strips it again.
 */
export function isFormulaLike(text: string): boolean {
  // By character code rather than a regular expression: the export asks this of every text cell.
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
}

export function neutraliseText(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

/** The inverse for import: a cell written by `neutraliseText` back to what the respondent typed. */
export function restoreText(text: string): string {
  return text.startsWith("'") && isFormulaLike(text.slice(1)) ? text.slice(1) : text;
}
