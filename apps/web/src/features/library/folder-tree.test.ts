import { describe, expect, it } from 'vitest';
import { buildFolderTree, isKnownFolder, targetFolders } from './folder-tree.ts';

const folders = [
  { id: 9, name: 'Zeta', isDefault: false, position: 2 },
  { id: 4, name: '默认文件夹', isDefault: true, position: 5 },
  { id: 5, name: 'Alpha', isDefault: false, position: 1 },
];
const counts = { total: 12, unclassified: 3, system: 21, folders: [{ folderId: 9, amount: 4 }] };

describe('folder tree', () => {
  it('puts all, system, unclassified, then the default folder and the rest in stored order', () => {
    const tree = buildFolderTree(folders, counts, { withSystem: true });
    expect(tree.map((e) => [e.kind, e.id, e.count])).toEqual([
      ['all', -2, 12],
      ['system', -3, 21],
      ['unclassified', 0, 3],
      ['folder', 4, 0],
      ['folder', 5, 0],
      ['folder', 9, 4],
    ]);
  });

  it('leaves the system folder out of the image library and counts out while loading', () => {
    const tree = buildFolderTree(undefined, undefined, { withSystem: false });
    expect(tree.map((e) => [e.kind, e.count])).toEqual([
      ['all', undefined],
      ['unclassified', undefined],
    ]);
  });

  it('offers unclassified and every folder as a move target', () => {
    expect(targetFolders(folders).map((e) => e.id)).toEqual([0, 4, 5, 9]);
  });

  it('knows special ids and existing folders; unknown ones while loading count as known', () => {
    expect(isKnownFolder(-2, [])).toBe(true);
    expect(isKnownFolder(-3, [])).toBe(true);
    expect(isKnownFolder(9, folders)).toBe(true);
    expect(isKnownFolder(10, folders)).toBe(false);
    expect(isKnownFolder(10, undefined)).toBe(true);
  });
});
