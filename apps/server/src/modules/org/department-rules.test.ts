import { describe, expect, it } from 'vitest';
import {
  clashesAt,
  type DepartmentFacts,
  deletionDestination,
  isInsideSubtree,
  siblingNameTaken,
} from './department-rules.ts';

// 1 Sales ─ 2 North ─ 3 Leeds;  1 Sales ─ 4 South;  5 Finance
const tree: DepartmentFacts[] = [
  { id: 1, parentId: null, name: 'Sales' },
  { id: 2, parentId: 1, name: 'North' },
  { id: 3, parentId: 2, name: 'Leeds' },
  { id: 4, parentId: 1, name: 'South' },
  { id: 5, parentId: null, name: 'Finance' },
];

describe('department rules', () => {
  it('finds a sibling with the name regardless of case and spaces', () => {
    expect(siblingNameTaken(tree, 1, ' no rth')).toBe(true);
    expect(siblingNameTaken(tree, 1, 'NORTH', 2)).toBe(false);
    expect(siblingNameTaken(tree, null, 'North')).toBe(false);
    expect(siblingNameTaken(tree, null, 'finance')).toBe(true);
  });

  it('refuses a target inside the subtree, allows one outside', () => {
    expect(isInsideSubtree(tree, 1, 1)).toBe(true);
    expect(isInsideSubtree(tree, 1, 3)).toBe(true);
    expect(isInsideSubtree(tree, 2, 4)).toBe(false);
    expect(isInsideSubtree(tree, 2, null)).toBe(false);
    expect(isInsideSubtree(tree, 3, 1)).toBe(false);
  });

  it('sends a deleted department’s contents to its parent unless another is chosen', () => {
    expect(deletionDestination(tree[1]!, undefined)).toBe(1);
    expect(deletionDestination(tree[0]!, undefined)).toBe(null);
    expect(deletionDestination(tree[1]!, 5)).toBe(5);
    expect(deletionDestination(tree[1]!, null)).toBe(null);
  });

  it('names the moved sub-departments whose names are taken at the destination', () => {
    const moving = [{ id: 9, parentId: 2, name: 'south' }, tree[2]!];
    expect(clashesAt(tree, moving, 1)).toEqual(['south']);
    expect(clashesAt(tree, [tree[2]!], 5)).toEqual([]);
  });
});
