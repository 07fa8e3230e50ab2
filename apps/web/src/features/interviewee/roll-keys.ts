/** Query keys of the interviewee area; a change to the roll refreshes all of them. */
export const rollKeys = {
  all: (code: string) => ['roll', code] as const,
  settings: (code: string) => ['roll', code, 'settings'] as const,
  list: (code: string, filter: unknown) => ['roll', code, 'list', filter] as const,
  groups: (code: string) => ['roll', code, 'groups'] as const,
};

/** IntervieweeState's numbers (0 waiting … 3 absent) as the words' keys. */
export const STATE_KEYS = ['waiting', 'interviewing', 'done', 'absent'] as const;
