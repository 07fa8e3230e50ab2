import { describe, expect, it } from 'vitest';
import { intlSegment } from '../offline-coder.ts';
import { saysNothing, stem, termsOf } from './terms.ts';

const segment = intlSegment('zh');

describe('terms', () => {
  it('stems English plurals and tenses', () => {
    expect(['prices', 'crashes', 'delayed', 'deliveries', 'loading'].map(stem)).toEqual([
      'price',
      'crash',
      'delay',
      'delivery',
      'load',
    ]);
  });

  it('keeps Chinese character bigrams whatever the segmenter cut', () => {
    expect(termsOf('客服回复太慢', segment).has('客服')).toBe(true);
    expect(termsOf('客服回复太慢', segment).has('慢')).toBe(true);
  });

  it('marks a negated English word', () => {
    const terms = termsOf("the code didn't work", segment);
    expect(terms.has('not work')).toBe(true);
    expect(terms.has('the')).toBe(false);
  });

  it('tells answers that say nothing from blank ones and from topics', () => {
    for (const text of [
      '无',
      '没有',
      '暂无',
      '/',
      '-',
      'N/A',
      'Nothing to add',
      'no comment',
      '挺好',
      'All good',
    ])
      expect(saysNothing(text, segment), text).toBe(true);
    for (const text of ['', '  ', '包装很好', 'good quality', '没有货'])
      expect(saysNothing(text, segment), text).toBe(false);
  });
});
