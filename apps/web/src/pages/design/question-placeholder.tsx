import type { Node } from '@cairn/core';
import { RichText, rendererFor } from '@cairn/survey-ui';

/**
 * What a row shows until it comes near the viewport: the question's number, code and title in
 * survey-ui's own classes, over a block about as tall as the question will be, so the page does
 * not jump when it renders.
 */
export function QuestionPlaceholder({ node, number, frame }: { node: Node; number?: number; frame: string }) {
  const height = Math.min(360, 24 + node.options.length * 48);
  // Structure rows (loop, script) show a badge, not their title; a page break shows its title.
  const titled = frame !== 'structure' || rendererFor(node)?.key === 'page-break';
  return (
    <div className="design-card__question design-card__question--pending" aria-hidden="true">
      <div className="cairn-question">
        <h3 className="cairn-question__title">
          {frame === 'question' && number !== undefined ? (
            <span className="cairn-question__number">{number}.</span>
          ) : null}
          {frame === 'question' && node.code ? (
            <span className="cairn-question__code">{node.code}</span>
          ) : null}
          {titled ? <RichText className="cairn-question__text" html={node.title} /> : null}
        </h3>
        <div className="design-card__pending-body" style={{ height }} />
      </div>
    </div>
  );
}
