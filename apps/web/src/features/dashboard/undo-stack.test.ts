import { describe, expect, it, vi } from 'vitest';
import { UndoStack } from './undo-stack.ts';

describe('UndoStack', () => {
  it('runs the inverses last first and forgets the oldest past its limit', async () => {
    const done: string[] = [];
    const stack = new UndoStack(2);
    for (const name of ['a', 'b', 'c']) stack.push({ label: name, run: async () => void done.push(name) });
    expect(stack.size).toBe(2);
    expect(stack.peek()?.label).toBe('c');
    await stack.undo();
    await stack.undo();
    expect(await stack.undo()).toBeUndefined();
    expect(done).toEqual(['c', 'b']);
  });

  it('drops an entry whose inverse failed', async () => {
    const stack = new UndoStack();
    stack.push({ label: 'x', run: vi.fn().mockRejectedValue(new Error('gone')) });
    await expect(stack.undo()).rejects.toThrow('gone');
    expect(stack.size).toBe(0);
  });
});
