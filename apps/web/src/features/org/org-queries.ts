import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDepartment,
  deleteDepartment,
  exportAudit,
  fetchAudit,
  fetchDepartments,
  fetchOrgOverview,
  fetchUpgradeHistory,
  moveDepartment,
  renameDepartment,
  upgradeOrganization,
} from '../../api/endpoints/org.ts';
import { DOWNLOADS_KEY } from '../../pages/download/download-keys.ts';
import { refreshPermissions, rememberUser } from '../session/load-user.ts';
import { userKeys } from '../user/user-queries.ts';

export const orgKeys = {
  all: ['org'] as const,
  overview: ['org', 'overview'] as const,
  departments: ['org', 'departments'] as const,
  history: (page: number, pageSize: number) => ['org', 'history', page, pageSize] as const,
  audit: (query: object) => ['org', 'audit', query] as const,
};

export function useOrgOverview() {
  return useQuery({ queryKey: orgKeys.overview, queryFn: fetchOrgOverview });
}

export function useDepartments(enabled = true) {
  return useQuery({ queryKey: orgKeys.departments, queryFn: fetchDepartments, enabled });
}

export function useUpgradeHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: orgKeys.history(page, pageSize),
    queryFn: () => fetchUpgradeHistory(page, pageSize),
  });
}

export function useAudit(query: Parameters<typeof fetchAudit>[0]) {
  return useQuery({ queryKey: orgKeys.audit(query), queryFn: () => fetchAudit(query) });
}

/** Starts the audit export; the download centre's list is read again to show the new task. */
export function useAuditExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exportAudit,
    onSuccess: () => void client.invalidateQueries({ queryKey: DOWNLOADS_KEY }),
  });
}

/**
 * The upgrade: the answer's user record (level 1, the organisation) goes to the session store
 * and the permissions are read again, so the enterprise gates open without a reload.
 */
export function useUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeOrganization,
    onSuccess: async (result) => {
      rememberUser(result.user);
      queryClient.setQueryData(userKeys.info, result.user);
      await refreshPermissions();
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
  });
}

type TreeChange =
  | { kind: 'add'; name: string; parentId: number | null }
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'move'; id: number; parentId: number | null }
  | { kind: 'delete'; id: number; moveTo?: number | null };

/** Every change of the tree, then the tree and the overview are read again. */
export function useDepartmentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: TreeChange): Promise<unknown> => {
      switch (change.kind) {
        case 'add':
          return addDepartment(change.name, change.parentId);
        case 'rename':
          return renameDepartment(change.id, change.name);
        case 'move':
          return moveDepartment(change.id, change.parentId);
        default:
          return deleteDepartment(change.id, change.moveTo);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
}
