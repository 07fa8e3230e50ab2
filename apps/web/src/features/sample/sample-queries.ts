import { SAMPLE_PAGE_SIZE, type SampleOrder } from '@cairn/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchSample, fetchSamples } from '../../api/endpoints/sample.ts';

export const samplesKey = (surveyCode: string) => ['samples', surveyCode] as const;
export const sampleKey = (id: string) => ['sample', id] as const;
export const completesKey = (id: string) => ['sample-completes', id] as const;

/** The next page while the list is shorter than total (spec doc 2: page from 1, 10 a page). */
export function nextSamplePage(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * (last.pageSize || SAMPLE_PAGE_SIZE) < last.total ? last.page + 1 : undefined;
}

export function useSampleList(surveyCode: string) {
  return useInfiniteQuery({
    queryKey: samplesKey(surveyCode),
    queryFn: ({ pageParam }) => fetchSamples(surveyCode, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextSamplePage,
  });
}

/**
 * An order; polled every 2 s while the panel is delivering, so the progress moves on its own, and
 * every 30 s while a delivery error stops it (the delivery job retries on its own for a while).
 */
export function useSample(id: string) {
  return useQuery({
    queryKey: sampleKey(id),
    queryFn: () => fetchSample(id),
    enabled: id !== '',
    refetchInterval: (query) => samplePollMs(query.state.data),
  });
}

export function samplePollMs(s: SampleOrder | undefined): number | false {
  if (isDelivering(s)) return 2000;
  return s?.status === 'fielding' && s.deliveryError ? 30_000 : false;
}

export const isDelivering = (s: SampleOrder | undefined) =>
  s?.status === 'fielding' && s.owed > 0 && !s.deliveryError;
