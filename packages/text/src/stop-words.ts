import iso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import { normalizeWord } from './normalize.ts';

/**
 * Stop words: the stopwords-iso lists for zh and en, less the evaluative words a survey's open
 * answers are about. stopwords-iso drops "good", "great", "problem", "好" and the like, which
 * would empty a satisfaction question's word cloud of its most telling words.
 */
export const KEPT_WORDS: readonly string[] = [
  ...'good great best better like well thanks thank useful problem problems clear new old free'.split(' '),
  ...'important interesting long high low big small right ok okay help work works use used'.split(' '),
  ...'好 一般 多 少 大 小'.split(' '),
];

export type StopWordLanguage = 'zh' | 'en';

const lists = iso as unknown as Record<StopWordLanguage, readonly string[]>;

/**
 * The stop words to count with: the chosen languages' lists, less KEPT_WORDS, plus the survey's
 * own extra words, all normalised as tokens are (so "ＡＰＰ" and "app" are one).
 */
export function stopWordSet(
  languages: readonly StopWordLanguage[] = ['zh', 'en'],
  extra: readonly string[] = [],
  kept: readonly string[] = [],
): ReadonlySet<string> {
  const keep = new Set([...KEPT_WORDS, ...kept].map(normalizeWord));
  const set = new Set<string>();
  for (const language of languages)
    for (const word of lists[language]) {
      const normal = normalizeWord(word);
      if (!keep.has(normal)) set.add(normal);
    }
  for (const word of extra) set.add(normalizeWord(word));
  return set;
}
