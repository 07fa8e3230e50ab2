import type { CodeNet } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { dropTarget, frameLeaves, frameRows, stepTarget } from './code-tree-model.ts';

const net = (
  id: number,
  label: string,
  level: 1 | 2 | 3,
  nodes: CodeNet[] = [],
  parentId: number | null = null,
): CodeNet => ({
  id,
  codeId: id,
  label,
  level,
  parentId,
  sort: 0,
  codeStatus: 0,
  mergedInto: null,
  keywords: [],
  count: 0,
  pending: 0,
  nodes,
});
const FRAME = [
  net(1, 'Price', 1, [
    net(11, 'Too dear', 2, [], 1),
    net(12, 'Good value', 2, [net(121, 'Cheap', 3, [], 12)], 1),
  ]),
  net(2, 'Service', 1),
  { ...net(3, 'Old', 1), codeStatus: 5 as const },
];

describe('code tree model', () => {
  it('lists entries in use depth first with their place among siblings', () => {
    expect(frameRows(FRAME).map((r) => [r.net.id, r.parentId, r.index])).toEqual([
      [1, null, 0],
      [11, 1, 0],
      [12, 1, 1],
      [121, 12, 0],
      [2, null, 1],
    ]);
  });

  it('codes answers to leaves only, named by their path', () => {
    expect(frameLeaves(FRAME).map((l) => l.path)).toEqual([
      'Price › Too dear',
      'Price › Good value › Cheap',
      'Service',
    ]);
  });

  it('drops a code at the place of the row it lands on', () => {
    expect(dropTarget(FRAME, 2, 11)).toEqual({ id: 2, parentId: 1, index: 0 });
    expect(dropTarget(FRAME, 11, 2)).toEqual({ id: 11, parentId: null, index: 1 });
  });

  it('refuses a drop into the dragged code itself or one that would go past three levels', () => {
    expect(dropTarget(FRAME, 1, 121)).toBeNull();
    expect(dropTarget(FRAME, 12, 121)).toBeNull();
    expect(dropTarget(FRAME, 1, 1)).toBeNull();
    // "Price" spans three levels: among subnets it would make a fourth; "Service" fits there.
    expect(dropTarget(FRAME, 1, 11)).toBeNull();
    expect(dropTarget(FRAME, 2, 121)).toEqual({ id: 2, parentId: 12, index: 0 });
  });

  it('moves one place up or down within the siblings, not past either end', () => {
    expect(stepTarget(FRAME, 12, -1)).toEqual({ id: 12, parentId: 1, index: 0 });
    expect(stepTarget(FRAME, 11, -1)).toBeNull();
    expect(stepTarget(FRAME, 2, 1)).toBeNull();
    expect(stepTarget(FRAME, 1, 1)).toEqual({ id: 1, parentId: null, index: 1 });
  });
});
