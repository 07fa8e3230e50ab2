import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import * as ops from './frame-ops.ts';
import { frameFromRows, parseTypedFrame } from './frame-text.ts';

/** A frame with real (positive) ids, as the store would hold it after saving. */
function saved(frame: ops.Frame): ops.Frame {
  const ids = new Map<number, number>();
  let next = Math.max(0, ...frame.rows.map((r) => r.id)) + 1;
  for (const row of frame.rows) if (row.id < 0) ids.set(row.id, next++);
  const real = (id: number | null) => (id !== null && id < 0 ? ids.get(id)! : id);
  return ops.frameOf(
    frame.rows.map((r) => ({
      ...r,
      id: real(r.id)!,
      parentId: real(r.parentId),
      mergedInto: real(r.mergedInto),
      removedWith: real(r.removedWith),
    })),
    frame.nextCodeId,
  );
}

function sample() {
  const frame = ops.frameOf([], 1);
  ops.addNets(frame, null, [
    { label: 'Price', nodes: [{ label: 'Expensive' }, { label: 'Value' }] },
    { label: 'Service', nodes: [{ label: 'Staff', nodes: [{ label: 'Rude' }, { label: 'Kind' }] }] },
    { label: 'Other' },
  ]);
  return saved(frame);
}
const id = (f: ops.Frame, label: string) => f.rows.find((r) => r.label === label)!.id;
const labels = (f: ops.Frame, parent: string | null) =>
  ops.childrenOf(f, parent === null ? null : id(f, parent)).map((r) => r.label);
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return null;
};

