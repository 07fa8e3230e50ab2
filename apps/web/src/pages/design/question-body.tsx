import type { Lang, Node } from '@cairn/core';
import { QuestionView } from '@cairn/survey-ui';
import { memo, type ReactNode } from 'react';
import { sameQuestion } from './same-question.ts';

const noop = () => {};

/**
 * The question exactly as respondents see it (survey-ui in design mode, not interactive: the
 * canvas is for arranging, and 300 questions of radios would otherwise be hundreds of tab
 * stops). The title stays live, so clicking it can start editing; while editing, the title
 * editor stands in the title's place (`titleSlot`). Memoised on the node view, which stays the
 * same object while the question is unchanged.
 */
export const QuestionBody = memo(function QuestionBody(props: QuestionBodyProps) {
  return (
    <div className="design-card__question">
      <QuestionView
        node={props.node}
        value={undefined}
        onChange={noop}
        lang={props.lang}
        mode="design"
        interactive={false}
        number={props.number}
        showCode
        showOptionCodes={props.showOptionCodes}
        titleSlot={props.titleSlot}
        headingLevel={3}
      />
    </div>
  );
}, sameBody);

interface QuestionBodyProps {
  node: Node;
  number: number | undefined;
  lang: Lang;
  showOptionCodes: boolean;
  /** The inline title editor while the title is being edited. */
  titleSlot?: ReactNode;
}

function sameBody(a: QuestionBodyProps, b: QuestionBodyProps): boolean {
  return (
    a.number === b.number &&
    a.lang === b.lang &&
    a.showOptionCodes === b.showOptionCodes &&
    a.titleSlot === b.titleSlot &&
    sameQuestion(a.node, b.node)
  );
}
