import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard.ts';
import { routeComponents } from './route-components.ts';
import { matchRouteDefs } from './route-match.ts';

/** The paid services' screens: each under its area, and closed to retail partners (thirdType 1). */
const AREAS = [
  {
    area: 'envelope settings',
    parents: ['ProjectSetting', 'SurveySettingEnvelope'],
    open: '/project/S1/setting/base',
    screens: {
      '/project/S1/setting/envelope': 'SurveySettingEnvelopeList',
      '/project/S1/setting/envelope/create': 'SurveySettingEnvelopeCreate',
      '/project/S1/setting/envelope/edit/ev_1': 'SurveySettingEnvelopeEdit',
      '/project/S1/setting/envelope/detail/ev_1': 'SurveySettingEnvelopeDetail',
      '/project/S1/setting/envelope/log/ev_1': 'SurveySettingEnvelopeLog',
      '/project/S1/setting/envelope/pay': 'SurveySettingEnvelopePay',
    },
  },
  {
    area: 'the sample service',
    parents: ['ProjectLayout', 'SurveySample'],
    open: '/project/S1/launch/base',
    screens: {
      '/project/S1/launch/sample': 'SurveySampleList',
      '/project/S1/launch/sample/create': 'SurveySampleCreate',
      '/project/S1/launch/sample/edit/sp_1': 'SurveySampleEdit',
      '/project/S1/launch/sample/detail/sp_1': 'SurveySampleDetail',
      '/project/S1/launch/sample/log/sp_1': 'SurveySampleLog',
      '/project/S1/launch/sample/pay': 'SurveySamplePay',
    },
  },
];

const navigate = (pathname: string, thirdType: number | null) =>
  decideNavigation({
    pathname,
    search: '',
    matched: matchRouteDefs(pathname),
    hasToken: true,
    user: { thirdType },
  });

describe.each(AREAS)('$area routes', ({ parents, open, screens }) => {
  it('match a screen each under the area', () => {
    for (const [path, name] of Object.entries(screens)) {
      const names = matchRouteDefs(path).map((r) => r.name);
      expect(names.slice(-3)).toEqual([...parents, name]);
      expect(routeComponents[name]).toBeTypeOf('function');
    }
  });

  it('send retail partners to /404 from every screen of the area, and only there', () => {
    for (const path of Object.keys(screens)) {
      expect(navigate(path, 1)).toEqual({ kind: 'redirect', to: '/404' });
      expect(navigate(path, null)).toEqual({ kind: 'pass' });
    }
    expect(navigate(open, 1)).toEqual({ kind: 'pass' });
  });
});
