import { Alert, Button, Empty, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBoard, useChartType } from '../../features/report/board/board-queries.ts';
import { QuestionCard } from '../../features/report/board/question-card.tsx';
import { QuestionNav } from '../../features/report/board/question-nav.tsx';
import { useActiveScheme } from '../../features/report/weighting/weighting-queries.ts';
import '../../features/report/board/board.css';

/**
 * /project/{code}/report/frequency: every question's figures and chart, under the selected filter;
 * weighted by the survey's active weighting scheme when the switch is on.
 */
export function ReportBoardPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const [wantWeighted, setWeighted] = useState(false);
  // "Weighted" means the survey's active scheme: without one the switch is off and disabled.
  const { active } = useActiveScheme(code);
  const weighted = wantWeighted && !!active;
  const board = useBoard(code, weighted);
  const chartType = useChartType(code, weighted);

  const head = (
    <div className="board-head">
      <h2 className="board-head__title">{t('reportBoard.title')}</h2>
      {board.data ? (
        <span className="board-head__total" data-testid="board-total">
          {t('reportBoard.total', { total: board.data.total })}
        </span>
      ) : null}
      <span className="board-head__weighted">
        <Switch
          id="board-weighted"
          size="small"
          checked={weighted}
          disabled={!active}
          onChange={setWeighted}
          aria-describedby="board-weighted-hint"
        />
        <label htmlFor="board-weighted">{t('reportBoard.weighted')}</label>
        <span id="board-weighted-hint" className="board-head__hint">
          {active
            ? t('reportCross.controls.schemeName', { name: active.name })
            : t('reportCross.controls.noScheme')}
        </span>
      </span>
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
  const { questions } = board.data;
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
                surveyCode={code}
                question={question}
                weighted={board.data.weighted}
                onChartType={(next) =>
                  chartType.mutate({ nodeId: question.nodeId, chartType: next, previous: question.chartType })
                }
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
