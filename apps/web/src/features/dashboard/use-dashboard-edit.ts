import type { DashboardSaved } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { fetchDashboard } from '../../api/endpoints/dashboards.ts';
import { dashboardKeys } from './dashboard-keys.ts';
import { savedOf, useSavedStore } from './saved-store.ts';

export type EditRunner = <T extends { saved: DashboardSaved }>(
  call: (version: number) => Promise<T>,
) => Promise<T>;

/**
 * Runs an edit of a dashboard with the version held (x-node-v) and adopts the version it answers.
 * A0120 (someone else changed the dashboard) reloads it, says so, and rejects, so the caller keeps
 * its form open; other refusals the call handles are shown as their message.
 */
export function useDashboardEdit(code: string): EditRunner {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const adopt = useSavedStore((s) => s.adopt);
  const replace = useSavedStore((s) => s.replace);

  return useCallback(
    async (call) => {
      const version = savedOf(code)?.version ?? 0;
      try {
        const answer = await call(version);
        adopt(code, answer.saved);
        return answer;
      } catch (error) {
        if (isApiError(error) && error.code === 'A0120') {
          void message.warning(t('dashboard.conflict'));
          const info = await fetchDashboard(code).catch(() => null);
          if (info) {
            replace(code, {
              version: info.version,
              updateTime: info.updateTime,
              status: info.status,
              relaunch: info.relaunch,
            });
            queryClient.setQueryData(dashboardKeys.info(code), info);
          }
          await queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
        } else if (isApiError(error) && !error.handledGlobally) {
          void message.error(error.message);
        }
        throw error;
      }
    },
    [code, adopt, replace, message, queryClient, t],
  );
}
