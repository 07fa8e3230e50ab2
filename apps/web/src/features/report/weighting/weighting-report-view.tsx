import type { WeightingReport } from '@cairn/contract';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent, formatStat } from '../board/format.ts';

/** A difference given as a share of the weighted total, shown in percentage points. */
const formatShare = (share: number) => (share === 0 ? '0' : (share * 100).toPrecision(3));

/** What a run gives: convergence, the weights' spread and efficiency, achieved vs target margins. */
export function WeightingReportView({ report }: { report: WeightingReport }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`reportWeighting.report.${key}` as 'reportWeighting.report.title');
  return (
    <section className="weight-report" aria-label={k('title')} data-testid="weight-report">
      <h3>{k('title')}</h3>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'iterations', label: k('iterations'), children: report.iterations },
          {
            key: 'converged',
            label: k('converged'),
            children: report.converged ? k('converged') : k('notConverged'),
          },
          { key: 'maxDifference', label: k('maxDifference'), children: formatShare(report.maxDifference) },
          { key: 'rmsDifference', label: k('rmsDifference'), children: formatShare(report.rmsDifference) },
          { key: 'weightedRows', label: k('weightedRows'), children: report.weightedRows },
          { key: 'unweightedRows', label: k('unweightedRows'), children: report.unweightedRows },
          { key: 'min', label: k('min'), children: formatStat(report.min, 3) },
          { key: 'max', label: k('max'), children: formatStat(report.max, 3) },
          { key: 'mean', label: k('mean'), children: formatStat(report.mean, 3) },
          { key: 'efficiency', label: k('efficiency'), children: formatPercent(report.efficiency) },
          { key: 'effectiveN', label: k('effectiveN'), children: formatCount(report.effectiveN) },
          { key: 'outside', label: k('outside'), children: report.outsideFlagRange },
          ...(report.capsMet === null
            ? []
            : [{ key: 'caps', label: k('caps'), children: report.capsMet ? k('yes') : k('no') }]),
        ]}
      />
      {report.margins.map((margin) => (
        <Table
          key={margin.variableId}
          className="weight-report__margin"
          size="small"
          pagination={false}
          title={() => margin.label}
          rowKey={(row) => String(row.value)}
          dataSource={margin.categories}
          columns={[
            { title: k('category'), dataIndex: 'label' },
            {
              title: k('target'),
              dataIndex: 'target',
              align: 'right',
              render: (v: number) => formatPercent(v),
            },
            {
              title: k('achieved'),
              dataIndex: 'achieved',
              align: 'right',
              render: (v: number) => formatPercent(v),
            },
            {
              title: k('unweighted'),
              dataIndex: 'unweighted',
              align: 'right',
              render: (v: number) => formatPercent(v),
            },
            { title: k('rows'), dataIndex: 'rows', align: 'right' },
          ]}
        />
      ))}
    </section>
  );
}
