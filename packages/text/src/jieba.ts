import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import type { Segment } from './types.ts';

/**
 * The jieba Segment (native, @node-rs/jieba), for the server's report worker. Kept out of the
 * package index so that the counting code, its tests and the web client never load native code.
 *
 * Building an instance reads jieba's 5 MB dictionary (about 0.45 s here), so instances are kept:
 * one per distinct user dictionary, the least recently used dropped past MAX_INSTANCES.
 */

/**
 * Frequency given to a survey's own words. jieba picks the most probable cut; a user word with
 * no frequency is only suggested (性价比高 still cut as 性价比|高), one with a frequency wins.
 */
export const USER_WORD_FREQUENCY = 20_000;
const MAX_INSTANCES = 4;

const instances = new Map<string, Jieba>();

// The package is typed without DOM or Node libraries (its other files must stay pure); Node 20 has
// TextEncoder globally.
const { TextEncoder: Encoder } = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
};

function userDictionary(words: readonly string[]): string {
  const lines = new Set<string>();
  for (const word of words) {
    // jieba's dictionary is "word frequency" per line: a space would split the word.
    const clean = word.trim().replace(/\s+/gu, '');
    if (clean !== '') lines.add(`${clean} ${USER_WORD_FREQUENCY}`);
  }
  return [...lines].sort().join('\n');
}

function instance(userWords: readonly string[]): Jieba {
  const key = userDictionary(userWords);
  let jieba = instances.get(key);
  if (jieba !== undefined) {
    instances.delete(key);
  } else {
    jieba = Jieba.withDict(dict);
    if (key !== '') jieba.loadDict(new Encoder().encode(`${key}\n`));
    if (instances.size >= MAX_INSTANCES) instances.delete(instances.keys().next().value!);
  }
  instances.set(key, jieba);
  return jieba;
}

/**
 * A Segment by jieba (precise mode with HMM, so unknown words such as 闪退 are found), with the
 * survey's user dictionary. The tokens cover the text: spaces and punctuation are tokens too.
 */
export function jiebaSegment(userWords: readonly string[] = []): Segment {
  const jieba = instance(userWords);
  return (text) => jieba.cut(text, true);
}
