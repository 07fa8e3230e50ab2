import { describe, expect, it } from 'vitest';
import { draggedIds, movedIds } from './page-order.ts';

describe('page order', () => {
  it('moves a page a step, not past either end', () => {
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedIds([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
  it('puts a dragged page where it was dropped', () => {
    expect(draggedIds([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(draggedIds([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });
});
