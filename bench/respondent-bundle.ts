/**
 * What a phone downloads before it can answer the first question, measured in a real browser:
 * the built server (`npm run build` first) on a fresh embedded database, a published survey whose
 * first page holds single, multiple, matrix, rating, NPS, open text, date, slider and rank
 * questions, and Debian's Chromium at 390 × 844 with an empty cache opening `/r/{code}`. Every
 * script response that arrived before each of the nine questions is on screen and its first
 * control enabled counts (entry, modulepreloads, the answering chunk and whatever chunks the
 * question types need); scripts fetched later (on-demand renderers) are listed apart.
 *
 * Two figures per script: the gzip size of its body (level 9, what the budget is written in, at
 * most 90 KB in all) and the bytes that actually crossed the wire (Chromium accepts brotli, which
 * the server sends precompressed; before compression was served that was the raw size). Prints,
 * asserts nothing:
 *
 *   npm run build && npx tsx bench/respondent-bundle.ts
 *
 * Figures (27 Nov 2026, issue 18 item 15), this bench on each build, nine questions on screen:
 *   before (React 19, no compression served): entry 70.9 + answering chunk 91.4 = 162.4 KB gzip,
 *     524.2 KB on the wire (raw)
 *   after (Preact, precompressed):             entry 14.2 + answering chunk 91.9 = 106.0 KB gzip,
 *     91.5 KB on the wire (brotli)
 *   and no zod in the respondent's engine:     entry 14.2 + answering chunk 64.5 = 78.7 KB gzip,
 *     68.0 KB on the wire (brotli): within the 90 KB budget
 * See docs/ARCHITECTURE.md, "Static assets and the respondent's budget".
 */
import { gzipSync } from 'node:zlib';
import { QuestionType } from '@cairn/core';
import { chromium, type Response } from 'playwright-core';
import { startServer } from '../e2e/support/server-process.ts';
import { publishSurvey } from './support/survey-through-api.ts';

const BUDGET_KB = 90;
const FIRST_PAGE = [
  ['single', QuestionType.SingleChoice],
  ['multiple', QuestionType.MultipleChoice],
  ['matrix', QuestionType.Matrix],
  ['rating', QuestionType.Rate],
  ['nps', QuestionType.Nps],
  ['open text', QuestionType.OpenText],
  ['date', QuestionType.Date],
  ['slider', QuestionType.Slider],
  ['rank', QuestionType.Rank],
] as const;

interface Script {
  url: string;
  gzip: number;
  wire: number;
  encoding: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(response: Response): Promise<Script> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    gzip: gzipSync(body, { level: 9 }).length,
    wire: sizes.responseBodySize,
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
  };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  // The author: registers in the designer, builds and publishes the survey through the API.
  const author = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-US' });
  const page = await author.newPage();
  await page.goto('/designer/register');
  await page
    .locator('input[type="text"], input:not([type])')
    .first()
    .fill(`bench${Date.now().toString(36)}`);
  const passwords = page.locator('input[type="password"]');
  await passwords.nth(0).fill('bench-pass-123');
  await passwords.nth(1).fill('bench-pass-123');
  await passwords.nth(1).press('Enter');
  await page.waitForURL('**/designer/project');
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const code = await publishSurvey(
    server.baseUrl,
    token,
    'Bundle bench',
    FIRST_PAGE.map(([, type]) => type),
  );
  await author.close();

  // The respondent: a phone with an empty cache.
  const phone = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const respondent = await phone.newPage();
  const before: Promise<Script>[] = [];
  const after: Promise<Script>[] = [];
  let interactive = false;
  respondent.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    (interactive ? after : before).push(measure(response));
  });
  const started = Date.now();
  await respondent.goto(`/r/${code}`);
  const questions = respondent.locator('.cairn-question');
  await questions.nth(FIRST_PAGE.length - 1).waitFor();
  await respondent.locator('.cairn-question input:not([disabled])').first().waitFor();
  interactive = true;
  const elapsed = Date.now() - started;
  const rendered = await questions.evaluateAll((nodes) =>
    nodes.map((node) => Array.from(node.classList).find((c) => c.startsWith('cairn-question--'))),
  );
  await respondent.waitForLoadState('networkidle');

  const counted = await Promise.all(before);
  const later = await Promise.all(after);
  const total = (list: Script[], key: 'gzip' | 'wire') => list.reduce((sum, s) => sum + s[key], 0);
  console.log(`first page: ${rendered.join(' ')} (${rendered.length} questions)`);
  console.log(`interactive after ${elapsed} ms (loopback, machine shared: not a figure to compare)`);
  console.log('scripts before the first question is interactive:');
  for (const s of counted)
    console.log(
      `  ${s.url.padEnd(44)} gzip ${kb(s.gzip).padStart(9)}   wire ${kb(s.wire).padStart(9)} (${s.encoding})`,
    );
  const gzip = total(counted, 'gzip');
  console.log(
    `total: gzip ${kb(gzip)} (budget ${BUDGET_KB} KB) ${gzip / 1024 <= BUDGET_KB ? 'OK' : 'OVER'}; on the wire ${kb(total(counted, 'wire'))}`,
  );
  if (later.length > 0) {
    console.log('scripts fetched afterwards (on demand):');
    for (const s of later) console.log(`  ${s.url.padEnd(44)} gzip ${kb(s.gzip).padStart(9)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
