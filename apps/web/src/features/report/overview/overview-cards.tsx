import { InfoCircleOutlined } from '@ant-design/icons';
import type { ReportOverview } from '@cairn/contract';
import { Button, Card, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatRate } from './format.ts';

/** The overview's figure cards: status counts, today, completion rate, median duration. */
export function OverviewCards({ overview }: { overview: ReportOverview }) {
  const { t } = useTranslation();
  const c = overview.counts;
  const counts = [
    ['total', c.total],
    ['complete', c.complete],
    ['partial', c.partial],
    ['screenedOut', c.screenedOut],
    ['invalid', c.invalid],
    ['today', c.today],
  ] as const;
  return (
    <div className="overview-cards">
      {counts.map(([key, value]) => (
        <Card key={key} size="small" className="overview-card" data-testid={`overview-${key}`}>
          <Statistic title={t(`reportOverview.cards.${key}`)} value={value} />
        </Card>
      ))}
      <Card size="small" className="overview-card" data-testid="overview-completionRate">
        <Statistic
          title={
            <span>
              {t('reportOverview.cards.completionRate')}
              <Tooltip title={t('reportOverview.cards.completionRateHint')}>
                <Button
                  type="text"
                  size="small"
                  icon={<InfoCircleOutlined />}
                  aria-label={t('reportOverview.cards.completionRateHint')}
                />
              </Tooltip>
            </span>
          }
          value={formatRate(overview.completionRate)}
        />
      </Card>
      <Card size="small" className="overview-card" data-testid="overview-medianDuration">
        <Statistic
          title={t('reportOverview.cards.medianDuration')}
          value={formatDuration(overview.medianDurationMs)}
        />
      </Card>
    </div>
  );
}
