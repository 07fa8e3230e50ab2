import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './safe-redirect.ts';

describe('safeRedirectTarget (open-redirect guard)', () => {
  it.each([
    ['/user/base', '/user/base'],
    ['/project?folder=3#top', '/project?folder=3#top'],
    ['/designer/user/base', '/user/base'],
    ['/project/../user', '/user'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/x'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['project'],
    ['/\tevil'],
    ['/login'],
    ['/register?x=1'],
  ])('falls back to /project for %s', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/project');
  });
});

describe('loginPathFor', () => {
  it('carries the target path with its query', () => {
    expect(loginPathFor('/user/base?x=1&y=2')).toBe('/login?redirect=%2Fuser%2Fbase%3Fx%3D1%26y%3D2');
  });

  it('does not point back at the auth pages or the root', () => {
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
});
