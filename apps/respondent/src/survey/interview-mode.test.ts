import type { PageView } from '@cairn/core/logic/view';
import { describe, expect, it } from 'vitest';
import { autoNextFits, interviewDraftCode, interviewFromHash } from './interview-mode.ts';

const page = (types: number[]): PageView =>
  ({
    key: 'p',
    questions: types.map((type, i) => ({ key: `q${i}`, node: { type } })),
  }) as unknown as PageView;

describe('interview mode', () => {
  it('reads the session from the fragment, and nothing from a partial one', () => {
    expect(interviewFromHash('#iv=U1&t=v1.1.2.3.abc')).toEqual({
      intervieweeCode: 'U1',
      ticket: 'v1.1.2.3.abc',
    });
    expect(interviewFromHash('#iv=U1')).toBeNull();
    expect(interviewFromHash('')).toBeNull();
    expect(interviewFromHash(`#iv=${'x'.repeat(33)}&t=a`)).toBeNull();
  });

  it('keeps a draft per interviewee', () => {
    expect(interviewDraftCode('ABC', { intervieweeCode: 'U2', ticket: 't' })).toBe('ABC:iv:U2');
  });

  it('moves on only from a page whose one question is a single choice, once answered', () => {
    expect(autoNextFits(page([1]), 'q0', { optionId: 1 })).toBe(true);
    expect(autoNextFits(page([1]), 'q0', null)).toBe(false);
    expect(autoNextFits(page([1, 1]), 'q0', { optionId: 1 })).toBe(false);
    expect(autoNextFits(page([2]), 'q0', { optionIds: [1] })).toBe(false);
  });
});
