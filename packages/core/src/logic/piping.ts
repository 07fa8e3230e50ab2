/**
 * Loop piping: `{{loop}}` in a question or option title inside a loop becomes the round's option
 * text (HTML-escaped, since titles are rich text). Spaces inside the braces are allowed
 * (`{{ loop }}`). There is no other piping in core; unknown placeholders are left as written.
 */
const LOOP_PLACEHOLDER = /\{\{\s*loop\s*\}\}/gi;

export const LOOP_PIPE = '{{loop}}';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function pipeLoop(title: string, text: string | null): string {
  if (text === null || !title.includes('{{')) return title;
  return title.replace(LOOP_PLACEHOLDER, escapeHtml(text));
}
