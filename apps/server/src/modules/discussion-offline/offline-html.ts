import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OFFLINE_INLINE_ID, type OfflinePack } from '@cairn/contract';
import { scriptSafeJson } from '../respond/shell-html.ts';
import { RESPONDENT_DIST } from '../respond/shell-routes.ts';

/** Where the offline app's template asks for its data (apps/respondent/offline.html). */
export const OFFLINE_MARK = '<!--cairn-offline-->';

/**
 * The offline respondent app, built as one HTML file with its script and styles inside
 * (apps/respondent/vite.offline.config.ts → dist/offline/offline.html). When it is not built (API
 * tests, a server without the respondent build) the file still carries the data, in a page that
 * says the app is missing, so nothing is silently empty.
 */
const MISSING_APP = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><title>Cairn</title></head>
  <body>
    <p>离线访谈程序未构建 / The offline interview app is not built on this server.</p>
    ${OFFLINE_MARK}
  </body>
</html>
`;

let cached: { path: string; html: string } | null = null;

/** The template, read once per process (a rebuilt app needs a restart, as the /r/ shell does). */
function template(dist: string): string {
  const path = join(dist, 'offline', 'offline.html');
  if (cached?.path === path) return cached.html;
  const html = existsSync(path) ? readFileSync(path, 'utf8') : MISSING_APP;
  cached = { path, html };
  return html;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The offline file for one download: the pack inlined as script-safe JSON, the survey's title. */
export function renderOfflineFile(pack: OfflinePack, dist = RESPONDENT_DIST): string {
  const script = `<script type="application/json" id="${OFFLINE_INLINE_ID}">${scriptSafeJson(pack)}</script>`;
  const title = escapeHtml(pack.document.title || 'Cairn');
  // Function replacements: `$` in the JSON or title must not be read as a replacement pattern.
  return template(dist)
    .replace('<title>Cairn</title>', () => `<title>${title}</title>`)
    .replace(OFFLINE_MARK, () => script);
}
