import {
  type AddMemberBody,
  type MemberListQuery,
  type OrgInviteRegisterBody,
  orgInviteApi,
  orgMembersApi,
} from '@cairn/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { refreshPermissions } from '../session/load-user.ts';

/** Member management and invitations (contract org/member-calls.ts, org/invite-calls.ts). */
export const memberKeys = {
  all: ['org-members'] as const,
  list: (q: Partial<MemberListQuery>) => ['org-members', 'list', q] as const,
  departments: ['org-members', 'departments'] as const,
  heirs: (keyword: string) => ['org-members', 'heirs', keyword] as const,
  invite: ['org-members', 'invite'] as const,
};

/** A5202 is shown by the page (a "no permission" state), not as a toast. */
export function useMemberList(query: Partial<MemberListQuery>) {
  return useQuery({
    queryKey: memberKeys.list(query),
    queryFn: () => api.call(orgMembersApi.list, query, { handles: ['A5202'] }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAssignableDepartments() {
  return useQuery({
    queryKey: memberKeys.departments,
    queryFn: () => api.call(orgMembersApi.departments, {}, { handles: ['A5202'] }),
    retry: false,
  });
}

export function useHeirs(keyword: string) {
  return useQuery({
    queryKey: memberKeys.heirs(keyword),
    queryFn: () => api.call(orgMembersApi.heirs, keyword ? { keyword } : {}, { handles: ['A5202'] }),
    retry: false,
  });
}

/** A change to members: every member query refreshes after it. */
function useMemberChange<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export const useChangeRole = () =>
  useMemberChange((b: { userId: number; role: 2 | 3; departmentId?: number }) =>
    api.call(orgMembersApi.role, b),
  );
export const useChangePermissions = () =>
  useMemberChange((b: { userId: number; codes: string[] }) => api.call(orgMembersApi.permission, b));
export const useChangeDepartment = () =>
  useMemberChange((b: { userId: number; departmentId: number }) => api.call(orgMembersApi.department, b));
export const useSetDisabled = () =>
  useMemberChange((b: { userId: number; disabled: boolean }) => api.call(orgMembersApi.disable, b));
export const useRemoveMember = () =>
  useMemberChange((b: { userId: number; heirId: number }) => api.call(orgMembersApi.remove, b));
/** After leaving, the caller manages nobody: member queries are dropped, not refetched into A5202. */
export function useLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (b: { heirId: number }) => api.call(orgMembersApi.leave, b),
    // The leaver is no longer in the organisation: the member queries still on screen must not
    // refetch (they would answer A5202), and the session's role and tabs must follow at once.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: memberKeys.all });
      await queryClient.invalidateQueries({ queryKey: memberKeys.all, refetchType: 'none' });
      await refreshPermissions();
    },
  });
}
export const useAddMember = () =>
  useMemberChange((b: AddMemberBody) =>
    api.call(orgMembersApi.add, b, { handles: ['A2011', 'A2013', 'A2014', 'A0400'] }),
  );

export function useInviteState() {
  return useQuery({
    queryKey: memberKeys.invite,
    queryFn: () => api.call(orgInviteApi.get, {}, { handles: ['A5202'] }),
    retry: false,
  });
}
export const useCreateInvite = () =>
  useMemberChange((b: { departmentId?: number | null; days?: number }) => api.call(orgInviteApi.create, b));
export const useRevokeInvite = () => useMemberChange(() => api.call(orgInviteApi.revoke, {}));
export const useEmailInvite = () =>
  useMutation({ mutationFn: (email: string) => api.call(orgInviteApi.email, { email }) });

/** The H5 pages' calls: they handle A5221 (bad invite) and A5220 themselves. */
export const fetchInviteInfo = (code: string) =>
  api.call(orgInviteApi.info, { code }, { handles: ['A5221', 'A0400'] });
export const acceptInvite = (code: string) =>
  api.call(orgInviteApi.accept, { code }, { handles: ['A5220', 'A5221'] });
export const registerWithInvite = (body: OrgInviteRegisterBody) =>
  api.call(orgInviteApi.register, body, { handles: ['A2011', 'A2013', 'A2014', 'A5221', 'A0400'] });
