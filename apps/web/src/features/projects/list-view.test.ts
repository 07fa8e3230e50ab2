import { ProjectListType } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { isOthersView, type ListView, listQueryOf, listViewParams, parseListView } from './list-view.ts';

const parse = (search: string) => parseListView(new URLSearchParams(search));

describe('list view in the URL', () => {
  it('reads categories and folders, and falls back to everything', () => {
    expect(parse('')).toEqual({ kind: 'all' });
    expect(parse('view=shared')).toEqual({ kind: 'shared' });
    expect(parse('view=unclassified')).toEqual({ kind: 'unclassified' });
    expect(parse('folder=12')).toEqual({ kind: 'folder', folderId: 12 });
    expect(parse('view=recycle')).toEqual({ kind: 'all' });
    expect(parse('folder=0')).toEqual({ kind: 'all' });
    expect(parse('folder=-2')).toEqual({ kind: 'all' });
    expect(parse('folder=1e3')).toEqual({ kind: 'all' });
  });

  it('round-trips every view, with no parameter for the whole list', () => {
    const views: ListView[] = [
      { kind: 'all' },
      { kind: 'unclassified' },
      { kind: 'shared' },
      { kind: 'department' },
      { kind: 'organization' },
      { kind: 'folder', folderId: 7 },
    ];
    for (const view of views)
      expect(parse(new URLSearchParams(listViewParams(view)).toString())).toEqual(view);
    expect(listViewParams({ kind: 'all' })).toEqual({});
  });
});

describe('list call of a view', () => {
  it('maps the tree to dataType and folder filter', () => {
    expect(listQueryOf({ kind: 'all' })).toEqual({ dataType: ProjectListType.MY });
    expect(listQueryOf({ kind: 'unclassified' })).toEqual({ dataType: ProjectListType.MY, folderId: 0 });
    expect(listQueryOf({ kind: 'folder', folderId: 3 })).toEqual({
      dataType: ProjectListType.MY,
      folderId: 3,
    });
    expect(listQueryOf({ kind: 'shared' })).toEqual({ dataType: ProjectListType.SHARED });
    expect(listQueryOf({ kind: 'department' })).toEqual({ dataType: ProjectListType.DEPARTMENT });
    expect(listQueryOf({ kind: 'organization' })).toEqual({ dataType: ProjectListType.ORGANIZATION });
  });

  it('names owners only where the projects are someone else’s', () => {
    expect(isOthersView({ kind: 'shared' })).toBe(true);
    expect(isOthersView({ kind: 'organization' })).toBe(true);
    expect(isOthersView({ kind: 'all' })).toBe(false);
    expect(isOthersView({ kind: 'folder', folderId: 1 })).toBe(false);
  });
});
