import type { ProjectBase, PublishState } from '@cairn/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useProjectHeaderStore } from '../../layouts/project/project-header-store.ts';
import { projectBaseKey } from '../../layouts/project/use-project-base.ts';

export const launchInfoKey = (code: string) => ['launch-info', code] as const;

/**
 * After a publish or a status change: the header (base info and what the last save reported)
 * and the launch tab show the new state without another fetch; launch info is refetched.
 */
export function syncPublishState(queryClient: QueryClient, code: string, state: PublishState): void {
  queryClient.setQueryData<ProjectBase>(projectBaseKey(code), (base) =>
    base ? { ...base, status: state.status, relaunch: state.relaunch, launchTime: state.launchTime } : base,
  );
  const { saved, setSaved } = useProjectHeaderStore.getState();
  if (saved) setSaved({ ...saved, status: state.status, relaunch: state.relaunch });
  void queryClient.invalidateQueries({ queryKey: launchInfoKey(code) });
}
