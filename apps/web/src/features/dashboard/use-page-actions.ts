import type { DashboardInfo, DashboardPage, PageFilters, Period } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  copyPage,
  removePage,
  setPageEdit,
  sortPages,
  upsertPage,
} from '../../api/endpoints/dashboard-pages.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import type { EditRunner } from './use-dashboard-edit.ts';

/**
 * Page edits of the report tab: each goes through the edit runner (x-node-v) and refreshes the
 * dashboard's info (its page list and saved state).
 */
export function usePageActions(info: DashboardInfo, run: EditRunner) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const reload = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.info(info.code) });
    return {
      async add(title: string): Promise<DashboardPage> {
        const { page } = await run((v) => upsertPage({ code: info.code, title }, v));
        await reload();
        return page;
      },
      async rename(page: DashboardPage, title: string) {
        await run((v) => upsertPage({ code: info.code, id: page.id, title }, v));
        await reload();
      },
      async settings(page: DashboardPage, period: Period | null, filters: PageFilters) {
        await run((v) => upsertPage({ code: info.code, id: page.id, title: page.title, period, filters }, v));
        await reload();
      },
      async copy(page: DashboardPage): Promise<DashboardPage> {
        const { page: copied } = await run((v) => copyPage(page.id, v));
        await reload();
        return copied;
      },
      async remove(page: DashboardPage) {
        await run((v) => removePage(page.id, v));
        await reload();
      },
      async sort(ids: number[]) {
        // Shown at once in the new order; the answer's reload confirms it.
        queryClient.setQueryData<DashboardInfo>(dashboardKeys.info(info.code), (old) =>
          old ? { ...old, pages: ids.flatMap((id) => old.pages.filter((p) => p.id === id)) } : old,
        );
        try {
          await run((v) => sortPages(info.code, ids, v));
        } finally {
          await reload();
        }
      },
      async setEdit(page: DashboardPage, edit: boolean) {
        await setPageEdit(page.id, edit);
        await reload();
      },
    };
  }, [info.code, run, queryClient]);
}
