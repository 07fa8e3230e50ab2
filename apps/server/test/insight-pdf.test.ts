import { randomUUID } from 'node:crypto';
import { type Insight, insightApi } from '@cairn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../src/db/schema/index.ts';
import { getFile } from './support/exports.ts';
import { pdfInfo, pdfPages, requirePoppler } from './support/poppler.ts';
import { type Published, publishedSurvey, respondent, submission } from './support/respond.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
let stranger: string;
let p: Published;
const TITLE = '客户满意度 Customer satisfaction';

/** Q1 by Q3: 16 of 20 against 4 of 20 chose Q1's first option (a significant difference). */
async function seed() {
  for (const [q1, q3, n] of [
    [0, 0, 16],
    [1, 0, 4],
    [0, 1, 4],
    [1, 1, 16],
  ] as const)
    for (let i = 0; i < n; i++) {
      const answers = {
        [p.q[0]!]: { optionId: p.o[0]![q1] },
        [p.q[1]!]: 'text',
        [p.q[2]!]: { optionId: p.o[2]![q3] },
      };
      expect((await respondent(t).submit(submission(p, answers, randomUUID()))).code).toBe('00000');
    }
}

const banner = () => [`n${p.q[2]!}`];
const exportPdf = (lang: 'zh' | 'en', as = token) =>
  getFile(t, insightApi.exportPdf, { surveyCode: p.code, banner: banner(), lang }, { token: as });
const insightOf = async (lang: 'zh' | 'en'): Promise<Insight> =>
  (await t.api(insightApi.get, { surveyCode: p.code, banner: banner(), lang }, { token })).body.data;
const flat = (s: string) => s.replace(/\s+/g, '');

beforeAll(async () => {
  requirePoppler();
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'pia', 'pia-pass-1'));
  ({ token: stranger } = await registerAndLogin(t, 'sam', 'sam-pass-1'));
  p = await publishedSurvey(t, token);
  await t.database.db.update(surveys).set({ title: TITLE }).where(eq(surveys.code, p.code));
  await seed();
});
afterAll(() => t.close());

describe('POST /api/pdf/v1/insight/export', () => {
  it('answers the insight report as a PDF: its sections and paragraphs, hidden ones left out, edited ones as edited', async () => {
    const before = await insightOf('en');
    const paragraphs = before.sections.flatMap((s) => s.paragraphs);
    const [hide, rewrite] = [paragraphs[0]!, paragraphs[1]!];
    expect(
      (
        await t.api(
          insightApi.paragraph,
          { surveyCode: p.code, lang: 'en', paragraphId: hide.id, hidden: true },
          { token },
        )
      ).body.code,
    ).toBe('00000');
    expect(
      (
        await t.api(
          insightApi.paragraph,
          {
            surveyCode: p.code,
            lang: 'en',
            paragraphId: rewrite.id,
            text: '作者的话 The author’s own words',
          },
          { token },
        )
      ).body.code,
    ).toBe('00000');

    const res = await exportPdf('en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; .*filename\*=UTF-8''.*\.pdf$/);
    const pdf = res.rawPayload;
    expect(pdfInfo(pdf).Title).toBe(TITLE);
    const pages = pdfPages(pdf);
    const all = flat(pages.join(''));
    expect(all).toContain(flat(TITLE));
    expect(all).toContain(flat('作者的话 The author’s own words'));
    expect(all).not.toContain(flat(hide.text));
    expect(all).not.toContain(flat(rewrite.generated));
    // Every other shown paragraph, with the references of its figures.
    const after = await insightOf('en');
    for (const section of after.sections)
      for (const paragraph of section.paragraphs.filter((x) => !x.hidden && !x.edited)) {
        expect(all).toContain(flat(paragraph.text));
        for (const figure of paragraph.figures) expect(all).toContain(`[${figure.ref}]`);
      }
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
  });

  it('writes a Chinese report in Chinese, and refuses a stranger with the report right’s code', async () => {
    const zh = await insightOf('zh');
    const pdf = (await exportPdf('zh')).rawPayload;
    const all = flat(pdfPages(pdf).join(''));
    const shown = zh.sections.flatMap((s) => s.paragraphs).filter((x) => !x.hidden && !x.edited);
    expect(shown.length).toBeGreaterThan(0);
    for (const paragraph of shown) expect(all).toContain(flat(paragraph.text));
    expect(all).toContain('第1页/共');

    const refused = await exportPdf('zh', stranger);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.json().code).toBe('A4000');
  });
});
