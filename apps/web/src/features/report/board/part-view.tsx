import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerList } from './answer-list.tsx';
import { type ChartLabels, chartDataOf } from './chart-data.ts';
import { MultipleGridTable, MultipleTable, SingleGridTable, SingleTable } from './choice-tables.tsx';
import type { BoardPart, ChartType } from './part-types.ts';
import { QuestionChart } from './question-chart.tsx';
import { MaxDiffTable, NpsTable, NumericTable, RankTable } from './stat-tables.tsx';

/** Tables with many columns: their chart goes below them rather than beside. */
const WIDE = new Set<BoardPart['type']>(['single-grid', 'multiple-grid', 'multiple', 'max-diff']);

function PartTable({
  surveyCode,
  nodeId,
  part,
  showLabel,
}: {
  surveyCode: string;
  nodeId: number;
  part: BoardPart;
  showLabel: boolean;
}) {
  switch (part.type) {
    case 'single':
      return <SingleTable part={part} />;
    case 'multiple':
      return <MultipleTable part={part} />;
    case 'single-grid':
      return <SingleGridTable part={part} />;
    case 'multiple-grid':
      return <MultipleGridTable part={part} />;
    case 'numeric':
      return <NumericTable part={part} />;
    case 'nps':
      return <NpsTable part={part} />;
    case 'rank':
      return <RankTable part={part} />;
    case 'max-diff':
      return <MaxDiffTable part={part} />;
    default:
      return <AnswerList surveyCode={surveyCode} nodeId={nodeId} part={part} showLabel={showLabel} />;
  }
}

interface Props {
  surveyCode: string;
  nodeId: number;
  part: BoardPart;
  chartType: ChartType;
  /** The question's title, naming the chart for screen readers. */
  title: string;
  /** Whether the base is empty: nothing to draw. */
  isEmpty: boolean;
  /** The question has several parts, so each names its column. */
  isOneOfMany: boolean;
}

/** One part of a question's report: its table, and its chart unless "table only" or nothing to draw. */
export function PartView({ surveyCode, nodeId, part, chartType, title, isEmpty, isOneOfMany }: Props) {
  const { t } = useTranslation();
  const data = useMemo(() => {
    const labels: ChartLabels = {
      count: t('reportBoard.col.count'),
      nps: {
        promoters: t('reportBoard.col.promoters'),
        passives: t('reportBoard.col.passives'),
        detractors: t('reportBoard.col.detractors'),
      },
      meanRank: t('reportBoard.col.meanRank'),
      best: t('reportBoard.col.best'),
      worst: t('reportBoard.col.worst'),
      unnamed: (value) => t('reportBoard.col.unnamed', { value }),
    };
    return chartDataOf(part, labels);
  }, [part, t]);
  const drawn = chartType !== 'table' && data !== null && !isEmpty;
  return (
    <div
      className={`board-part${drawn ? ' board-part--chart' : ''}${WIDE.has(part.type) ? ' board-part--wide' : ''}`}
    >
      <div className="board-part__table">
        <PartTable surveyCode={surveyCode} nodeId={nodeId} part={part} showLabel={isOneOfMany} />
      </div>
      {drawn ? (
        <div className="board-part__chart">
          <QuestionChart type={chartType} data={data} title={title} />
        </div>
      ) : null}
    </div>
  );
}
