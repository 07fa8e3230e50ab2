/** Ends the reveal under way: a newer one, or the author doing something, takes over. */
let stopRunning: (() => void) | null = null;
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Frames a reveal keeps the row in view at most (about a second). */
const MAX_FRAMES = 60;
/** Frames the row must stay put before the reveal ends. */
const SETTLED_FRAMES = 3;

/**
 * Brings a row into view and moves focus to it (a search, an add, a copy, a diagnosis jump, the
 * panel's "edit title"). Scrolling once was not enough: rows are light stand-ins of estimated
 * height until they come near, so as the rows around the target turn into full rows the target
 * moved away again (a diagnosis jump far down a survey landed elsewhere). The row is kept centred
 * until it is a full row and has stayed put for a few frames.
 *
 * Focus goes to the row's select button, unless the row's title editor is open (the panel's
 * "edit title"): taking focus from the editor would close it again at once. A click, key or
 * scroll by the author ends the reveal where it is, so it never pulls the page or focus back.
 */
export function revealNode(id: number): void {
  stopRunning?.();
  let frames = 0;
  let settled = 0;
  let lastTop: number | null = null;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of INPUTS) window.removeEventListener(type, stop, true);
    if (stopRunning === stop) stopRunning = null;
  };
  stopRunning = stop;
  // Registered after this call's own event has been handled (the click that asked for it).
  setTimeout(() => {
    if (stopRunning !== stop) return;
    for (const type of INPUTS) window.addEventListener(type, stop, true);
  });
  const step = () => {
    const row = document.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    if (row) {
      const top = row.getBoundingClientRect().top;
      if (top === lastTop) settled++;
      else {
        row.scrollIntoView({ block: 'center' });
        lastTop = row.getBoundingClientRect().top;
        settled = 0;
      }
    }
    const editor = row?.querySelector<HTMLElement>('.title-editor__area');
    const button = row?.querySelector<HTMLElement>('.design-card__select');
    const done = (button != null && settled >= SETTLED_FRAMES) || frames++ >= MAX_FRAMES;
    if (!done) {
      frame = requestAnimationFrame(step);
      return;
    }
    stop();
    if (editor) {
      if (!editor.contains(document.activeElement)) editor.focus({ preventScroll: true });
    } else button?.focus({ preventScroll: true });
  };
  frame = requestAnimationFrame(step);
}
