import { RESPOND_INLINE_ID } from '@cairn/contract';

/** Where the respondent app's template asks for the inlined open answer (apps/respondent/README.md). */
export const INLINE_MARK = '<!--cairn-survey-->';

/** Served when the respondent app is not built: the inlined answer still reaches a client. */
export const MINIMAL_SHELL = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Cairn</title>
  </head>
  <body>
    <div id="root"></div>
    ${INLINE_MARK}
  </body>
</html>
`;

/**
 * JSON that is safe inside a <script> element: every `<` becomes \\u003c (so no `</script>` or
 * `<!--` can end or change the element whatever an author typed into a title), and the line
 * separators U+2028/2029 are escaped as older JavaScript parsers required. JSON.parse reads the
 * escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page for one request: the open answer inlined (when given) and the survey's title. */
export function renderShell(template: string, inline: unknown | null, title: string | null): string {
  let html = template;
  if (title) html = html.replace('<title>Cairn</title>', `<title>${escapeHtml(title)}</title>`);
  if (inline !== null) {
    const script = `<script type="application/json" id="${RESPOND_INLINE_ID}">${scriptSafeJson(inline)}</script>`;
    // A function replacement: `$` in the JSON must not be read as a replacement pattern.
    html = html.replace(INLINE_MARK, () => script);
  }
  return html;
}
