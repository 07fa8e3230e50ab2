import { memo, useRef, useState } from 'react';
import { CanvasRow, type CanvasRowProps } from './canvas-row.tsx';
import { FarRow } from './far-row.tsx';
import { type DropWatch, watchDrop } from './just-dropped.ts';
import { useNear } from './use-near.ts';

/**
 * A row's place on the canvas: a full row near the viewport (and always for the row being
 * selected, edited or dragged), a light stand-in of the same height elsewhere. The slot itself
 * never changes, so the page keeps its length and scroll position.
 */
export const CanvasSlot = memo(function CanvasSlot(props: CanvasRowProps) {
  const slot = useRef<HTMLDivElement>(null);
  const { near, height } = useNear(slot, props.eager);
  const justDropped = useJustDropped(props.dragged, near);
  const full = near || props.selected || props.editing || props.dragged || justDropped;
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

/** Whether this row was just dropped and its slot has not reported since (`watchDrop`). */
function useJustDropped(dragged: boolean, near: boolean): boolean {
  const [watch, setWatch] = useState<DropWatch>({ dragged, near, justDropped: false });
  const next = watchDrop(watch, dragged, near);
  // Adjusting state while rendering: React's pattern for state that follows changing props.
  if (next !== watch) setWatch(next);
  return next.justDropped;
}
