// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepSsoTarget, partnerLanding, takeSsoTarget } from './sso-return-target.ts';

afterEach(() => sessionStorage.clear());

describe('SSO return target', () => {
  it('keeps the login’s target for one return only', () => {
    keepSsoTarget('/user/base');
    expect(takeSsoTarget()).toBe('/user/base');
    expect(takeSsoTarget()).toBeNull();
  });

  it('forgets an earlier target when a login starts without one', () => {
    keepSsoTarget('/user/base');
    keepSsoTarget(null);
    expect(takeSsoTarget()).toBeNull();
  });

  it('lands a partner’s project target on its partner overview, and anything else as a redirect', () => {
    expect(partnerLanding('/project/abc123/report/cross')).toBe('/project/abc123/jd/overview');
    expect(partnerLanding('/project/abc123')).toBe('/project/abc123/jd/overview');
    expect(partnerLanding('/project/recycle')).toBe('/project/recycle');
    expect(partnerLanding('/user/base')).toBe('/user/base');
    expect(partnerLanding('//evil.example/x')).toBe('/project');
  });
});
