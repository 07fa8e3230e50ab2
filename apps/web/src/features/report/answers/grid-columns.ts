import type { AnswerNode, AnswerRow, AnswerSortKey } from '@cairn/contract';
import type { TFunction } from 'i18next';
import { deviceLabel } from '../device-label.ts';
import { formatDuration, formatTime } from './answer-format.ts';

/**
 * The scrolling columns of the response table as data: the response's metadata, then one column
 * per question. The pinned columns (selection, id, status) are drawn apart; see answer-grid.tsx.
 */
export interface GridColumn {
  key: string;
  /** A locale key (metadata) or the question's "code title" (questions). */
  title: string;
  isQuestion: boolean;
  width: number;
  sortKey?: AnswerSortKey;
  /** `t` for values shown in words (the device); the columns themselves do not change with the language. */
  text(row: AnswerRow, t: TFunction): string;
}

export const ROW_HEIGHT = 40;
/** Status fits its longest tag ("Screened out", 被甄别) with the cell's padding; 88 cut it off. */
export const PINNED_WIDTHS = { select: 40, id: 96, status: 120 } as const;
export const PINNED_WIDTH = PINNED_WIDTHS.select + PINNED_WIDTHS.id + PINNED_WIDTHS.status;
const QUESTION_WIDTH = 200;

const META: GridColumn[] = [
  {
    key: 'submittedAt',
    title: 'reportAnswers.col.submittedAt',
    isQuestion: false,
    width: 160,
    sortKey: 'submittedAt',
    text: (row) => formatTime(row.submittedAt),
  },
  {
    key: 'duration',
    title: 'reportAnswers.col.duration',
    isQuestion: false,
    width: 110,
    sortKey: 'duration',
    text: (row) => formatDuration(row.durationMs),
  },
  {
    key: 'source',
    title: 'reportAnswers.col.source',
    isQuestion: false,
    width: 120,
    sortKey: 'source',
    text: (row) => [row.source, row.channel].filter(Boolean).join(' / ') || '—',
  },
  {
    key: 'device',
    title: 'reportAnswers.col.device',
    isQuestion: false,
    width: 90,
    text: (row, t) => deviceLabel(row.device, t),
  },
  {
    key: 'ip',
    title: 'reportAnswers.col.ip',
    isQuestion: false,
    width: 130,
    sortKey: 'ip',
    text: (row) => row.ip ?? '—',
  },
];

export function gridColumns(nodes: readonly AnswerNode[]): GridColumn[] {
  return [
    ...META,
    ...nodes.map(
      (node): GridColumn => ({
        key: `q${node.nodeId}`,
        title: [node.code, node.title].filter(Boolean).join(' '),
        isQuestion: true,
        width: QUESTION_WIDTH,
        text: (row) => row.values[node.nodeId] ?? '',
      }),
    ),
  ];
}

/** Next sort after a click on a sortable header: a new key starts descending, the same key flips. */
export function nextSort(
  current: { sort: AnswerSortKey; order: 'asc' | 'desc' },
  key: AnswerSortKey,
): { sort: AnswerSortKey; order: 'asc' | 'desc' } {
  if (current.sort !== key) return { sort: key, order: 'desc' };
  return { sort: key, order: current.order === 'desc' ? 'asc' : 'desc' };
}

/** The row the keyboard moves to, kept inside the table. */
export function moveActive(active: number, key: string, count: number, pageRows: number): number | null {
  if (count === 0) return null;
  const steps: Record<string, number> = {
    ArrowDown: 1,
    ArrowUp: -1,
    PageDown: pageRows,
    PageUp: -pageRows,
    Home: -count,
    End: count,
  };
  const step = steps[key];
  if (step === undefined) return null;
  return Math.min(count - 1, Math.max(0, active + step));
}
