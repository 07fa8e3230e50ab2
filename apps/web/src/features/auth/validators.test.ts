import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  isValidEmail,
  isValidEmailCode,
  isValidMobile,
  isValidUsername,
  optionalText,
} from './validators.ts';

describe('auth validators (contract rules)', () => {
  it('accepts 2–32 letters of any script, digits, _ . @ as user name (issue 18/13: Chinese names)', () => {
    expect(isValidUsername('ada.lovelace_1@x')).toBe(true);
    expect(isValidUsername('艾达')).toBe(true);
    expect(isValidUsername('王小明_2')).toBe(true);
    expect(isValidUsername('a')).toBe(false);
    expect(isValidUsername('a'.repeat(33))).toBe(false);
    expect(isValidUsername('ada lovelace')).toBe(false);
    expect(isValidUsername('艾达！')).toBe(false);
  });

  it('wants passwords of 8+ characters with letters and digits', () => {
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
  });

  it('checks e-mail, mobile and the 6-digit code', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidMobile('+8613800000000')).toBe(true);
    expect(isValidMobile('138-0000')).toBe(false);
    expect(isValidEmailCode('012345')).toBe(true);
    expect(isValidEmailCode('12345')).toBe(false);
  });

  it('turns empty optional fields into undefined', () => {
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
    expect(optionalText(' a@b.co ')).toBe('a@b.co');
  });
});
