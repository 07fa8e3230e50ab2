import type { StyleSaved, StyleUpdateBody } from '@cairn/contract';

/**
 * Sends the theme tab's edits one at a time, in order, so answers cannot overtake each other
 * (two quick colour picks must end with the second on the server). A field edited again while
 * an earlier edit of it waits is sent once, with the newest value. Pure of React and HTTP: the
 * send function and the reporting are passed in (tested with a fake).
 */
export interface ThemeSender {
  push(edit: StyleUpdateBody): void;
  /** Edits not answered yet (the header shows "saving" while above 0). */
  pending(): number;
  /** Resolves once every edit pushed so far is answered (or dropped after a refusal). */
  idle(): Promise<void>;
}

export function createThemeSender(
  send: (edit: StyleUpdateBody) => Promise<StyleSaved>,
  report: { saved(answer: StyleSaved, pending: number): void; failed(error: unknown): void },
): ThemeSender {
  const waiting: StyleUpdateBody[] = [];
  let inFlight = false;
  let waiters: (() => void)[] = [];
  const settleIfIdle = () => {
    if (inFlight || waiting.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };
  const keyOf = (edit: StyleUpdateBody) => edit.type;

  const next = async () => {
    if (inFlight) return;
    const edit = waiting.shift();
    if (!edit) {
      settleIfIdle();
      return;
    }
    inFlight = true;
    try {
      const answer = await send(edit);
      inFlight = false;
      report.saved(answer, waiting.length);
    } catch (error) {
      inFlight = false;
      // What waited was built on the refused state; the tab reloads the server's theme instead.
      waiting.length = 0;
      report.failed(error);
    }
    void next();
  };

  return {
    push(edit) {
      const same = waiting.findIndex((w) => keyOf(w) === keyOf(edit));
      // Applying a whole theme replaces every field: earlier waiting edits are moot.
      if (edit.type === 'theme') waiting.length = 0;
      else if (same >= 0) waiting.splice(same, 1);
      waiting.push(edit);
      void next();
    },
    pending: () => waiting.length + (inFlight ? 1 : 0),
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      }),
  };
}
