import type { WordcloudWordCount } from '@cairn/contract';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** A count as shown: whole numbers as they are, weighted sums to one decimal. */
export const formatCount = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

interface Props {
  words: readonly WordcloudWordCount[];
  selected: string | null;
  onPick(word: string): void;
  onExclude(word: string): void;
  excluding: boolean;
}

/** The ranked words beside the cloud: each word opens its answers; "Exclude" leaves it out. */
export function WordTable({ words, selected, onPick, onExclude, excluding }: Props) {
  const { t } = useTranslation();
  return (
    <section className="wordcloud-table" aria-label={t('reportWordcloud.table.title')}>
      <h3 className="wordcloud__subtitle">{t('reportWordcloud.table.title')}</h3>
      <Table<WordcloudWordCount & { rank: number }>
        size="small"
        scroll={{ x: 'max-content' }}
        rowKey={(w) => `${w.kind}:${w.text}`}
        dataSource={words.map((w, i) => ({ ...w, rank: i + 1 }))}
        pagination={{ pageSize: 15, size: 'small', showSizeChanger: false, hideOnSinglePage: true }}
        rowClassName={(w) => (w.text === selected ? 'wordcloud-table__row--selected' : '')}
        columns={[
          { title: t('reportWordcloud.table.rank'), dataIndex: 'rank', width: 56 },
          {
            title: t('reportWordcloud.table.word'),
            dataIndex: 'text',
            render: (text: string) => (
              <Button
                type="link"
                size="small"
                className="wordcloud-table__word"
                aria-label={t('reportWordcloud.table.showWord', { word: text })}
                aria-pressed={text === selected}
                onClick={() => onPick(text)}
              >
                {text}
              </Button>
            ),
          },
          {
            title: t('reportWordcloud.table.count'),
            dataIndex: 'count',
            align: 'right',
            render: formatCount,
          },
          {
            title: t('reportWordcloud.table.answers'),
            dataIndex: 'answers',
            align: 'right',
            render: formatCount,
          },
          {
            title: t('reportWordcloud.table.percent'),
            dataIndex: 'percent',
            align: 'right',
            render: (value: number) => `${value.toFixed(1)}%`,
          },
          {
            title: t('reportWordcloud.table.actions'),
            key: 'actions',
            width: 72,
            render: (_: unknown, w) => (
              <Button
                size="small"
                danger
                type="text"
                disabled={excluding}
                aria-label={t('reportWordcloud.table.excludeWord', { word: w.text })}
                onClick={() => onExclude(w.text)}
              >
                {t('reportWordcloud.table.exclude')}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
