/** Column letters in spreadsheet style: 0 → 'A', 25 → 'Z', 26 → 'AA', 27 → 'AB'. */
export function columnLetter(index: number): string {
  let letter = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    letter = String.fromCharCode(65 + rest) + letter;
    n = Math.floor((n - 1) / 26);
  }
  return letter;
}
