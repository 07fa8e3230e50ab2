import type { ChartType } from '@cairn/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fetchCommunityBoard } from '../../features/community/community-calls.ts';
import { AnswerPaging } from '../../features/report/board/answer-list.tsx';
import { BoardBody } from '../../features/report/board/board-body.tsx';

/**
 * /community/{code}/report/frequency: the data board, read-only — the author's question cards over
 * complete responses; a chart type picked here changes this screen only.
 */
export function CommunityBoardPage() {
  const code = useParams().surveyCode ?? '';
  const board = useQuery({
    queryKey: ['community', code, 'board'],
    queryFn: () => fetchCommunityBoard(code),
  });
  const [charts, setCharts] = useState<Record<number, ChartType>>({});
  return (
    <AnswerPaging.Provider value={false}>
      <BoardBody
        surveyCode={code}
        board={board}
        chartOf={(q) => charts[q.nodeId] ?? q.chartType}
        onChartType={(q, next) => setCharts({ ...charts, [q.nodeId]: next })}
      />
    </AnswerPaging.Provider>
  );
}
