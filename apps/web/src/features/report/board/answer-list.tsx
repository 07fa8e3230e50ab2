import { List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenTextPage } from './board-queries.ts';
import type { FilePart, TextPart } from './part-types.ts';

const PAGE_SIZE = 20;

/**
 * Open answers (or uploaded files) as a paged list: the first page comes with the board, later
 * pages from frequency/open/text, which pages one column under the same filter.
 */
export function AnswerList({
  surveyCode,
  part,
  showLabel,
}: {
  surveyCode: string;
  part: TextPart | FilePart;
  /** Name the column (an "other" text, a form field); a lone open question's title is above already. */
  showLabel: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const later = useOpenTextPage(surveyCode, part.key, page, page > 1);
  const first =
    part.type === 'file'
      ? part.items.map((item) => ({ key: String(item.row), lines: item.files }))
      : part.items.map((item) => ({ key: String(item.row), lines: [item.text] }));
  const items =
    page === 1
      ? first
      : (later.data?.records ?? []).map((record) => ({
          key: record.responseId,
          lines: part.type === 'file' ? record.text.split('\n').filter((line) => line.trim()) : [record.text],
        }));
  return (
    <List
      size="small"
      bordered
      className="board-answers"
      loading={page > 1 && later.isLoading}
      header={showLabel && part.label ? <Typography.Text strong>{part.label}</Typography.Text> : undefined}
      locale={{ emptyText: t('reportBoard.list.empty') }}
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.key}>
          {part.type === 'file' ? (
            <ul className="board-answers__files" aria-label={t('reportBoard.col.files')}>
              {item.lines.map((line) => (
                <li key={line}>{line.split('/').pop()}</li>
              ))}
            </ul>
          ) : (
            <Typography.Text className="board-answers__text">{item.lines[0]}</Typography.Text>
          )}
        </List.Item>
      )}
      pagination={
        part.total > PAGE_SIZE
          ? {
              current: page,
              pageSize: PAGE_SIZE,
              total: part.total,
              size: 'small',
              showSizeChanger: false,
              showTotal: (total) => t('reportBoard.list.total', { total }),
              onChange: setPage,
            }
          : false
      }
    />
  );
}
