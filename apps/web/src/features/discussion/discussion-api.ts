import { discussionManagerApi, interviewApi, type ManagerUpdateBody } from '@cairn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** Hosts, observers and sessions of interview projects (contract discussion/*-calls.ts). */
export const discussionKeys = {
  managers: (code: string) => ['discussion-managers', code] as const,
  console: (code: string) => ['interview-console', code] as const,
  live: (code: string) => ['interview-live', code] as const,
  invite: (token: string) => ['interview-invite', token] as const,
};

/** How often the observers' page asks for the answers saved since (a page turn saves them). */
export const LIVE_POLL_MS = 4000;

export function useManagers(code: string) {
  return useQuery({
    queryKey: discussionKeys.managers(code),
    queryFn: () => api.call(discussionManagerApi.list, { surveyCode: code }),
    enabled: code !== '',
  });
}

export function useManagerActions(code: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: discussionKeys.managers(code) });
  return {
    save: useMutation({
      mutationFn: (body: Omit<ManagerUpdateBody, 'surveyCode'>) =>
        api.call(discussionManagerApi.update, { ...body, surveyCode: code }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.call(discussionManagerApi.delete, { surveyCode: code, id }),
      onSuccess: refresh,
    }),
    invite: useMutation({
      mutationFn: (id: number) => api.call(discussionManagerApi.email, { surveyCode: code, id }),
      onSuccess: refresh,
    }),
  };
}

/** A5202 (not a manager of this project) is the page's own state, not a toast. */
export function useInterviewConsole(code: string) {
  return useQuery({
    queryKey: discussionKeys.console(code),
    queryFn: () => api.call(interviewApi.console, { surveyCode: code }, { handles: ['A5202'] }),
    retry: false,
  });
}

export function useInterviewLive(code: string, poll: boolean) {
  return useQuery({
    queryKey: discussionKeys.live(code),
    queryFn: () => api.call(interviewApi.live, { surveyCode: code }, { handles: ['A5202'] }),
    retry: false,
    refetchInterval: poll ? LIVE_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

export function useSessionActions(code: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: discussionKeys.console(code) });
  return {
    // The console shows a refusal (taken, not hostable, quota full) in its own alert, which stays
    // on the tablet's screen: the client does not toast it as well. A refused row may have
    // changed (another host took it), so the roll is read again either way.
    open: useMutation({
      mutationFn: (intervieweeId: number) =>
        api.call(
          interviewApi.open,
          { surveyCode: code, intervieweeId },
          { handles: ['A5531', 'A5532', 'A5533'] },
        ),
      onSettled: refresh,
    }),
    absent: useMutation({
      mutationFn: (intervieweeId: number) =>
        api.call(interviewApi.absent, { surveyCode: code, intervieweeId }, { handles: ['A5531'] }),
      onSettled: refresh,
    }),
    close: useMutation({
      mutationFn: () => api.call(interviewApi.close, { surveyCode: code }),
      onSuccess: refresh,
    }),
  };
}

export function useManagerInvite(token: string) {
  return useQuery({
    queryKey: discussionKeys.invite(token),
    queryFn: () => api.call(discussionManagerApi.inviteInfo, { token }, { handles: ['A5221'] }),
    retry: false,
    enabled: token !== '',
  });
}

export const acceptManagerInvite = (token: string) => api.call(discussionManagerApi.accept, { token });

/**
 * The respondent page of a session: /r/{code} with the interviewee and ticket in the fragment,
 * which browsers never send to a server (no ticket in access logs or Referer headers).
 */
export function interviewLink(surveyCode: string, intervieweeCode: string, ticket: string): string {
  const fragment = new URLSearchParams({ iv: intervieweeCode, t: ticket });
  return `/r/${encodeURIComponent(surveyCode)}#${fragment.toString()}`;
}

/** The interview projects the caller hosts or observes: their way back (they hold no share). */
export function useMyInterviews() {
  return useQuery({
    queryKey: ['my-interviews'] as const,
    queryFn: () => api.call(interviewApi.mine, {}),
  });
}
