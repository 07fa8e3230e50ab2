import type { QuestionSnapshot } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { snapshotToNode } from './snapshot-node.ts';

const option = (ref: number, parentRef: number | null, isGroup = false) => ({
  ref,
  parentRef,
  type: 1,
  isGroup,
  code: String(ref),
  title: `o${ref}`,
  rightTitle: null,
  required: false,
  locked: false,
  other: false,
  exclusive: false,
  image: null,
  setting: {},
});

describe('snapshot preview node', () => {
  it('turns refs into ids by position and keeps option groups', () => {
    const snapshot: QuestionSnapshot = {
      type: 1,
      subType: 0,
      attribute: 0,
      title: 'Pick one',
      label: null,
      setting: { required: true },
      options: [option(40, 10), option(10, null, true), option(7, null)],
    };
    const node = snapshotToNode(snapshot);
    expect(node).toMatchObject({ id: 1, type: 1, title: 'Pick one', setting: { required: true } });
    expect(node.options.map((o) => [o.id, o.parentId, o.position, o.title])).toEqual([
      [1, 2, 0, 'o40'],
      [2, null, 1, 'o10'],
      [3, null, 2, 'o7'],
    ]);
    expect(node.options.every((o) => o.nodeId === 1)).toBe(true);
  });
});
