import { EMPTY_WORDS, STOP_WORDS } from './text/stop-words.ts';
import { clausesOf, words } from './text/terms.ts';
import type { Segment } from './types.ts';

const HAN = /\p{Script=Han}/u;

/**
 * A label in the answers' own words: the seed as the answers write it (the most frequent word
 * that contains the stemmed seed, "prices" for "price"), then the word that most often stands
 * beside it, when at least a third of the answers use that pair ("物流" + "慢" → "物流慢").
 */
export function labelFor(seed: string, texts: readonly string[], segment: Segment): string {
  // Clauses, so a label never joins words across a comma ("很快，第二").
  const lists = texts.flatMap((text) => clausesOf(text).map((clause) => words(clause, segment)));
  const surface = new Map<string, number>();
  for (const list of lists)
    for (const word of list) if (word.includes(seed)) surface.set(word, (surface.get(word) ?? 0) + 1);
  const best = (counts: Map<string, number>) =>
    [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))[0];
  const head = best(surface)?.[0] ?? seed;
  const neighbours = new Map<string, number>();
  for (const list of lists)
    for (let i = 0; i + 1 < list.length; i++)
      if (
        list[i] === head &&
        list[i + 1] !== head &&
        !STOP_WORDS.has(list[i + 1]!) &&
        !EMPTY_WORDS.has(list[i + 1]!)
      )
        neighbours.set(list[i + 1]!, (neighbours.get(list[i + 1]!) ?? 0) + 1);
  const neighbour = best(neighbours);
  if (!neighbour || neighbour[1] * 3 < texts.length) return head;
  const joiner = HAN.test(head) && HAN.test(neighbour[0]) ? '' : ' ';
  return `${head}${joiner}${neighbour[0]}`;
}

/** The most frequent text among answers that say nothing, as written ("无", "none"). */
export function nothingLabel(texts: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const key = text.trim().replace(/[。.!！]+$/u, '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}
