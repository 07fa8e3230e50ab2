import { TRACKING_EDIT_WINDOW_MS } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { decideShip, maskClaim, maskCode, phoneKey, trackingEditableUntil } from './prize-claims.ts';

describe('masking for observers', () => {
  it('keeps a name’s first character, a mobile’s ends, an address’s first six characters', () => {
    expect(
      maskClaim({ name: '张三丰', phone: '138 0013 8000', address: '广东省深圳市南山区科技园', Size: 'XL' }),
    ).toEqual({ name: '张**', phone: '138****8000', address: '广东省深圳市…', Size: '**' });
    expect(maskClaim({ name: 'Li', phone: '5551234', address: 'Home' })).toEqual({
      name: 'L*',
      phone: '*****34',
      address: '****',
    });
  });

  it('never shows a coupon code whole', () => {
    expect(maskCode('CAFE-2026-XY')).toBe('CA********XY');
    expect(maskCode('AB12')).toBe('****');
    expect(maskCode('ABCDEF')).toBe('AB**EF');
  });
});

describe('phone numbers as claimants', () => {
  it('reads one mainland mobile however it is written', () => {
    expect(phoneKey('+86 138-0013-8000')).toBe('13800138000');
    expect(phoneKey('0086 13800138000')).toBe('13800138000');
    expect(phoneKey('13800138000')).toBe('13800138000');
    expect(phoneKey('(020) 8888 1234')).toBe('02088881234');
  });
  it('has no key for a missing or digit-less answer', () => {
    expect(phoneKey(undefined)).toBeNull();
    expect(phoneKey('n/a')).toBeNull();
    expect(phoneKey('12-3')).toBeNull();
  });
});

describe('shipping', () => {
  const claimed = { kind: 'physical', status: 'claimed', trackingNo: null, shippedAt: null };
  const shipped = { kind: 'physical', status: 'shipped', trackingNo: 'SF100', shippedAt: 1_000 };
  it('ships a claimed physical prize; a repeat with the same number changes nothing', () => {
    expect(decideShip(claimed, 'SF100', 0)).toEqual({ ok: true, change: 'ship' });
    expect(decideShip(shipped, 'SF100', 10 * TRACKING_EDIT_WINDOW_MS)).toEqual({ ok: true, change: 'none' });
  });
  it('corrects the number within the window, not after it', () => {
    expect(decideShip(shipped, 'SF200', 1_000 + TRACKING_EDIT_WINDOW_MS)).toEqual({
      ok: true,
      change: 'correct',
    });
    expect(decideShip(shipped, 'SF200', 1_001 + TRACKING_EDIT_WINDOW_MS)).toEqual({
      ok: false,
      code: 'A2074',
    });
    expect(trackingEditableUntil(1_000)).toBe(1_000 + TRACKING_EDIT_WINDOW_MS);
    expect(trackingEditableUntil(null)).toBeNull();
  });
  it('refuses an unclaimed, a coupon or a cash prize', () => {
    expect(decideShip({ ...claimed, status: 'won' }, 'SF1', 0)).toEqual({ ok: false, code: 'A2065' });
    expect(decideShip({ ...claimed, kind: 'coupon' }, 'SF1', 0)).toEqual({ ok: false, code: 'A2065' });
    expect(decideShip({ ...claimed, kind: 'cash', status: 'paid' }, 'SF1', 0)).toEqual({
      ok: false,
      code: 'A2065',
    });
  });
});
