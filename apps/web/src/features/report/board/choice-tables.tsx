import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from './format.ts';
import type { MultipleGridPart, MultiplePart, SingleGridPart, SinglePart } from './part-types.ts';

const common = { size: 'small', pagination: false, bordered: true } as const;

/** Single choice: count and percent of the valid base per option, then the total. */
export function SingleTable({ part }: { part: SinglePart }) {
  const { t } = useTranslation();
  const rows = [
    ...part.categories.map((c) => ({
      key: String(c.value),
      label: c.label ?? t('reportBoard.col.unnamed', { value: c.value }),
      count: formatCount(c.count),
      percent: formatPercent(c.percent),
    })),
    {
      key: 'total',
      label: t('reportBoard.col.total'),
      count: formatCount(part.base),
      percent: formatPercent(part.base > 0 ? 100 : null),
    },
  ];
  return (
    <Table
      {...common}
      dataSource={rows}
      columns={[
        { title: t('reportBoard.col.option'), dataIndex: 'label' },
        { title: t('reportBoard.col.count'), dataIndex: 'count', align: 'right', width: 100 },
        { title: t('reportBoard.col.percent'), dataIndex: 'percent', align: 'right', width: 110 },
      ]}
    />
  );
}

/** Multiple choice: each option as a percent of cases (base) and of mentions (all choices). */
export function MultipleTable({ part }: { part: MultiplePart }) {
  const { t } = useTranslation();
  const rows = [
    ...part.items.map((item) => ({
      key: item.key,
      label: item.label ?? item.key,
      count: formatCount(item.count),
      cases: formatPercent(item.percentOfCases),
      mentions: formatPercent(item.percentOfMentions),
    })),
    {
      key: 'total',
      label: t('reportBoard.col.mentions'),
      count: formatCount(part.mentions),
      cases: formatPercent(part.base > 0 ? (part.mentions / part.base) * 100 : null),
      mentions: formatPercent(part.mentions > 0 ? 100 : null),
    },
  ];
  return (
    <Table
      {...common}
      dataSource={rows}
      columns={[
        { title: t('reportBoard.col.option'), dataIndex: 'label' },
        { title: t('reportBoard.col.count'), dataIndex: 'count', align: 'right', width: 90 },
        { title: t('reportBoard.col.percentOfCases'), dataIndex: 'cases', align: 'right', width: 120 },
        { title: t('reportBoard.col.percentOfMentions'), dataIndex: 'mentions', align: 'right', width: 120 },
      ]}
    />
  );
}

/** A single-choice matrix as rows × columns: count and row percent in each cell. */
export function SingleGridTable({ part }: { part: SingleGridPart }) {
  const { t } = useTranslation();
  const rows = part.rows.map((row) => {
    const cells: Record<string, string> = {};
    for (const column of part.columns) {
      const c = row.categories.find((category) => category.value === column.value);
      cells[`c${column.value}`] = `${formatCount(c?.count ?? 0)} (${formatPercent(c?.percent ?? null)})`;
    }
    return { key: row.key, label: row.label ?? row.key, base: formatCount(row.base), ...cells };
  });
  return (
    <Table
      {...common}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      columns={[
        { title: t('reportBoard.col.row'), dataIndex: 'label', fixed: 'left' },
        ...part.columns.map((column) => ({
          title: column.label,
          dataIndex: `c${column.value}`,
          align: 'right' as const,
        })),
        { title: t('reportBoard.col.n'), dataIndex: 'base', align: 'right' as const },
      ]}
    />
  );
}

/** A multiple-choice matrix: rows × options, count and percent of the row's cases. */
export function MultipleGridTable({ part }: { part: MultipleGridPart }) {
  const { t } = useTranslation();
  const header = part.rows[0]?.items ?? [];
  const rows = part.rows.map((row, i) => {
    const cells: Record<string, string> = {};
    row.items.forEach((item, j) => {
      cells[`c${j}`] = `${formatCount(item.count)} (${formatPercent(item.percentOfCases)})`;
    });
    return { key: String(i), label: row.label ?? String(i + 1), base: formatCount(row.base), ...cells };
  });
  return (
    <Table
      {...common}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      columns={[
        { title: t('reportBoard.col.row'), dataIndex: 'label', fixed: 'left' },
        ...header.map((item, j) => ({
          title: item.label ?? item.key,
          dataIndex: `c${j}`,
          align: 'right' as const,
        })),
        { title: t('reportBoard.col.n'), dataIndex: 'base', align: 'right' as const },
      ]}
    />
  );
}
