import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect.ts';

describe('redirectTarget', () => {
  it('passes the received parameters on when the survey says so', () => {
    expect(redirectTarget('https://example.com/done?a=1', '?uid=7&a=2&preview=1', true)).toBe(
      'https://example.com/done?a=1&uid=7',
    );
    expect(redirectTarget('https://example.com/done', '?uid=7', false)).toBe('https://example.com/done');
  });
  it('ignores empty and non-http targets', () => {
    expect(redirectTarget(null, '', true)).toBeNull();
    expect(redirectTarget('javascript:alert(1)', '', true)).toBeNull();
    expect(redirectTarget('not a url', '', true)).toBeNull();
  });
});
