import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';

/**
 * Automatic codes (spec doc 1 §5): question Q + next number, option the next number, option group
 * G + next number. "Next" counts trashed questions too, so a new question never takes the code of
 * one waiting in the trash and a restore does not clash with it (A0114 stays for hand-made clashes).
 */
function maxNumber(codes: Iterable<string | null>, pattern: RegExp): number {
  let max = 0;
  for (const code of codes) {
    const match = code === null ? null : pattern.exec(code);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return max;
}

function* codesOf(records: Iterable<{ code: string | null }>): Iterable<string | null> {
  for (const record of records) yield record.code;
}

/** `count` consecutive question codes after the highest Q-number in use. */
export function nextQuestionCodes(nodes: Iterable<NodeRecord>, count: number): string[] {
  const start = maxNumber(codesOf(nodes), /^Q(\d+)$/) + 1;
  return Array.from({ length: count }, (_, i) => `Q${start + i}`);
}

/** The next numeric code after those of `options` (pass the options sharing one code space). */
export function nextOptionNumber(options: Iterable<OptionRecord>): number {
  return maxNumber(codesOf(options), /^(\d+)$/) + 1;
}

export function nextOptionGroupCode(options: Iterable<OptionRecord>): string {
  return `G${maxNumber(codesOf(options), /^G(\d+)$/) + 1}`;
}
