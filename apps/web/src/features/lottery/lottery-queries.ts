import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchLotteries, fetchLottery, LOTTERY_PAGE_SIZE } from '../../api/endpoints/lotteries.ts';

export const lotteriesKey = (surveyCode: string) => ['lotteries', surveyCode] as const;
export const lotteryKey = (id: string) => ['lottery', id] as const;
export const winnersKey = (id: string) => ['lottery-winners', id] as const;

/** A survey's lotteries, 10 a page; "load more" fetches the next page (as the envelope list). */
export function useLotteryList(surveyCode: string) {
  return useInfiniteQuery({
    queryKey: lotteriesKey(surveyCode),
    queryFn: ({ pageParam }) => fetchLotteries(surveyCode, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * (last.pageSize || LOTTERY_PAGE_SIZE) < last.total ? last.page + 1 : undefined,
  });
}

export function useLottery(id: string) {
  return useQuery({ queryKey: lotteryKey(id), queryFn: () => fetchLottery(id), enabled: id !== '' });
}
