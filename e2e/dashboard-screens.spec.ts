import {
  dashboardApi,
  dashboardChartApi,
  dashboardFoldersApi,
  dashboardPageApi,
  dashboardPublicApi,
  type Endpoint,
  fullPath,
  reportFiltersApi,
  usersApi,
} from '@cairn/contract';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { CODE, fixtures, TOKEN } from './support/dashboard-fixtures.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { registerUser, type Session } from './support/projects.ts';

/**
 * Every dashboard screen drawn from a scripted API (support/dashboard-fixtures.ts: each chart
 * type, a benchmark target and a significant norm difference, a chart whose question is gone),
 * in zh and en, the public link also at phone width. The real server logs the user in; the
 * dashboard calls are answered here, so the screens are seen whatever the server's state.
 */
let browser: Browser;
const sessions: Session[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.context.close();
  await browser.close();
});

const ok = (route: Route, data: unknown) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ code: '00000', message: 'ok', data }),
  });

function pathPattern(endpoint: Endpoint): RegExp {
  return new RegExp(`^${fullPath(endpoint).replace(/\{\w+\}/g, '[^/]+')}$`);
}

async function scriptApi(page: Page, lang: 'zh' | 'en') {
  const f = fixtures(lang);
  let editing = false;
  let version = f.info.version;
  const saved = () => ({ version: ++version, updateTime: Date.now(), status: 1, relaunch: true });
  const info = () => ({ ...f.info, version, pages: f.info.pages.map((p) => ({ ...p, edit: editing })) });
  const answers: [Endpoint, (body: Record<string, unknown>, url: URL) => unknown][] = [
    [
      dashboardApi.list,
      (body) =>
        body.dataType === 5
          ? {
              page: 1,
              pageSize: 20,
              total: 1,
              records: [{ ...f.records[3], deletedAt: Date.UTC(2026, 10, 26) }],
            }
          : { page: 1, pageSize: 20, total: f.records.length, records: f.records },
    ],
    [dashboardFoldersApi.list, () => f.folders],
    [dashboardApi.get, () => info()],
    [dashboardPageApi.detail, (body) => f.details.get(Number(body.pageId))],
    [
      dashboardPageApi.edit,
      (body) => {
        editing = Boolean(body.edit);
        return null;
      },
    ],
    [
      dashboardPublicApi.info,
      () => ({ title: f.info.title, launchTime: f.info.launchTime, pages: f.info.pages }),
    ],
    [dashboardPublicApi.detail, (body) => f.details.get(Number(body.pageId))],
    [dashboardPublicApi.sources, () => f.sources],
    [
      dashboardChartApi.crossNodes,
      () =>
        f.sources.map((s) => ({
          surveyCode: s.code,
          title: s.title,
          version: 1,
          variables: [
            {
              id: 'q1',
              code: 'Q1',
              label: lang === 'zh' ? '总体满意度' : 'Overall satisfaction',
              group: 'question',
              kind: 'single',
              categories: [],
              modes: ['categories'],
            },
          ],
          openColumns: [],
        })),
    ],
    [reportFiltersApi.list, () => []],
    [dashboardChartApi.layout, () => ({ saved: saved() })],
  ];
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === fullPath(usersApi.info)) {
      // The account is an enterprise one for these screens.
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown> };
      return route.fulfill({ response, json: { ...json, data: { ...json.data, level: 1 } } });
    }
    const found = answers.find(
      ([e]) => e.method === route.request().method() && pathPattern(e).test(url.pathname),
    );
    if (!found) return route.continue();
    const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    return ok(route, found[1](body, url));
  });
}

/** Charts draw without animation (chartOption's default), so the network going quiet is enough. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

describe.each(journeyLocales(['zh', 'en'] as const))('dashboard screens (%s)', (lang) => {
  it('draws the list, the tabs, the charts, the editors and the public link', async () => {
    const session = await registerUser(browser, lang === 'zh' ? 'zh-CN' : 'en-US', `dscr${lang}`);
    sessions.push(session);
    const { page } = session;
    await scriptApi(page, lang);
    await page.goto('/designer/dashboard');
    await page.locator('.dash-list__title').first().waitFor();
    await shoot(page, `dash-list-${lang}`);
    await page.goto('/designer/dashboard/recycle');
    await page.locator('.ant-table-row').first().waitFor();
    await shoot(page, `dash-recycle-${lang}`);
    await page.goto('/designer/dashboard/create');
    await page.locator('.dash-create').waitFor();
    await shoot(page, `dash-create-${lang}`);

    await page.goto(`/designer/dashboard/${CODE}/report`);
    await page.locator('.dash-card canvas').first().waitFor();
    await settle(page);
    await shoot(page, `dash-report-${lang}`);
    await page.locator('.dash-toolbar button').first().click();
    await page.locator('.dash-card__head--drag').first().waitFor();
    await settle(page);
    await shoot(page, `dash-report-editing-${lang}`);
    await page.locator('.dash-card__actions button').first().click();
    await page.getByRole('dialog').first().waitFor();
    await settle(page);
    await shoot(page, `dash-chart-editor-${lang}`, false);
    await page.keyboard.press('Escape');
    await page.getByRole('tab').nth(1).click();
    await page.locator('.dash-card canvas').first().waitFor();
    await settle(page);
    await shoot(page, `dash-report-page2-${lang}`);
    await page
      .locator('.dash-toolbar button')
      .filter({ hasText: lang === 'zh' ? '导出' : 'Export' })
      .click();
    await page.getByRole('dialog').first().waitFor();
    await shoot(page, `dash-export-${lang}`, false);
    await page.keyboard.press('Escape');

    await page.goto(`/designer/dashboard/${CODE}/setting`);
    await page.locator('.ant-list-item').first().waitFor();
    await shoot(page, `dash-setting-${lang}`);
    await page.goto(`/designer/dashboard/${CODE}/setting/benchmark`);
    await page.locator('.dash-bench-chart').first().waitFor();
    await settle(page);
    await shoot(page, `dash-benchmark-${lang}`);
    await page.locator('.dash-bench-grid .ant-card-extra button').first().click();
    await page.getByRole('dialog').first().waitFor();
    await shoot(page, `dash-benchmark-form-${lang}`, false);
    await page.keyboard.press('Escape');
    await page.goto(`/designer/dashboard/${CODE}/launch`);
    await page.locator('#dash-public-link').waitFor();
    await shoot(page, `dash-launch-${lang}`);
    await page.goto(`/designer/dashboard/preview/${CODE}`);
    await page.locator('.dash-card canvas').first().waitFor();
    await settle(page);
    await shoot(page, `dash-preview-${lang}`);

    // The public link, logged out, desktop and phone.
    for (const width of [1280, 390]) {
      const { context, page: reader } = await newPage(browser, lang === 'zh' ? 'zh-CN' : 'en-US');
      await reader.setViewportSize({ width, height: 860 });
      await scriptApi(reader, lang);
      await reader.goto(`/designer/dashboard/preview/${CODE}/online?t=${TOKEN}`);
      await reader.locator('.dash-card').first().waitFor();
      await settle(reader);
      await shoot(reader, `dash-public-${width < 600 ? 'phone' : 'desktop'}-${lang}`);
      await context.close();
    }
  });
});
