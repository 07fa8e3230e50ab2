import { type Dispatch, type SetStateAction, useEffect } from 'react';

export const PAGE_SIZES = [10, 20, 50];

export interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The page to show once a list shrank under the current one: the last page that still has rows.
 * Null when the current page is fine.
 */
export function pageAfterShrink(total: number, { page, pageSize }: Paging): number | null {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return page > lastPage ? lastPage : null;
}

export const FIRST_PAGE: Paging = { page: 1, pageSize: PAGE_SIZES[0]! };

/** Steps back when the current page ran empty (its last rows deleted, restored or moved away). */
export function useStepBackWhenEmpty(
  total: number | undefined,
  setPaging: Dispatch<SetStateAction<Paging>>,
): void {
  useEffect(() => {
    if (total === undefined) return;
    setPaging((p) => {
      const next = pageAfterShrink(total, p);
      return next === null ? p : { ...p, page: next };
    });
  }, [total, setPaging]);
}
