import type { Department } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { buildDepartmentTree, destinationsFor, subtreeIds } from './department-tree.ts';

const d = (
  id: number,
  parentId: number | null,
  name: string,
  memberCount = 0,
  manageable = true,
): Department => ({
  id,
  parentId,
  name,
  memberCount,
  manageable,
});
// Sales(1) ─ North(2) ─ Leeds(3); Sales ─ South(4); Finance(5, not manageable)
const list = [
  d(2, 1, 'North', 2),
  d(1, null, 'Sales', 1),
  d(3, 2, 'Leeds', 4),
  d(4, 1, 'South'),
  d(5, null, 'Finance', 0, false),
];

describe('department tree', () => {
  it('nests by parent, sorts by name and sums members below', () => {
    const tree = buildDepartmentTree(list);
    expect(tree.map((n) => n.name)).toEqual(['Finance', 'Sales']);
    const sales = tree[1]!;
    expect(sales.children.map((n) => n.name)).toEqual(['North', 'South']);
    expect(sales.totalMembers).toBe(7);
    expect(sales.children[0]!.children[0]!.name).toBe('Leeds');
  });

  it('keeps a department whose parent is missing at the top', () => {
    expect(buildDepartmentTree([d(9, 42, 'Orphan')]).map((n) => n.name)).toEqual(['Orphan']);
  });

  it('offers as destinations only manageable departments outside the subtree', () => {
    expect([...subtreeIds(list, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect(destinationsFor(list, 2).map((x) => x.id)).toEqual([1, 4]);
    expect(destinationsFor(list, 1).map((x) => x.id)).toEqual([]);
  });
});
