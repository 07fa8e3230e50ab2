import type { Lang, Node } from '@cairn/core';
import { QuestionView } from '@cairn/survey-ui';
import { memo, useLayoutEffect, useRef } from 'react';
import { sameQuestion } from './same-question.ts';

const noop = () => {};

/**
 * The question exactly as respondents see it (survey-ui in design mode). Its answer controls are
 * made inert: the canvas is for arranging, and 300 questions of radios would otherwise be
 * hundreds of tab stops. The title stays live, so clicking it can start editing.
 * Memoised on the node view, which stays the same object while the question is unchanged.
 */
export const QuestionBody = memo(function QuestionBody(props: QuestionBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const body of ref.current?.querySelectorAll<HTMLElement>('.cairn-question__body') ?? [])
      body.inert = true;
  });
  return (
    <div ref={ref} className="design-card__question">
      <QuestionView
        node={props.node}
        value={undefined}
        onChange={noop}
        lang={props.lang}
        mode="design"
        number={props.number}
        showCode
        headingLevel={3}
      />
    </div>
  );
}, sameBody);

interface QuestionBodyProps {
  node: Node;
  number: number | undefined;
  lang: Lang;
}

function sameBody(a: QuestionBodyProps, b: QuestionBodyProps): boolean {
  return a.number === b.number && a.lang === b.lang && sameQuestion(a.node, b.node);
}
