import type { CrossVariable as CatalogueEntry } from '@cairn/contract';
import { FLAG_EMPTY } from '@cairn/stats';
import type { SurveyDataset } from '../engine/survey-dataset.ts';
import type { CatalogueItem } from './variable-catalogue.ts';

/**
 * A multiple-response variable the request thread builds from the database (a coding report's
 * codes): its catalogue entry and, per response id, the indexes of the categories it falls in.
 * A response absent from `members` is unanswered.
 */
export interface ExternalVariable {
  entry: CatalogueEntry;
  members: [responseId: string, categories: number[]][];
}

/** Catalogue items of external variables, their flags laid on the dataset's rows. */
export function externalItems(
  survey: SurveyDataset,
  externals: readonly ExternalVariable[] = [],
): CatalogueItem[] {
  if (externals.length === 0) return [];
  const rowOf = new Map(survey.ids.map((id, row) => [id, row]));
  return externals.map(({ entry, members }) => {
    const flags = entry.categories.map(() => new Uint8Array(survey.ids.length).fill(FLAG_EMPTY));
    for (const [responseId, categories] of members) {
      const row = rowOf.get(responseId);
      if (row === undefined) continue;
      for (const column of flags) column[row] = 0;
      for (const c of categories) if (flags[c]) flags[c]![row] = 1;
    }
    return { entry, source: { type: 'external', flags } };
  });
}
