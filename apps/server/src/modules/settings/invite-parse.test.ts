import { describe, expect, it } from 'vitest';
import { parseInviteCodes } from './invite-add.ts';
import { newInviteCode } from './invite-store.ts';

describe('parseInviteCodes', () => {
  it('splits on line breaks, commas (also full-width), semicolons and spaces; repeats ignore case', () => {
    expect(parseInviteCodes(['a1\r\nB2，c3；d4  e5\ta1', 'A1 f-6 g_7'])).toEqual({
      codes: ['a1', 'B2', 'c3', 'd4', 'e5', 'f-6', 'g_7'],
      duplicates: 2,
      invalid: [],
    });
  });
  it('returns malformed pieces, cut to 40 characters', () => {
    const long = 'x'.repeat(50);
    expect(parseInviteCodes(['ok1 bad! 邀请码', long])).toEqual({
      codes: ['ok1'],
      duplicates: 0,
      invalid: ['bad!', '邀请码', 'x'.repeat(40)],
    });
  });
});

describe('newInviteCode', () => {
  it('draws 8 characters from the alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) expect(newInviteCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
  });
});
