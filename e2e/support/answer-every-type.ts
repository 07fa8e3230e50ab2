import type { Node } from '@cairn/core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type EveryTypeSurvey, TABLE_CHOICES, type TypeKey } from './every-type-survey.ts';
import { keyboardRankDown, mouseDrag, tick } from './respondent-gestures.ts';
import { choicesOf, subsOf } from './survey-api.ts';

/**
 * Answers the every-type survey on /r/{code} the way a person does: clicks, typing, selects,
 * pointer drags and the keyboard, one control after another. Answers, per question id, what the
 * stored response must then hold (vitest matchers where a value depends on layout).
 */

/** Where the geography question will find the respondent (the context's geolocation). */
export const HERE = { latitude: 31.2304, longitude: 121.4737 };

const L = {
  zh: {
    province: '省份',
    city: '城市',
    share: '获取我的位置',
    comment: '评价内容',
    dislike: '不喜欢',
    moveTo: (title: string) => `将 ${title} 移到`,
  },
  en: {
    province: 'Province',
    city: 'City',
    share: 'Share my location',
    comment: 'Comment',
    dislike: 'Dislike',
    moveTo: (title: string) => `Move ${title} to`,
  },
};

export const questionOf = (page: Page, node: Node): Locator =>
  page.locator(`.respond-question[data-key="${node.id}"]`);

const ids = (options: { id: number }[]) => options.map((o) => o.id);

