import type { FilterDefinition } from '@cairn/contract';
import type { BoardResult } from './report-compute.ts';

/** Boards kept per survey: a few filters and the weighted switch of what analysts are looking at. */
const PER_SURVEY = 8;

/**
 * Computed data boards per survey, by filter and weighting. The worker clears a survey's boards
 * whenever its dataset changes in any way (rows, deletions, documents, a reset or a drop), so an
 * answer from here is exactly the one computing again would give: same rows, same filter, same
 * settings.
 */
export class BoardCache {
  private readonly surveys = new Map<number, Map<string, BoardResult>>();

  get(surveyId: number, filter: FilterDefinition | null, weighting: string): BoardResult | undefined {
    return this.surveys.get(surveyId)?.get(keyOf(filter, weighting));
  }

  set(surveyId: number, filter: FilterDefinition | null, weighting: string, board: BoardResult): void {
    let boards = this.surveys.get(surveyId);
    if (!boards) {
      boards = new Map();
      this.surveys.set(surveyId, boards);
    }
    const key = keyOf(filter, weighting);
    boards.delete(key);
    boards.set(key, board);
    // Maps iterate in insertion order: the first key is the least recently stored.
    if (boards.size > PER_SURVEY) boards.delete(boards.keys().next().value!);
  }

  clear(surveyId: number): void {
    this.surveys.delete(surveyId);
  }
}

/** `weighting`: 'u' unweighted, 'w' stored weights, 's<id>:<revision>' a scheme's weights. */
function keyOf(filter: FilterDefinition | null, weighting: string): string {
  return `${weighting}|${JSON.stringify(filter)}`;
}
