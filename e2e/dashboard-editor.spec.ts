import { dashboardApi, dashboardChartApi, dashboardPageApi, fullPath, type GridItem } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, settled, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { pageAsPrepared } from './support/prepared-accounts.ts';
import { submitChoice } from './support/submit-response.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * The dashboard's own editing by hand, in zh and en, by prepared enterprise accounts: a
 * dashboard created on the create screen, a bar chart added in the chart editor (survey, question,
 * type, counts), the chart dragged to the right half of the grid and resized from its corner (the
 * saved layout read back), then the page's period and filters narrowed to the `mail` source, the
 * chart's base and counts following. dashboards.spec.ts covers the rest (benchmarks, launch, export).
 */
let browser: Browser;

const WORDS = {
  zh: {
    nav: '仪表盘',
    create: '新建仪表盘',
    name: '仪表盘名称',
    submit: '创建',
    report: '报表',
    addChart: '添加图表',
    type: '图表类型',
    bar: '柱状图',
    addSource: '添加数据源',
    survey: '问卷',
    variables: '题目 / 变量',
    count: '人数',
    save: '保存',
    pageSettings: '时间与筛选',
    sources: '来源',
    base: (n: number) => `样本 ${n}`,
    q: '满意度',
  },
  en: {
    nav: 'Dashboard',
    create: 'New dashboard',
    name: 'Dashboard name',
    submit: 'Create',
    report: 'Report',
    addChart: 'Add chart',
    type: 'Chart type',
    bar: 'Bar chart',
    addSource: 'Add source',
    survey: 'Survey',
    variables: 'Questions / variables',
    count: 'Count',
    save: 'Save',
    pageSettings: 'Period & filters',
    sources: 'Sources',
    base: (n: number) => `Base ${n}`,
    q: 'Satisfaction',
  },
} as const;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
}, 60_000);

