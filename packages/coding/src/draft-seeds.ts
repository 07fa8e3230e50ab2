import type { Idf } from './tfidf.ts';

/** A seed term of a drafted code and the answers that contain it. */
export interface Seed {
  term: string;
  docs: number[];
}

/** Share of the smaller answer set two seeds may share before the second is a repeat of the first. */
const MAX_OVERLAP = 0.5;

function overlap(a: ReadonlySet<number>, b: readonly number[]): number {
  let shared = 0;
  for (const doc of b) if (a.has(doc)) shared++;
  return shared / Math.min(a.size, b.length);
}

/**
 * Picks the seed terms of a draft: frequent enough to matter (`minSupport` answers), ranked by
 * keyness (df × IDF, so neither rare nor ubiquitous words lead), and each covering answers the
 * seeds before it mostly do not (so "客服" and "客" do not both become codes).
 */
export function pickSeeds(
  postings: Map<string, number[]>,
  idf: Idf,
  minSupport: number,
  count: number,
): Seed[] {
  const candidates = [...postings]
    .filter(([, docs]) => docs.length >= minSupport)
    .map(([term, docs]) => ({
      term,
      docs,
      keyness: docs.length * idf.idf(term) * (term.length > 1 ? 1 : 0.5),
    }))
    .sort((a, b) => b.keyness - a.keyness || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const seeds: { seed: Seed; set: Set<number> }[] = [];
  for (const candidate of candidates) {
    if (seeds.length >= count) break;
    if (seeds.some(({ set }) => overlap(set, candidate.docs) > MAX_OVERLAP)) continue;
    seeds.push({ seed: { term: candidate.term, docs: candidate.docs }, set: new Set(candidate.docs) });
  }
  return seeds.map(({ seed }) => seed);
}
