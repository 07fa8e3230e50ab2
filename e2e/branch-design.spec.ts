import { flowApi, nodesApi } from '@cairn/contract';
import { Operator } from '@cairn/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import {
  afterCall,
  allSaved,
  canvasText,
  openDesign,
  questionRows,
  rows,
  shootCanvas,
} from './support/design.ts';
import { dialog, registerUser, type Session, settled } from './support/projects.ts';
import { answerOf } from './support/response-of.ts';
import { choicesOf, surveyApi } from './support/survey-api.ts';

/**
 * Branch paths on the design tab: their conditions count as logic when a question they test is
 * deleted (the 00001 confirm lists the path; going on clears that condition item), and deleting
 * a path row keeps the split whole (its questions go after the join).
 */
let browser: Browser;
let author: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await registerUser(browser, 'zh-CN', 'brd');
  await author.page.setViewportSize({ width: 1440, height: 900 });
});
afterAll(async () => {
  await author?.context.close();
  await browser?.close();
});

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 5_000 });

/** G[Q1 Q2] B(Fans)[Q3] B(Rest)[] G[Q4]; Fans is entered when Q1 has option 1 or Q2 is answered. */
async function branchedSurvey(p: Page, lang: 'zh' | 'en') {
  const api = await surveyApi(p, lang === 'zh' ? '分支调查' : 'Branch survey', lang);
  // The first question goes into the survey's first group, the rest after it.
  const group = [...(await api.nodes()).values()][0]!.id;
  const q: number[] = [];
  for (const what of [1, 2, 3, 3])
    q.push(await api.add(what, q.length ? { afterId: q.at(-1)! } : { parentId: group }));
  const on = await api.edit(flowApi.branchSwitch, { on: true, fromId: q[2]!, toId: q[2]! });
  const [a, b] = on.change.nodes.inserted.filter((n) => n.model === 4).map((n) => n.id) as [number, number];
  const yes = choicesOf(await api.node(q[0]!))[0]!.id;
  const condition = {
    relation: 'or' as const,
    nodes: [
      { nodeId: q[0]!, optionType: Operator.Checked, optionIds: [yes] },
      { nodeId: q[1]!, optionType: Operator.Answered },
    ],
  };
  await api.edit(flowApi.updatePath, { id: a, name: 'Fans', condition });
  await api.edit(flowApi.updatePath, { id: b, name: 'Rest' });
  const conditionOf = async (id: number) =>
    (await api.nodes()).get(id)?.setting.condition as { nodes: unknown[] } | null;
  return { code: api.code, q, a, b, conditionOf };
}

/** Asks to delete a row and answers the remove call's code. */
async function askDelete(p: Page, row: Locator, deleteName: string, confirmName: RegExp): Promise<string> {
  await row.locator('.design-card__select').click();
  await row.getByRole('button', { name: deleteName, exact: true }).click();
  const answered = answerOf(p, nodesApi.remove);
  await p.locator('.ant-modal-confirm').getByRole('button', { name: confirmName }).click();
  return ((await (await answered).json()) as { code: string }).code;
}

describe('branch paths on the design tab', () => {
  it('lists the path whose condition tests a question being deleted, and clears that item on "continue"', async () => {
    const page = author.page;
    await page.goto('/designer/projects');
    const { code, q, a, conditionOf } = await branchedSurvey(page, 'zh');
    await openDesign(page, code);
    expect(await canvasText(page)).toEqual([
      'group  分组1',
      'question Q1 点击编写问题文本',
      'question Q2 点击编写问题文本',
      'group  Fans',
      'question Q3 点击编写问题文本',
      'group  Rest',
      expect.stringMatching(/^group /),
      'question Q4 点击编写问题文本',
    ]);
    expect(await askDelete(page, questionRows(page).nth(1), '删除', /删\s*除/)).toBe('00001');
    const linked = page.getByTestId('linked-logic');
    await linked.waitFor();
    expect(await linked.locator('li').allTextContents()).toEqual(['分支路径“Fans”']);
    await settled(page);
    await shootCanvas(page, 'branch-linked-zh');
    await afterCall(page, nodesApi.remove, () =>
      dialog(page).getByRole('button', { name: '仍然继续' }).click(),
    );
    await allSaved(page);
    await poll(() => questionRows(page).count()).toBe(3);
    expect((await conditionOf(a))?.nodes).toEqual([expect.objectContaining({ nodeId: q[0] })]);
  });

  it('deleting a path row moves its questions after the join, keeping the split whole', async () => {
    const page = author.page;
    const fans = rows(page).filter({ has: page.locator('.design-group__title-text', { hasText: 'Fans' }) });
    expect(await askDelete(page, fans, '删除', /删\s*除/)).toBe('00000');
    await allSaved(page);
    await poll(() => canvasText(page)).toEqual([
      'group  分组1',
      'question Q1 点击编写问题文本',
      'group  Rest',
      expect.stringMatching(/^group /),
      'question Q3 点击编写问题文本',
      'question Q4 点击编写问题文本',
    ]);
    // The stored tree agrees after a reload.
    await page.reload();
    await page.locator('.design-canvas').waitFor();
    await poll(() => rows(page).count()).toBe(6);
    await shootCanvas(page, 'branch-path-deleted-zh');
  });

  it('asks in English', async () => {
    const en = await registerUser(browser, 'en-US', 'brde');
    try {
      const p = en.page;
      await p.setViewportSize({ width: 1440, height: 900 });
      await p.goto('/designer/projects');
      const { code } = await branchedSurvey(p, 'en');
      await openDesign(p, code);
      expect(await askDelete(p, questionRows(p).first(), 'Delete', /Delete/)).toBe('00001');
      const linked = p.getByTestId('linked-logic');
      await linked.waitFor();
      expect(await linked.locator('li').allTextContents()).toEqual(['Branch path “Fans”']);
      await settled(p);
      await shootCanvas(p, 'branch-linked-en');
      await dialog(p).getByRole('button', { name: 'Cancel' }).click();
      await poll(() => questionRows(p).count()).toBe(4);
    } finally {
      await en.context.close();
    }
  });
});
