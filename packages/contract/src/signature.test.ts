import { describe, expect, it } from 'vitest';
import { DESIGNER_BASIC_AUTH } from './auth/constants.ts';
import { canonicalString, queryValuesOf, signRequest } from './signature.ts';

const SECRET = 'designer';

describe('request signature', () => {
  const body = { title: 'Q1 title', required: true, options: [1, 2], note: null, count: 3 };
  const query = { page: '1', keyword: '满意度' };

  it('builds the canonical string of the spec vector', () => {
    expect(canonicalString(query, body, 1763800000000)).toBe(
      'count=3&keyword=满意度&note=null&options=[1,2]&page=1&required=true&title=Q1 title&time=1763800000000',
    );
  });

  it('signs the spec vector', () => {
    expect(signRequest(query, body, 1763800000000, SECRET)).toBe(
      '5919bde7b1c6211b7abc8c1fdd18d9c805a09c43aef598454922f3ac570c63e0',
    );
  });

  it('signs a call without parameters', () => {
    expect(canonicalString({}, undefined, 1763800000000)).toBe('time=1763800000000');
    expect(signRequest({}, undefined, 1763800000000, SECRET)).toBe(
      '2a538c388b6aab7fcafeda74507ab664a29a95fd35a242404ed3e14f8d264240',
    );
  });

  it('joins a repeated query parameter with commas in order', () => {
    const q = queryValuesOf(new URLSearchParams('id=3&id=1&a=x'));
    expect(canonicalString(q, undefined, 1)).toBe('a=x&id=3,1&time=1');
  });

  it('keeps the fixed client header in step with its id and secret', () => {
    expect(DESIGNER_BASIC_AUTH).toBe(`Basic ${Buffer.from('designer:designer').toString('base64')}`);
  });

  it('sorts names by code point, not by locale', () => {
    expect(canonicalString({ b: '1', B: '2', é: '3' }, undefined, 1)).toBe('B=2&b=1&é=3&time=1');
  });

  it('changes when any value changes', () => {
    const a = signRequest(query, body, 1, SECRET);
    expect(signRequest(query, { ...body, count: 4 }, 1, SECRET)).not.toBe(a);
    expect(signRequest(query, body, 2, SECRET)).not.toBe(a);
  });
});
