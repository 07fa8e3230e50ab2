import type { User } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePassword, fetchUserInfo, type UserUpdateBody, updateUser } from '../../api/endpoints/users.ts';
import { rememberUser } from '../session/load-user.ts';
import { useSessionStore } from '../session/session-store.ts';

export const userKeys = { info: ['user', 'info'] as const };

/** The logged-in user's record; starts from the one the guard loaded and refreshes it. */
export function useUserInfo() {
  const cached = useSessionStore((s) => s.user);
  return useQuery({
    queryKey: userKeys.info,
    queryFn: async () => {
      const user = await fetchUserInfo();
      rememberUser(user);
      return user;
    },
    initialData: cached ?? undefined,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateBody) => updateUser(body),
    onSuccess: (user: User) => {
      rememberUser(user);
      queryClient.setQueryData(userKeys.info, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
