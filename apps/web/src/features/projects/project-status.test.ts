import { describe, expect, it } from 'vitest';
import { STATUS_BADGE, statusKindOf } from './project-status.ts';

describe('status badge', () => {
  it('follows the publishing state and the relaunch flag', () => {
    expect(statusKindOf({ status: 0, relaunch: false })).toBe('unpublished');
    expect(statusKindOf({ status: 1, relaunch: false })).toBe('collecting');
    expect(statusKindOf({ status: 1, relaunch: true })).toBe('modified');
    expect(statusKindOf({ status: 2, relaunch: false })).toBe('ended');
    expect(statusKindOf({ status: 2, relaunch: true })).toBe('ended');
  });

  it('gives each kind its own badge colour', () => {
    expect(new Set(Object.values(STATUS_BADGE)).size).toBe(4);
  });
});
