import { ENVELOPE_PAGE_SIZE } from '@cairn/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchCampaign, fetchCampaigns } from '../../api/endpoints/envelopes.ts';

export const campaignsKey = (surveyCode: string) => ['envelopes', surveyCode] as const;
export const campaignKey = (id: string) => ['envelope', id] as const;
export const grantsKey = (id: string) => ['envelope-grants', id] as const;

/** A survey's campaigns, 10 a page; "load more" fetches the next page (spec doc 2). */
export function useCampaignList(surveyCode: string) {
  return useInfiniteQuery({
    queryKey: campaignsKey(surveyCode),
    queryFn: ({ pageParam }) => fetchCampaigns(surveyCode, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * (last.pageSize || ENVELOPE_PAGE_SIZE) < last.total ? last.page + 1 : undefined,
  });
}

export function useCampaign(id: string) {
  return useQuery({ queryKey: campaignKey(id), queryFn: () => fetchCampaign(id), enabled: id !== '' });
}
