import { filesApi, fullPath, projectsApi, respondApi, respondentFileApi } from '@cairn/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { registerUser, type Session } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * A respondent answers an upload, a signature and a recorder question on /r/{code}: a file chosen
 * with setInputFiles (a refused type first), a signature drawn with the mouse, a recording from
 * Chromium's fake microphone; then the submitted answers reference the files, which the author
 * (and only through the report right) can open.
 */
const QUESTION = { upload: 15, signature: 24, recorder: 27 } as const;
const TITLES = {
  zh: { upload: '请上传发票', signature: '请签名确认', recorder: '请说说您的建议' },
  en: { upload: 'Upload your receipt', signature: 'Sign to confirm', recorder: 'Tell us your suggestion' },
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let browser: Browser;
let author: Session;
const codes = { zh: '', en: '' };
const contexts: BrowserContext[] = [];

async function fileSurvey(lang: 'zh' | 'en'): Promise<string> {
  const page = author.page;
  const api = await surveyApi(page, lang === 'zh' ? '售后回访' : 'After-sales call');
  for (const [name, type] of Object.entries(QUESTION) as [keyof typeof QUESTION, number][]) {
    const id = await api.add(type);
    const setting = name === 'upload' ? { file_suffix: ['pdf', 'png'], max: 2, file_size_limit: 5 } : {};
    await api.update(id, { title: `<p>${TITLES[lang][name]}</p>`, setting });
  }
  if (lang === 'en')
    await callEndpoint(page, projectsApi.saveBase, { code: api.code, settings: { lang: 'en' } });
  await api.launch();
  return api.code;
}

async function respondentPage(phone: boolean): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    deviceScaleFactor: phone ? 2 : 1,
    hasTouch: phone,
    permissions: ['microphone'],
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.clock.install();
  return page;
}

const question = (page: Page, nth: number) => page.locator('.respond-question').nth(nth);

/**
 * Chooses files: a type the question does not take (refused in the page), a .png that is text
 * (refused by the server from its bytes, no retry), then a PDF; draws a signature; records two
 * (fake-clock) seconds.
 */
async function answerFiles(page: Page, lang: 'zh' | 'en', shots: string) {
  const zh = lang === 'zh';
  const input = question(page, 0).locator('input[type="file"]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await question(page, 0)
    .getByText(zh ? /notes\.txt 的格式不可用/ : /notes\.txt is not an accepted type/)
    .waitFor();
  await input.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  const refusal = zh
    ? 'fake.png 上传失败：文件格式错误：fake.png'
    : 'fake.png could not be uploaded: Wrong file format: fake.png';
  await question(page, 0).getByText(refusal).waitFor();
  // A refusal of the file itself: sending it again would not help, so there is no retry.
  expect(
    await question(page, 0)
      .getByRole('button', { name: zh ? '重试' : 'Retry' })
      .count(),
  ).toBe(0);
  await shoot(page, `respond-uploads-refused-${shots}`);
  await input.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await question(page, 0).locator('.cairn-files__name', { hasText: 'receipt.pdf' }).waitFor();

  const canvas = question(page, 1).locator('canvas');
  await question(page, 1)
    .getByText(zh ? '请在此处签名' : 'Sign here', { exact: true })
    .waitFor();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  await page.mouse.up();
  await page.clock.fastForward(1_000); // past the quiet time after the last stroke
  await question(page, 1)
    .getByText(zh ? '签名已保存' : 'Signature saved')
    .waitFor();

  await question(page, 2)
    .getByRole('button', { name: zh ? '开始录音' : 'Start recording' })
    .click();
  const stop = question(page, 2).getByRole('button', { name: zh ? '停止' : 'Stop' });
  await stop.waitFor();
  await page.clock.fastForward(2_000);
  await stop.click();
  await question(page, 2)
    .getByRole('button', { name: zh ? '重新录音' : 'Record again' })
    .waitFor();
  await question(page, 2).locator('audio').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  author = await registerUser(browser, 'zh-CN', 'upl');
  codes.zh = await fileSurvey('zh');
  codes.en = await fileSurvey('en');
});
afterAll(async () => {
  for (const context of [...contexts, author?.context]) await context?.close();
  await browser?.close();
});

