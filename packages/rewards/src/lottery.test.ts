import type { Prize } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { drawAfterClose, drawInstant, prizeForPosition } from './lottery.ts';

const prize = (p: Partial<Extract<Prize, { kind: 'physical' }>>): Prize => ({
  kind: 'physical',
  name: 'Mug',
  stock: 5,
  claimFields: [{ key: 'name' }],
  ...p,
});

describe('instant draw', () => {
  const prizes = [{ probabilityBp: 100 }, { probabilityBp: 900 }];
  it('maps the draw onto the prizes’ slices of 10,000 basis points', () => {
    expect(drawInstant(prizes, [1, 1], () => 0)).toEqual({ win: true, prizeIndex: 0 });
    expect(drawInstant(prizes, [1, 1], () => 0.0099)).toEqual({ win: true, prizeIndex: 0 });
    expect(drawInstant(prizes, [1, 1], () => 0.01)).toEqual({ win: true, prizeIndex: 1 });
    expect(drawInstant(prizes, [1, 1], () => 0.0999)).toEqual({ win: true, prizeIndex: 1 });
    expect(drawInstant(prizes, [1, 1], () => 0.1)).toEqual({ win: false, reason: 'lost-draw' });
    expect(drawInstant(prizes, [1, 1], () => 0.999999)).toEqual({ win: false, reason: 'lost-draw' });
  });

  it('loses a prize’s slice once its stock is gone, without handing it to another prize', () => {
    expect(drawInstant(prizes, [0, 1], () => 0)).toEqual({ win: false, reason: 'out-of-stock' });
    expect(drawInstant(prizes, [0, 1], () => 0.05)).toEqual({ win: true, prizeIndex: 1 });
  });

  it('always wins at 100 % in total while stock lasts', () => {
    expect(drawInstant([{ probabilityBp: 10_000 }], [1], () => 0.999999)).toEqual({
      win: true,
      prizeIndex: 0,
    });
  });
});

describe('winning positions', () => {
  const config = { prizes: [{ positions: [1, 10] }, { positions: [5] }] };
  it('gives the prize naming the position while its stock lasts', () => {
    expect(prizeForPosition(config, 10, [2, 1])).toEqual({ win: true, prizeIndex: 0 });
    expect(prizeForPosition(config, 5, [2, 1])).toEqual({ win: true, prizeIndex: 1 });
    expect(prizeForPosition(config, 6, [2, 1])).toEqual({ win: false, reason: 'lost-draw' });
    expect(prizeForPosition(config, 5, [2, 0])).toEqual({ win: false, reason: 'out-of-stock' });
  });
});

describe('draw after close', () => {
  const prizes = [prize({ winners: 2, stock: 2 }), prize({ winners: 3, stock: 1 })];
  it('deals each prize its winners, capped by the stock, one prize per response', () => {
    const winners = drawAfterClose([11, 12, 13, 14, 15, 16], prizes, 'seed-1');
    expect(winners.map((w) => w.prizeIndex)).toEqual([0, 0, 1]);
    expect(new Set(winners.map((w) => w.id)).size).toBe(3);
  });

  it('gives the same winners for the same seed and ids in any order, other winners for another seed', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `r${i}`);
    const a = drawAfterClose(ids, prizes, 'lottery-7');
    expect(drawAfterClose([...ids].reverse(), prizes, 'lottery-7')).toEqual(a);
    expect(drawAfterClose([...ids, ids[0] as string], prizes, 'lottery-7')).toEqual(a);
    const others = ['s1', 's2', 's3', 's4'].map((s) =>
      drawAfterClose(ids, prizes, s)
        .map((w) => w.id)
        .join(),
    );
    expect(others.some((o) => o !== a.map((w) => w.id).join())).toBe(true);
  });

  it('draws fewer when fewer responses are eligible', () => {
    expect(drawAfterClose(['a'], prizes, 'x')).toEqual([{ id: 'a', prizeIndex: 0 }]);
    expect(drawAfterClose([], prizes, 'x')).toEqual([]);
  });
});
