import type { Lottery } from '@cairn/contract';
import { Alert, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { awaitsDraw } from '../../../features/lottery/lottery-actions.ts';
import { lotteryPaths } from '../../../features/lottery/lottery-paths.ts';
import { useLottery } from '../../../features/lottery/lottery-queries.ts';
import { useLotteryActions } from '../../../features/lottery/use-lottery-actions.tsx';
import { formatFullTime } from '../../../features/projects/format-time.ts';
import { StatusTag } from '../envelope/campaign-summary.tsx';
import { LoadFailed, LoadingCard, WithLotteryAccess } from './lottery-frame.tsx';
import { LotteryButtons } from './lottery-row.tsx';
import { PrizeList } from './lottery-summary.tsx';

/** /project/{code}/setting/lottery/details/{id}: prizes with what is left, the draw, the actions. */
export function LotteryDetailsPage() {
  const id = useParams().id ?? '';
  return <WithLotteryAccess>{(code) => <Details surveyCode={code} id={id} />}</WithLotteryAccess>;
}

function Details({ surveyCode, id }: { surveyCode: string; id: string }) {
  const { t } = useTranslation();
  const lottery = useLottery(id);
  const actions = useLotteryActions(surveyCode);
  if (lottery.isError)
    return <LoadFailed title={t('lottery.form.loadError')} onRetry={() => void lottery.refetch()} />;
  if (!lottery.data) return <LoadingCard />;
  const l = lottery.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        className="setting-card"
        title={
          <span className="lottery-row__head">
            {l.name} <StatusTag status={l.status} />
          </span>
        }
        extra={<Link to={lotteryPaths.list(surveyCode)}>{t('lottery.back')}</Link>}
      >
        {awaitsDraw(l) ? (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('lottery.details.drawDue')} />
        ) : null}
        <h3 className="lottery-prize__title">{t('lottery.details.prizes')}</h3>
        <PrizeList lottery={l} />
        <LotteryButtons surveyCode={surveyCode} lottery={l} actions={actions} omit="details" />
      </Card>
      <Card className="setting-card" title={t('lottery.details.settings')}>
        <LotterySettings lottery={l} />
      </Card>
    </Space>
  );
}

function LotterySettings({ lottery: l }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const time = (at: number | null) => (at === null ? t('lottery.details.open') : formatFullTime(at));
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('lottery.form.mode')}>
        {t(`lottery.mode.${l.mode}`)} · {t(`lottery.modeHint.${l.mode}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('lottery.details.window')}>
        {time(l.startAt)} – {time(l.endAt)}
      </Descriptions.Item>
      {l.mode === 'after-close' ? (
        <Descriptions.Item label={t('lottery.details.seed')}>
          {l.drawSeed === null ? (
            t('lottery.details.notDrawn')
          ) : (
            <>
              <code className="lottery-seed">{l.drawSeed}</code>
              {l.drawnAt !== null ? (
                <span className="lottery-meta">
                  {' · '}
                  {t('lottery.details.drawnAt', { time: formatFullTime(l.drawnAt) })}
                </span>
              ) : null}
            </>
          )}
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('lottery.details.created')}>
        {formatFullTime(l.createdAt)}
      </Descriptions.Item>
    </Descriptions>
  );
}
