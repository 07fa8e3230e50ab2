import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fullPath, respondApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import { PGlite } from '@electric-sql/pglite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { type Locale, registerUser, type Session } from './support/projects.ts';
import { type RunningServer, startServer } from './support/server-process.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * The client community end to end, in Chinese and English: the owner opens the community of an
 * interview project on its launch page and sets the password; the client signs in on
 * /community/{code} in the same browser, sees the data board, a cross table and the quota
 * progress, and leaves — the designer stays signed in. An interview project cannot be published
 * or interviewed on this branch (the roll and the host sessions come with issue 24's other
 * parts), so the journey runs on a server of its own: a survey is published and answered
 * through the API, then, with the server stopped, the project is made an interview project with
 * a roll, groups and a quota in its database, and the server starts again on the same port.
 */
let browser: Browser;
let server: RunningServer;
const owners: Partial<Record<Locale, Session & { code: string }>> = {};

const TEXT = {
  'zh-CN': {
    enable: '开放社区页面',
    setPassword: '设置密码',
    password: '社区密码',
    login: '登录',
    board: '数据看板',
    cross: '交叉分析',
    quota: '配额进度',
    logout: '退出社区',
    addStub: '加入行',
    addBanner: '加入列',
    loginTitle: '客户社区登录',
    allowOver: '允许超额',
  },
  'en-US': {
    enable: 'Open the community pages',
    setPassword: 'Set password',
    password: 'Community password',
    login: 'Sign in',
    board: 'Data board',
    cross: 'Cross tables',
    quota: 'Quota progress',
    logout: 'Leave the community',
    addStub: 'Add to rows',
    addBanner: 'Add to columns',
    loginTitle: 'Client community sign-in',
    allowOver: 'Allow over',
  },
} as const;

