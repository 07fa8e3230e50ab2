import type { TagStats } from '@cairn/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEChart } from '../board/use-echart.ts';

/** Horizontal bars of answers per tag (and untagged), in the tags' colours. */
export function TagChart({ stats }: { stats: TagStats }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const items = [
      ...stats.tags.map((tag) => ({ name: tag.name, value: tag.count, color: tag.color ?? '#2f6fed' })),
      { name: t('reportTags.stats.untagged'), value: stats.untagged.count, color: '#9ca3af' },
    ].reverse();
    return {
      animation: false,
      grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: items.map((i) => i.name) },
      tooltip: { trigger: 'axis' },
      series: [
        {
          type: 'bar',
          barMaxWidth: 22,
          label: { show: true, position: 'right' },
          data: items.map((i) => ({ value: Math.round(i.value * 10) / 10, itemStyle: { color: i.color } })),
        },
      ],
    };
  }, [stats, t]);
  const { box } = useEChart(option);
  const height = Math.max(120, (stats.tags.length + 1) * 34 + 24);
  return (
    <div
      ref={box}
      className="tag-chart"
      style={{ height }}
      role="img"
      aria-label={t('reportTags.stats.chart')}
    />
  );
}
