import type { Lang, Node } from '@cairn/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import type { CanvasItem } from '../../features/design/canvas-items.ts';
import { LogicBadge } from '../../features/logic/logic-badge.tsx';
import { RowContent } from './row-content.tsx';
import type { DesignActions } from './use-design-actions.ts';

export interface CanvasRowProps {
  row: CanvasItem;
  node: Node;
  typeName: string;
  selected: boolean;
  editing: boolean;
  /** A group or loop with nothing in it yet. */
  empty: boolean;
  /** Render the question at once (the first screenful, the selected one). */
  eager: boolean;
  /** The row being dragged (always a drop target, wherever it is). */
  dragged: boolean;
  readOnly: boolean;
  showOptionCodes: boolean;
  lang: Lang;
  actions: DesignActions;
  /** Opens the settings drawer, where the panel is not beside the canvas. */
  onSettings?: (id: number) => void;
}

/**
 * One canvas row, sortable by its handle. This wrapper re-renders on every step of a drag (that
 * is how dnd-kit moves rows); everything inside is memoised and stays put.
 */
export const CanvasRow = memo(function CanvasRow(props: CanvasRowProps) {
  const sortable = useSortable({ id: props.row.id, disabled: props.readOnly });
  const className = [
    'design-row',
    `design-row--${props.row.kind}`,
    `design-row--depth-${Math.min(props.row.depth, 2)}`,
    props.selected ? 'is-selected' : '',
    sortable.isDragging ? 'is-dragging' : '',
  ].join(' ');
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <div ref={sortable.setNodeRef} style={style} className={className} data-row-id={props.row.id}>
      {props.row.kind === 'question' ? <LogicBadge nodeId={props.row.id} /> : null}
      <RowContent
        {...props}
        dragged={false}
        setHandleRef={sortable.setActivatorNodeRef}
        handleAttributes={sortable.attributes}
        handleListeners={sortable.listeners}
      />
    </div>
  );
});
