import { ProjectFolderFilter, ProjectListType } from '@cairn/contract';

/**
 * Which part of the folder tree the project list shows. Kept in the URL (`?view=` / `?folder=`)
 * so reload, back and shared links land on the same list.
 */
export type ListView =
  | { kind: 'all' }
  | { kind: 'unclassified' }
  | { kind: 'shared' }
  | { kind: 'department' }
  | { kind: 'organization' }
  | { kind: 'folder'; folderId: number };

export type CategoryKind = Exclude<ListView['kind'], 'folder'>;

const CATEGORY_KINDS: readonly CategoryKind[] = [
  'all',
  'unclassified',
  'shared',
  'department',
  'organization',
];

export const ALL_VIEW: ListView = { kind: 'all' };

/** The view named by the page's search parameters; anything unknown is the whole list. */
export function parseListView(params: URLSearchParams): ListView {
  const folder = params.get('folder');
  if (folder !== null && /^[1-9]\d{0,9}$/.test(folder)) return { kind: 'folder', folderId: Number(folder) };
  const view = params.get('view');
  const kind = CATEGORY_KINDS.find((k) => k === view);
  return kind ? { kind } : ALL_VIEW;
}

/** The search parameters of a view (none for the whole list, so /project stays clean). */
export function listViewParams(view: ListView): Record<string, string> {
  if (view.kind === 'all') return {};
  if (view.kind === 'folder') return { folder: String(view.folderId) };
  return { view: view.kind };
}

/** The list call's category and folder filter for a view. */
export function listQueryOf(view: ListView): { dataType: number; folderId?: number } {
  switch (view.kind) {
    case 'all':
      return { dataType: ProjectListType.MY };
    case 'unclassified':
      return { dataType: ProjectListType.MY, folderId: ProjectFolderFilter.UNCLASSIFIED };
    case 'folder':
      return { dataType: ProjectListType.MY, folderId: view.folderId };
    case 'shared':
      return { dataType: ProjectListType.SHARED };
    case 'department':
      return { dataType: ProjectListType.DEPARTMENT };
    case 'organization':
      return { dataType: ProjectListType.ORGANIZATION };
  }
}

/** Someone else's projects: the list names their owner and the caller's rights. */
export const isOthersView = (view: ListView) =>
  view.kind === 'shared' || view.kind === 'department' || view.kind === 'organization';

export const isSameView = (a: ListView, b: ListView) =>
  a.kind === b.kind && (a.kind !== 'folder' || (b.kind === 'folder' && a.folderId === b.folderId));

/** The folder a new project starts in when created from this view (unclassified otherwise). */
export const folderOfView = (view: ListView): number | undefined =>
  view.kind === 'folder' ? view.folderId : undefined;
