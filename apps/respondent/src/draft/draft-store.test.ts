import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  type Draft,
  draftKey,
  type KeyValueStore,
  loadDraft,
  newDraft,
  randomId,
  saveDraft,
} from './draft-store.ts';

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const NOW = new Date('2026-11-23T14:00:00Z');
let n = 0;
const ids = () => `id-${++n}`;

describe('local drafts', () => {
  it('keeps answers, page and seed across a reload of the same version', () => {
    const store = memoryStore();
    const draft: Draft = { ...newDraft(3, NOW, ids), answers: { '12': { optionId: 5 } }, pageKey: 'p2' };
    expect(saveDraft(store, 'S1', draft)).toBe(true);
    expect(loadDraft(store, 'S1', 3)).toEqual(draft);
    expect(loadDraft(store, 'S2', 3)).toBeNull();
  });

  it('uses the response id as the seed, so the server replays the same order', () => {
    const draft = newDraft(1, NOW, ids);
    expect(draft.seed).toBe(draft.responseId);
    expect(draft.status).toBe('answering');
  });

  it('starts over for a newer published version and ignores damaged entries', () => {
    const store = memoryStore();
    saveDraft(store, 'S1', newDraft(1, NOW, ids));
    expect(loadDraft(store, 'S1', 2)).toBeNull();
    store.map.set(draftKey('S1'), '{not json');
    expect(loadDraft(store, 'S1', 1)).toBeNull();
    store.map.set(draftKey('S1'), JSON.stringify({ responseId: 'x', version: 1 }));
    expect(loadDraft(store, 'S1', 1)).toBeNull();
  });

  it('says when storage refuses a write, and works without storage', () => {
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(saveDraft(full, 'S1', newDraft(1, NOW, ids))).toBe(false);
    expect(saveDraft(null, 'S1', newDraft(1, NOW, ids))).toBe(false);
    expect(loadDraft(null, 'S1', 1)).toBeNull();
  });

  it('clears a draft', () => {
    const store = memoryStore();
    saveDraft(store, 'S1', newDraft(1, NOW, ids));
    clearDraft(store, 'S1');
    expect(loadDraft(store, 'S1', 1)).toBeNull();
  });

  it('makes UUID v4 response ids', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
