import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Tag, TagCount, TagStats } from '@cairn/contract';
import { Button, Tag as Chip, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from './tag-format.ts';

interface Props {
  tags: Tag[];
  stats: TagStats | undefined;
  /** The tag whose answers are listed (0: untagged, null: all). */
  current: number | null;
  onPick: (id: number | null) => void;
  onEdit: (tag: Tag) => void;
  onRemove: (tag: Tag, count: number) => void;
}

type Row = { key: number; tag: Tag | null; count: TagCount | undefined };

/** The tags with their counts and shares (and the untagged answers last); a row lists its answers. */
export function TagTable({ tags, stats, current, onPick, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const counts = new Map((stats?.tags ?? []).map((c) => [c.id, c]));
  const rows: Row[] = [
    ...tags.map((tag) => ({ key: tag.id, tag, count: counts.get(tag.id) })),
    { key: 0, tag: null, count: stats?.untagged },
  ];
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      rowClassName={(row) => (row.key === current ? 'tag-table__row--current' : '')}
      onRow={(row) => ({ onClick: () => onPick(row.key === current ? null : row.key) })}
      columns={[
        {
          title: t('reportTags.stats.tag'),
          key: 'name',
          render: (_, row) =>
            row.tag ? (
              <div className="tag-table__name">
                <button type="button" className="tag-table__pick" aria-pressed={row.key === current}>
                  <Chip color={row.tag.color ?? 'blue'}>{row.tag.name}</Chip>
                </button>
                <span className="tag-table__rule">
                  {row.tag.rule
                    ? t('reportTags.tags.byRule', {
                        words: row.tag.rule.words.join(row.tag.rule.match === 'all' ? ' + ' : ' / '),
                      })
                    : t('reportTags.tags.byHand')}
                </span>
              </div>
            ) : (
              <button type="button" className="tag-table__pick" aria-pressed={current === 0}>
                <span className="tag-table__untagged">{t('reportTags.stats.untagged')}</span>
              </button>
            ),
        },
        {
          title: t('reportTags.stats.count'),
          key: 'count',
          align: 'right',
          width: 110,
          render: (_, row) => (row.count ? formatCount(row.count.count) : '–'),
        },
        {
          title: t('reportTags.stats.percent'),
          key: 'percent',
          align: 'right',
          width: 90,
          render: (_, row) => formatPercent(row.count?.percent ?? null),
        },
        {
          title: '',
          key: 'actions',
          width: 84,
          render: (_, row) =>
            row.tag ? (
              <span className="tag-table__actions">
                <Tooltip title={t('reportTags.tags.edit', { name: row.tag.name })}>
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('reportTags.tags.edit', { name: row.tag.name })}
                    onClick={(e) => {
                      e.stopPropagation();
                      onEdit(row.tag!);
                    }}
                  />
                </Tooltip>
                <Tooltip title={t('reportTags.tags.remove', { name: row.tag.name })}>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('reportTags.tags.remove', { name: row.tag.name })}
                    onClick={(e) => {
                      e.stopPropagation();
                      onRemove(row.tag!, row.count?.unweightedCount ?? 0);
                    }}
                  />
                </Tooltip>
              </span>
            ) : null,
        },
      ]}
    />
  );
}
