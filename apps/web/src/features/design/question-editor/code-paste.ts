/**
 * Option codes pasted as a list: line n is the code of the n-th option in the order the editor
 * shows (group headers excluded, they have their own G codes). An empty line keeps that option's
 * code; lines beyond the last option are reported, not sent.
 */
export interface CodePaste {
  items: { id: number; code: string }[];
  /** Lines with no option to go to. */
  extra: number;
}

export function codesFromPaste(text: string, optionIds: readonly number[]): CodePaste {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // A trailing newline (as copied from a spreadsheet column) is not an extra empty line.
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  const items: CodePaste['items'] = [];
  lines.forEach((line, index) => {
    const code = line.trim();
    const id = optionIds[index];
    if (code !== '' && id !== undefined) items.push({ id, code });
  });
  return { items, extra: Math.max(0, lines.length - optionIds.length) };
}