describe('frame rules', () => {
  it('builds levels, code numbers and order; refuses a fourth level (A0331) and a sibling label twice (A0333)', () => {
    const f = sample();
    expect(f.rows.map((r) => [r.label, r.level, r.codeId])).toEqual([
      ['Price', 1, 1],
      ['Expensive', 2, 2],
      ['Value', 2, 3],
      ['Service', 1, 4],
      ['Staff', 2, 5],
      ['Rude', 3, 6],
      ['Kind', 3, 7],
      ['Other', 1, 8],
    ]);
    expect(ops.leavesOf(f).map((r) => r.label)).toEqual(['Expensive', 'Value', 'Rude', 'Kind', 'Other']);
    // A refused operation may leave the working copy half changed: the store saves nothing then.
    expect(code(() => ops.addNets(f, id(f, 'Rude'), [{ label: 'Too deep' }]))).toBe('A0331');
    expect(
      code(() =>
        ops.addNets(f, id(f, 'Price'), [{ label: 'a', nodes: [{ label: 'b', nodes: [{ label: 'c' }] }] }]),
      ),
    ).toBe('A0331');
    expect(code(() => ops.addNets(f, null, [{ label: ' price ' }]))).toBe('A0333');
    expect(code(() => ops.addNets(f, null, [{ label: 'X' }, { label: 'x' }]))).toBe('A0333');
  });

  it('moves a subtree with its levels, not under itself nor below level 3', () => {
    const f = sample();
    ops.moveNet(f, id(f, 'Other'), id(f, 'Price'), 0);
    expect(labels(f, 'Price')).toEqual(['Other', 'Expensive', 'Value']);
    expect(ops.byId(f, id(f, 'Other'))!.level).toBe(2);
    expect(code(() => ops.moveNet(f, id(f, 'Service'), id(f, 'Rude'), 0))).toBe('A0400');
    expect(code(() => ops.moveNet(f, id(f, 'Staff'), id(f, 'Expensive'), 0))).toBe('A0331');
    ops.moveNet(f, id(f, 'Staff'), null, 5);
    expect(labels(f, null)).toEqual(['Price', 'Service', 'Staff']);
    expect(ops.byId(f, id(f, 'Rude'))!.level).toBe(2);
  });

  it('copies with new codes next to the original; merges leaves and unmerges them', () => {
    const f = sample();
    const copy = ops.copyNet(f, id(f, 'Price'));
    expect(copy.label).toBe('Price (2)');
    expect(labels(f, null)).toEqual(['Price', 'Price (2)', 'Service', 'Other']);
    expect(f.rows.filter((r) => r.parentId === copy.id).map((r) => r.codeId)).toEqual([10, 11]);
    const g = sample();
    expect(code(() => ops.mergeNets(g, [id(g, 'Staff')], id(g, 'Other')))).toBe('A0400');
    ops.mergeNets(g, [id(g, 'Value')], id(g, 'Expensive'));
    expect(labels(g, 'Price')).toEqual(['Expensive']);
    expect(ops.countingNet(g, id(g, 'Value'))!.label).toBe('Expensive');
    ops.unmergeNet(g, id(g, 'Value'));
    expect(labels(g, 'Price')).toEqual(['Expensive', 'Value']);
    expect(code(() => ops.unmergeNet(g, id(g, 'Value')))).toBe('A0404');
  });

  it('nets siblings under a new entry in their place, within three levels', () => {
    const f = sample();
    const net = ops.netting(f, [id(f, 'Price'), id(f, 'Other')], 'Money and more');
    expect(labels(f, null)).toEqual(['Money and more', 'Service']);
    expect(labels(f, 'Money and more')).toEqual(['Price', 'Other']);
    expect(ops.byId(f, id(f, 'Expensive'))!.level).toBe(3);
    expect(net.level).toBe(1);
    expect(code(() => ops.netting(f, [id(f, 'Service')], 'Deep'))).toBe('A0331');
    expect(code(() => ops.netting(f, [id(f, 'Rude'), id(f, 'Expensive')], 'Mixed'))).toBe('A0400');
  });

  it('removes with the subtree and restores exactly what went with it', () => {
    const f = sample();
    ops.removeNets(f, [id(f, 'Staff')]);
    ops.removeNets(f, [id(f, 'Service')]);
    expect(labels(f, null)).toEqual(['Price', 'Other']);
    expect(code(() => ops.restoreNet(f, id(f, 'Rude')))).toBe('A0404');
    ops.restoreNet(f, id(f, 'Service'));
    expect(labels(f, 'Service')).toEqual([]);
    ops.restoreNet(f, id(f, 'Staff'));
    expect(labels(f, 'Staff')).toEqual(['Rude', 'Kind']);
    ops.removeNets(f, [id(f, 'Staff')]);
    ops.removeNets(f, [id(f, 'Service')]);
    ops.restoreNet(f, id(f, 'Staff'));
    // Its parent is gone: back at the top.
    expect(ops.byId(f, id(f, 'Staff'))).toMatchObject({ parentId: null, level: 1 });
    expect(ops.byId(f, id(f, 'Rude'))!.level).toBe(2);
  });

  it('sorts by count, label or code number', () => {
    const f = sample();
    ops.sortChildren(f, null, 2, new Map());
    expect(labels(f, null)).toEqual(['Other', 'Price', 'Service']);
    ops.sortChildren(
      f,
      null,
      1,
      new Map([
        [id(f, 'Service'), 5],
        [id(f, 'Price'), 2],
      ]),
    );
    expect(labels(f, null)).toEqual(['Service', 'Price', 'Other']);
    ops.sortChildren(f, null, 3, new Map());
    expect(labels(f, null)).toEqual(['Price', 'Service', 'Other']);
  });

  it('counts a net as the union of its leaves, approved only; merged count to the target, removed nowhere', () => {
    const f = sample();
    const hit = (label: string, answer: number, checked = true, ai = false) => ({
      netId: id(f, label),
      answer,
      checked,
      ai,
    });
    const hits = [
      hit('Rude', 0),
      hit('Kind', 0),
      hit('Kind', 1),
      hit('Expensive', 2),
      hit('Value', 3, false, true),
      hit('Other', 4),
    ];
    let t = ops.tally(f, hits);
    expect(t.count.get(id(f, 'Service'))).toBe(2);
    expect(t.count.get(id(f, 'Staff'))).toBe(2);
    expect(t.count.get(id(f, 'Price'))).toBe(1);
    expect(t.pending.get(id(f, 'Price'))).toBe(1);
    expect(t.coded.size).toBe(4);
    const weighted = ops.tally(f, hits, (answer) => answer + 1);
    expect(weighted.weighted.get(id(f, 'Service'))).toBe(1 + 2);
    ops.mergeNets(f, [id(f, 'Other')], id(f, 'Expensive'));
    ops.removeNets(f, [id(f, 'Staff')]);
    t = ops.tally(f, hits);
    expect(t.count.get(id(f, 'Expensive'))).toBe(2);
    expect(t.count.get(id(f, 'Service'))).toBeUndefined();
    expect(t.coded.size).toBe(2);
    expect([...ops.netsCountingTo(f, id(f, 'Price'))].sort()).toEqual(
      [id(f, 'Price'), id(f, 'Expensive'), id(f, 'Value'), id(f, 'Other')].sort(),
    );
  });
});

describe('typed and spreadsheet frames', () => {
  it('reads indentation and keywords, naming the line it refuses', () => {
    expect(parseTypedFrame('Price | cost, 价格\n  Expensive | 贵\n\tValue\nService')).toEqual([
      {
        label: 'Price',
        keywords: ['cost', '价格'],
        nodes: [
          { label: 'Expensive', keywords: ['贵'], nodes: [] },
          { label: 'Value', keywords: [], nodes: [] },
        ],
      },
      { label: 'Service', keywords: [], nodes: [] },
    ]);
    expect(() => parseTypedFrame('A\n      B')).toThrow(/line 2/);
    expect(() => parseTypedFrame('A\n  B\n    C\n      D')).toThrow(AppError);
  });

  it('reads rows of net, subnet, sub-subnet and keywords, repeating an empty cell from above', () => {
    expect(
      frameFromRows([
        ['Net', 'Subnet', 'Sub-subnet', 'Keywords'],
        ['Price', 'Expensive', '', 'dear, costly'],
        ['', 'Value', '', ''],
        ['Service', '', '', 'staff'],
      ]),
    ).toEqual([
      {
        label: 'Price',
        keywords: [],
        nodes: [
          { label: 'Expensive', keywords: ['dear', 'costly'], nodes: [] },
          { label: 'Value', keywords: [], nodes: [] },
        ],
      },
      { label: 'Service', keywords: ['staff'], nodes: [] },
    ]);
  });
});
