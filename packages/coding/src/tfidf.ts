import type { Terms } from './text/terms.ts';

/** A sparse vector: term → weight, L2-normalised unless empty. */
export type Vector = Map<string, number>;

/** Document frequencies of a set of term bags, and the IDF they give. */
export class Idf {
  readonly documents: number;
  private readonly frequency = new Map<string, number>();

  constructor(bags: readonly Terms[]) {
    this.documents = bags.length;
    for (const bag of bags)
      for (const term of bag.keys()) this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
  }

  df(term: string): number {
    return this.frequency.get(term) ?? 0;
  }

  /** Smoothed IDF; a term no document has weighs as a term one document has. */
  idf(term: string): number {
    return Math.log((this.documents + 1) / (this.df(term) + 1)) + 1;
  }

  /** Terms sorted by document frequency, then by term, so the order is stable. */
  termsByFrequency(): [string, number][] {
    return [...this.frequency].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }
}

export function normalise(vector: Vector): Vector {
  let sum = 0;
  for (const weight of vector.values()) sum += weight * weight;
  if (sum === 0) return vector;
  const norm = Math.sqrt(sum);
  for (const [term, weight] of vector) vector.set(term, weight / norm);
  return vector;
}

/** TF-IDF with a damped term frequency (1 + log tf), so a repeated word does not dominate. */
export function tfidf(terms: Terms, idf: Idf): Vector {
  const vector: Vector = new Map();
  for (const [term, tf] of terms) vector.set(term, (tf >= 1 ? 1 + Math.log(tf) : tf) * idf.idf(term));
  return normalise(vector);
}

export function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other !== undefined) dot += weight * other;
  }
  return dot;
}

/** The normalised sum of vectors, each scaled by its weight. */
export function centroid(vectors: Iterable<Vector>, weights?: (index: number) => number): Vector {
  const sum: Vector = new Map();
  let index = 0;
  for (const vector of vectors) {
    const scale = weights ? weights(index) : 1;
    for (const [term, weight] of vector) sum.set(term, (sum.get(term) ?? 0) + weight * scale);
    index++;
  }
  return normalise(sum);
}

/** The highest-weighted terms of a vector, ties broken by term. */
export function topTerms(vector: Vector, count: number): string[] {
  return [...vector]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, count)
    .map(([term]) => term);
}
