import type { DashboardListBody } from '@cairn/contract';

/** What the list shows: mine (all, unclassified, a folder, starred) or shared with me. */
export type DashboardView =
  | { kind: 'all' }
  | { kind: 'unclassified' }
  | { kind: 'starred' }
  | { kind: 'shared' }
  | { kind: 'folder'; folderId: number };

export const PAGE_SIZE = 20;

/** The list call's body of a view, page and keyword (the project list's numbers). */
export function listBodyOf(view: DashboardView, page: number, keyword: string): DashboardListBody {
  const base = { page, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  switch (view.kind) {
    case 'all':
      return { ...base, dataType: 1 };
    case 'unclassified':
      return { ...base, dataType: 1, folderId: 0 };
    case 'starred':
      return { ...base, dataType: 1, starred: true };
    case 'shared':
      return { ...base, dataType: 2 };
    case 'folder':
      return { ...base, dataType: 1, folderId: view.folderId };
  }
}

export function sameView(a: DashboardView, b: DashboardView): boolean {
  return a.kind === b.kind && (a.kind !== 'folder' || (b.kind === 'folder' && a.folderId === b.folderId));
}
