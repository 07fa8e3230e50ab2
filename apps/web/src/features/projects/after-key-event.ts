/**
 * Runs `fn` once the current key event has been dispatched in full. A menu item chosen with
 * Enter acts on keydown; a dialog opened right then takes the focus, and the same key's keypress
 * lands on it: a fresh form submits, a confirmation's focused OK button confirms. Opening the
 * dialog in the next task lets that keypress go where the user pressed it.
 */
export function afterKeyEvent(fn: () => void): void {
  setTimeout(fn, 0);
}
