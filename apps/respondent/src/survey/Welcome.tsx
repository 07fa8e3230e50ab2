import { RichText } from '@cairn/survey-ui';

/** The survey's welcome page (settings.welcome) before the first question. */
export function Welcome(props: { title: string; html: string; start: string; onStart: () => void }) {
  return (
    <main className="cairn-page respond-welcome">
      <h1 className="respond-title">{props.title}</h1>
      <RichText as="div" className="respond-welcome__text" html={props.html} />
      <button type="button" className="cairn-button cairn-button--primary" onClick={props.onStart}>
        {props.start}
      </button>
    </main>
  );
}
