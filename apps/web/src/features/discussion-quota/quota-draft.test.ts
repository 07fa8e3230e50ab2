import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, newDraft } from './quota-draft.ts';

describe('quota drafts', () => {
  it('needs a name, a rule and a target', () => {
    const d = newDraft();
    expect(inputOf(d)).toBeNull();
    expect(inputOf({ ...d, name: 'A', groupId: 3 })).toBeNull();
    expect(inputOf({ ...d, name: ' A ', groupId: 3, target: 2 })).toEqual({
      name: 'A',
      target: 2,
      action: 'stop',
      rule: { kind: 'group', groupId: 3 },
    });
    expect(inputOf({ ...d, name: 'W', kind: 'field', fieldKey: 'gender', value: ' ', target: 2 })).toBeNull();
  });

  it('keeps the id of a saved quota through an edit', () => {
    const view = {
      id: 9,
      name: 'W',
      rule: { kind: 'field' as const, key: 'gender', value: 'female' },
      label: 'Gender: female',
      target: 5,
      action: 'allow' as const,
      done: 1,
      inProgress: 0,
      matching: 3,
      full: false,
    };
    expect(inputOf(draftOf(view))).toEqual({
      id: 9,
      name: 'W',
      target: 5,
      action: 'allow',
      rule: { kind: 'field', key: 'gender', value: 'female' },
    });
  });
});
