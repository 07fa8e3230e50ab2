import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  communitySettingsApi,
  discussionQuotaApi,
  discussionRollApi,
  interviewApi,
  nodesApi,
  projectsApi,
  publishingApi,
  respondApi,
} from '@cairn/contract';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { afterCall, allSaved } from './support/design.ts';
import { addMember, inviteLink } from './support/interview-members.ts';
import { interviewProjectWords } from './support/interview-project-words.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { dialog, registerUser, type Session, settled } from './support/projects.ts';
import { answerOf } from './support/response-of.ts';

/**
 * Issue 24's interview project, one connected journey a person could follow, nothing seeded: the
 * owner creates an interview project from the project list, imports the roll from the template
 * they downloaded and filled in, adds a host and an observer who accept from the invite e-mails
 * in the outbox, and publishes. The host interviews two people on a tablet while the observer's
 * live page (its 4 s poll moved on with Playwright's clock) shows the answers arrive. The owner
 * sets a stopping quota the two interviews fill, and the host's third session is refused
 * (A5533). Last, the owner opens the client community's board, and a client signs in and sees
 * the two interviews counted.
 */
type Locale = keyof typeof interviewProjectWords;
const TABLET = { width: 1024, height: 768 };
const POLL_MS = 4000;
const PEOPLE = [
  ['Ann', '13800138001', 'north'],
  ['Bob', '13800138002', 'north'],
  ['Cai', '13800138003', 'north'],
  ['Dee', '13800138004', 'south'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The template the roll page gave, filled in with PEOPLE under its own header row. */
async function fillTemplate(path: string, w: (typeof interviewProjectWords)[Locale]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(headers.slice(0, 3)).toEqual(
    w.lang === 'zh' ? ['姓名', '手机号', '分组'] : ['Name', 'Mobile', 'Group'],
  );
  for (const [name, mobile, group] of PEOPLE) sheet.addRow([name, mobile, w[group]]);
  const filled = join(tmpdir(), `interview-roll-${w.lang}-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(filled);
  return filled;
}

describe.each(journeyLocales(['en-US', 'zh-CN'] as const))(
  'an interview project, start to end (%s)',
  (locale) => {
    const w = interviewProjectWords[locale];
    const shot = (page: Page, step: string) => shoot(page, `interview-project-${step}-${w.lang}`);
    let owner: Session;
    let host: Session;
    let observer: Session;
    let page: Page;
    let code = '';
    const hostRow = (name: string): Locator =>
      host.page.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });

    afterAll(async () => {
      for (const s of [owner, host, observer]) await s?.context.close();
    });

    it('creates the interview project from the project list and designs two questions', async () => {
      owner = await registerUser(browser, locale, 'ivp');
      page = owner.page;
      await page.getByRole('button', { name: w.newProject }).click();
      await page.getByRole('link', { name: w.discussion }).click();
      await page.waitForURL('**/designer/create/1');
      await page.locator('input#title').fill(w.title);
      const created = answerOf(page, projectsApi.init);
      await page.getByRole('button', { name: w.createSubmit }).click();
      code = ((await (await created).json()) as { data: { code: string } }).data.code;
      await page.waitForURL(`**/designer/project/${code}/design`);
      await page.locator('.design-canvas').waitFor();
      for (const type of ['single-choice', 'open-text'])
        await afterCall(page, nodesApi.add, () =>
          page.locator(`.design-palette__item[data-type="${type}"]`).click(),
        );
      await allSaved(page);
      // The interview toggle of the design menu: one question per page, so each page turn saves.
      await page.getByRole('button', { name: w.more }).click();
      await page.getByRole('menuitem', { name: w.onePerPage }).click();
      await shot(page, 'design');
    });

    it('imports the roll from the filled-in template', async () => {
      await page.goto(`/designer/project/${code}/user`);
      await page.getByRole('button', { name: w.importList }).first().click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog(page).getByRole('button', { name: w.template }).click(),
      ]);
      const file = await fillTemplate(await download.path(), w);
      const imported = answerOf(page, discussionRollApi.importRoll);
      await dialog(page).locator('input[type="file"]').setInputFiles(file);
      expect(((await (await imported).json()) as { code: string }).code).toBe('00000');
      await dialog(page).getByText(w.imported).waitFor();
      await shot(page, 'roll-import');
      await dialog(page).getByRole('button', { name: w.importDone }).click();
      await page.locator('.roll-table').getByRole('cell', { name: 'Dee', exact: true }).waitFor();
      expect(await page.locator('.roll-table tbody tr.ant-table-row').count()).toBe(PEOPLE.length);
      await shot(page, 'roll');
    });

    it('adds a host and an observer, who accept from the invite e-mails, and publishes', async () => {
      host = await registerUser(browser, locale, 'ivphost');
      observer = await registerUser(browser, locale, 'ivpobs');
      const emails = { host: `${host.name}@example.com`, observer: `${observer.name}@example.com` };
      await page.goto(`/designer/project/${code}/launch/member-setting`);
      await addMember(page, w, { role: 'host', name: host.name, email: emails.host });
      await addMember(page, w, { role: 'observer', name: observer.name, email: emails.observer });
      await shot(page, 'members');
      // The live page polls every 4 s: its clock is the journey's, moved on rather than waited for.
      await observer.page.clock.install();
      for (const [session, email, next] of [
        [host, emails.host, w.toConsole],
        [observer, emails.observer, w.toLive],
      ] as const) {
        await session.page.goto(await inviteLink(page, email));
        await session.page.getByRole('button', { name: w.acceptAs }).click();
        await shot(session.page, `invite-accepted-${session === host ? 'host' : 'observer'}`);
        await session.page.getByRole('button', { name: next }).click();
      }
      await page.reload();
      for (const email of Object.values(emails))
        await page
          .getByRole('row', { name: new RegExp(email) })
          .getByText(w.accepted)
          .waitFor();

      // The roll exists, so publishing goes through (no A5505).
      await page.goto(`/designer/project/${code}/launch/base`);
      const published = answerOf(page, publishingApi.launch);
      await page.locator('.launch-status').getByRole('button', { name: w.publish, exact: true }).click();
      expect(((await (await published).json()) as { code: string }).code).toBe('00000');
      await shot(page, 'published');
    });

    it('the host interviews two people on a tablet while the observer watches the answers arrive', async () => {
      await host.page.setViewportSize(TABLET);
      await host.page.waitForURL(`**/designer/interview/${code}`);
      await host.page.reload();
      await hostRow('Ann').getByRole('button', { name: w.start }).waitFor();
      await shot(host.page, 'console');
      await observer.page.waitForURL(`**/designer/interview/${code}/live`);
      for (const [i, who] of ['Ann', 'Bob'].entries()) {
        const [tab] = await Promise.all([
          host.context.waitForEvent('page'),
          hostRow(who).getByRole('button', { name: w.start }).click(),
        ]);
        await tab.setViewportSize(TABLET);
        // One question per page: choosing and turning the page saves it.
        const saved = answerOf(tab, respondApi.save);
        await tab.getByText(w.option, { exact: true }).click();
        await tab.getByRole('button', { name: w.next }).click();
        await saved;
        await tab.getByRole('textbox').waitFor();
        if (i === 0) await shot(tab, 'respondent');
        const card = observer.page.locator('[data-testid^="live-"]').filter({ hasText: who });
        await observer.page.clock.fastForward(POLL_MS);
        await card.getByText(w.option).waitFor();
        await tab.getByRole('textbox').fill(`notes on ${who}`);
        const submitted = answerOf(tab, respondApi.submit);
        await tab.getByRole('button', { name: w.submit }).click();
        expect(((await (await submitted).json()) as { code: string }).code).toBe('00000');
        await tab.getByText(w.thanks).waitFor();
        await observer.page.clock.fastForward(POLL_MS);
        await card.getByText(`notes on ${who}`).waitFor();
        await card.getByText(w.submitted).waitFor();
        if (i === 1) await shot(observer.page, 'live');
        await tab.close();
      }
      await host.page.reload();
      for (const who of ['Ann', 'Bob']) await hostRow(who).getByText(w.doneState).waitFor();
      await shot(host.page, 'console-done');
    });

    it('a stopping quota the two interviews fill refuses the third session', async () => {
      await page.goto(`/designer/project/${code}/user/quota/config`);
      await page.getByRole('button', { name: w.addQuota }).click();
      const quota = page.getByTestId('quota-row');
      await quota.getByRole('textbox', { name: w.quotaName }).fill(w.north);
      await quota.getByRole('combobox', { name: `${w.north} ${w.quotaGroup}` }).click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByText(new RegExp(`^${w.north}`))
        .click();
      await quota.getByRole('spinbutton', { name: `${w.north} ${w.quotaTarget}` }).fill('2');
      await afterCall(page, discussionQuotaApi.save, () =>
        page.getByRole('button', { name: w.saveQuotas }).click(),
      );
      await shot(page, 'quota-config');
      await page.goto(`/designer/project/${code}/user/quota/control`);
      await page.getByTestId('quota-progress').getByText('2 / 2').waitFor();
      await shot(page, 'quota-control');

      await host.page.reload();
      const refused = answerOf(host.page, interviewApi.open);
      await hostRow('Cai').getByRole('button', { name: w.start }).click();
      expect(((await (await refused).json()) as { code: string }).code).toBe('A5533');
      await host.page.getByText(w.quotaFull).waitFor();
      await shot(host.page, 'quota-refused');
    });

    it('the owner opens the community board and a client sees the two interviews counted', async () => {
      await page.goto(`/designer/project/${code}/launch/base`);
      const card = page.getByTestId('community-card');
      // Each step only where it is not done yet, so a retried journey finds the card as left.
      const enabled = card.getByRole('switch');
      if ((await enabled.getAttribute('aria-checked')) !== 'true')
        await afterCall(page, communitySettingsApi.save, () => enabled.click());
      const board = card.getByRole('checkbox', { name: w.board });
      if (!(await board.isChecked())) await afterCall(page, communitySettingsApi.save, () => board.check());
      await card.getByLabel(w.communityPassword).fill('client-pass-9');
      await afterCall(page, communitySettingsApi.password, () =>
        card.getByRole('button', { name: w.setPassword }).click(),
      );
      await expect.poll(() => card.getByTestId('community-password-state').textContent()).toMatch(/\d/);
      await shot(page, 'community-card');

      const client = await newPage(browser, locale);
      try {
        await client.page.goto(`/designer/community/${code}`);
        await client.page.getByLabel(w.communityPassword).fill('client-pass-9');
        await client.page.getByRole('button', { name: w.login }).click();
        await client.page.waitForURL(`**/community/${code}/report/frequency`);
        await expect.poll(() => client.page.getByTestId('board-total').textContent()).toContain('2');
        await client.page.locator('.board-card').first().waitFor();
        await settled(client.page);
        await shot(client.page, 'community-board');
      } finally {
        await client.context.close();
      }
    });
  },
);
