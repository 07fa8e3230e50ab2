import { nodesApi, projectsApi, publishingApi, settingsApi } from '@cairn/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { addMember, inviteLink } from './support/interview-members.ts';
import { importRoll } from './support/interview-roll.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { PASSWORD, registerUser } from './support/projects.ts';

/**
 * An interview project's people and sessions: the owner adds a host and an observer on the launch
 * area's member-setting page and mails their invites; both accept from the outbox's link; the
 * project is published; the host interviews two interviewees on a tablet (1024×768) from the
 * console, in the respondent page's interviewer mode (one question per page, auto-next), while
 * the observer's live page shows the answers arriving. The roll is imported as the designer does
 * (support/interview-roll.ts), on the shared server.
 */
type Locale = 'zh-CN' | 'en-US';
const TABLET = { width: 1024, height: 768 };
const LOCALES = journeyLocales(['zh-CN', 'en-US'] as const);
const texts = {
  'zh-CN': {
    account: '账号',
    password: '密码',
    add: '添加成员',
    name: '姓名',
    email: '邮箱',
    observer: '观察员',
    save: '保存',
    invite: '发送邀请',
    resend: '重新发送邀请',
    accepted: '已接受',
    acceptAs: /^以 .* 接受邀请$/,
    toConsole: '进入主持台',
    toLive: '查看实时访谈',
    notStarted: '未开始',
    start: '开始访谈',
    offline: '下载离线访谈文件',
    option: '选项-1',
    next: '下一页',
    submit: '提交',
    done: '提交成功',
    interviewing: '访谈中：受访者 U1',
    submitted: '已提交',
    doneState: '已完成',
    report: '报表',
    overview: '总体概览',
    title: '购物者访谈',
  },
  'en-US': {
    account: 'Account',
    password: 'Password',
    add: 'Add a member',
    name: 'Name',
    email: 'E-mail',
    observer: 'Observer',
    save: 'Save',
    invite: 'Send invite',
    resend: 'Send invite again',
    accepted: 'Accepted',
    acceptAs: /^Accept as /,
    toConsole: 'Open the host console',
    toLive: 'Watch the interviews',
    notStarted: 'Not started',
    start: 'Start interview',
    offline: 'Download the offline interview file',
    option: 'Option 1',
    next: 'Next',
    submit: 'Submit',
    done: 'Thank you',
    interviewing: 'Interviewing: interviewee U1',
    submitted: 'Submitted',
    doneState: 'Done',
    report: 'Report',
    overview: 'Overview',
    title: 'Shopper interviews',
  },
};

let browser: Browser;
/** Each locale's project: its owner, code, and the interviewee codes the roll import made. */
const projects = new Map<Locale, { owner: string; code: string; people: [string, string] }>();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const locale of LOCALES) {
    const owner = await registerUser(browser, locale, 'ivown');
    const lang = { 'accept-language': locale === 'en-US' ? 'en' : 'zh' };
    const title = locale === 'en-US' ? 'Shopper interviews' : '购物者访谈';
    const { code } = await callEndpoint(
      owner.page,
      projectsApi.init,
      { projectType: 1, title },
      { headers: lang },
    );
    let { version } = await callEndpoint(owner.page, nodesApi.tree, { surveyCode: code });
    for (const what of [1, 3]) {
      const answer = await callEndpoint(
        owner.page,
        nodesApi.add,
        { surveyCode: code, what },
        { version, headers: lang },
      );
      version = answer.saved.version;
    }
    // The interview toggles of the design menu: one question per page and auto-next.
    await callEndpoint(owner.page, settingsApi.save, {
      code,
      settings: { onePerPage: true, autoNext: true },
    });
    // The roll, through the import the designer uses.
    const roll = await importRoll(owner.page, code, [
      [locale === 'en-US' ? 'Name' : '姓名'],
      ['Ann'],
      ['Bob'],
    ]);
    projects.set(locale, { owner: owner.name, code, people: [roll.get('Ann')!, roll.get('Bob')!] });
    await owner.context.close();
  }
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

