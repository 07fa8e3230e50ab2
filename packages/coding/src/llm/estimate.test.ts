import { describe, expect, it } from 'vitest';
import { estimateLlmTask } from './estimate.ts';
import { countChars, tokensOf } from './tokens.ts';

const PRICED = { batchSize: 50, priceInput: 0.5, priceOutput: 1.5, currency: 'CNY' };
const UNPRICED = { ...PRICED, priceInput: null, priceOutput: null };
const LEAVES = [{ label: '送货快', keywords: ['快'] }, { label: '价格贵' }, { label: 'Service' }];

describe('token heuristic', () => {
  it('counts a CJK character as a token and other text as four characters a token', () => {
    expect(countChars('客服很好 ok')).toEqual({ cjk: 4, other: 3 });
    expect(tokensOf('客服很好')).toBe(4);
    expect(tokensOf('delivery')).toBe(2);
    expect(tokensOf('')).toBe(0);
  });
});

describe('estimateLlmTask', () => {
  it('prices coding from the batches: the codes list once per request, each answer once', () => {
    const answers = Array.from({ length: 120 }, () => '送货很快');
    const one = estimateLlmTask({
      answers: answers.slice(0, 50),
      leaves: LEAVES,
      taskType: 2,
      options: PRICED,
    });
    const three = estimateLlmTask({ answers, leaves: LEAVES, taskType: 2, options: PRICED });
    // 120 answers at 50 a batch: three requests.
    const fixed = one.inputTokens - 50 * (4 + 4);
    expect(three.inputTokens).toBe(3 * fixed + 120 * (4 + 4));
    expect(three.outputTokens).toBe(120 * (5 + 1.5 * 6));
    expect(three.cost).toBeCloseTo((three.inputTokens / 1000) * 0.5 + (three.outputTokens / 1000) * 1.5, 6);
    expect(three.currency).toBe('CNY');
  });

  it('takes a number of leaves when the leaves themselves are not at hand', () => {
    const answers = Array.from({ length: 60 }, () => 'fast delivery');
    const none = estimateLlmTask({ answers, leaves: [{ label: 'x' }], taskType: 2, options: PRICED });
    const counted = estimateLlmTask({ answers, leaves: 10, taskType: 2, options: PRICED });
    // Two requests; the one-leaf list costs a few tokens, ten counted leaves 20 each.
    expect(counted.inputTokens - none.inputTokens).toBeGreaterThan(2 * (10 * 20 - 10));
    expect(counted.outputTokens).toBe(none.outputTokens);
    expect(estimateLlmTask({ answers, leaves: 0, taskType: 2, options: PRICED }).inputTokens).toBe(0);
  });

  it('has no cost without a price, and nothing to spend without answers or leaves', () => {
    expect(
      estimateLlmTask({ answers: ['a'], leaves: LEAVES, taskType: 2, options: UNPRICED }).cost,
    ).toBeNull();
    expect(
      estimateLlmTask({ answers: ['', ' '], leaves: LEAVES, taskType: 2, options: PRICED }),
    ).toMatchObject({
      inputTokens: 0,
      outputTokens: 0,
      cost: 0,
    });
    expect(estimateLlmTask({ answers: ['a'], leaves: [], taskType: 2, options: PRICED }).inputTokens).toBe(0);
  });

  it('reads a draft from a sample of at most 300 answers, so more answers cost no more', () => {
    const many = Array.from(
      { length: 5_000 },
      (_, n) => `answer number ${String(n).padStart(4, '0')} about delivery`,
    );
    const few = many.slice(0, 300);
    const a = estimateLlmTask({ answers: many, taskType: 1, options: PRICED });
    const b = estimateLlmTask({ answers: few, taskType: 1, options: PRICED });
    expect(Math.abs(a.inputTokens - b.inputTokens)).toBeLessThan(20);
    expect(a.outputTokens).toBe((8 + 20) * 35);
  });

  it('estimates from totals alone, taking unknown script as CJK (the high side)', () => {
    const asCjk = estimateLlmTask({
      count: 100,
      totalChars: 2_000,
      leaves: LEAVES,
      taskType: 2,
      options: PRICED,
    });
    const asLatin = estimateLlmTask({
      count: 100,
      totalChars: 2_000,
      cjkChars: 0,
      leaves: LEAVES,
      taskType: 2,
      options: PRICED,
    });
    const fromTexts = estimateLlmTask({
      answers: Array.from({ length: 100 }, () => '一二三四五六七八九十一二三四五六七八九十'),
      leaves: LEAVES,
      taskType: 2,
      options: PRICED,
    });
    expect(asCjk.inputTokens).toBe(fromTexts.inputTokens);
    expect(asLatin.inputTokens).toBe(asCjk.inputTokens - 100 * (20 - 5));
  });
});
