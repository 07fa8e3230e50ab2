import { describe, expect, it } from 'vitest';
import { shouldBlockLeave } from './should-block-leave.ts';

describe('shouldBlockLeave', () => {
  it('blocks leaving to another path only while there are unsaved changes', () => {
    expect(shouldBlockLeave(true, { pathname: '/project/S1/flow' }, { pathname: '/project' })).toBe(true);
    expect(shouldBlockLeave(false, { pathname: '/project/S1/flow' }, { pathname: '/project' })).toBe(false);
    expect(shouldBlockLeave(true, { pathname: '/project/S1/flow' }, { pathname: '/project/S1/flow' })).toBe(
      false,
    );
  });
});
