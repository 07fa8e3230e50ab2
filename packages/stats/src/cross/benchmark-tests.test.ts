import { describe, expect, it } from 'vitest';
import { meanSummary, oneProportionZ, twoProportionZ, welchT } from './benchmark-tests.ts';

describe('benchmark tests', () => {
  it('two proportions: 60/100 against 45/100', () => {
    // pooled 105/200 = 0.525; se = sqrt(0.525·0.475·0.02) = 0.0706222; z = 0.15 / 0.0706222 = 2.12398
    // p = erfc(2.12398 / √2) = 0.033672
    const test = twoProportionZ(60, 100, 45, 100)!;
    expect(test.statistic).toBeCloseTo(2.12398, 4);
    expect(test.p).toBeCloseTo(0.033672, 5);
    expect(twoProportionZ(0, 0, 1, 2)).toBeNull();
    expect(twoProportionZ(0, 10, 0, 10)).toBeNull();
  });

  it('one proportion against a norm: 0.6 of 100 against 0.5', () => {
    // se = sqrt(0.25 / 100) = 0.05; z = 2; p = 0.0455003
    const test = oneProportionZ(0.6, 100, 0.5)!;
    expect(test.statistic).toBeCloseTo(2, 10);
    expect(test.p).toBeCloseTo(0.0455003, 6);
    expect(oneProportionZ(0.6, 100, 1)).toBeNull();
  });

  it('Welch t: 1,2,3,4,5 against 3,4,5,6,7,8', () => {
    // a: mean 3, var 2.5, n 5 → 0.5; b: mean 5.5, var 3.5, n 6 → 0.583333; se² 1.083333
    // t = −2.5 / 1.040833 = −2.401922; df = 1.083333² / (0.25/4 + 0.3402778/5) = 8.98936
    // p (t with 8.98936 df) = 0.039803 (scipy ttest_ind, equal_var=False)
    const test = welchT({ mean: 3, variance: 2.5, n: 5 }, { mean: 5.5, variance: 3.5, n: 6 })!;
    expect(test.statistic).toBeCloseTo(-2.401922, 5);
    expect(test.df).toBeCloseTo(8.98936, 4);
    expect(test.p).toBeCloseTo(0.039803, 5);
    expect(welchT({ mean: 1, variance: 0, n: 3 }, { mean: 1, variance: 0, n: 3 })).toBeNull();
  });

  it('mean summary from sums', () => {
    // 1..5: Σx 15, Σx² 55 → mean 3, variance (55 − 45) / 4 = 2.5
    expect(meanSummary({ w: 5, wx: 15, wx2: 55 })).toEqual({ mean: 3, variance: 2.5, n: 5 });
    expect(meanSummary({ w: 0, wx: 0, wx2: 0 })).toBeNull();
  });
});
