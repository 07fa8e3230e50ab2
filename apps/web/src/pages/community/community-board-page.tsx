import type { ChartType, QuestionBoard } from '@cairn/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fetchCommunityBoard } from '../../features/community/community-calls.ts';
import { AnswerPaging } from '../../features/report/board/answer-list.tsx';
import { QuestionCard } from '../../features/report/board/question-card.tsx';
import { QuestionNav } from '../../features/report/board/question-nav.tsx';
import '../../features/report/board/board.css';

/**
 * /community/{code}/report/frequency: the data board, read-only — the author's question cards over
 * complete responses; a chart type picked here changes this screen only.
 */
export function CommunityBoardPage() {
  const { t } = useTranslation();
  const code = useParams().surveyCode ?? '';
  const board = useQuery({
    queryKey: ['community', code, 'board'],
    queryFn: () => fetchCommunityBoard(code),
  });
  const [charts, setCharts] = useState<Record<number, ChartType>>({});
  const head = (
    <div className="board-head">
      <h2 className="board-head__title">{t('reportBoard.title')}</h2>
      {board.data ? (
        <span className="board-head__total" data-testid="board-total">
          {t('reportBoard.total', { total: board.data.total })}
        </span>
      ) : null}
    </div>
  );
  if (board.isPending)
    return (
      <section className="board" aria-busy="true">
        {head}
        <Skeleton active paragraph={{ rows: 8 }} aria-label={t('reportBoard.loading')} />
      </section>
    );
  if (board.isError)
    return (
      <section className="board">
        {head}
        <Alert
          type="error"
          showIcon
          title={t('reportBoard.loadError')}
          action={<Button onClick={() => void board.refetch()}>{t('reportBoard.retry')}</Button>}
        />
      </section>
    );
  const questions: QuestionBoard[] = board.data.questions.map((q) => ({
    ...q,
    chartType: charts[q.nodeId] ?? q.chartType,
  }));
  return (
    <section className="board">
      {head}
      {questions.length > 0 && board.data.total === 0 ? (
        <Alert type="info" showIcon className="board-note" title={t('reportBoard.noAnswers')} />
      ) : null}
      {questions.length === 0 ? (
        <Empty description={t('reportBoard.empty')} />
      ) : (
        <AnswerPaging.Provider value={false}>
          <div className="board-body">
            <QuestionNav questions={questions} />
            <div className="board-cards">
              {questions.map((question) => (
                <QuestionCard
                  key={question.nodeId}
                  surveyCode={code}
                  question={question}
                  weighted={false}
                  onChartType={(next) => setCharts({ ...charts, [question.nodeId]: next })}
                />
              ))}
            </div>
          </div>
        </AnswerPaging.Provider>
      )}
    </section>
  );
}
