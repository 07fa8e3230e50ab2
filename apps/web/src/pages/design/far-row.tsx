import type { Node } from '@cairn/core';
import { RichText, rendererFor } from '@cairn/survey-ui';
import { memo } from 'react';
import type { CanvasItem } from '../../features/design/canvas-items.ts';

/**
 * A row far from the viewport: the same classes, number, code and title as the full row, at the
 * height the full row had, and nothing else (no handle, no tools, no question, not sortable).
 */
export const FarRow = memo(function FarRow(props: {
  row: CanvasItem;
  node: Node;
  selected: boolean;
  height: number | undefined;
}) {
  const { row, node } = props;
  const frame = row.kind === 'group' ? 'group' : (rendererFor(node)?.frame ?? 'question');
  const titled = frame !== 'structure' || rendererFor(node)?.key === 'page-break';
  const estimate = row.kind === 'group' ? 56 : Math.min(400, 80 + node.options.length * 48);
  return (
    <div
      className={`design-row design-row--${row.kind} design-row--depth-${Math.min(row.depth, 2)} is-far${props.selected ? ' is-selected' : ''}`}
      data-row-id={row.id}
      style={{ height: props.height ?? estimate }}
      aria-hidden="true"
    >
      <div className="design-card">
        {row.kind === 'group' ? (
          <RichText className="design-group__title-text" html={node.title} />
        ) : (
          <div className="cairn-question">
            <h3 className="cairn-question__title">
              {frame === 'question' && row.number !== undefined ? (
                <span className="cairn-question__number">{row.number}.</span>
              ) : null}
              {frame === 'question' && node.code ? (
                <span className="cairn-question__code">{node.code}</span>
              ) : null}
              {titled ? <RichText className="cairn-question__text" html={node.title} /> : null}
            </h3>
          </div>
        )}
      </div>
    </div>
  );
});
