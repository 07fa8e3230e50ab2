import { ProjectListType } from '@cairn/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchFolders,
  fetchProjectCounts,
  fetchProjectList,
  fetchShares,
  type ProjectListQuery,
} from '../../api/endpoints/projects.ts';

/**
 * Every project query sits under `['projects']`, so one invalidation after a change (rename,
 * move, delete, share…) refreshes the list, the counts and the folder tree together.
 */
export const projectKeys = {
  root: ['projects'] as const,
  list: (query: ProjectListQuery) => ['projects', 'list', query] as const,
  counts: ['projects', 'counts'] as const,
  folders: ['projects', 'folders'] as const,
  shares: (code: string) => ['projects', 'shares', code] as const,
};

/** One page of a list category; the previous page stays on screen while the next loads. */
export function useProjectList(query: ProjectListQuery) {
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => fetchProjectList(query),
    placeholderData: keepPreviousData,
  });
}

export function useRecycleList(query: Omit<ProjectListQuery, 'dataType' | 'folderId'>) {
  return useProjectList({ ...query, dataType: ProjectListType.RECYCLE_BIN });
}

export function useProjectCounts() {
  return useQuery({ queryKey: projectKeys.counts, queryFn: fetchProjectCounts });
}

export function useFolders() {
  return useQuery({ queryKey: projectKeys.folders, queryFn: fetchFolders });
}

export function useShares(code: string | null) {
  return useQuery({
    queryKey: projectKeys.shares(code ?? ''),
    queryFn: () => fetchShares(code ?? ''),
    enabled: code !== null,
  });
}
