// @vitest-environment happy-dom
import type { QuestionProblem } from '@cairn/core/logic/validate-page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsOf } from '../texts.ts';
import { attentionOf, revealQuestion } from './attention.ts';

const required = (key: string): QuestionProblem => ({
  key,
  nodeId: 1,
  kind: 'answer',
  issues: [{ code: 'required', path: [], message: 'this question needs an answer' }],
});
const rule = (key: string): QuestionProblem => ({ key, nodeId: 1, kind: 'rule', ruleId: 7, message: 'no' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a refused next / submit', () => {
  it('counts questions, not problems, and names the first on the page', () => {
    expect(attentionOf([required('q2'), rule('q2'), required('q5')])).toEqual({ count: 2, firstKey: 'q2' });
    expect(attentionOf([])).toEqual({ count: 0, firstKey: null });
  });

  it('says how many need attention in both languages', () => {
    expect(textsOf('zh').fixIssues(3)).toBe('还有 3 处需要修改');
    expect(textsOf('en').fixIssues(1)).toBe('1 answer needs attention');
    expect(textsOf('en').fixIssues(2)).toBe('2 answers need attention');
  });

  it('scrolls to the question and focuses its first control', () => {
    document.body.innerHTML = `
      <main>
        <div data-key="q1"><input id="a" /></div>
        <div data-key="q2"><input id="b" disabled /><input type="radio" id="c" /></div>
      </main>`;
    const question = document.querySelector<HTMLElement>('[data-key="q2"]')!;
    const scrolled = vi.fn();
    question.scrollIntoView = scrolled;
    expect(revealQuestion(document, 'q2')?.id).toBe('c');
    expect(document.activeElement?.id).toBe('c');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });

  it('focuses the question itself when it has no control', () => {
    document.body.innerHTML = '<main><div data-key="q1"><p>Drag here</p></div></main>';
    const question = document.querySelector<HTMLElement>('[data-key="q1"]')!;
    question.scrollIntoView = () => {};
    revealQuestion(document, 'q1');
    expect(document.activeElement).toBe(question);
    expect(question.tabIndex).toBe(-1);
  });
});
