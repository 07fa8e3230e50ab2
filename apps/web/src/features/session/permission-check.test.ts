import { PERMISSION_MISUSE_MESSAGE } from '@cairn/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionAllows } from './permission-check.ts';

const held = ['PROJECT_CREATE', 'PROJECT_SHARE', 'DASHBOARD_VIEW'];

describe('permission requirement', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an element only when every listed code is held', () => {
    expect(permissionAllows(held, ['PROJECT_CREATE'])).toBe(true);
    expect(permissionAllows(held, ['PROJECT_CREATE', 'PROJECT_SHARE'])).toBe(true);
    expect(permissionAllows(held, ['PROJECT_CREATE', 'ORG_ROLE_MANAGE'])).toBe(false);
    expect(permissionAllows([], ['PROJECT_CREATE'])).toBe(false);
  });

  it('needs the codes of nested lists too', () => {
    expect(permissionAllows(held, [['PROJECT_CREATE'], ['DASHBOARD_VIEW']])).toBe(true);
    expect(permissionAllows(held, [['PROJECT_CREATE'], ['DASHBOARD_EDIT']])).toBe(false);
  });

  it('removes an element whose requirement is not a list of codes or of lists, and logs the mistake', () => {
    const log = vi.fn();
    for (const wrong of [
      'PROJECT_CREATE',
      7,
      null,
      { code: 'PROJECT_CREATE' },
      ['PROJECT_CREATE', ['X']],
      [[1]],
    ]) {
      expect(permissionAllows(held, wrong, log)).toBe(false);
    }
    expect(log).toHaveBeenCalledTimes(6);
    expect(log).toHaveBeenCalledWith(PERMISSION_MISUSE_MESSAGE, 'PROJECT_CREATE');
    expect(PERMISSION_MISUSE_MESSAGE).toMatch(/权限码数组/);
  });

  it('logs through console.error by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(permissionAllows(held, 'PROJECT_CREATE')).toBe(false);
    expect(error).toHaveBeenCalledWith(PERMISSION_MISUSE_MESSAGE, 'PROJECT_CREATE');
  });
});
