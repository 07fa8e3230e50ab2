import type { ChartType, FrequencyBoard, QuestionBoard } from '@cairn/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard } from './question-card.tsx';
import { QuestionNav } from './question-nav.tsx';
import './board.css';

interface Props {
  surveyCode: string;
  /** The board's query: the author's (report) or the client's (community). */
  board: UseQueryResult<FrequencyBoard>;
  /** What the head carries beside the title and total (the report's weighting switch). */
  headExtra?: ReactNode;
  /** A chart type picked on this screen, shown over the board's stored one. */
  chartOf?: (question: QuestionBoard) => ChartType;
  onChartType: (question: QuestionBoard, next: ChartType) => void;
}

/**
 * The data board's body, shared by the report's frequency page and the client community's: the
 * head with the total, the loading, error and empty states, the question navigation and cards.
 */
export function BoardBody({ surveyCode, board, headExtra, chartOf, onChartType }: Props) {
  const { t } = useTranslation();
  const head = (
    <div className="board-head">
      <h2 className="board-head__title">{t('reportBoard.title')}</h2>
      {board.data ? (
        <span className="board-head__total" data-testid="board-total">
          {t('reportBoard.total', { total: board.data.total })}
        </span>
      ) : null}
      {headExtra}
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
  const questions = chartOf
    ? board.data.questions.map((q) => ({ ...q, chartType: chartOf(q) }))
    : board.data.questions;
  return (
    <section className="board">
      {head}
      {questions.length > 0 && board.data.total === 0 ? (
        <Alert type="info" showIcon className="board-note" title={t('reportBoard.noAnswers')} />
      ) : null}
      {questions.length === 0 ? (
        <Empty description={t('reportBoard.empty')} />
      ) : (
        <div className="board-body">
          <QuestionNav questions={questions} />
          <div className="board-cards">
            {questions.map((question) => (
              <QuestionCard
                key={question.nodeId}
                surveyCode={surveyCode}
                question={question}
                weighted={board.data.weighted}
                onChartType={(next) => onChartType(question, next)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
