import { useId, useLayoutEffect, useRef, useState } from 'react';

/** Lines a title keeps before "show more": a 200-character title would fill a phone's first screen. */
export const TITLE_LINES = 3;

/**
 * The survey's title, clamped to TITLE_LINES lines with a button to show the rest when it does
 * not fit (measured, so a short title gets no button at any width). Screen readers read it whole.
 */
export function SurveyTitle(props: { title: string; small?: boolean; more: string; less: string }) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the title changes
  useLayoutEffect(() => {
    const measure = () => {
      const heading = ref.current;
      if (heading?.classList.contains('is-clamped'))
        setOverflows(heading.scrollHeight > heading.clientHeight + 1);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [props.title, expanded]);
  return (
    <div className="respond-title-block">
      <h1
        ref={ref}
        id={id}
        className={`respond-title${props.small ? ' respond-title--small' : ''}${expanded ? '' : ' is-clamped'}`}
      >
        {props.title}
      </h1>
      {overflows ? (
        <button
          type="button"
          className="respond-title__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? props.less : props.more}
        </button>
      ) : null}
    </div>
  );
}
