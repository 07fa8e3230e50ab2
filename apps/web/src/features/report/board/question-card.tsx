import type { ChartType, QuestionBoard } from '@cairn/contract';
import { Card, Segmented, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from './format.ts';
import { withShortLabels } from './part-labels.ts';
import { CHART_TYPES } from './part-types.ts';
import { PartView } from './part-view.tsx';

interface Props {
  surveyCode: string;
  question: QuestionBoard;
  weighted: boolean;
  onChartType: (chartType: ChartType) => void;
}

/** The kinds whose parts are lists, not figures: no chart to choose. */
const LIST_KINDS = new Set(['text', 'file']);

/** One question of the board: code, title, base (weighted when weighting is on), chart type, parts. */
export function QuestionCard({ surveyCode, question, weighted, onChartType }: Props) {
  const { t } = useTranslation();
  const base = question.base;
  const baseText =
    base === null
      ? null
      : weighted
        ? t('reportBoard.weightedBase', { n: formatCount(base), rows: formatCount(question.unweightedBase) })
        : t('reportBoard.base', { n: formatCount(base) });
  const isEmpty = base === 0;
  const parts = useMemo(
    () => withShortLabels(question.parts, question.code, question.title),
    [question.parts, question.code, question.title],
  );
  const headingId = `board-q-${question.nodeId}-title`;
  return (
    <Card
      id={`board-q-${question.nodeId}`}
      className="board-card"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid={`board-card-${question.code}`}
      title={
        <div className="board-card__head">
          <Tag color="cyan">{question.code}</Tag>
          <Typography.Text
            id={headingId}
            className="board-card__title"
            ellipsis={{ tooltip: question.title }}
          >
            {question.title}
          </Typography.Text>
        </div>
      }
      extra={baseText ? <span className="board-card__base">{baseText}</span> : null}
    >
      {LIST_KINDS.has(question.kind) ? null : (
        <Segmented
          className="board-card__chart-type"
          size="small"
          aria-label={t('reportBoard.chart.label')}
          value={question.chartType}
          onChange={(value) => onChartType(value as ChartType)}
          options={CHART_TYPES.map((type) => ({ value: type, label: t(`reportBoard.chart.${type}`) }))}
        />
      )}
      {parts.length === 0 || isEmpty ? <p className="board-card__empty">{t('reportBoard.dash')}</p> : null}
      {isEmpty
        ? null
        : parts.map((part, i) => (
            <PartView
              // Parts have no id of their own; their order is fixed by the question's columns.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              surveyCode={surveyCode}
              nodeId={question.nodeId}
              part={part}
              chartType={question.chartType}
              title={`${question.code} ${question.title}`}
              isEmpty={isEmpty}
              isOneOfMany={parts.length > 1}
            />
          ))}
    </Card>
  );
}
