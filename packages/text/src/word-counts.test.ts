import { describe, expect, it } from 'vitest';
import { intlSegment } from './intl-segment.ts';
import { jiebaSegment } from './jieba.ts';
import { stopWordSet } from './stop-words.ts';
import { wordCounts } from './word-counts.ts';

const en = { segment: intlSegment('en'), stopWords: stopWordSet(['en']), phrases: true, limit: 10 };
// Row 2 is unanswered (null), row 3 blank: both outside the base.
const EN = ['The delivery was too slow.', 'Slow delivery, slow support!', null, '   ', 'Great support'];

const brief = (list: { text: string; count: number; answers: number }[]) =>
  list.map(({ text, count, answers }) => `${text} ${count}/${answers}`);

describe('wordCounts in English', () => {
  it('counts occurrences and answers, ranks ties by answers then text', () => {
    const result = wordCounts(EN, en);
    // slow: twice in row 1, once in row 0 → 3 occurrences in 2 answers; "the/was/too" are stop words.
    expect(brief(result.words)).toEqual(['slow 3/2', 'delivery 2/2', 'support 2/2', 'great 1/1']);
    expect(result.base).toBe(3);
    expect(result.baseRows).toBe(3);
    expect(result.words[0]!.percent).toBeCloseTo(200 / 3, 10);
    expect(result.words[0]!.rows).toBe(2);
  });

  it('pairs adjacent words into phrases; punctuation and stop words break a pair', () => {
    // Row 0: delivery|was|too|slow → no pair; row 1: "slow delivery", "," breaks, "slow support".
    expect(brief(wordCounts(EN, en).phrases)).toEqual([
      'great support 1/1',
      'slow delivery 1/1',
      'slow support 1/1',
    ]);
    expect(wordCounts(EN, { ...en, phrases: false }).phrases).toEqual([]);
  });

  it('weights occurrences and answers, and the base', () => {
    const weights = new Float64Array([2, 1, 5, 1, 0.5]);
    const result = wordCounts(EN, { ...en, weights });
    // slow: 1×2 (row 0) + 2×1 (row 1) = 4 in answers 2 + 1 = 3; base 2 + 1 + 0.5 (rows 2, 3 unanswered).
    expect(brief(result.words)).toEqual(['slow 4/3', 'delivery 3/3', 'support 1.5/1.5', 'great 0.5/0.5']);
    expect(result.base).toBe(3.5);
    expect(result.baseRows).toBe(3);
    expect(result.words[1]!.percent).toBeCloseTo((3 / 3.5) * 100, 10);
    expect(result.words[1]!.rows).toBe(2);
  });

  it('counts only the rows in the mask, and leaves out rows of weight 0', () => {
    const mask = new Uint8Array([1, 0, 1, 1, 1]);
    const result = wordCounts(EN, { ...en, mask });
    expect(brief(result.words)).toEqual(['delivery 1/1', 'great 1/1', 'slow 1/1', 'support 1/1']);
    expect(result.base).toBe(2);
    const weighted = wordCounts(EN, { ...en, weights: new Float64Array([0, 1, 1, 1, 1]) });
    // Rows 1 and 4: support and slow both twice, support in more answers so first.
    expect(brief(weighted.words)).toEqual(['support 2/2', 'slow 2/1', 'delivery 1/1', 'great 1/1']);
    expect(weighted.base).toBe(2);
  });

  it('drops survey stop words, numbers and single letters, and keeps at most limit', () => {
    const stopWords = stopWordSet(['en'], ['Delivery']);
    const result = wordCounts(['Delivery 5 x slow 3.5% Ｓｌｏｗ'], { ...en, stopWords, limit: 1 });
    // Full-width "Ｓｌｏｗ" is "slow"; "5", "3.5%" and "x" are not words.
    expect(brief(result.words)).toEqual(['slow 2/1']);
  });
});

describe('wordCounts in Chinese (jieba)', () => {
  const zh = { segment: jiebaSegment(), stopWords: stopWordSet(['zh']), phrases: true, limit: 10 };
  const ZH = ['服务态度很好', '物流太慢了', '性价比高', '物流很快，服务态度也好', '物流太慢'];

  it('counts sensible words and phrases', () => {
    const result = wordCounts(ZH, zh);
    // 很, 了, 也好 are stop words; 好 is kept (evaluative). Ties in code-point order: 好 < 很 < 性 < 高.
    expect(brief(result.words)).toEqual([
      '物流 3/3',
      '太慢 2/2',
      '服务态度 2/2',
      '好 1/1',
      '很快 1/1',
      '性价比 1/1',
      '高 1/1',
    ]);
    expect(brief(result.phrases)).toEqual(['物流太慢 2/2', '性价比高 1/1', '物流很快 1/1']);
    expect(result.words[0]!.percent).toBe(60);
  });

  it('keeps a user dictionary word whole', () => {
    const result = wordCounts(['性价比高', '性价比高，物流太慢了'], {
      ...zh,
      segment: jiebaSegment(['性价比高']),
    });
    expect(brief(result.words)).toEqual(['性价比高 2/2', '太慢 1/1', '物流 1/1']);
  });
});
