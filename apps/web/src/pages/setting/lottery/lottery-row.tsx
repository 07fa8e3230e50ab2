import type { Lottery } from '@cairn/contract';
import { App, Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pendingOrderOf } from '../../../api/endpoints/lotteries.ts';
import { type LotteryButton, lotteryButtons } from '../../../features/lottery/lottery-actions.ts';
import { lotteryPaths } from '../../../features/lottery/lottery-paths.ts';
import type { useLotteryActions } from '../../../features/lottery/use-lottery-actions.tsx';
import { formatFullTime } from '../../../features/projects/format-time.ts';
import { StatusTag } from '../envelope/campaign-summary.tsx';
import { PrizeList } from './lottery-summary.tsx';

/** The buttons a lottery's status allows (`omit`: the one for the screen already shown). */
export function LotteryButtons(props: {
  surveyCode: string;
  lottery: Lottery;
  actions: ReturnType<typeof useLotteryActions>;
  omit?: LotteryButton;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { lottery, actions, surveyCode } = props;
  const busy = actions.pendingId === lottery.id;
  const press: Record<LotteryButton, () => void> = {
    pay: () =>
      void pendingOrderOf(lottery).then(
        (order) => {
          if (order) navigate(lotteryPaths.pay(surveyCode, order.id, lottery.id));
          else void message.warning(t('lottery.noOrder'));
        },
        () => undefined, // the client already showed the failure
      ),
    edit: () => navigate(lotteryPaths.edit(surveyCode, lottery.id)),
    start: () => actions.start(lottery),
    pause: () => actions.pause(lottery),
    resume: () => actions.resume(lottery),
    end: () => actions.end(lottery),
    draw: () => actions.draw(lottery),
    details: () => navigate(lotteryPaths.details(surveyCode, lottery.id)),
    log: () => navigate(lotteryPaths.log(surveyCode, lottery.id)),
  };
  return (
    <Space wrap role="group" aria-label={t('lottery.actions.label', { name: lottery.name })}>
      {lotteryButtons(lottery)
        .filter((key) => key !== props.omit)
        .map((key) => (
          <Button
            key={key}
            size="small"
            type={key === 'pay' || key === 'draw' || key === 'start' ? 'primary' : 'default'}
            danger={key === 'end'}
            disabled={busy}
            onClick={press[key]}
          >
            {t(`lottery.actions.${key}`)}
          </Button>
        ))}
    </Space>
  );
}

/** One lottery of the list: status, mode, window, prizes and the buttons its status allows. */
export function LotteryRow(props: {
  surveyCode: string;
  lottery: Lottery;
  actions: ReturnType<typeof useLotteryActions>;
}) {
  const { t } = useTranslation();
  const { lottery } = props;
  const headingId = `lottery-${lottery.id}`;
  return (
    <Card size="small" aria-labelledby={headingId} data-testid="lottery-row">
      <div className="lottery-row__head">
        <h3 className="lottery-row__name" id={headingId}>
          {lottery.name}
        </h3>
        <StatusTag status={lottery.status} />
        <span className="lottery-meta">
          {t(`lottery.mode.${lottery.mode}`)} ·{' '}
          {t('lottery.createdAt', { time: formatFullTime(lottery.createdAt) })}
        </span>
      </div>
      <PrizeList lottery={lottery} />
      <LotteryButtons {...props} />
    </Card>
  );
}
