import { describe, expect, it } from 'vitest';
import { type Draft, newDraft } from '../draft/draft-store.ts';
import { startingDraft } from './starting-draft.ts';

const at = new Date('2026-11-23T10:00:00Z');
const draft = (id: string, extra: Partial<Draft> = {}): Draft => ({ ...newDraft(3, at, () => id), ...extra });

describe('the draft a page starts from', () => {
  it("keeps the device's unfinished draft, with the server's fresh preview links for its files", () => {
    const local = draft('a', { answers: { 5: 'kept' }, files: { k1: '/old-link-1', k2: '/old-link-2' } });
    const resume = { responseId: 'a', answers: { 5: 'older' }, files: { k1: '/new-link-1' } };
    expect(startingDraft(local, resume, draft('fresh'))).toEqual({
      ...local,
      files: { k1: '/new-link-1', k2: '/old-link-2' },
    });
  });

  it("ignores the server's links for another response id", () => {
    const local = draft('a', { files: { k1: '/mine' } });
    expect(startingDraft(local, { responseId: 'b', answers: {}, files: { k9: '/theirs' } }, draft('f'))).toBe(
      local,
    );
  });

  it('takes up the server copy (answers and file links) when local storage was cleared or finished', () => {
    const resume = { responseId: 'srv', answers: { 7: 'x' }, files: { k3: '/link-3' } };
    for (const local of [null, draft('old', { status: 'done' })]) {
      expect(startingDraft(local, resume, draft('fresh'))).toMatchObject({
        responseId: 'srv',
        seed: 'srv',
        answers: { 7: 'x' },
        files: { k3: '/link-3' },
        status: 'answering',
      });
    }
  });

  it('starts fresh with nothing to resume', () => {
    const fresh = draft('fresh');
    expect(startingDraft(null, null, fresh)).toBe(fresh);
  });
});
