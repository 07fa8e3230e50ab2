import type { User } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRecognition } from '../../api/endpoints/account.ts';
import { changePassword, fetchUserInfo } from '../../api/endpoints/users.ts';
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

/** Puts a changed account (new e-mail or mobile) where every screen reads it. */
export function useRememberUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    rememberUser(user);
    queryClient.setQueryData(userKeys.info, user);
  };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export const recognizeKeys = { current: ['user', 'recognize'] as const };

/** The caller's qualification certification, null before one. */
export function useRecognition() {
  return useQuery({ queryKey: recognizeKeys.current, queryFn: fetchRecognition });
}
