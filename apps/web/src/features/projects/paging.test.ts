import { describe, expect, it } from 'vitest';
import { pageAfterShrink } from './paging.ts';

describe('page after the list shrank', () => {
  it('steps back to the last page with rows', () => {
    expect(pageAfterShrink(20, { page: 3, pageSize: 10 })).toBe(2);
    expect(pageAfterShrink(0, { page: 2, pageSize: 10 })).toBe(1);
  });

  it('keeps a page that still has rows', () => {
    expect(pageAfterShrink(21, { page: 3, pageSize: 10 })).toBeNull();
    expect(pageAfterShrink(0, { page: 1, pageSize: 10 })).toBeNull();
  });
});
