import { createThrottle } from '../design/question-editor/throttle.ts';

/** Spec doc 2 constants: "preview debounce 500 ms". */
export const PREVIEW_WAIT_MS = 500;

/** The respondent page of `code` in preview mode: the author's draft, nothing saved. */
export function previewUrl(code: string): string {
  return `/r/${encodeURIComponent(code)}?preview=1`;
}

/**
 * Opens the preview at once and ignores further clicks for 500 ms. The wait is on the leading
 * edge: a tab opened after a trailing delay is no longer a response to the click, and browsers
 * block such pop-ups.
 */
export function createPreviewOpener(open: (url: string) => void, wait = PREVIEW_WAIT_MS) {
  const throttle = createThrottle(wait);
  return {
    open: (code: string) => throttle.run(() => open(previewUrl(code))),
    dispose: () => throttle.dispose(),
  };
}
