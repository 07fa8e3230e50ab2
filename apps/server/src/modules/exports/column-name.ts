/** A spreadsheet column's letters from its 0-based index: 0 → A, 25 → Z, 26 → AA, 16383 → XFD. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
