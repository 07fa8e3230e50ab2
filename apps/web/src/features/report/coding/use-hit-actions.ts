import { useMutation } from '@tanstack/react-query';
import { checkHits, createHits, recodeHits, removeHits } from '../../../api/endpoints/report-coding.ts';
import { useRefreshCoding } from './coding-queries.ts';

/** Coding answers: by hand, by keyword, approving, rejecting and recoding hits; each refreshes the report. */
export function useHitActions(surveyCode: string, reportId: number) {
  const refresh = useRefreshCoding(surveyCode);
  const ref = { surveyCode, reportId };
  const mutation = useMutation({
    mutationFn: (change: () => Promise<{ changed: number }>) => change(),
    onSettled: () => refresh(),
  });
  const apply = (change: () => Promise<{ changed: number }>) => mutation.mutateAsync(change);
  return {
    pending: mutation.isPending,
    code: (netId: number, answers: { responseId: string; answerKey: string }[]) =>
      apply(() => createHits({ ...ref, mode: 'manual', netIds: [netId], answers })),
    byKeyword: (netId: number, keyword: string) =>
      apply(() => createHits({ ...ref, mode: 'keyword', netId, keyword })),
    approve: (hitIds: number[]) => apply(() => checkHits({ ...ref, hitIds, checked: true })),
    approveAbove: (minConfidence: number) => apply(() => checkHits({ ...ref, minConfidence, checked: true })),
    reject: (hitIds: number[]) => apply(() => removeHits({ ...ref, hitIds })),
    rejectPending: () => apply(() => removeHits({ ...ref, pendingAi: true })),
    recode: (hitIds: number[], netId: number) => apply(() => recodeHits({ ...ref, hitIds, netId })),
  };
}
export type HitActions = ReturnType<typeof useHitActions>;