export async function answerEveryType(page: Page, survey: EveryTypeSurvey): Promise<Record<string, unknown>> {
  const n = survey.nodes;
  const l = L[survey.lang];
  const q = (key: TypeKey) => questionOf(page, n[key]);
  const choice = (key: TypeKey, i: number) => choicesOf(n[key])[i]!;
  const expected: Record<string, unknown> = {};
  const expect_ = (key: TypeKey, value: unknown) => {
    expected[n[key].id] = value;
  };

  await tick(q('single').getByRole('radio').nth(1));
  expect_('single', { optionId: choice('single', 1).id });

  await tick(q('multiple').getByRole('checkbox').nth(0));
  await tick(q('multiple').getByRole('checkbox').nth(2));
  expect_('multiple', { optionIds: [choice('multiple', 0).id, choice('multiple', 2).id] });

  await q('open').getByRole('textbox').fill('店员很热情 / friendly staff');
  expect_('open', '店员很热情 / friendly staff');

  await tick(q('rate').getByRole('radio', { name: '4', exact: true }));
  expect_('rate', { [choice('rate', 0).id]: 4 });

  await tick(q('evaluate').getByRole('radio').nth(3));
  await q('evaluate').getByRole('textbox', { name: l.comment }).fill('准时 on time');
  expect_('evaluate', { optionId: choice('evaluate', 3).id, comment: '准时 on time' });

  await q('dropdown')
    .getByRole('combobox')
    .selectOption(String(choice('dropdown', 2).id));
  expect_('dropdown', { optionId: choice('dropdown', 2).id });

  // Row 1: a typed cell, a dropdown cell, a typed cell; row 2 is removed again.
  const table = q('table');
  const [c1, c2, c3] = ids(choicesOf(n.table));
  const row1 = table.locator('tbody tr').first();
  await row1.getByRole('textbox').nth(0).fill('Alice');
  await row1.getByRole('combobox').selectOption(TABLE_CHOICES[survey.lang][1]!);
  await row1.getByRole('textbox').nth(1).fill('35');
  await table.locator('tbody tr').nth(1).getByRole('button').click();
  expect_('table', [{ [c1!]: 'Alice', [c2!]: TABLE_CHOICES[survey.lang][1], [c3!]: '35' }]);

  await tick(q('image').getByRole('radio').nth(1));
  expect_('image', { optionIds: [choice('image', 1).id] });

  // Rank: tap all three in order, then move the first one down by keyboard on its drag handle.
  const rank = q('rank');
  for (let i = 0; i < 3; i++) await rank.locator('.cairn-rank__add').first().click();
  const [r1, r2, r3] = ids(choicesOf(n.rank));
  await keyboardRankDown(page, rank, rank.locator('.cairn-rank__item').first());
  await expect
    .poll(() => rank.locator('.cairn-rank__item').first().textContent())
    .toContain(choicesOf(n.rank)[1]!.title);
  expect_('rank', { optionIds: [r2, r1, r3] });

  await q('cascade')
    .getByRole('combobox')
    .first()
    .selectOption(String(choice('cascade', 1).id));
  expect_('cascade', { optionIds: [choice('cascade', 1).id] });

  await q('city').getByRole('combobox', { name: l.province }).selectOption('浙江省');
  await q('city').getByRole('combobox', { name: l.city }).selectOption('杭州市');
  expect_('city', ['浙江省', '杭州市']);

  await q('geography').getByRole('button', { name: l.share }).click();
  expect_('geography', expect.objectContaining({ lat: HERE.latitude, lng: HERE.longitude }));

  // Slider by keyboard: seven steps right from the minimum.
  const slider = q('slider').getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  expect_('slider', { [choice('slider', 0).id]: 7 });

  const matrix = q('matrix');
  const rows = subsOf(n.matrix);
  for (const [r] of rows.entries())
    await tick(
      matrix
        .locator('tbody tr')
        .nth(r)
        .getByRole('radio')
        .nth(r % 3),
    );
  expect_('matrix', Object.fromEntries(rows.map((row, r) => [row.id, choicesOf(n.matrix)[r % 3]!.id])));

  const form = q('form').getByRole('textbox');
  const formIds = ids(choicesOf(n.form));
  for (const [i, text] of ['王芳', '13800138000', 'wang@example.com'].entries()) await form.nth(i).fill(text);
  expect_('form', {
    [formIds[0]!]: '王芳',
    [formIds[1]!]: '13800138000',
    [formIds[2]!]: 'wang@example.com',
  });

  const shares = q('proportion').getByRole('textbox');
  for (const [i, value] of ['50', '30', '20'].entries()) await shares.nth(i).fill(value);
  expect_(
    'proportion',
    Object.fromEntries(ids(choicesOf(n.proportion)).map((id, i) => [id, [50, 30, 20][i]])),
  );

  // Image drag: the first picture dragged by mouse into the first group, the second by its select.
  const [g1, g2] = ids(subsOf(n.imageDrag));
  const [i1, i2] = ids(choicesOf(n.imageDrag));
  const drag = q('imageDrag');
  await mouseDrag(page, drag.locator('.cairn-drag-handle').first(), drag.locator('.cairn-bucket').nth(1));
  await expect.poll(() => drag.locator('.cairn-bucket').nth(1).locator('.cairn-bucket-item').count()).toBe(1);
  await drag.getByRole('combobox', { name: l.moveTo(choice('imageDrag', 1).title) }).selectOption(String(g2));
  expect_('imageDrag', { [i1!]: g1, [i2!]: g2 });

  await tick(q('hotspot').getByRole('checkbox', { name: 'Price' }));
  expect_('hotspot', { regionIds: ['price'] });

  // Words: the first word liked, the last disliked.
  const words = q('words').locator('.cairn-word');
  await words.first().click();
  await tick(q('words').getByRole('radio', { name: l.dislike }));
  await words.last().click();
  expect_(
    'words',
    expect.arrayContaining([
      expect.objectContaining({ mark: 'like', start: 0 }),
      expect.objectContaining({ mark: 'dislike' }),
    ]),
  );

  // Heatmap: a click a quarter across and half-way down the image.
  const area = q('heatmap').getByRole('application');
  await area.scrollIntoViewIfNeeded();
  const box = await area.boundingBox();
  if (!box) throw new Error('no heatmap area');
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.5);
  expect_('heatmap', [{ x: expect.closeTo(0.25, 1), y: expect.closeTo(0.5, 1) }]);

  const [w1, w2] = ids(choicesOf(n.wordDrag));
  const [l1, l2] = ids(subsOf(n.wordDrag));
  const wordDrag = q('wordDrag');
  await mouseDrag(
    page,
    wordDrag.locator('.cairn-drag-handle').first(),
    wordDrag.locator('.cairn-bucket').nth(2),
  );
  await expect
    .poll(() => wordDrag.locator('.cairn-bucket').nth(2).locator('.cairn-bucket-item').count())
    .toBe(1);
  await wordDrag
    .getByRole('combobox', { name: l.moveTo(choice('wordDrag', 1).title) })
    .selectOption(String(l1));
  expect_('wordDrag', { [w1!]: l2, [w2!]: l1 });

  await q('date').locator('input').fill('2025-03-01');
  expect_('date', '2025-03-01');

  // Max-diff: in every task the first item shown is best and the second worst.
  const tasks = q('maxDiff').getByRole('table');
  for (let t = 0; t < (await tasks.count()); t++) {
    const radios = tasks.nth(t).getByRole('radio');
    await tick(radios.nth(0));
    await tick(radios.nth(3));
  }
  expect_(
    'maxDiff',
    expect.arrayContaining([expect.objectContaining({ shown: expect.any(Array), best: expect.any(Number) })]),
  );

  await tick(q('nps').getByRole('radio', { name: '9', exact: true }));
  expect_('nps', 9);

  await tick(q('vote').getByRole('radio').nth(0));
  expect_('vote', { optionIds: [choice('vote', 0).id] });

  await tick(q('voteImage').getByRole('radio').nth(1));
  expect_('voteImage', { optionIds: [choice('voteImage', 1).id] });

  await q('time').locator('input').fill('14:30');
  expect_('time', '14:30');

  // The hidden script: the NPS answer doubled, computed by the engine.
  expect_('script', 18);
  return expected;
}
