import { Alert, Button, Empty, Skeleton, Switch, Table } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveScheme } from '../weighting/weighting-queries.ts';
import { useCodingStat } from './coding-queries.ts';

/**
 * Counts and percentages per code and per net through the filter chosen in the bar above, weighted
 * by the active scheme when asked (as the cross table does).
 */
export function CodingStats({ surveyCode, reportId }: { surveyCode: string; reportId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [weighted, setWeighted] = useState(false);
  const { active } = useActiveScheme(surveyCode);
  const useWeights = weighted && !!active;
  const stat = useCodingStat(surveyCode, reportId, useWeights);

  let body: React.ReactNode;
  if (stat.isPending) body = <Skeleton active aria-label={t('reportCoding.stats.loading')} />;
  else if (stat.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportCoding.list.error')}
        action={<Button onClick={() => void stat.refetch()}>{t('reportCoding.list.retry')}</Button>}
      />
    );
  else if (stat.data.rows.length === 0) body = <Empty description={t('reportCoding.stats.empty')} />;
  else {
    const { base, rows } = stat.data;
    body = (
      <>
        <p className="coding-stats__base">
          {t('reportCoding.stats.base', {
            answers: stat.data.weighted ? base.weightedAnswers.toFixed(1) : base.answers,
            coded: stat.data.weighted ? base.weightedCoded.toFixed(1) : base.coded,
          })}
        </p>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows}
          aria-busy={stat.isFetching}
          rowClassName={(r) => `coding-stats__row--l${r.level}`}
          columns={[
            { title: t('reportCoding.stats.codeId'), dataIndex: 'codeId', width: 70 },
            {
              title: t('reportCoding.stats.code'),
              key: 'label',
              render: (_, r) => <span style={{ paddingLeft: (r.level - 1) * 16 }}>{r.label}</span>,
            },
            { title: t('reportCoding.stats.count'), dataIndex: 'count', align: 'right' },
            ...(stat.data.weighted
              ? [
                  {
                    title: t('reportCoding.stats.weighted'),
                    key: 'weighted',
                    align: 'right' as const,
                    render: (_: unknown, r: (typeof rows)[number]) => r.weighted.toFixed(1),
                  },
                ]
              : []),
            {
              title: t('reportCoding.stats.percent'),
              key: 'percent',
              align: 'right',
              render: (_, r) => `${r.percent.toFixed(1)}%`,
            },
            { title: t('reportCoding.stats.pending'), dataIndex: 'pending', align: 'right' },
          ]}
        />
      </>
    );
  }
  return (
    <section className="coding-stats" aria-label={t('reportCoding.stats.title')}>
      <div className="coding-stats__head">
        <h3 className="coding-panel__title">{t('reportCoding.stats.title')}</h3>
        <span className="coding-stats__weight">
          <Switch
            id={`${id}-weighted`}
            size="small"
            checked={useWeights}
            disabled={!active}
            onChange={setWeighted}
            aria-describedby={`${id}-hint`}
          />
          <label htmlFor={`${id}-weighted`}>{t('reportCoding.stats.weightedSwitch')}</label>
          <span id={`${id}-hint`} className="coding-stats__hint">
            {active
              ? t('reportCoding.stats.weightedBy', { name: active.name })
              : t('reportCoding.stats.noScheme')}
          </span>
        </span>
      </div>
      {body}
    </section>
  );
}