async function submit(code: string, answers: Record<string, unknown>) {
  const response = await fetch(`${server.baseUrl}${fullPath(respondApi.submit)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ surveyCode: code, responseId: randomUUID(), version: 1, answers }),
  });
  const envelope = (await response.json()) as { code: string };
  if (envelope.code !== '00000') throw new Error(`submit answered ${envelope.code}`);
}

/** A roll of four in two groups, a gender head field and one quota, written while the server is stopped. */
async function makeInterviewProjects(codes: string[]) {
  const db = await PGlite.create({ dataDir: join(server.dataDir, 'pglite') });
  try {
    for (const code of codes) {
      const { rows } = await db.query<{ id: number }>(
        'UPDATE surveys SET project_type = 1 WHERE code = $1 RETURNING id',
        [code],
      );
      const surveyId = rows[0]!.id;
      await db.query('INSERT INTO discussion_projects (survey_id, heads) VALUES ($1, $2)', [
        surveyId,
        JSON.stringify([{ key: 'gender', label: 'Gender' }]),
      ]);
      const groups = await db.query<{ id: number }>(
        "INSERT INTO discussion_groups (survey_id, name, sort) VALUES ($1, 'North', 0), ($1, 'South', 1) RETURNING id",
        [surveyId],
      );
      const [north, south] = groups.rows.map((g) => g.id);
      const people: [string, number, string, number][] = [
        ['p1', north!, 'female', 2],
        ['p2', north!, 'male', 2],
        ['p3', south!, 'female', 1],
        ['p4', south!, 'female', 0],
      ];
      for (const [who, group, gender, state] of people)
        await db.query(
          'INSERT INTO discussion_users (survey_id, code, name, group_id, fields, state) VALUES ($1, $2, $3, $4, $5, $6)',
          [surveyId, who, who.toUpperCase(), group, JSON.stringify({ gender }), state],
        );
      await db.query(
        "INSERT INTO discussion_quotas (survey_id, name, kind, group_id, target, action) VALUES ($1, 'North', 'group', $2, 3, 'stop')",
        [surveyId, north],
      );
      await db.query(
        "INSERT INTO discussion_quotas (survey_id, name, kind, field_key, field_value, target, action, position) VALUES ($1, 'Women', 'field', 'gender', 'female', 2, 'allow', 1)",
        [surveyId],
      );
    }
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const session = await registerUser(browser, locale, `community${locale.slice(0, 2)}`, server.baseUrl);
    const api = await surveyApi(
      session.page,
      locale === 'zh-CN' ? '社区访谈' : 'Community interview',
      locale === 'zh-CN' ? 'zh' : 'en',
    );
    const colour = await api.add(QuestionType.SingleChoice, {
      title: locale === 'zh-CN' ? '喜欢的颜色' : 'Favourite colour',
    });
    const age = await api.add(QuestionType.SingleChoice, {
      afterId: colour,
      title: locale === 'zh-CN' ? '年龄段' : 'Age band',
    });
    await api.launch();
    const nodes = await api.nodes();
    const colours = choicesOf(nodes.get(colour)!).map((o) => o.id);
    const ages = choicesOf(nodes.get(age)!).map((o) => o.id);
    for (let i = 0; i < 6; i++)
      await submit(api.code, {
        [colour]: { optionId: colours[i % 2] },
        [age]: { optionId: ages[i < 3 ? 0 : 1] },
      });
    owners[locale] = { ...session, code: api.code };
  }
  await server.stop();
  await makeInterviewProjects([owners['zh-CN']!.code, owners['en-US']!.code]);
  server = await startServer({ dataDir: server.dataDir, env: { PORT: String(server.port) } });
}, 240_000);

afterAll(async () => {
  for (const owner of Object.values(owners)) await owner?.context.close();
  await browser?.close();
  await server?.stop();
});

describe.each(['zh-CN', 'en-US'] as const)('client community (%s)', (locale) => {
  const text = TEXT[locale];
  const suffix = locale === 'zh-CN' ? 'zh' : 'en';

  it('owner sees the roll quotas, opens the community and sets the password', async () => {
    const { page, code } = owners[locale]!;
    await page.goto(`/designer/project/${code}/user/quota/config`);
    await page.getByTestId('quota-row').first().waitFor();
    expect(await page.getByTestId('quota-row').count()).toBe(2);
    await shoot(page, `community-quota-config-${suffix}`);
    await page.goto(`/designer/project/${code}/user/quota/control`);
    await page.getByTestId('quota-progress').getByText('2 / 3').waitFor();
    // Quota control: North (full at 3) may now run over; the client sees the switch's state.
    const north = page.getByTestId('quota-progress').locator('tbody tr').first();
    await north.getByText(text.allowOver).click();
    await north.locator('.ant-segmented-item-selected', { hasText: text.allowOver }).waitFor();
    await shoot(page, `community-quota-control-${suffix}`);

    await page.goto(`/designer/project/${code}/launch/base`);
    const card = page.getByTestId('community-card');
    await card.waitFor();
    await card.getByRole('switch').click();
    await expect.poll(() => card.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await card.getByLabel(text.password).fill('client-pass-9');
    await card.getByRole('button', { name: text.setPassword }).click();
    await expect.poll(() => card.getByTestId('community-password-state').textContent()).toMatch(/\d/);
    await shoot(page, `community-card-${suffix}`);
  });

  it('the client signs in on /community/{code}, sees board, cross and quotas, and leaves', async () => {
    const { context, code, page: designer } = owners[locale]!;
    const page = await context.newPage();
    await page.goto(`/designer/community/${code}`);
    // A retried attempt starts signed out of the community like the first (the designer stays in).
    await page.evaluate((c) => {
      for (const key of ['token', 'refreshToken', 'expired'])
        localStorage.removeItem(`community.${c}.${key}`);
    }, code);
    await page.reload();
    await page.getByText(text.loginTitle).waitFor();
    await shoot(page, `community-login-${suffix}`);
    await page.getByLabel(text.password).fill('wrong-pass-0');
    await page.getByRole('button', { name: text.login }).click();
    await page.locator('.community-login__error').waitFor();
    await page.getByLabel(text.password).fill('client-pass-9');
    await page.getByRole('button', { name: text.login }).click();

    await page.waitForURL(`**/community/${code}/report/frequency`);
    await expect.poll(() => page.getByTestId('board-total').textContent()).toContain('6');
    await page.locator('.board-card').first().waitFor();
    await shoot(page, `community-board-${suffix}`);

    await page.getByRole('link', { name: text.cross }).click();
    await page.getByRole('button', { name: new RegExp(`^${text.addStub}: Q1\\b`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${text.addBanner}: Q2\\b`) }).click();
    await page.getByTestId('cross-table').waitFor({ timeout: 60_000 });
    await shoot(page, `community-cross-${suffix}`);

    await page.getByRole('link', { name: text.quota }).click();
    await page.getByTestId('quota-progress').getByText('2 / 3').waitFor();
    // Both quotas now let interviews run over, read-only here (no switch).
    expect(await page.getByTestId('quota-progress').getByText(text.allowOver).count()).toBe(2);
    expect(await page.getByTestId('quota-progress').locator('.ant-segmented').count()).toBe(0);
    await shoot(page, `community-quota-${suffix}`);

    await page.getByRole('button', { name: text.logout }).click();
    await page.getByText(text.loginTitle).waitFor();
    // The designer's own session in this browser is untouched.
    await designer.goto('/designer/project');
    await designer.waitForURL('**/designer/project');
    expect(new URL(designer.url()).pathname).toBe('/designer/project');
    await page.close();
  });
});
