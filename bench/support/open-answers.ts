/**
 * Synthetic open answers for the word cloud benchmarks: 60 % Chinese, 30 % English, 10 % mixed
 * ("APP经常闪退"), 5–60 characters, from a seeded generator (the same answers every run).
 */
const ZH = [
  '服务态度很好',
  '物流太慢了',
  '性价比高',
  '客服回复及时',
  '价格有点贵',
  '希望增加更多的支付方式',
  '包装很精美',
  '质量一般',
  '快递员态度很好',
  'APP经常闪退',
  '体验差',
  '下次还会购买',
  '界面简洁好用',
  '售后处理问题很慢',
  '东西不错，物超所值',
  '配送速度快',
  '没有什么建议',
  '希望能便宜一点',
];
const EN = [
  'great service',
  'delivery was too slow',
  'good value for money',
  'the app keeps crashing',
  'customer support answered quickly',
  'price is a bit high',
  'easy to use',
  'nothing to add',
  'packaging could be better',
  'would recommend to a friend',
  'more payment options please',
];

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function openAnswers(n: number): string[] {
  const random = mulberry32(20);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const texts: string[] = [];
  for (let i = 0; i < n; i++) {
    const kind = random();
    const target = 5 + Math.floor(random() * 56);
    let text = '';
    while (text.length < target) {
      if (kind < 0.6) text += (text ? '，' : '') + pick(ZH);
      else if (kind < 0.9) text += (text ? ', ' : '') + pick(EN);
      else text += (text ? ' ' : '') + (random() < 0.5 ? pick(ZH) : pick(EN));
    }
    texts.push(text.slice(0, 60));
  }
  return texts;
}
