import { describe, expect, it } from 'vitest';
import { communityHome, isCommunityPath } from './community-paths.ts';

describe('community paths', () => {
  it('knows the community pages, where the designer logout does not redirect', () => {
    expect(isCommunityPath('/community/abc/report/frequency')).toBe(true);
    expect(isCommunityPath('/community/abc')).toBe(true);
    expect(isCommunityPath('/backurl/community?code=abc')).toBe(true);
    expect(isCommunityPath('/project/abc/report/frequency')).toBe(false);
    expect(isCommunityPath('/communityx')).toBe(false);
  });

  it('builds a project’s community address', () => {
    expect(communityHome('a b')).toBe('/community/a%20b');
  });
});
