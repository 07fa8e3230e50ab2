import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard.ts';
import { routeComponents } from './route-components.ts';
import { matchRouteDefs } from './route-match.ts';

const SCREENS = {
  '/project/S1/launch/sample': 'SurveySampleList',
  '/project/S1/launch/sample/create': 'SurveySampleCreate',
  '/project/S1/launch/sample/edit/sp_1': 'SurveySampleEdit',
  '/project/S1/launch/sample/detail/sp_1': 'SurveySampleDetail',
  '/project/S1/launch/sample/log/sp_1': 'SurveySampleLog',
  '/project/S1/launch/sample/pay': 'SurveySamplePay',
} as const;

const navigate = (pathname: string, thirdType: number | null) =>
  decideNavigation({
    pathname,
    search: '',
    matched: matchRouteDefs(pathname),
    hasToken: true,
    user: { thirdType },
  });

describe('sample service routes', () => {
  it('match a screen each under the launch tab', () => {
    for (const [path, name] of Object.entries(SCREENS)) {
      const names = matchRouteDefs(path).map((r) => r.name);
      expect(names.slice(-3)).toEqual(['ProjectLayout', 'SurveySample', name]);
      expect(routeComponents[name]).toBeTypeOf('function');
    }
  });

  it('send retail partners to /404 from every sample screen (SurveySample), and only there', () => {
    for (const path of Object.keys(SCREENS)) {
      expect(navigate(path, 1)).toEqual({ kind: 'redirect', to: '/404' });
      expect(navigate(path, null)).toEqual({ kind: 'pass' });
    }
    expect(navigate('/project/S1/launch/base', 1)).toEqual({ kind: 'pass' });
  });
});