describe('respondent uploads', () => {
  for (const [lang, phone] of [
    ['zh', false],
    ['en', true],
  ] as const) {
    it(`answers file questions and submits them (${lang}, ${phone ? 'phone' : 'desktop'})`, async () => {
      const page = await respondentPage(phone);
      const code = codes[lang];
      await page.goto(`/r/${code}`);
      await question(page, 2).waitFor();
      const device = phone ? 'phone' : 'desktop';
      await shoot(page, `respond-uploads-empty-${lang}-${device}`);
      await answerFiles(page, lang, `${lang}-${device}`);
      await shoot(page, `respond-uploads-answered-${lang}-${device}`);
      // A refresh keeps the uploaded files in the draft, and shows the stored signature and recording.
      await page.reload();
      await question(page, 0).locator('.cairn-files__name', { hasText: 'receipt.pdf' }).waitFor();
      const stored = question(page, 1).locator('img.cairn-signature__image');
      await stored.waitFor();
      expect(await stored.getAttribute('src')).toMatch(
        new RegExp(`^${fullPath(filesApi.link).replace('{key}', '[0-9a-f]{32}')}\\?exp=`),
      );
      expect(await stored.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      await question(page, 2).locator('audio').waitFor();
      await shoot(page, `respond-uploads-resumed-${lang}-${device}`);

      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === fullPath(respondApi.submit));
      const received = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(respondApi.submit));
      await page.locator('.respond-nav__next').click();
      const body = (await sent).postDataJSON() as {
        answers: Record<string, unknown>;
        timings: Record<string, number>;
      };
      expect(((await (await received).json()) as { code: string }).code).toBe('00000');
      await page.locator('.respond-finished--done').waitFor();

      // The stored answers reference this response's files: the author can open each of them.
      const [upload, signature, recording] = Object.values(body.answers) as [
        { url: string; name: string }[],
        { url: string },
        { url: string; duration: number },
      ];
      expect(upload.map((file) => file.name)).toEqual(['receipt.pdf']);
      expect(recording.duration).toBeGreaterThanOrEqual(1);
      const link = (key: string) =>
        callEndpoint(author.page, respondentFileApi.sign, { surveyCode: code, key });
      expect(await link(upload[0]!.url)).toMatchObject({
        name: 'receipt.pdf',
        contentType: 'application/pdf',
      });
      expect(await link(signature.url)).toMatchObject({ contentType: 'image/png' });
      expect((await link(recording.url)).contentType).toMatch(/^audio\//);
      expect(Object.keys(body.timings).sort()).toEqual(Object.keys(body.answers).sort());

      // The file preview (/oss) draws the signature and offers the PDF for download.
      const preview = (key: string) =>
        author.page.goto(`/designer/oss?${new URLSearchParams({ code, key }).toString()}`);
      await preview(signature.url);
      const drawn = author.page.locator('main img');
      await drawn.waitFor();
      expect(await drawn.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      await shoot(author.page, `file-preview-image-${lang}-${device}`);
      await preview(upload[0]!.url);
      await author.page.getByRole('heading', { name: 'receipt.pdf' }).waitFor();
      expect(await author.page.locator('main a[download]').getAttribute('download')).toBe('receipt.pdf');
    });
  }

  for (const [lang, phone] of [
    ['en', false],
    ['zh', true],
  ] as const) {
    it(`shows the file questions (${lang}, ${phone ? 'phone' : 'desktop'})`, async () => {
      const page = await respondentPage(phone);
      await page.goto(`/r/${codes[lang]}`);
      await question(page, 1)
        .getByText(lang === 'zh' ? '请在此处签名' : 'Sign here', { exact: true })
        .waitFor();
      await shoot(page, `respond-uploads-empty-${lang}-${phone ? 'phone' : 'desktop'}`);
    });
  }
});
