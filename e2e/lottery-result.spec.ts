import { lotteryApi } from '@cairn/contract';
import { QuestionType } from '@cairn/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE } from './support/accessibility.ts';
import { launchBrowser, shoot } from './support/browser.ts';
import { callEndpoint } from './support/call-endpoint.ts';
import { journeyLocales } from './support/journey-locales.ts';
import { registerUser } from './support/projects.ts';
import { tick } from './support/respondent-gestures.ts';
import { rewardsWords } from './support/rewards-words.ts';
import { surveyApi } from './support/survey-api.ts';

/**
 * An after-close lottery's participant learns the result (issue 23): the end page gives a result
 * link; before the draw it says when the draw comes. Meanwhile the author adds codes to the coupon
 * prize in the prize centre (a duplicate refused and counted). Once drawn, the same link shows the
 * physical prize won and takes the claim form; the author ships it from the prize centre with a
 * tracking number, and the winner's result page shows that number.
 */
let browser: Browser;
let base: string;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  base = inject('messagingBaseUrl');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const words = {
  zh: {
    link: '我的抽奖结果',
    notDrawn: '还没有开奖',
    mug: '保温杯',
    coupon: '茶饮券',
    won: '恭喜！您抽中了「保温杯」',
    field: { name: '姓名', phone: '手机号', address: '收货地址' },
    sendClaim: '提交领奖信息',
    claimed: '领奖信息已提交，我们会尽快寄出奖品。',
    trackingShown: '运单号：',
  },
  en: {
    link: 'My lottery result',
    notDrawn: 'Not drawn yet',
    mug: 'Travel mug',
    coupon: 'Tea coupon',
    won: 'Congratulations! You won “Travel mug”',
    field: { name: 'Name', phone: 'Phone', address: 'Address' },
    sendClaim: 'Send my details',
    claimed: 'Your details are received; your prize will be sent soon.',
    trackingShown: 'Tracking number: ',
  },
};

/** The prize centre's words, in the author's (browser's) language; antd spaces two-character buttons. */
const centre = {
  zh: {
    addCodes: '补充券码',
    paste: '粘贴券码',
    add: /^添\s?加$/,
    added: '已添加 1 个券码，1 个重复的未添加；现有 2 个，剩余 2 个',
    claims: '领取记录',
    ship: /^发\s?货$/,
    trackingNo: '运单号',
    markShipped: '确认发货',
    shipped: '已寄出',
  },
  en: {
    addCodes: 'Add codes',
    paste: 'Paste codes',
    add: 'Add',
    added: 'Added: 1. Duplicates not added: 1. Codes in all: 2, left: 2',
    claims: 'Claims',
    ship: 'Ship',
    trackingNo: 'Tracking number',
    markShipped: 'Mark shipped',
    shipped: 'Shipped',
  },
};

describe.each(journeyLocales(['en-US', 'zh-CN'] as const))('after-close lottery result (%s)', (locale) => {
  const w = rewardsWords[locale];
  const tag = w.lang;
  const say = words[tag];
  const on = centre[tag];
  it('the end page links the result page; the prize centre adds codes and ships the mug; the winner sees the tracking number', async () => {
    const author = await registerUser(browser, locale, 'drawresult', base);
    const api = await surveyApi(author.page, tag === 'zh' ? '茶饮调查' : 'Tea survey', tag);
    await api.add(QuestionType.SingleChoice, { title: tag === 'zh' ? '你喝茶吗？' : 'Do you drink tea?' });
    await api.settings({ lang: tag });
    await api.launch();
    const endAt = Date.now() + 3 * 24 * 3600_000;
    const lottery = await callEndpoint(author.page, lotteryApi.save, {
      name: tag === 'zh' ? '周末开奖' : 'Weekend draw',
      surveyCode: api.code,
      mode: 'after-close',
      // One participant: the draw deals the first prize, the mug; the coupon waits for codes.
      prizes: [
        {
          kind: 'physical',
          name: say.mug,
          stock: 1,
          winners: 1,
          claimFields: [{ key: 'name' }, { key: 'phone' }, { key: 'address' }],
        },
        { kind: 'coupon', name: say.coupon, codes: ['TEA-2026'], winners: 1 },
      ],
      startAt: null,
      endAt,
      start: true,
    });

    const context = await browser.newContext({ locale, baseURL: base, viewport: PHONE, isMobile: true });
    contexts.push(context);
    const phone: Page = await context.newPage();
    await phone.goto(`/r/${api.code}`);
    await tick(phone.locator('.respond-question').first().getByRole('radio').first());
    await phone.locator('.respond-nav__next').click();
    await phone.locator('.respond-finished--done').waitFor();
    const link = phone.getByRole('link', { name: say.link });
    await shoot(phone, `lottery-result-end-page-${tag}`);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('#lottery-result=');

    await phone.goto(href);
    await phone.getByText(say.notDrawn).waitFor();
    await shoot(phone, `lottery-result-pending-${tag}`);

    // The prize centre while the lottery runs: one code added to the coupon, the repeat refused.
    const { page } = author;
    await page.goto(`/designer/project/${api.code}/setting/prize`);
    const couponRow = page.getByRole('row').filter({ hasText: say.coupon });
    await couponRow.getByRole('button', { name: on.addCodes }).click();
    const codes = page.getByRole('dialog');
    await codes.getByLabel(on.paste).fill('TEA-2027\nTEA-2026');
    await codes.getByRole('button', { name: on.add }).click();
    await codes.getByText(on.added).waitFor();
    await shoot(page, `prize-centre-codes-${tag}`, false);
    await page.keyboard.press('Escape');
    await codes.waitFor({ state: 'hidden' });

    await callEndpoint(author.page, lotteryApi.status, { id: lottery.id, action: 'end' });
    await callEndpoint(author.page, lotteryApi.draw, { id: lottery.id });
    await phone.reload();
    await phone.getByText(say.won).waitFor();
    await phone.getByLabel(say.field.name).fill(tag === 'zh' ? '李雷' : 'Li Lei');
    await phone.getByLabel(say.field.phone).fill('13800138000');
    await phone
      .getByLabel(say.field.address)
      .fill(tag === 'zh' ? '上海市徐汇区天钥桥路 1 号' : '1 Park Road, Shanghai');
    await phone.getByRole('button', { name: say.sendClaim }).click();
    await phone.getByText(say.claimed).waitFor();
    await shoot(phone, `lottery-result-won-${tag}`);

    // The author ships the mug from the prize centre with its tracking number.
    await page.reload();
    const mugRow = page.getByRole('row').filter({ hasText: say.mug });
    await mugRow.getByRole('button', { name: on.claims }).click();
    const claimRow = page.getByRole('row').filter({ hasText: '13800138000' });
    await claimRow.getByRole('button', { name: on.ship }).click();
    const ship = page.getByRole('dialog');
    await ship.getByLabel(on.trackingNo).fill('SF1234567890');
    await shoot(page, `prize-centre-ship-${tag}`, false);
    await ship.getByRole('button', { name: on.markShipped }).click();
    await ship.waitFor({ state: 'hidden' });
    await claimRow.getByText('SF1234567890').waitFor();
    await claimRow.getByText(on.shipped, { exact: true }).waitFor();
    await shoot(page, `prize-centre-${tag}`);

    await phone.reload();
    await phone.getByText(say.trackingShown).waitFor();
    expect(await phone.locator('.respond-lottery__tracking').textContent()).toBe('SF1234567890');
    await shoot(phone, `lottery-result-shipped-${tag}`);
  }, 150_000);
});
