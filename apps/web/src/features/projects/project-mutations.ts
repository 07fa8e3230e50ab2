import type { ProjectPage } from '@cairn/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clearProject,
  copyProject,
  createFolder,
  deleteFolder,
  handoverProject,
  initProject,
  moveProjects,
  type ProjectStarBody,
  recycleProject,
  removeShare,
  renameFolder,
  renameProject,
  restoreProject,
  saveShare,
  starProject,
  updateShare,
} from '../../api/endpoints/projects.ts';
import { projectKeys } from './project-queries.ts';

/** After any change: list, counts and folders are stale (counts move between folders too). */
export const refreshProjects = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: projectKeys.root });

/** A mutation that refreshes every project query when it succeeds (shares and folders included). */
function useProjectMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshProjects(client) });
}

export const useInitProject = () => useMutation({ mutationFn: initProject });
export const useRenameProject = () => useProjectMutation(renameProject);
export const useCopyProject = () => useProjectMutation(copyProject);
export const useRecycleProject = () => useProjectMutation(recycleProject);
export const useRestoreProject = () => useProjectMutation(restoreProject);
export const useClearProject = () => useProjectMutation(clearProject);
export const useHandoverProject = () => useProjectMutation(handoverProject);
export const useMoveProjects = () => useProjectMutation(moveProjects);
export const useCreateFolder = () => useProjectMutation(createFolder);
export const useRenameFolder = () => useProjectMutation(renameFolder);
export const useDeleteFolder = () => useProjectMutation(deleteFolder);
export const useSaveShare = () => useProjectMutation(saveShare);
export const useUpdateShare = () => useProjectMutation(updateShare);
export const useRemoveShare = () => useProjectMutation(removeShare);

const LIST_PREFIX = [...projectKeys.root, 'list'];

/**
 * Stars at once in every cached page (the star is the caller's own, so nothing can refuse it
 * but a lost connection), then refetches so starred projects move to the top.
 */
export function useStarProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectStarBody) => starProject(body),
    onMutate: async ({ code, star }) => {
      await client.cancelQueries({ queryKey: LIST_PREFIX });
      const previous = client.getQueriesData<ProjectPage>({ queryKey: LIST_PREFIX });
      client.setQueriesData<ProjectPage>(
        { queryKey: LIST_PREFIX },
        (page) =>
          page && {
            ...page,
            records: page.records.map((r) => (r.code === code ? { ...r, starred: star } : r)),
          },
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: LIST_PREFIX }),
  });
}
