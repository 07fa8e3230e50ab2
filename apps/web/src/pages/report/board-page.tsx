import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BoardBody } from '../../features/report/board/board-body.tsx';
import { useBoard, useChartType } from '../../features/report/board/board-queries.ts';
import { useActiveScheme } from '../../features/report/weighting/weighting-queries.ts';

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
  const weightedSwitch = (
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
  );
  return (
    <BoardBody
      surveyCode={code}
      board={board}
      headExtra={weightedSwitch}
      onChartType={(question, next) =>
        chartType.mutate({ nodeId: question.nodeId, chartType: next, previous: question.chartType })
      }
    />
  );
}
