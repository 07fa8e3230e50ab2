/**
 * Whether an open answer says nothing. Pure string checks; characters are counted as code
 * points, so "好" is one character and an emoji is one too.
 */

// Keyboard rows and digit runs in both directions: "asdf", "qwer", "123456", "fdsa", "987".
const RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890', 'abcdefghijklmnopqrstuvwxyz'];
const RUNS_BOTH_WAYS = [...RUNS, ...RUNS.map((run) => [...run].reverse().join(''))];

const LETTER = /\p{L}/u;

/** "asdf", "qwerqwer", "123456": a run of neighbouring keys of at least three, maybe repeated. */
export function isKeyboardRun(text: string): boolean {
  const plain = text.toLowerCase().replace(/\s+/g, '');
  if (plain.length < 3) return false;
  for (let size = 3; size <= plain.length; size++) {
    if (plain.length % size !== 0) continue;
    const unit = plain.slice(0, size);
    if (unit.repeat(plain.length / size) !== plain) continue;
    if (RUNS_BOTH_WAYS.some((run) => run.includes(unit))) return true;
  }
  return false;
}

/** One character repeated: "aaaa", "！！！", "哈哈哈" (two or more). */
export function isOneCharRepeated(text: string): boolean {
  const chars = [...text.replace(/\s+/g, '')];
  return chars.length >= 2 && chars.every((c) => c === chars[0]);
}

/**
 * No word: no letter at all (digits, punctuation, symbols, emoji only), or a keyboard run.
 * Chinese, Japanese and other scripts are letters to Unicode, so "好" has a word.
 */
export function hasNoWord(text: string): boolean {
  return !LETTER.test(text) || isKeyboardRun(text);
}

export interface MeaninglessOptions {
  minLength: number;
  repeated: boolean;
  noWord: boolean;
}

export function isMeaningless(text: string, options: MeaninglessOptions): boolean {
  const trimmed = text.trim();
  if ([...trimmed].length < options.minLength) return true;
  if (trimmed.length === 0) return false; // minLength 0 accepts an empty answer
  if (options.repeated && isOneCharRepeated(trimmed)) return true;
  return options.noWord && hasNoWord(trimmed);
}
