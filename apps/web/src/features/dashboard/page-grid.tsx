import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { ChartFigures, DashboardChart, GridItem } from '@cairn/contract';
import { DASHBOARD_GRID_COLUMNS } from '@cairn/contract';
import ReactGridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import { ChartCard } from './chart-card.tsx';
import { changedItems, placementsOf } from './layout-diff.ts';

/** Below this width the grid becomes one column in the saved order (a phone reads down). */
const STACK_WIDTH = 640;
const ROW_HEIGHT = 40;

interface Props {
  charts: DashboardChart[];
  figures: Map<number, ChartFigures>;
  editing: boolean;
  onLayout?(items: { id: number; layout: GridItem }[]): void;
  onEdit?(chart: DashboardChart): void;
  onCopy?(chart: DashboardChart): void;
  onRemove?(chart: DashboardChart): void;
}

/**
 * The page's charts on a 12-column grid (react-grid-layout 2): dragged by their title and resized
 * from the corner while editing; the layout is saved once a drag or resize stops.
 */
export function PageGrid({ charts, figures, editing, onLayout, onEdit, onCopy, onRemove }: Props) {
  const { width, containerRef, mounted } = useContainerWidth();
  const stacked = mounted && width < STACK_WIDTH;
  const card = (chart: DashboardChart) => (
    <ChartCard
      chart={chart}
      figures={figures.get(chart.id)}
      editing={editing && !stacked}
      onEdit={() => onEdit?.(chart)}
      onCopy={() => onCopy?.(chart)}
      onRemove={() => onRemove?.(chart)}
    />
  );
  const stop = (layout: Layout) => {
    const items = changedItems(charts, layout);
    if (items.length > 0) onLayout?.(items);
  };
  return (
    <div ref={containerRef} className="dash-grid">
      {mounted && stacked && (
        <div className="dash-stack">
          {[...charts]
            .sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x)
            .map((chart) => (
              <div
                key={chart.id}
                className="dash-stack__item"
                style={{ height: Math.max(4, chart.layout.h) * ROW_HEIGHT }}
              >
                {card(chart)}
              </div>
            ))}
        </div>
      )}
      {mounted && !stacked && (
        <ReactGridLayout
          width={width}
          layout={placementsOf(charts)}
          gridConfig={{ cols: DASHBOARD_GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [12, 12] }}
          dragConfig={{ enabled: editing, handle: '.dash-card__head--drag', cancel: 'button' }}
          resizeConfig={{ enabled: editing, handles: ['se'] }}
          onDragStop={stop}
          onResizeStop={stop}
        >
          {charts.map((chart) => (
            <div key={String(chart.id)}>{card(chart)}</div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
