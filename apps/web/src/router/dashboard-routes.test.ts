import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard.ts';
import { matchRouteDefs } from './route-match.ts';

const partner = { thirdType: 1 };
const decide = (path: string, user: { thirdType: number } | null, hasToken = true) => {
  const [pathname = '', search = ''] = path.split('?');
  return decideNavigation({
    pathname,
    search: search ? `?${search}` : '',
    matched: matchRouteDefs(pathname),
    hasToken,
    user,
  });
};

describe('dashboard routes', () => {
  it('match spec doc 1’s dashboard paths by Dashboard* names', () => {
    const leaf = (path: string) => matchRouteDefs(path).at(-1)?.name;
    expect(leaf('/dashboard')).toBe('Dashboard');
    expect(leaf('/dashboard/recycle')).toBe('DashboardRecycle');
    expect(leaf('/dashboard/create')).toBe('DashboardCreate');
    expect(leaf('/dashboard/AB12CD34')).toBe('DashboardIndex');
    expect(leaf('/dashboard/AB12CD34/setting')).toBe('DashboardSettingSource');
    expect(leaf('/dashboard/AB12CD34/setting/benchmark')).toBe('DashboardBenchmark');
    expect(leaf('/dashboard/AB12CD34/report')).toBe('DashboardReport');
    expect(leaf('/dashboard/AB12CD34/launch')).toBe('DashboardLaunch');
    expect(leaf('/dashboard/preview/AB12CD34')).toBe('DashboardPreview');
    expect(leaf('/dashboard/preview/AB12CD34/online')).toBe('DashboardPreviewOnline');
  });

  it('send retail partners to /404 from every dashboard screen but the public link', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/recycle',
      '/dashboard/create',
      '/dashboard/AB12CD34/report',
      '/dashboard/AB12CD34/setting/benchmark',
      '/dashboard/preview/AB12CD34',
    ]) {
      expect(decide(path, partner), path).toEqual({ kind: 'redirect', to: '/404' });
    }
    expect(decide('/dashboard/preview/AB12CD34/online?t=abcdefghijklmnop', partner)).toEqual({
      kind: 'pass',
    });
  });

  it('open the public link logged out, and ask a login for the others', () => {
    expect(decide('/dashboard/preview/AB12CD34/online?t=abcdefghijklmnop', null, false)).toEqual({
      kind: 'pass',
    });
    expect(decide('/dashboard/AB12CD34/report', null, false)).toMatchObject({ kind: 'redirect' });
    expect(decide('/dashboard', { thirdType: 0 })).toEqual({ kind: 'pass' });
  });
});
