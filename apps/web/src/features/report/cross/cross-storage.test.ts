// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CROSS_CODE_KEY, removeStored } from '../../session/storage-keys.ts';
import { EMPTY_DRAFT } from './cross-draft.ts';
import { loadDraft, saveDraft } from './cross-storage.ts';

const draft = {
  ...EMPTY_DRAFT,
  stubs: [{ id: 'q1' }],
  banner: [{ id: 'q2', nest: { id: 'q3' } }],
  test: { level: 99 as const, correction: 'bh' as const, meanTest: 'welch' as const },
};

afterEach(() => sessionStorage.clear());

describe('cross table storage', () => {
  it('keeps the chosen variables for the same survey in sessionStorage under crossCode', () => {
    saveDraft('S1', draft);
    expect(sessionStorage.getItem(CROSS_CODE_KEY)).toContain('"q1"');
    expect(loadDraft('S1')).toEqual(draft);
    expect(loadDraft('S2')).toEqual(EMPTY_DRAFT);
  });

  it('keeps a half-built table (no columns yet)', () => {
    saveDraft('S1', { ...draft, banner: [] });
    expect(loadDraft('S1').stubs).toEqual([{ id: 'q1' }]);
    expect(loadDraft('S1').banner).toEqual([]);
  });

  it('ignores what it cannot read, and is cleared by the guard’s removeStored', () => {
    sessionStorage.setItem(CROSS_CODE_KEY, '{not json');
    expect(loadDraft('S1')).toEqual(EMPTY_DRAFT);
    saveDraft('S1', draft);
    removeStored(CROSS_CODE_KEY);
    expect(sessionStorage.getItem(CROSS_CODE_KEY)).toBeNull();
    expect(loadDraft('S1')).toEqual(EMPTY_DRAFT);
  });
});
