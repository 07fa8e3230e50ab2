import { type LogicRule, ZLogicRule } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { pushChange, renameRule, UNDO_DEPTH, undoCallOf } from './undo-stack.ts';

const rule = (id: number, action: 'show' | 'hide' = 'show'): LogicRule =>
  ZLogicRule.parse({
    id,
    type: 2,
    model: 1,
    nodeId: 5,
    action,
    condition: { nodes: [{ nodeId: 4, optionType: 1 }] },
  });

describe('logic undo stack', () => {
  it('takes back a creation by removing, a replacement by replacing, a removal by saving anew', () => {
    expect(undoCallOf({ before: null, after: rule(1) })).toEqual({ kind: 'remove', id: 1 });
    expect(undoCallOf({ before: rule(1), after: rule(1, 'hide') })).toEqual({
      kind: 'save',
      id: 1,
      rule: rule(1),
    });
    expect(undoCallOf({ before: rule(1), after: null })).toEqual({ kind: 'save', rule: rule(1) });
    expect(undoCallOf({ before: null, after: null })).toBeNull();
  });

  it(`keeps the last ${UNDO_DEPTH} changes`, () => {
    let stack: ReturnType<typeof pushChange> = [];
    for (let i = 1; i <= UNDO_DEPTH + 3; i++) stack = pushChange(stack, { before: null, after: rule(i) });
    expect(stack).toHaveLength(UNDO_DEPTH);
    expect(stack[0]?.after?.id).toBe(4);
  });

  it('follows a rule to its new id once its removal is undone', () => {
    const stack = [
      { before: null, after: rule(1) },
      { before: rule(1), after: rule(1, 'hide') },
    ];
    const renamed = renameRule(stack, 1, rule(9));
    expect(renamed.map((c) => [c.before?.id ?? null, c.after?.id ?? null])).toEqual([
      [null, 9],
      [9, 9],
    ]);
  });
});
