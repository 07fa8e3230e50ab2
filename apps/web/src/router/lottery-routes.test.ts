import { describe, expect, it } from 'vitest';
import { routeComponents } from './route-components.ts';
import { matchRouteDefs } from './route-match.ts';

const SCREENS = {
  '/project/S1/setting/lottery': 'SurveySettingLotteryList',
  '/project/S1/setting/lottery/create': 'SurveySettingLotteryCreate',
  '/project/S1/setting/lottery/edit/lt_1': 'SurveySettingLotteryEdit',
  '/project/S1/setting/lottery/details/lt_1': 'SurveySettingLotteryDetails',
  '/project/S1/setting/lottery/log/lt_1': 'SurveySettingLotteryLog',
  '/project/S1/setting/lottery/pay': 'SurveySettingLotteryPay',
} as const;

describe('lottery settings routes', () => {
  it('match a screen each under the settings area', () => {
    for (const [path, name] of Object.entries(SCREENS)) {
      const names = matchRouteDefs(path).map((r) => r.name);
      expect(names.slice(-3)).toEqual(['ProjectSetting', 'SurveySettingLottery', name]);
      expect(routeComponents[name]).toBeTypeOf('function');
    }
  });
});

describe('prize settings route', () => {
  it('matches the prize centre under the settings area, beside the lottery', () => {
    const names = matchRouteDefs('/project/S1/setting/prize').map((r) => r.name);
    expect(names.slice(-2)).toEqual(['ProjectSetting', 'SurveySettingPrize']);
    expect(routeComponents.SurveySettingPrize).toBeTypeOf('function');
  });
});
