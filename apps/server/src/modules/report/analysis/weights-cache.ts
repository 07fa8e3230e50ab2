import type { WeightingDefinition } from '@cairn/contract';

/** A survey's active scheme as a report request names it: `revision` changes with its definition. */
export interface SchemeRef {
  id: number;
  revision: number;
  definition: WeightingDefinition;
}

/**
 * Weights computed per scheme and revision, per survey; the worker clears a survey's entries on
 * every change of its dataset, so cached weights always belong to the rows they weight. A scheme
 * that cannot run now (a category emptied by deletions) is cached as null: reports go unweighted.
 */
export class WeightsCache {
  private readonly surveys = new Map<number, Map<string, Float64Array | null>>();

  get(surveyId: number, scheme: SchemeRef, compute: () => Float64Array | null): Float64Array | null {
    let schemes = this.surveys.get(surveyId);
    if (!schemes) {
      schemes = new Map();
      this.surveys.set(surveyId, schemes);
    }
    const key = `${scheme.id}:${scheme.revision}`;
    if (!schemes.has(key)) {
      // Few schemes per survey are active over time; keep the latest only.
      schemes.clear();
      schemes.set(key, compute());
    }
    return schemes.get(key) ?? null;
  }

  clear(surveyId: number): void {
    this.surveys.delete(surveyId);
  }
}
