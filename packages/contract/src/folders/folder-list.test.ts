import { describe, expect, it } from 'vitest';
import {
  IMAGE_FOLDERS,
  isDefaultFolderName,
  isSpecialFolderId,
  PROJECT_FOLDERS,
  QUESTION_FOLDERS,
} from './families.ts';
import { folderNameProblem, moveFolderTo, nextFolderPosition, orderFolders } from './folder-list.ts';

const list = [
  { id: 4, name: 'B', position: 0 },
  { id: 7, name: 'C', position: 1 },
  { id: 9, name: 'D', position: 2 },
  { id: 2, name: 'E', position: 3 },
];

describe('folder list operations', () => {
  it('orders the default folder first, then by position, then by id', () => {
    const folders = [
      { id: 9, name: 'Zeta', isDefault: false, position: 2 },
      { id: 4, name: '默认文件夹', isDefault: true, position: 5 },
      { id: 6, name: 'Twin', position: 1 },
      { id: 5, name: 'Alpha', isDefault: false, position: 1 },
    ];
    expect(orderFolders(folders).map((f) => f.id)).toEqual([4, 5, 6, 9]);
    // Project folders have neither: creation order (id) alone.
    expect(
      orderFolders([
        { id: 3, name: 'x' },
        { id: 1, name: 'y' },
      ]).map((f) => f.id),
    ).toEqual([1, 3]);
  });

  it('puts a new folder after the last position', () => {
    expect(nextFolderPosition([])).toBe(0);
    expect(nextFolderPosition([0, 5, 2])).toBe(6);
  });

  it('moves a folder down, renumbering and naming only the rows that changed', () => {
    const { ordered, changed } = moveFolderTo(list, 7, 2);
    expect(ordered.map((f) => [f.id, f.position])).toEqual([
      [4, 0],
      [9, 1],
      [7, 2],
      [2, 3],
    ]);
    expect(changed.map((f) => f.id)).toEqual([9, 7]);
  });

  it('moves a folder to the top, past the end means last, an unknown id changes nothing', () => {
    expect(moveFolderTo(list, 2, 0).ordered.map((f) => f.id)).toEqual([2, 4, 7, 9]);
    expect(moveFolderTo(list, 4, 99).ordered.map((f) => f.id)).toEqual([7, 9, 2, 4]);
    expect(moveFolderTo(list, 4, 0).changed).toEqual([]);
    expect(moveFolderTo(list, 42, 0)).toEqual({ ordered: list, changed: [] });
  });

  it('renumbers gaps left by removed folders', () => {
    const gappy = [
      { id: 1, name: 'a', position: 0 },
      { id: 2, name: 'b', position: 4 },
      { id: 3, name: 'c', position: 9 },
    ];
    const { ordered, changed } = moveFolderTo(gappy, 1, 0);
    expect(ordered.map((f) => f.position)).toEqual([0, 1, 2]);
    expect(changed.map((f) => f.id)).toEqual([2, 3]);
  });

  it('checks names: required, length, unique ignoring case (its own name allowed), or twins allowed', () => {
    const folders = [
      { id: 5, name: 'Alpha' },
      { id: 9, name: 'Zeta' },
    ];
    expect(folderNameProblem('  ', 30, folders)).toBe('required');
    expect(folderNameProblem('x'.repeat(31), 30, folders)).toBe('tooLong');
    expect(folderNameProblem('x'.repeat(30), 30, folders)).toBeNull();
    expect(folderNameProblem(' alpha ', 30, folders)).toBe('taken');
    expect(folderNameProblem('ALPHA', 30, folders, 5)).toBeNull();
    expect(folderNameProblem('alpha', 50, folders, undefined, false)).toBeNull();
  });
});

describe('folder families', () => {
  it('keep their special ids: -2 all, 0 unclassified, -3 system only for questions', () => {
    for (const family of [PROJECT_FOLDERS, QUESTION_FOLDERS, IMAGE_FOLDERS]) {
      expect(isSpecialFolderId(family, -2)).toBe(true);
      expect(isSpecialFolderId(family, 0)).toBe(true);
      expect(isSpecialFolderId(family, 1)).toBe(false);
    }
    expect(isSpecialFolderId(QUESTION_FOLDERS, -3)).toBe(true);
    expect(isSpecialFolderId(IMAGE_FOLDERS, -3)).toBe(false);
    expect(isSpecialFolderId(PROJECT_FOLDERS, -3)).toBe(false);
  });

  it('keep their rules: libraries have 默认文件夹 and an order, projects neither; image names may repeat', () => {
    expect([PROJECT_FOLDERS, QUESTION_FOLDERS, IMAGE_FOLDERS].map((f) => f.defaultFolder)).toEqual([
      false,
      true,
      true,
    ]);
    expect([PROJECT_FOLDERS, QUESTION_FOLDERS, IMAGE_FOLDERS].map((f) => f.nameMax)).toEqual([30, 30, 50]);
    expect(IMAGE_FOLDERS.uniqueNames).toBe(false);
    expect(PROJECT_FOLDERS.order).toBe('created');
  });

  it('reserve the default folder name in both languages', () => {
    expect(isDefaultFolderName(' 默认文件夹 ')).toBe(true);
    expect(isDefaultFolderName('DEFAULT FOLDER')).toBe(true);
    expect(isDefaultFolderName('默认')).toBe(false);
  });
});
