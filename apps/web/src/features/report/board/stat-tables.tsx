import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent, formatStat } from './format.ts';
import type { MaxDiffPart, NpsPart, NumericPart, NumericSummary, RankPart } from './part-types.ts';

const common = { size: 'small', pagination: false, bordered: true } as const;

/** Mean, median, sd, min, max and n as a two-column table. */
export function SummaryTable({ summary }: { summary: NumericSummary }) {
  const { t } = useTranslation();
  const stat = (key: 'mean' | 'median' | 'sd' | 'min' | 'max') => ({
    key,
    name: t(`reportBoard.col.${key}`),
    value: formatStat(summary[key]),
  });
  const rows = [
    { key: 'n', name: t('reportBoard.col.n'), value: formatCount(summary.base) },
    stat('mean'),
    stat('median'),
    stat('sd'),
    stat('min'),
    stat('max'),
  ];
  return (
    <Table
      {...common}
      dataSource={rows}
      columns={[
        { title: t('reportBoard.col.stat'), dataIndex: 'name' },
        { title: t('reportBoard.col.value'), dataIndex: 'value', align: 'right', width: 140 },
      ]}
    />
  );
}

export function NumericTable({ part }: { part: NumericPart }) {
  return <SummaryTable summary={part} />;
}

/** NPS: the three groups with count and percent, then the score (promoters − detractors). */
export function NpsTable({ part }: { part: NpsPart }) {
  const { t } = useTranslation();
  const { nps } = part;
  const group = (key: 'promoters' | 'passives' | 'detractors') => ({
    key,
    name: t(`reportBoard.col.${key}`),
    count: formatCount(nps[key].count),
    percent: formatPercent(nps[key].percent),
  });
  const rows = [
    group('promoters'),
    group('passives'),
    group('detractors'),
    { key: 'score', name: t('reportBoard.col.nps'), count: formatStat(nps.score, 1), percent: '' },
  ];
  return (
    <>
      <Table
        {...common}
        dataSource={rows}
        columns={[
          { title: t('reportBoard.col.option'), dataIndex: 'name' },
          { title: t('reportBoard.col.count'), dataIndex: 'count', align: 'right', width: 100 },
          { title: t('reportBoard.col.percent'), dataIndex: 'percent', align: 'right', width: 110 },
        ]}
      />
      <SummaryTable summary={part.summary} />
    </>
  );
}

/** Rank: mean place per item (lower is better) and the share that put it first. */
export function RankTable({ part }: { part: RankPart }) {
  const { t } = useTranslation();
  const rows = part.items.map((item) => ({
    key: item.key,
    label: item.label ?? item.key,
    meanRank: formatStat(item.meanRank),
    first: formatCount(item.first),
    share: formatPercent(item.firstShare),
  }));
  return (
    <Table
      {...common}
      dataSource={rows}
      columns={[
        { title: t('reportBoard.col.item'), dataIndex: 'label' },
        { title: t('reportBoard.col.meanRank'), dataIndex: 'meanRank', align: 'right', width: 110 },
        { title: t('reportBoard.col.rankedFirst'), dataIndex: 'first', align: 'right', width: 110 },
        { title: t('reportBoard.col.firstShare'), dataIndex: 'share', align: 'right', width: 120 },
      ]}
    />
  );
}

/** Max-diff: best and worst counts, times shown and the score (best − worst) / shown. */
export function MaxDiffTable({ part }: { part: MaxDiffPart }) {
  const { t } = useTranslation();
  const rows = part.items.map((item) => ({
    key: item.key,
    label: item.label ?? item.key,
    best: formatCount(item.best),
    worst: formatCount(item.worst),
    shown: formatCount(item.shown),
    score: formatStat(item.score),
  }));
  return (
    <Table
      {...common}
      dataSource={rows}
      columns={[
        { title: t('reportBoard.col.item'), dataIndex: 'label' },
        { title: t('reportBoard.col.best'), dataIndex: 'best', align: 'right', width: 90 },
        { title: t('reportBoard.col.worst'), dataIndex: 'worst', align: 'right', width: 90 },
        { title: t('reportBoard.col.shown'), dataIndex: 'shown', align: 'right', width: 100 },
        { title: t('reportBoard.col.score'), dataIndex: 'score', align: 'right', width: 90 },
      ]}
    />
  );
}
