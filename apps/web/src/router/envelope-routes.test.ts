import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard.ts';
import { routeComponents } from './route-components.ts';
import { matchRouteDefs } from './route-match.ts';

const SCREENS = {
  '/project/S1/setting/envelope': 'SurveySettingEnvelopeList',
  '/project/S1/setting/envelope/create': 'SurveySettingEnvelopeCreate',
  '/project/S1/setting/envelope/edit/ev_1': 'SurveySettingEnvelopeEdit',
  '/project/S1/setting/envelope/detail/ev_1': 'SurveySettingEnvelopeDetail',
  '/project/S1/setting/envelope/log/ev_1': 'SurveySettingEnvelopeLog',
  '/project/S1/setting/envelope/pay': 'SurveySettingEnvelopePay',
} as const;

const navigate = (pathname: string, thirdType: number | null) =>
  decideNavigation({
    pathname,
    search: '',
    matched: matchRouteDefs(pathname),
    hasToken: true,
    user: { thirdType },
  });

describe('envelope settings routes', () => {
  it('match a screen each under the settings area', () => {
    for (const [path, name] of Object.entries(SCREENS)) {
      const names = matchRouteDefs(path).map((r) => r.name);
      expect(names.slice(-3)).toEqual(['ProjectSetting', 'SurveySettingEnvelope', name]);
      expect(routeComponents[name]).toBeTypeOf('function');
    }
  });

  it('send retail partners to /404 from every envelope screen, and only there', () => {
    for (const path of Object.keys(SCREENS)) {
      expect(navigate(path, 1)).toEqual({ kind: 'redirect', to: '/404' });
      expect(navigate(path, null)).toEqual({ kind: 'pass' });
    }
    expect(navigate('/project/S1/setting/base', 1)).toEqual({ kind: 'pass' });
  });
});