/** Picks `option` in the antd select labelled `name` inside `scope` (the chart editor drawer). */
async function pick(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name, exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  // A multiple select stays open; a click on the drawer's title closes it (Escape would close
  // the drawer too).
  await scope.locator('.ant-drawer-title').click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Drags from the middle of `from` by (dx, dy) with the mouse, in small steps as a hand does. */
async function dragBy(page: Page, from: Locator, dx: number, dy: number) {
  const box = (await from.boundingBox())!;
  const x = box.x + Math.min(box.width / 2, 40);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

describe.each(journeyLocales(['zh', 'en'] as const))('dashboard editor (%s)', (lang) => {
  const w = WORDS[lang];
  it('adds a bar chart in the editor, drags and resizes it on the grid, filters the page by source', async () => {
    const page = await pageAsPrepared(
      browser,
      lang === 'zh' ? 'dashEditorZh' : 'dashEditorEn',
      lang === 'zh' ? 'zh-CN' : 'en-US',
    );

    // A survey of one single choice question: three answers of the first option, two of the
    // second from the `mail` source, one of the last.
    const surveyTitle = `Editor survey ${lang}`;
    const api = await surveyApi(page, surveyTitle, lang);
    const q = await api.add(QuestionType.SingleChoice, { title: w.q });
    await api.launch();
    const options = choicesOf((await api.nodes()).get(q)!).map((o) => o.id);
    const answers = [
      { option: options[0]!, source: undefined },
      { option: options[0]!, source: undefined },
      { option: options[0]!, source: undefined },
      { option: options[1]!, source: 'mail' },
      { option: options[1]!, source: 'mail' },
      { option: options.at(-1)!, source: 'wechat' },
    ];
    for (const a of answers)
      await submitChoice(page, api.code, q, a.option, a.source ? { source: a.source } : {});
    const countsOf = (rows: typeof answers) =>
      options.map((id) => rows.filter((a) => a.option === id).length);

    // A new dashboard on the create screen, then its report tab, in edit mode.
    await page.getByRole('link', { name: w.nav, exact: true }).click();
    await page.waitForURL('**/designer/dashboard');
    await page.getByRole('button', { name: w.create }).first().click();
    await page.waitForURL('**/designer/dashboard/create');
    await page.getByLabel(w.name).fill(`Editor dashboard ${lang}`);
    await page.getByRole('button', { name: w.submit }).click();
    await page.waitForURL('**/designer/dashboard/*/setting');
    const code = new URL(page.url()).pathname.split('/').at(-2)!;
    const pageId = (await callEndpoint(page, dashboardApi.get, { code })).pages[0]!.id;
    await page.getByRole('link', { name: w.report, exact: true }).click();
    const toolbar = page.locator('.dash-toolbar');
    // The edit toggle (its name carries the icon's label too): pressed once the page is in edit mode.
    await toolbar.locator('button[aria-pressed="false"]').click();
    await toolbar.locator('button[aria-pressed="true"]').waitFor();

    // The chart editor: a bar chart of the survey's question, counts shown.
    await toolbar.getByRole('button', { name: w.addChart }).click();
    const drawer = page.getByRole('dialog', { name: w.addChart });
    await drawer.waitFor();
    await settled(page);
    await pick(page, drawer, w.type, w.bar);
    await drawer.getByRole('button', { name: w.addSource }).click();
    await pick(page, drawer, w.survey, surveyTitle);
    await pick(page, drawer, w.variables, w.q);
    await drawer.getByRole('radio', { name: w.count }).check();
    await shoot(page, `dashboard-editor-chart-${lang}`, false);
    const created = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && new URL(r.url()).pathname === fullPath(dashboardChartApi.create),
    );
    await drawer.getByRole('button', { name: w.save }).click();
    expect(((await (await created).json()) as { code: string }).code).toBe('00000');
    await drawer.waitFor({ state: 'hidden' });

    // Its title left empty: the card is named by the question, as the editor's placeholder says.
    const card = page.getByRole('region', { name: w.q });
    await card.getByRole('heading', { name: w.q }).waitFor();
    await expect.poll(() => card.locator('.dash-card__base').textContent()).toBe(w.base(6));
    await card.locator('.dash-echart canvas').waitFor();
    const figures = async () => {
      const detail = await callEndpoint(page, dashboardPageApi.detail, { pageId });
      return detail.figures[0]!.series[0]!.categories.map((c) => c.count);
    };
    expect(await figures()).toEqual(countsOf(answers));
    const layout = async (): Promise<GridItem> =>
      (await callEndpoint(page, dashboardPageApi.detail, { pageId })).charts[0]!.layout;
    expect(await layout()).toEqual({ x: 0, y: 0, w: 6, h: 8 });
    await shoot(page, `dashboard-editor-added-${lang}`);

    // Dragged by its title to the right half, then resized from its corner: narrower and taller.
    const grid = (await page.locator('.dash-grid').boundingBox())!;
    const saved = () =>
      page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' && new URL(r.url()).pathname === fullPath(dashboardChartApi.layout),
      );
    let layoutSaved = saved();
    await dragBy(page, card.locator('.dash-card__head--drag'), grid.width / 2, 0);
    await layoutSaved;
    await expect.poll(layout).toEqual({ x: 6, y: 0, w: 6, h: 8 });
    layoutSaved = saved();
    // Two columns narrower (a sixth of the grid) and three rows taller (page-grid.tsx: 40px rows, 12px gaps).
    await dragBy(page, page.locator('.react-grid-item .react-resizable-handle-se'), -grid.width / 6, 3 * 52);
    await layoutSaved;
    await expect.poll(layout).toMatchObject({ y: 0, w: 4, h: 11 });
    const placed = await layout();
    // The grid keeps the dragged place: a narrower chart stays right of the middle.
    expect(placed.x).toBeGreaterThanOrEqual(6);
    await expect
      .poll(() => card.boundingBox().then((b) => Math.round(b!.x - grid.x)))
      .toBeGreaterThan(grid.width / 2 - 20);
    await shoot(page, `dashboard-editor-dragged-${lang}`);

    // The page's sources narrowed to `mail`: the chart counts the two mail responses only.
    await toolbar.getByRole('button', { name: w.pageSettings }).click();
    const modal = page.locator('.ant-modal-wrap:visible [role="dialog"]');
    await modal.waitFor();
    await settled(page);
    const sources = modal.getByRole('combobox', { name: w.sources });
    await sources.fill('mail');
    await sources.press('Enter');
    await modal.locator('.ant-select-selection-item').filter({ hasText: 'mail' }).waitFor();
    await shoot(page, `dashboard-editor-page-settings-${lang}`, false);
    await modal.getByRole('button', { name: w.save }).click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => card.locator('.dash-card__base').textContent()).toBe(w.base(2));
    const pages = await callEndpoint(page, dashboardPageApi.list, { code });
    expect(pages.find((p) => p.id === pageId)?.filters.sources).toEqual(['mail']);
    expect(await figures()).toEqual(countsOf(answers.filter((a) => a.source === 'mail')));
    await shoot(page, `dashboard-editor-filtered-${lang}`);
    await page.context().close();
  });
});
