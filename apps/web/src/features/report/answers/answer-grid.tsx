// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid positions its rows absolutely, which table elements cannot do; the ARIA grid roles carry the semantics
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid is one tab stop (aria-activedescendant); rows and cells are not focused one by one
// biome-ignore-all lint/a11y/useKeyWithClickEvents: rows are reached from the grid's own key handler (Enter opens the active row)
import type { AnswerRow, AnswerSortKey } from '@cairn/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortId } from './answer-format.ts';
import { type GridColumn, moveActive, PINNED_WIDTH, PINNED_WIDTHS, ROW_HEIGHT } from './grid-columns.ts';
import { GridHeader } from './grid-header.tsx';
import { StatusTag } from './status-tag.tsx';

export interface AnswerGridProps {
  rows: readonly AnswerRow[];
  total: number;
  columns: readonly GridColumn[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  onToggleAll(): void;
  sort: { sort: AnswerSortKey; order: 'asc' | 'desc' };
  onSort(key: AnswerSortKey): void;
  onOpen(id: string): void;
}

/**
 * The response table: rows AND columns virtualised (@tanstack/react-virtual), so only what is on
 * screen is in the DOM however many responses × questions there are. The header sticks to the
 * top, selection / id / status stick to the left. One tab stop: arrow keys, Page Up/Down,
 * Home/End move the active row, Enter opens it, Space selects it.
 */
export function AnswerGrid(props: AnswerGridProps) {
  const { rows, columns, hasMore, isLoadingMore, loadMore, selected, onToggle, onOpen } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = rows.length + (hasMore ? 1 : 0);
  const rowV = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // The sticky header takes the first row's height.
    scrollMargin: ROW_HEIGHT,
    scrollPaddingStart: ROW_HEIGHT,
  });
  const colV = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => columns[i]?.width ?? 160,
    overscan: 3,
    scrollMargin: PINNED_WIDTH,
  });
  // Widths are estimates per column index: new question columns must be measured again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: columns is the trigger, not a value read
  useEffect(() => colV.measure(), [columns, colV]);
  const visibleRows = rowV.getVirtualItems();
  const visibleCols = colV.getVirtualItems();
  const width = PINNED_WIDTH + colV.getTotalSize();
  const lastVisible = visibleRows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (hasMore && !isLoadingMore && lastVisible >= rows.length - 1) loadMore();
  }, [hasMore, isLoadingMore, lastVisible, rows.length, loadMore]);
  const activeRow = rows[Math.min(active, rows.length - 1)];
  const leftPad = (visibleCols[0]?.start ?? PINNED_WIDTH) - PINNED_WIDTH;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 2);
    const next = moveActive(active, event.key, rows.length, pageRows);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      rowV.scrollToIndex(next);
    } else if (activeRow && event.key === 'Enter') {
      event.preventDefault();
      onOpen(activeRow.id);
    } else if (activeRow && event.key === ' ') {
      event.preventDefault();
      onToggle(activeRow.id);
    }
  };

  return (
    <div
      ref={scrollRef}
      className="answer-grid"
      role="grid"
      tabIndex={0}
      aria-label={t('reportAnswers.grid.label')}
      aria-rowcount={props.total + 1}
      aria-colcount={columns.length + 3}
      aria-activedescendant={activeRow ? `answer-row-${activeRow.id}` : undefined}
      onKeyDown={onKeyDown}
    >
      <div style={{ width, height: ROW_HEIGHT + rowV.getTotalSize(), position: 'relative' }}>
        <GridHeader
          columns={columns}
          visible={visibleCols}
          width={width}
          sort={props.sort}
          onSort={props.onSort}
          allSelected={rows.length > 0 && rows.every((row) => selected.has(row.id))}
          someSelected={selected.size > 0}
          onToggleAll={props.onToggleAll}
        />
        {visibleRows.map((item) => {
          const row = rows[item.index];
          const style = { width, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` };
          if (!row) {
            return (
              <div key="more" className="answer-grid__row answer-grid__more" style={style} role="row">
                <div className="answer-grid__pinned answer-grid__cell" role="gridcell">
                  {t('reportAnswers.grid.loadingMore')}
                </div>
              </div>
            );
          }
          const isSelected = selected.has(row.id);
          const className = `answer-grid__row${item.index === active ? ' is-active' : ''}${isSelected ? ' is-selected' : ''}`;
          return (
            <div
              key={row.id}
              id={`answer-row-${row.id}`}
              className={className}
              style={style}
              role="row"
              aria-rowindex={item.index + 2}
              aria-selected={isSelected}
              onClick={() => {
                setActive(item.index);
                onOpen(row.id);
              }}
            >
              <div className="answer-grid__pinned">
                <div className="answer-grid__cell" role="gridcell" style={{ width: PINNED_WIDTHS.select }}>
                  <Checkbox
                    tabIndex={-1}
                    aria-label={t('reportAnswers.col.selectRow', { id: shortId(row.id) })}
                    checked={isSelected}
                    onClick={(event) => event.stopPropagation()}
                    onChange={() => onToggle(row.id)}
                  />
                </div>
                <div
                  className="answer-grid__cell answer-grid__id"
                  role="gridcell"
                  style={{ width: PINNED_WIDTHS.id }}
                  title={row.id}
                >
                  {shortId(row.id)}
                </div>
                <div className="answer-grid__cell" role="gridcell" style={{ width: PINNED_WIDTHS.status }}>
                  <StatusTag status={row.status} />
                </div>
              </div>
              <div style={{ width: leftPad, flex: 'none' }} />
              {visibleCols.map((col) => {
                const column = columns[col.index]!;
                const text = column.text(row, t);
                return (
                  <div
                    key={column.key}
                    className="answer-grid__cell"
                    role="gridcell"
                    aria-colindex={col.index + 4}
                    style={{ width: column.width }}
                    title={text}
                  >
                    <span className="answer-grid__text">{text}</span>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
