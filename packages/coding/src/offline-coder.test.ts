import { describe, expect, it } from 'vitest';
import { leavesOf } from './frame.ts';
import { createOfflineCoder, intlSegment } from './offline-coder.ts';
import type { Frame } from './types.ts';

const segment = intlSegment('zh');
const coder = createOfflineCoder({ segment });

const ANSWERS = [
  '送货很快，第二天就到了',
  '物流太慢了，等了一个星期',
  '快递太慢',
  '客服态度很好，问题解决了',
  '客服回复太慢',
  '客服不理人',
  '价格便宜，性价比高',
  '价格太贵了',
  '价格有点贵',
  '包装破损了',
  '包装很好',
  '包装简陋',
  'app 老是闪退',
  'app 很卡',
  'Delivery was fast',
  'Delivery was late again',
  'Customer service never replied',
  'Customer service was helpful',
  '无',
  '没有',
  '无。',
];

const FRAME: Frame = {
  nodes: [
    { id: 'delivery', parentId: null, level: 1, label: '配送' },
    { id: 'fast', parentId: 'delivery', level: 2, label: '送货快', examples: ['物流很快'] },
    { id: 'slow', parentId: 'delivery', level: 2, label: '送货慢', examples: ['快递太慢了'] },
    { id: 'price', parentId: null, level: 1, label: '价格' },
    { id: 'cheap', parentId: 'price', level: 2, label: '价格便宜' },
    { id: 'expensive', parentId: 'price', level: 2, label: '价格贵' },
    { id: 'service', parentId: null, level: 1, label: '服务' },
    { id: 'cs', parentId: 'service', level: 2, label: '客服' },
    { id: 'good', parentId: 'cs', level: 3, label: '客服态度好' },
    { id: 'bad', parentId: 'cs', level: 3, label: '客服回复慢' },
    { id: 'packaging', parentId: null, level: 1, label: '包装' },
    { id: 'nothing', parentId: null, level: 1, label: '无 / 没有意见' },
  ],
};

describe('draftFrame', () => {
  it('drafts nets (level 1) with subnets (level 2) whose labels come from the answers', async () => {
    const draft = await coder.draftFrame(ANSWERS);
    expect(draft.nodes.length).toBeGreaterThan(2);
    const byId = new Map(draft.nodes.map((node) => [node.id, node]));
    const text = ANSWERS.join(' ').toLowerCase();
    for (const node of draft.nodes) {
      expect([1, 2]).toContain(node.level);
      if (node.level === 1) expect(node.parentId).toBeNull();
      else expect(byId.get(node.parentId ?? '')?.level).toBe(1);
      expect(node.label.trim()).not.toBe('');
      for (const part of node.label.split(' ')) expect(text).toContain(part);
      for (const index of node.exampleIndices) expect(index).toBeLessThan(ANSWERS.length);
    }
    expect(draft.nodes.some((node) => node.level === 2)).toBe(true);
  });

  it('drafts a net for the answers that say nothing, labelled as they say it', async () => {
    const draft = await coder.draftFrame(ANSWERS);
    expect(draft.nodes.find((node) => node.label === '无')).toMatchObject({ level: 1, support: 3 });
  });

  it('reports progress up to the total', async () => {
    const calls: [number, number][] = [];
    await coder.draftFrame(ANSWERS, { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.at(-1)).toEqual([ANSWERS.length, ANSWERS.length]);
  });
});

describe('code', () => {
  it('returns confidences in [0, 1], leaves only, highest first, at most maxCodes', async () => {
    const leaves = new Set(leavesOf(FRAME).map((leaf) => leaf.id));
    const coded = await coder.code(ANSWERS, FRAME, { minConfidence: 0, maxCodes: 2 });
    expect(coded.map((answer) => answer.index)).toEqual(ANSWERS.map((_, index) => index));
    for (const { codes } of coded) {
      expect(codes.length).toBeLessThanOrEqual(2);
      for (const code of codes) {
        expect(leaves.has(code.codeId)).toBe(true);
        expect(code.confidence).toBeGreaterThanOrEqual(0);
        expect(code.confidence).toBeLessThanOrEqual(1);
      }
      const confidences = codes.map((code) => code.confidence);
      expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    }
  });

  it('codes clear answers to the right leaf', async () => {
    const coded = await coder.code(['快递太慢了', '客服态度很好', '价格太贵'], FRAME);
    expect(coded.map((answer) => answer.codes[0]?.codeId)).toEqual(['slow', 'good', 'expensive']);
  });

  it('gives an answer with two points both codes', async () => {
    const [answer] = await coder.code(['快递太慢了，价格也太贵'], FRAME, { minConfidence: 0.2 });
    // Its two best codes; "cheap" may follow, as it shares the word 价格.
    const best = answer!.codes.slice(0, 2).map((code) => code.codeId);
    expect(best.sort()).toEqual(['expensive', 'slow']);
  });

  it("uses a code's keywords", async () => {
    const withKeyword: Frame = {
      nodes: FRAME.nodes.map((node) => (node.id === 'slow' ? { ...node, keywords: ['延误'] } : node)),
    };
    const [before] = await coder.code(['航班延误'], FRAME);
    const [after] = await coder.code(['航班延误'], withKeyword);
    expect(before!.codes.some((code) => code.codeId === 'slow')).toBe(false);
    expect(after!.codes[0]?.codeId).toBe('slow');
  });

  it('returns no code below minConfidence, and a higher one keeps a subset', async () => {
    const low = await coder.code(ANSWERS, FRAME, { minConfidence: 0.05 });
    const high = await coder.code(ANSWERS, FRAME, { minConfidence: 0.4 });
    for (const [index, answer] of high.entries()) {
      for (const code of answer.codes) expect(code.confidence).toBeGreaterThanOrEqual(0.4);
      expect(low[index]!.codes).toEqual(expect.arrayContaining(answer.codes));
    }
    expect(high.flatMap((answer) => answer.codes).length).toBeLessThan(
      low.flatMap((answer) => answer.codes).length,
    );
  });

  it('codes "无" to the nothing code and a blank answer to nothing at all', async () => {
    const coded = await coder.code(['', '   ', '无', 'N/A', '没有意见'], FRAME);
    expect(coded[0]!.codes).toEqual([]);
    expect(coded[1]!.codes).toEqual([]);
    for (const answer of coded.slice(2)) expect(answer.codes.map((code) => code.codeId)).toEqual(['nothing']);
  });

  it('leaves "无" uncoded when the frame has no nothing code', async () => {
    const frame = { nodes: FRAME.nodes.filter((node) => node.id !== 'nothing') };
    const [answer] = await coder.code(['无'], frame);
    expect(answer!.codes).toEqual([]);
  });

  it('gives the same output for the same input', async () => {
    expect(await coder.code(ANSWERS, FRAME)).toEqual(await coder.code(ANSWERS, FRAME));
    expect(await coder.draftFrame(ANSWERS)).toEqual(await coder.draftFrame(ANSWERS));
  });

  it('reports progress up to the total', async () => {
    const calls: [number, number][] = [];
    await coder.code(ANSWERS, FRAME, { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.at(-1)).toEqual([ANSWERS.length, ANSWERS.length]);
  });
});
