import type { SurveySaved } from '@cairn/contract';

/** What the header says about the design's saving (spec: saving… / saved at hh:mm / conflict). */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | { kind: 'conflict' };

/**
 * Saving while anything is unsent or unanswered (held sorts included); a conflict shows until
 * the next edit is saved; otherwise the time of the last save this session, if any.
 */
export function saveStateOf(input: {
  pending: number;
  heldSorts: number;
  lastSaved: Pick<SurveySaved, 'saveTime'> | null;
  conflictSince: number | null;
}): SaveState {
  if (input.pending > 0 || input.heldSorts > 0) return { kind: 'saving' };
  if (
    input.conflictSince !== null &&
    (input.lastSaved === null || input.lastSaved.saveTime < input.conflictSince)
  )
    return { kind: 'conflict' };
  if (input.lastSaved) return { kind: 'saved', at: input.lastSaved.saveTime };
  return { kind: 'idle' };
}

/** hh:mm in the author's clock. */
export function formatSaveTime(at: number): string {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
