import { useQuery } from '@tanstack/react-query';
import { fetchProjectBase } from '../../api/endpoints/project-base.ts';

export const projectBaseKey = (code: string) => ['project-base', code] as const;

/** The project's base info and the caller's rights; the header and every tab share one fetch. */
export function useProjectBase(code: string) {
  return useQuery({
    queryKey: projectBaseKey(code),
    queryFn: () => fetchProjectBase(code),
    enabled: code !== '',
  });
}
