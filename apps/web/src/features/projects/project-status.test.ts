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

  it('shows an interview project as published (not collecting) and closed once ended', () => {
    expect(statusKindOf({ status: 0, relaunch: false, projectType: 1 })).toBe('unpublished');
    expect(statusKindOf({ status: 1, relaunch: false, projectType: 1 })).toBe('published');
    expect(statusKindOf({ status: 1, relaunch: true, projectType: 1 })).toBe('modified');
    expect(statusKindOf({ status: 2, relaunch: false, projectType: 1 })).toBe('closed');
  });

  it('gives each kind of a project type its own badge colour', () => {
    const colours = (kinds: (keyof typeof STATUS_BADGE)[]) => new Set(kinds.map((k) => STATUS_BADGE[k])).size;
    expect(colours(['unpublished', 'collecting', 'modified', 'ended'])).toBe(4);
    expect(colours(['unpublished', 'published', 'modified', 'closed'])).toBe(4);
  });
});
