import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type Benchmark, CHART_BENCHMARKS_MAX, type DashboardChart } from '@cairn/contract';
import {
  Button,
  Card,
  Empty,
  List,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateChart } from '../../api/endpoints/dashboard-pages.ts';
import { newBenchmarkId, withBenchmark } from '../../features/dashboard/benchmark-draft.ts';
import { BenchmarkForm } from '../../features/dashboard/benchmark-form.tsx';
import { ChartBody } from '../../features/dashboard/chart-body.tsx';
import { specOfChart } from '../../features/dashboard/chart-draft.ts';
import { useActivePage } from '../../features/dashboard/report-tab.tsx';
import { useAllCharts } from '../../features/dashboard/use-all-charts.ts';
import { useDashboardEdit } from '../../features/dashboard/use-dashboard-edit.ts';
import { useDashboardOutlet } from './dashboard-layout.tsx';

type Editing = { chart: DashboardChart; benchmark: Benchmark | null; id: string } | null;

function describe(b: Benchmark, t: (key: string, o?: object) => string): string {
  switch (b.kind) {
    case 'target':
      return String(b.value);
    case 'survey':
      return `${b.surveyCode} · ${b.variableId}`;
    case 'period':
      return b.period.kind === 'last'
        ? `${t('dashboard.period.last')} = ${b.period.days}`
        : [b.period.from, b.period.to].map((x) => (x ? new Date(x).toLocaleDateString() : '…')).join(' – ');
    case 'norm':
      return `${b.rows.length} × ${t('dashboard.benchmark.rowValue')}`;
  }
}

/**
 * /dashboard/{code}/setting/benchmark: per chart of a page, its benchmarks (target, another survey,
 * another period, a norm table) with add, edit and delete, and the chart drawn with them.
 */
export function DashboardBenchmarkPage() {
  const info = useDashboardOutlet();
  const { t } = useTranslation();
  const run = useDashboardEdit(info.code);
  const { page, select } = useActivePage(info.pages);
  const { details, loading, refetch } = useAllCharts(info);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const index = info.pages.findIndex((p) => p.id === page?.id);
  const detail = details[index];
  const charts = detail?.charts ?? [];
  const figures = new Map((detail?.figures ?? []).map((f) => [f.chartId, f]));

  const save = async (chart: DashboardChart, benchmarks: Benchmark[]) => {
    setBusy(true);
    try {
      await run((v) => updateChart(chart.id, { ...specOfChart(chart), benchmarks }, v));
      await refetch();
      setEditing(null);
    } catch {
      // The runner said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('dashboard.benchmark.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <label htmlFor="bench-page">{t('dashboard.benchmark.page')}</label>
        <Select
          id="bench-page"
          style={{ minWidth: 200 }}
          value={page?.id}
          onChange={select}
          options={info.pages.map((p) => ({ value: p.id, label: p.title }))}
        />
      </Space>
      {loading && !detail ? (
        <Skeleton active />
      ) : charts.length === 0 ? (
        <Empty description={t('dashboard.benchmark.noCharts')} />
      ) : (
        <div className="dash-bench-grid">
          {charts.map((chart) => {
            const title = chart.title || t(`dashboard.type.${chart.type}`);
            const full = chart.benchmarks.length >= CHART_BENCHMARKS_MAX;
            return (
              <Card
                key={chart.id}
                size="small"
                title={title}
                extra={
                  info.rights.edit && (
                    <Tooltip title={full ? t('dashboard.benchmark.full') : undefined}>
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        disabled={full}
                        onClick={() =>
                          setEditing({ chart, benchmark: null, id: newBenchmarkId(chart.benchmarks) })
                        }
                      >
                        {t('dashboard.benchmark.add')}
                      </Button>
                    </Tooltip>
                  )
                }
              >
                <div className="dash-bench-chart">
                  <ChartBody chart={chart} figures={figures.get(chart.id)} />
                </div>
                <List
                  size="small"
                  locale={{ emptyText: t('dashboard.benchmark.none') }}
                  dataSource={chart.benchmarks}
                  renderItem={(b) => (
                    <List.Item
                      actions={
                        info.rights.edit
                          ? [
                              <Button
                                key="edit"
                                size="small"
                                type="text"
                                icon={<EditOutlined />}
                                aria-label={t('dashboard.benchmark.editOf', { label: b.label })}
                                onClick={() => setEditing({ chart, benchmark: b, id: b.id })}
                              />,
                              <Popconfirm
                                key="remove"
                                title={t('dashboard.benchmark.removeConfirm', { label: b.label })}
                                okText={t('dashboard.remove')}
                                cancelText={t('common.cancel')}
                                okButtonProps={{ danger: true }}
                                onConfirm={() =>
                                  save(
                                    chart,
                                    chart.benchmarks.filter((x) => x.id !== b.id),
                                  )
                                }
                              >
                                <Button
                                  size="small"
                                  type="text"
                                  danger
                                  icon={<DeleteOutlined />}
                                  aria-label={t('dashboard.benchmark.removeOf', { label: b.label })}
                                />
                              </Popconfirm>,
                            ]
                          : []
                      }
                    >
                      <Space size={6} wrap>
                        <Tag>{t(`dashboard.benchmark.kind_${b.kind}`)}</Tag>
                        <strong>{b.label}</strong>
                        <Typography.Text type="secondary">{describe(b, t as never)}</Typography.Text>
                      </Space>
                    </List.Item>
                  )}
                />
              </Card>
            );
          })}
        </div>
      )}
      {editing && (
        <BenchmarkForm
          benchmark={editing.benchmark}
          id={editing.id}
          saving={busy}
          onClose={() => setEditing(null)}
          onSave={(b) => void save(editing.chart, withBenchmark(editing.chart.benchmarks, b))}
        />
      )}
    </div>
  );
}
