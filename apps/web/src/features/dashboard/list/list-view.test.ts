import { describe, expect, it } from 'vitest';
import { listBodyOf, sameView } from './list-view.ts';

describe('dashboard list views', () => {
  it('ask the list call for each view', () => {
    expect(listBodyOf({ kind: 'all' }, 1, '')).toEqual({ page: 1, pageSize: 20, dataType: 1 });
    expect(listBodyOf({ kind: 'unclassified' }, 2, 'nps')).toMatchObject({
      page: 2,
      folderId: 0,
      keyword: 'nps',
    });
    expect(listBodyOf({ kind: 'folder', folderId: 5 }, 1, '')).toMatchObject({ dataType: 1, folderId: 5 });
    expect(listBodyOf({ kind: 'shared' }, 1, '')).toMatchObject({ dataType: 2 });
    expect(listBodyOf({ kind: 'starred' }, 1, '')).toMatchObject({ starred: true });
  });
  it('compare views', () => {
    expect(sameView({ kind: 'folder', folderId: 1 }, { kind: 'folder', folderId: 1 })).toBe(true);
    expect(sameView({ kind: 'folder', folderId: 1 }, { kind: 'folder', folderId: 2 })).toBe(false);
    expect(sameView({ kind: 'all' }, { kind: 'shared' })).toBe(false);
  });
});
