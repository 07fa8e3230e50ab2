import { RichText } from '@cairn/survey-ui';
import { SurveyTitle } from './SurveyTitle.tsx';

/** The survey's welcome page (settings.welcome) before the first question. */
export function Welcome(props: {
  title: string;
  html: string;
  start: string;
  onStart: () => void;
  more: string;
  less: string;
}) {
  return (
    <main className="cairn-page respond-welcome">
      <SurveyTitle title={props.title} more={props.more} less={props.less} />
      <RichText as="div" className="respond-welcome__text" html={props.html} />
      <button type="button" className="cairn-button cairn-button--primary" onClick={props.onStart}>
        {props.start}
      </button>
    </main>
  );
}
