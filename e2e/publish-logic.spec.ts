import {
  fullPath,
  type LogicRuleDraft,
  logicApi,
  nodesApi,
  projectsApi,
  publishingApi,
} from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { afterCall, allSaved, openDesign, questionRows } from './support/design.ts';
import { pickInDialog } from './support/dialog-select.ts';
import { dialog, registerUser, type Session, settled } from './support/projects.ts';
import { responseOf } from './support/response-of.ts';

/**
 * The journey "build a survey with each logic type, publish, edit (modified, not
 * published), republish". Questions and four rules are made through the API (the logic journey
 * covers every dialog); the jump is made in the logic editor; publishing, the header states and
 * the launch tab are driven in the browser.
 */
let browser: Browser;
let author: Session;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'pl');
  page = author.page;
  await page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });
const header = (p: Page) => p.locator('.project-header');
const publishButton = (p: Page) => header(p).locator('.publish-button');
const statusBadge = (p: Page) => header(p).locator('.status-badge');
const statusCard = (p: Page) => p.locator('.launch-status');
const section = (p: Page) => p.locator('.logic-section');

interface TreeNode {
  id: number;
  model: number;
  children: TreeNode[];
  options: { id: number; type: number }[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** A survey of single, multiple, open text and single choice made through the API, with ids. */
async function buildSurvey(p: Page, title: string, lang: 'zh' | 'en' = 'zh') {
  const headers = { 'accept-language': lang };
  const { code } = await callEndpoint(p, projectsApi.init, { title }, { headers });
  // The first question goes into the survey's first group, the rest after it.
  const first = await callEndpoint(p, nodesApi.tree, { surveyCode: code });
  let version = first.version;
  const group = first.nodes[0]!.id;
  const q: number[] = [];
  for (const what of [1, 2, 3, 1]) {
    const where = q.length ? { afterId: q.at(-1)! } : { parentId: group };
    const made = await callEndpoint(p, nodesApi.add, { surveyCode: code, what, ...where }, { version });
    version = made.saved.version;
    q.push(made.change.nodes.inserted.find((n) => n.model === 1)!.id);
  }
  const tree = await callEndpoint(p, nodesApi.tree, { surveyCode: code });
  const o = q.map((id) =>
    flatten(tree.nodes)
      .find((n) => n.id === id)!
      .options.filter((x) => x.type === 1)
      .map((x) => x.id),
  );
  /** Saves a new logic rule with the edit version the previous edit returned. */
  const rule = async (draft: unknown) => {
    const saved = await callEndpoint(
      p,
      logicApi.save,
      { surveyCode: code, rule: draft as LogicRuleDraft },
      { version },
    );
    version = saved.saved.version;
  };
  /** Changes a question's title. */
  const retitle = async (id: number, title: string) => {
    const edited = await callEndpoint(p, nodesApi.update, { surveyCode: code, id, title }, { version });
    version = edited.saved.version;
  };
  return { code, q, o, rule, retitle };
}

/** Display, carry forward, option display and validation rules (logic types 2–5). */
function otherRules(q: number[], o: number[][]) {
  const includes = (nodeId: number, optionIds: number[]) => ({
    relation: 'and',
    nodes: [{ nodeId, optionType: 5, optionIds }],
  });
  return [
    { type: 2, nodeId: q[2], action: 'hide', condition: includes(q[1]!, [o[1]![1]!]) },
    {
      type: 3,
      nodeId: q[3],
      condition: { nodes: [{ nodeId: q[3], optionType: 90 }] },
      sourceNodeId: q[1],
      mode: 'checked',
    },
    { type: 4, nodeId: q[3], action: 'hide', optionIds: [o[3]![0]], condition: includes(q[0]!, [o[0]![2]!]) },
    {
      type: 5,
      nodeId: q[2],
      message: '请多写几句',
      condition: { nodes: [{ nodeId: q[2], optionType: 2 }] },
    },
  ];
}

/** Runs `action` and answers the launch call's envelope. */
async function afterLaunch(p: Page, action: () => Promise<unknown>) {
  const answer = responseOf(p, (r) => new URL(r.url()).pathname === fullPath(publishingApi.launch));
  await action();
  return (await (await answer).json()) as {
    code: string;
    data: { errors: unknown[]; publishedVersion: number };
  };
}

const pick = pickInDialog;

async function retitle(p: Page, index: number, title: string): Promise<void> {
  await questionRows(p).nth(index).locator('.cairn-question__text').click();
  await p.getByRole('textbox', { name: /^(编辑标题|Edit title)/ }).waitFor();
  await p.keyboard.press('Control+A');
  await p.keyboard.type(title);
  await afterCall(p, nodesApi.update, () => p.keyboard.press('Enter'));
  await allSaved(p);
}

describe('publishing a survey with logic', () => {
  let code: string;

  it('builds a rule of each logic type: four through the API, the jump in the logic editor', async () => {
    await page.goto('/designer/projects');
    const built = await buildSurvey(page, '逻辑发布调查');
    code = built.code;
    for (const rule of otherRules(built.q, built.o)) await built.rule(rule);
    await openDesign(page, code);
    await poll(() => page.locator('.logic-badge').allTextContents()).toEqual(['逻辑 2', '逻辑 2']);

    await questionRows(page).first().locator('.design-card__select').click();
    await section(page).scrollIntoViewIfNeeded();
    await section(page).getByRole('button', { name: '添加逻辑' }).click();
    await pick(page, '题目 1', /^Q1/);
    await pick(page, '判断 1', '包含');
    await pick(page, '选项 1', '选项-1');
    await pick(page, '跳转到', /^Q4/);
    const saved = responseOf(page, (r) => new URL(r.url()).pathname === fullPath(logicApi.save));
    await dialog(page)
      .getByRole('button', { name: /保\s*存/ })
      .click();
    expect(((await (await saved).json()) as { code: string }).code).toBe('00000');
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => page.locator('.logic-badge').allTextContents()).toEqual(['逻辑 1', '逻辑 2', '逻辑 2']);
    expect(await statusBadge(page).textContent()).toBe('未发布');
    expect(await publishButton(page).textContent()).toContain('发布');
  });

  it('publishes version 1: the header goes to the launch tab, the status card publishes', async () => {
    await publishButton(page).click();
    await page.waitForURL(`**/designer/project/${code}/launch/base`);
    const answer = await afterLaunch(page, () =>
      statusCard(page).getByRole('button', { name: '发布' }).click(),
    );
    expect(answer.data).toMatchObject({ errors: [], publishedVersion: 1 });
    await statusCard(page).getByText('当前版本 v1').waitFor();
    await poll(() => publishButton(page).textContent()).toContain('已发布');
    await poll(() => statusBadge(page).textContent()).toBe('收集中');
    await settled(page);
    await shoot(page, 'publish-logic-v1-zh');
  });

  it('an edit marks the survey modified, not published; the header republishes it as version 2', async () => {
    await page.getByRole('link', { name: '问卷设计' }).click();
    await page.locator('.design-canvas').waitFor();
    await retitle(page, 1, '你平时喜欢哪些运动？');
    await poll(() => statusBadge(page).textContent()).toBe('已修改未发布');
    await poll(() => publishButton(page).textContent()).not.toContain('已发布');
    await settled(page);
    await shoot(page, 'publish-logic-modified-zh');

    const answer = await afterLaunch(page, () => publishButton(page).click());
    expect(answer.data).toMatchObject({ errors: [], publishedVersion: 2 });
    await poll(() => publishButton(page).textContent()).toContain('已发布');
    await poll(() => statusBadge(page).textContent()).toBe('收集中');
    // The rules are still there after publishing: nothing in the design was consumed.
    await poll(() => page.locator('.logic-badge').allTextContents()).toEqual(['逻辑 1', '逻辑 2', '逻辑 2']);
    await page.getByRole('link', { name: '发布' }).click();
    await statusCard(page).getByText('当前版本 v2').waitFor();
    await settled(page);
    await shoot(page, 'publish-logic-v2-zh');
  });
});

describe('publishing a survey with logic in English', () => {
  it('shows "modified, not published" after an edit and republishes from the header', async () => {
    const en = await registerUser(browser, 'en-US', 'ple');
    try {
      const p = en.page;
      await p.setViewportSize({ width: 1440, height: 900 });
      await p.goto('/designer/projects');
      const built = await buildSurvey(p, 'Logic survey', 'en');
      for (const rule of otherRules(built.q, built.o)) await built.rule(rule);
      const first = await callEndpoint(p, publishingApi.launch, { projectCode: built.code });
      expect(first.publishedVersion).toBe(1);
      await built.retitle(built.q[0]!, 'How often do you exercise?');
      await openDesign(p, built.code);
      await poll(() => statusBadge(p).textContent()).toBe('Modified, not published');
      await poll(() => p.locator('.logic-badge').allTextContents()).toEqual(['Logic 2', 'Logic 2']);
      await settled(p);
      await shoot(p, 'publish-logic-modified-en');
      const answer = await afterLaunch(p, () => publishButton(p).click());
      expect(answer.data).toMatchObject({ errors: [], publishedVersion: 2 });
      await poll(() => publishButton(p).textContent()).toContain('Published');
      await p.getByRole('link', { name: 'Launch' }).click();
      await statusCard(p).getByText('Version v2').waitFor();
      await settled(p);
      await shoot(p, 'publish-logic-v2-en');
    } finally {
      await en.context.close();
    }
  });
});
