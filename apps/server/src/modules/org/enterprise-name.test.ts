import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { cleanEnterpriseName, enterpriseNameKey } from './enterprise-name.ts';

describe('enterprise names', () => {
  it('trims and folds white space', () => {
    expect(cleanEnterpriseName('  Acme \t  Ltd ')).toBe('Acme Ltd');
  });

  it('refuses a blank name with A5209', () => {
    for (const blank of ['', '   ', '\n\t']) {
      expect(() => cleanEnterpriseName(blank)).toThrow(AppError);
      expect(() => cleanEnterpriseName(blank)).toThrow(/A5209/);
    }
  });

  it('compares names without case or spaces', () => {
    expect(enterpriseNameKey('Acme Ltd')).toBe(enterpriseNameKey('ACME  LTD'));
    expect(enterpriseNameKey('Acme Ltd')).toBe(enterpriseNameKey('acmeltd'));
    expect(enterpriseNameKey('Acme Ltd')).not.toBe(enterpriseNameKey('Acme Co'));
  });
});