async function login(locale: Locale, name: string): Promise<Page> {
  const { page } = await newPage(browser, locale);
  const x = texts[locale];
  await page.goto('/designer/login');
  await page.getByRole('textbox', { name: x.account, exact: true }).fill(name);
  await page.getByLabel(x.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(x.password, { exact: true }).press('Enter');
  await page.waitForURL('**/designer/project');
  return page;
}

describe.each(LOCALES)('interview hosts and observers (%s)', (locale) => {
  const x = texts[locale];
  const tag = locale === 'en-US' ? 'en' : 'zh';

  it('adds a host and an observer, both accept, and the host interviews two people while the observer watches', async () => {
    const { owner: ownerName, code, people } = projects.get(locale)!;
    const owner = await login(locale, ownerName);
    const host = await registerUser(browser, locale, 'ivhost');
    const observer = await registerUser(browser, locale, 'ivobs');
    const emails = { host: `${host.name}@example.com`, observer: `${observer.name}@example.com` };

    // The owner's member-setting page: add both, then mail the invites.
    await owner.goto(`/designer/project/${code}/launch/member-setting`);
    await addMember(owner, x, { role: 'host', name: host.name, email: emails.host });
    await addMember(owner, x, { role: 'observer', name: observer.name, email: emails.observer });
    await shoot(owner, `interview-member-setting-${tag}`);

    // Both accept from the outbox's link.
    for (const [session, email, next] of [
      [host, emails.host, x.toConsole],
      [observer, emails.observer, x.toLive],
    ] as const) {
      await session.page.goto(await inviteLink(owner, email));
      await session.page.getByRole('button', { name: x.acceptAs }).click();
      if (session === host) await shoot(session.page, `interview-invite-accepted-${tag}`);
      await session.page.getByRole('button', { name: next }).click();
    }
    await owner.reload();
    await owner
      .getByRole('row', { name: new RegExp(emails.observer) })
      .getByText(x.accepted)
      .waitFor();

    // Published: the host's console says "not started".
    await callEndpoint(owner, publishingApi.launch, { projectCode: code });
    await host.page.setViewportSize(TABLET);
    await host.page.reload();
    await host.page.getByText(x.notStarted).waitFor();
    await shoot(host.page, `interview-console-${tag}`);
    // A host has no row in the project list: the console gives them the offline file (a new one
    // when the files were withdrawn).
    const [offlineFile] = await Promise.all([
      host.page.waitForEvent('download'),
      host.page.getByRole('button', { name: x.offline }).click(),
    ]);
    expect(offlineFile.suggestedFilename()).toBe(`offline-${code}.html`);

    for (const [i, who] of people.entries()) {
      const row = host.page.getByRole('row', { name: new RegExp(`^${who} `) });
      const [tab] = await Promise.all([
        host.context.waitForEvent('page'),
        row.getByRole('button', { name: x.start }).click(),
      ]);
      await tab.setViewportSize(TABLET);
      await tab.getByText(x.interviewing.replace('U1', who)).waitFor();
      // One question per page with auto-next: choosing the option moves on and saves the page.
      await tab.getByText(x.option, { exact: true }).click();
      await tab.getByRole('textbox').waitFor();
      if (i === 0) await shoot(tab, `interview-respondent-${tag}`);
      // The observer's live page shows the saved answer within a poll.
      const card = observer.page.getByTestId(`live-${who}`);
      await card.getByText(x.option).waitFor({ timeout: 15_000 });
      await tab.getByRole('textbox').fill(`notes of ${who}`);
      await tab.getByRole('button', { name: x.submit }).click();
      await tab.getByText(x.done).waitFor();
      await card.getByText(`notes of ${who}`).waitFor({ timeout: 15_000 });
      await card.getByText(x.submitted).waitFor();
      if (i === 1) await shoot(observer.page, `interview-live-${tag}`);
      await tab.close();
      await host.page.reload();
      await host.page
        .getByRole('row', { name: new RegExp(`^${who} `) })
        .getByText(x.doneState)
        .waitFor();
    }
    await shoot(host.page, `interview-console-done-${tag}`);
    expect(await host.page.locator('.ant-tag', { hasText: x.doneState }).count()).toBe(2);

    // The owner reads the interviews in the project's report tab.
    await owner.goto(`/designer/project/${code}/design`);
    await owner.locator('nav.project-tabs').getByRole('link', { name: x.report }).click();
    await owner.waitForURL(`**/designer/project/${code}/report`);
    await owner.getByRole('heading', { name: x.overview }).waitFor();
    await shoot(owner, `interview-report-${tag}`);
    // The host, who holds no share, finds the project again from the project list.
    await host.page.goto('/designer/project');
    await host.page.getByRole('link', { name: x.title }).waitFor();
    await shoot(host.page, `interview-my-interviews-${tag}`);
    await host.page.getByRole('link', { name: x.title }).click();
    await host.page.waitForURL(`**/designer/interview/${code}`);
    await host.page.getByText(x.doneState).first().waitFor();
    await owner.context().close();
    await host.context.close();
    await observer.context.close();
  }, 240_000);
});
