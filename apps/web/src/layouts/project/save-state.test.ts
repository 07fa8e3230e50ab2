import { describe, expect, it } from 'vitest';
import { formatSaveTime, saveStateOf } from './save-state.ts';

describe('the header’s saving state', () => {
  const saved = { saveTime: Date.UTC(2026, 0, 1, 9, 5) };
  it('says saving while edits are unanswered or sorts are held', () => {
    expect(saveStateOf({ pending: 1, heldSorts: 0, lastSaved: saved, conflictSince: null }).kind).toBe(
      'saving',
    );
    expect(saveStateOf({ pending: 0, heldSorts: 1, lastSaved: null, conflictSince: null }).kind).toBe(
      'saving',
    );
  });

  it('says when it last saved, or nothing before the first save', () => {
    expect(saveStateOf({ pending: 0, heldSorts: 0, lastSaved: saved, conflictSince: null })).toEqual({
      kind: 'saved',
      at: saved.saveTime,
    });
    expect(saveStateOf({ pending: 0, heldSorts: 0, lastSaved: null, conflictSince: null }).kind).toBe('idle');
  });

  it('shows a conflict until a later edit is saved', () => {
    const since = saved.saveTime + 1000;
    expect(saveStateOf({ pending: 0, heldSorts: 0, lastSaved: saved, conflictSince: since }).kind).toBe(
      'conflict',
    );
    const later = { saveTime: since + 1 };
    expect(saveStateOf({ pending: 0, heldSorts: 0, lastSaved: later, conflictSince: since }).kind).toBe(
      'saved',
    );
  });

  it('formats hh:mm', () => {
    expect(formatSaveTime(new Date(2026, 0, 1, 7, 3).getTime())).toBe('07:03');
  });
});
