import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput } from './guard.ts';
import { isPartnerRestricted } from './partner-restrictions.ts';
import { matchRouteDefs } from './route-match.ts';

const partner = { thirdType: 1 };
const regular = { thirdType: null };

function decide(path: string, rest: Partial<GuardInput> = {}) {
  const [pathname = '/', query] = path.split('?');
  return decideNavigation({
    pathname,
    search: query ? `?${query}` : '',
    matched: matchRouteDefs(pathname),
    hasToken: true,
    user: regular,
    ...rest,
  });
}

describe('route matching', () => {
  it('matches the registered routes by name, outermost first', () => {
    expect(matchRouteDefs('/login').map((r) => r.name)).toEqual(['AuthLayout', 'Login']);
    expect(matchRouteDefs('/user/base').map((r) => r.name)).toEqual(['AppLayout', 'User', 'UserBase']);
    expect(matchRouteDefs('/').map((r) => r.name)).toEqual(['Home']);
    expect(matchRouteDefs('/dashboard').map((r) => r.name)).toEqual(['AppLayout', 'Dashboard']);
  });
});

describe('navigation guard without a token', () => {
  const anon = { hasToken: false, user: null };

  it('lets the whitelisted public pages pass', () => {
    for (const path of ['/login', '/register', '/forgot', '/404'])
      expect(decide(path, anon)).toEqual({ kind: 'pass' });
  });

  it('sends everything else to login with the target (and its query) as redirect, clearing crossCode', () => {
    expect(decide('/user/base?tab=2', anon)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fuser%2Fbase%3Ftab%3D2',
      clearCrossCode: true,
    });
  });

  it('sends unknown paths to 404 and the root to the landing page', () => {
    expect(decide('/no/such/page', anon)).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/', anon)).toEqual({ kind: 'redirect', to: '/project' });
  });
});

describe('navigation guard with a token', () => {
  it('sends logged-in users away from login and register to the projects', () => {
    expect(decide('/login')).toEqual({ kind: 'redirect', to: '/project' });
    expect(decide('/register')).toEqual({ kind: 'redirect', to: '/project' });
  });

  it('passes the app pages and applies route redirects', () => {
    expect(decide('/project')).toEqual({ kind: 'pass' });
    expect(decide('/user')).toEqual({ kind: 'redirect', to: '/user/base' });
    expect(decide('/unknown')).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('keeps retail-partner users out of /user paths but not out of projects', () => {
    expect(decide('/user/base', { user: partner })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/project', { user: partner })).toEqual({ kind: 'pass' });
    expect(decide('/404', { user: partner })).toEqual({ kind: 'pass' });
  });

  it('passes when the user record could not be loaded', () => {
    expect(decide('/user/base', { user: null })).toEqual({ kind: 'pass' });
  });
});

describe('partner restrictions (data keyed by route name)', () => {
  it('cover Dashboard* names and the named company/sample/envelope routes', () => {
    expect(isPartnerRestricted(['DashboardPreview'], '/dashboard/preview/x')).toBe(true);
    expect(isPartnerRestricted(['Library', 'LibraryImageCompany'], '/library/image/company')).toBe(true);
    expect(isPartnerRestricted(['SurveySample'], '/project/S1/launch/sample')).toBe(true);
    expect(isPartnerRestricted(['SurveySettingEnvelope'], '/project/S1/setting/envelope')).toBe(true);
    expect(isPartnerRestricted(['LibraryImage'], '/library/image')).toBe(false);
    expect(isPartnerRestricted(['Users'], '/users')).toBe(false);
  });
});
