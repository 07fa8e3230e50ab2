import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, List, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { highlightPieces } from './highlight.ts';
import { useWordAnswers } from './wordcloud-queries.ts';

interface Props {
  surveyCode: string;
  columnKey: string;
  word: string;
  onClose(): void;
}

/** The answers containing the picked word, newest first, the word marked in each. */
export function WordAnswers({ surveyCode, columnKey, word, onClose }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ word, page: 1 });
  // A new word starts at its first page.
  const current = page.word === word ? page.page : 1;
  const answers = useWordAnswers(surveyCode, columnKey, word, current);
  let body: React.ReactNode;
  if (answers.isPending)
    body = <Skeleton active paragraph={{ rows: 3 }} aria-label={t('reportWordcloud.answers.loading')} />;
  else if (answers.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('reportWordcloud.error')}
        description={isApiError(answers.error) ? answers.error.message : undefined}
        action={<Button onClick={() => void answers.refetch()}>{t('reportWordcloud.retry')}</Button>}
      />
    );
  else if (answers.data.total === 0) body = <Empty description={t('reportWordcloud.answers.empty')} />;
  else
    body = (
      <List
        size="small"
        dataSource={answers.data.records}
        rowKey={(r) => r.responseId}
        pagination={{
          current,
          pageSize: answers.data.pageSize,
          total: answers.data.total,
          size: 'small',
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setPage({ word, page: next }),
        }}
        renderItem={(record) => (
          <List.Item className="wordcloud-answers__item">
            <span>
              {highlightPieces(record.text, record.ranges).map((piece, i) =>
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text, in order
                piece.mark ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>,
              )}
            </span>
          </List.Item>
        )}
      />
    );
  return (
    <section className="wordcloud-answers" aria-live="polite" aria-busy={answers.isFetching}>
      <header className="wordcloud-answers__head">
        <h3 className="wordcloud__subtitle">
          {t('reportWordcloud.answers.title', { word, total: answers.data?.total ?? '…' })}
        </h3>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('reportWordcloud.answers.close')}
          onClick={onClose}
        />
      </header>
      {body}
    </section>
  );
}
