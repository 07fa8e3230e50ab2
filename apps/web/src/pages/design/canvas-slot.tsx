import { memo, useRef } from 'react';
import { CanvasRow, type CanvasRowProps } from './canvas-row.tsx';
import { FarRow } from './far-row.tsx';
import { useNear } from './use-near.ts';

/**
 * A row's place on the canvas: a full row near the viewport (and always for the row being
 * selected, edited or dragged), a light stand-in of the same height elsewhere. The slot itself
 * never changes, so the page keeps its length and scroll position.
 */
export const CanvasSlot = memo(function CanvasSlot(props: CanvasRowProps) {
  const slot = useRef<HTMLDivElement>(null);
  const { near, height } = useNear(slot, props.eager);
  const full = near || props.selected || props.editing || props.dragged;
  return (
    <div ref={slot} className="design-slot">
      {full ? (
        <CanvasRow {...props} />
      ) : (
        <FarRow row={props.row} node={props.node} selected={props.selected} height={height} />
      )}
    </div>
  );
});
