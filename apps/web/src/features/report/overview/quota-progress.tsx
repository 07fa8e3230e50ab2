import type { QuotaStat } from '@cairn/contract';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';

/** Quota progress bars of the overview: completes of target per quota. */
export function QuotaProgress({ quotas }: { quotas: readonly QuotaStat[] }) {
  const { t } = useTranslation();
  if (quotas.length === 0) return <p className="overview-muted">{t('reportOverview.quota.empty')}</p>;
  return (
    <ul className="quota-progress">
      {quotas.map((q) => (
        <li key={q.id}>
          <div className="quota-progress__label">
            <span>{q.name}</span>
            <span>
              {q.completes} / {q.target}
            </span>
          </div>
          <Progress
            percent={Math.min(100, q.percent)}
            format={() => `${q.percent}%`}
            strokeColor={q.remaining === 0 ? '#d97706' : '#0f766e'}
            aria-label={`${q.name} ${q.completes} / ${q.target}`}
          />
        </li>
      ))}
    </ul>
  );
}
