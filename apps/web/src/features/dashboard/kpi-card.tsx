import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { formatDiff, formatNumber } from '@cairn/charts';
import type { ChartFigures } from '@cairn/contract';
import { useTranslation } from 'react-i18next';

/**
 * A KPI: the figure large, its unit, and the change against the period just before with an arrow
 * (the arrow is also said in words for a screen reader).
 */
export function KpiCard({ figures }: { figures: ChartFigures }) {
  const { t } = useTranslation();
  const kpi = figures.kpi;
  if (!kpi) return null;
  const change = kpi.change;
  const direction = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const Icon =
    direction === 'up' ? ArrowUpOutlined : direction === 'down' ? ArrowDownOutlined : MinusOutlined;
  return (
    <div className="dash-kpi">
      <div className="dash-kpi__value">
        {kpi.value === null ? '–' : formatNumber(kpi.value)}
        {kpi.unit && <span className="dash-kpi__unit">{kpi.unit}</span>}
      </div>
      <div className="dash-kpi__metric">{t(`dashboard.metric.${kpi.metric}`)}</div>
      {change !== null && (
        <div className={`dash-kpi__change dash-kpi__change--${direction}`}>
          <Icon aria-hidden="true" />
          <span className="cross-sr-only">{t(`dashboard.kpi.${direction}`)}</span> {formatDiff(change)}
          {kpi.unit}
          {kpi.previous !== null && (
            <span className="dash-kpi__previous">
              {t('dashboard.kpi.previous', { value: formatNumber(kpi.previous) })}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
