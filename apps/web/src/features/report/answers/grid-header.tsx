// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows absolutely, which table elements cannot do; the ARIA grid roles carry the semantics
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid is one tab stop (aria-activedescendant); rows and cells are not focused one by one
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { AnswerSortKey } from '@cairn/contract';
import type { VirtualItem } from '@tanstack/react-virtual';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { type GridColumn, PINNED_WIDTH, PINNED_WIDTHS, ROW_HEIGHT } from './grid-columns.ts';

export interface HeaderProps {
  columns: readonly GridColumn[];
  visible: readonly VirtualItem[];
  width: number;
  sort: { sort: AnswerSortKey; order: 'asc' | 'desc' };
  onSort(key: AnswerSortKey): void;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll(): void;
}

/** The table's header row: sticky on top, its pinned cells sticky on the left; sortable titles are buttons. */
export function GridHeader({
  columns,
  visible,
  width,
  sort,
  onSort,
  allSelected,
  someSelected,
  onToggleAll,
}: HeaderProps) {
  const { t } = useTranslation();
  const title = (column: GridColumn) => (column.isQuestion ? column.title : t(column.title as never));
  return (
    <div
      className="answer-grid__row answer-grid__head"
      role="row"
      aria-rowindex={1}
      style={{ width, height: ROW_HEIGHT }}
    >
      <div className="answer-grid__pinned">
        <div className="answer-grid__cell" role="columnheader" style={{ width: PINNED_WIDTHS.select }}>
          <Checkbox
            aria-label={t('reportAnswers.col.selectAll')}
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={onToggleAll}
          />
        </div>
        <div className="answer-grid__cell" role="columnheader" style={{ width: PINNED_WIDTHS.id }}>
          {t('reportAnswers.col.id')}
        </div>
        <div className="answer-grid__cell" role="columnheader" style={{ width: PINNED_WIDTHS.status }}>
          {t('reportAnswers.col.status')}
        </div>
      </div>
      <div style={{ width: (visible[0]?.start ?? PINNED_WIDTH) - PINNED_WIDTH, flex: 'none' }} />
      {visible.map((item) => {
        const column = columns[item.index]!;
        const name = title(column);
        const sortKey = column.sortKey;
        const isSorted = sortKey !== undefined && sort.sort === sortKey;
        return (
          <div
            key={column.key}
            className="answer-grid__cell"
            role="columnheader"
            aria-colindex={item.index + 4}
            aria-sort={isSorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
            style={{ width: column.width }}
            title={name}
          >
            {sortKey ? (
              <button
                type="button"
                className="answer-grid__sort"
                aria-label={t('reportAnswers.col.sortBy', { name })}
                onClick={() => onSort(sortKey)}
              >
                <span className="answer-grid__text">{name}</span>
                {isSorted ? sort.order === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : null}
              </button>
            ) : (
              <span className="answer-grid__text">{name}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
