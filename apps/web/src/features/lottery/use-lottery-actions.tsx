import type { Lottery } from '@cairn/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLotteryStatus, drawLottery, type LotteryMove } from '../../api/endpoints/lotteries.ts';
import { lotteriesKey, lotteryKey, winnersKey } from './lottery-queries.ts';

type Move = LotteryMove | 'draw';

/**
 * Start, pause, resume, end and draw, each after the confirmation it needs: ending says no one
 * else can win (and, after close, that the draw comes next), drawing that it happens once. The
 * server's refusals (A2065) are toasted by the client as the catalogue says.
 */
export function useLotteryActions(surveyCode: string) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ lottery, move }: { lottery: Lottery; move: Move }) =>
      move === 'draw' ? drawLottery(lottery.id) : changeLotteryStatus(lottery, move),
    onSuccess: (_saved, { lottery, move }) => {
      void message.success(t(`lottery.done.${move}`));
      void client.invalidateQueries({ queryKey: lotteriesKey(surveyCode) });
      void client.invalidateQueries({ queryKey: lotteryKey(lottery.id) });
      if (move === 'draw') void client.invalidateQueries({ queryKey: winnersKey(lottery.id) });
    },
  });
  const run = (lottery: Lottery, move: Move) => mutation.mutate({ lottery, move });
  const confirm = (lottery: Lottery, move: 'end' | 'draw') =>
    modal.confirm({
      title: t(`lottery.confirm.${move}Title`, { name: lottery.name }),
      content:
        move === 'end' && lottery.mode === 'after-close'
          ? t('lottery.confirm.endAfterClose')
          : t(`lottery.confirm.${move}Body`),
      okText: t(`lottery.actions.${move}`),
      okButtonProps: { danger: move === 'end' },
      cancelText: t('lottery.confirm.cancel'),
      onOk: () => run(lottery, move),
    });

  return {
    start: (l: Lottery) => run(l, 'start'),
    pause: (l: Lottery) => run(l, 'pause'),
    resume: (l: Lottery) => run(l, 'resume'),
    end: (l: Lottery) => confirm(l, 'end'),
    draw: (l: Lottery) => confirm(l, 'draw'),
    pendingId: mutation.isPending ? mutation.variables?.lottery.id : undefined,
  };
}
