import { FOLDER_ALL } from '@cairn/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageAfterShrink } from './library-frame.tsx';

export interface LibraryView {
  folderId: number;
  /** A system category key (question library, system folder only). */
  category: string | undefined;
  keyword: string;
  page: number;
  pageSize: number;
}

/**
 * Which folder a library screen shows lives in the URL (`?folder=5&category=nps`), so a link or
 * a reload opens the same place; keyword and page are screen state and restart at page 1 when
 * the folder or the keyword changes.
 */
export function useLibraryView(defaultPageSize: number) {
  const [params, setParams] = useSearchParams();
  const folderParam = Number(params.get('folder'));
  const folderId = params.has('folder') && Number.isInteger(folderParam) ? folderParam : FOLDER_ALL;
  const category = params.get('category') ?? undefined;
  const [keyword, setKeywordState] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });

  /** `replace` for corrections (a stale link), so Back does not return to the broken address. */
  const selectFolder = (id: number, nextCategory?: string, replace = false) => {
    const next = new URLSearchParams();
    if (id !== FOLDER_ALL) next.set('folder', String(id));
    if (nextCategory) next.set('category', nextCategory);
    setParams(next, { replace });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const setKeyword = (value: string) => {
    setKeywordState(value);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const view: LibraryView = { folderId, category, keyword, ...paging };
  return {
    view,
    selectFolder,
    setKeyword,
    setPage: (page: number, pageSize: number) => setPaging({ page, pageSize }),
    setPaging,
  };
}

/** Steps back when the current page ran empty (its last items removed or moved away). */
export function useStepBack(
  total: number | undefined,
  setPaging: (update: (p: { page: number; pageSize: number }) => { page: number; pageSize: number }) => void,
): void {
  useEffect(() => {
    if (total === undefined) return;
    setPaging((p) => {
      const next = pageAfterShrink(total, p.page, p.pageSize);
      return next === null ? p : { ...p, page: next };
    });
  }, [total, setPaging]);
}
