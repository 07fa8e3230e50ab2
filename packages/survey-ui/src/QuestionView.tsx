import { type ReactNode, useId } from 'react';
import { FieldAriaContext } from './field-aria.tsx';
import { Issues } from './Issues.tsx';
import { OptionCodesContext } from './OptionCode.tsx';
import { RichText } from './RichText.tsx';
import { rendererFor } from './registry.tsx';
import { textsFor } from './texts.ts';
import type { QuestionProps } from './types.ts';

export interface QuestionViewProps extends Omit<QuestionProps<unknown>, 'titleId'> {
  /** The question's number on screen (the runtime numbers visible questions). */
  number?: string | number;
  /** Shows the question code (Q1 ...) as a badge, for the designer and test runs. */
  showCode?: boolean;
  /** The title's heading level where the page around it needs another (2 by default). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Shown in place of the title text (number, code badge and required mark stay): the designer
   * puts its inline title editor here, so editing happens where the title is.
   */
  titleSlot?: ReactNode;
  /**
   * False: the answer controls are shown but cannot be used or focused (`inert`), as on the
   * design canvas, where 300 questions of radios would otherwise be hundreds of tab stops.
   * The title (and `titleSlot`) stays live.
   */
  interactive?: boolean;
  /** Shows each option's, row's and column's code beside its title (designer preference). */
  showOptionCodes?: boolean;
}

/**
 * A question with its frame: number, code badge, title, required mark, description (rich text in
 * `setting.description`), the type's renderer and the answer issues. Types frame themselves
 * differently (see `Frame`): text is only its content, countdown has a title but no number,
 * script/loop/page break appear in the designer only.
 */
export function QuestionView(props: QuestionViewProps) {
  const titleId = useId();
  const {
    node,
    number,
    showCode,
    headingLevel = 2,
    titleSlot,
    interactive = true,
    showOptionCodes = false,
    ...rest
  } = props;
  const mode = props.mode ?? 'respond';
  const entry = rendererFor(node);
  if (!entry) return null;
  const { Component } = entry;
  const issues = props.issues ?? [];
  const issuesId = `${titleId}-issues`;
  const describedBy = issues.length > 0 ? issuesId : undefined;
  const body = (
    <OptionCodesContext.Provider value={showOptionCodes}>
      <FieldAriaContext.Provider
        value={{ describedBy, whole: issues.some((found) => found.path.length === 0) }}
      >
        <Component {...rest} node={node} titleId={titleId} />
      </FieldAriaContext.Provider>
    </OptionCodesContext.Provider>
  );
  // Structure and content frames hold no answer controls (their body is their title), so only
  // the question frame's body is made inert.
  const inert = interactive ? undefined : true;
  const modeClass = mode === 'design' ? ' cairn-question--design' : '';
  if (entry.frame === 'structure') {
    return mode === 'design' ? (
      <div className={`cairn-question cairn-question--structure${modeClass}`}>{titleSlot ?? body}</div>
    ) : null;
  }
  if (entry.frame === 'content') {
    return <div className={`cairn-question cairn-question--content${modeClass}`}>{titleSlot ?? body}</div>;
  }
  const t = textsFor(props.lang);
  const isQuestion = entry.frame === 'question';
  const required = isQuestion && node.setting.required === true;
  const description = typeof node.setting.description === 'string' ? node.setting.description : '';
  // An editor is not phrasing content, so with a slot the title line is a div, not a heading.
  const Heading = titleSlot ? 'div' : (`h${headingLevel}` as const);
  return (
    <section
      className={`cairn-question cairn-question--${entry.key}${issues.length > 0 ? ' is-invalid' : ''}${modeClass}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-node-id={node.id}
    >
      <Heading id={titleId} className={`cairn-question__title${titleSlot ? ' has-slot' : ''}`}>
        {isQuestion && number !== undefined ? (
          <span className="cairn-question__number">{number}.</span>
        ) : null}
        {isQuestion && showCode && node.code ? (
          <span className="cairn-question__code">{node.code}</span>
        ) : null}
        {titleSlot ?? <RichText className="cairn-question__text" html={node.title} />}
        {required ? (
          <>
            <span className="cairn-required" aria-hidden="true">
              *
            </span>
            <span className="cairn-visually-hidden">({t.required})</span>
          </>
        ) : null}
      </Heading>
      {description ? <RichText as="div" className="cairn-question__description" html={description} /> : null}
      <div className="cairn-question__body" inert={inert}>
        {body}
      </div>
      {isQuestion ? <Issues id={issuesId} issues={issues} lang={props.lang} /> : null}
    </section>
  );
}
