// @vitest-environment happy-dom
import { type AnswerIssue, QuestionType } from '@cairn/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

const required: AnswerIssue = { code: 'required', path: [], message: '' };
const describedBy = (element: Element) => element.getAttribute('aria-describedby');
/** The message region the question shows its issues in. */
const messages = (container: HTMLElement) => container.querySelector('.cairn-issues') as HTMLElement;

describe('a question showing a message', () => {
  it('is described by it, and so is each control, marked invalid when the whole question is', () => {
    const view = renderQuestion(buildQuestion(QuestionType.SingleChoice), { props: { issues: [required] } });
    const region = messages(view.container);
    expect(region.id).not.toBe('');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Please answer this question');
    expect(describedBy(view.container.querySelector('section') as Element)).toBe(region.id);
    const radios = screen.getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(1);
    for (const radio of radios) {
      expect(describedBy(radio)).toBe(region.id);
      expect(radio.getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('ties a select and a text box to it the same way', () => {
    const dropdown = renderQuestion(buildQuestion(QuestionType.Dropdown), { props: { issues: [required] } });
    const select = screen.getByRole('combobox');
    expect(describedBy(select)).toBe(messages(dropdown.container).id);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    cleanup();
    const open = renderQuestion(buildQuestion(QuestionType.OpenText), { props: { issues: [required] } });
    expect(describedBy(screen.getByRole('textbox'))).toBe(messages(open.container).id);
  });

  it('marks only the field a message names invalid; the others are still described by it', () => {
    const node = buildQuestion(QuestionType.Form, { options: ['Name', 'Email'] });
    const [name, email] = node.options;
    const issue: AnswerIssue = { code: 'format', path: [email?.id as number], message: '' };
    const view = renderQuestion(node, { props: { issues: [issue] } });
    const id = messages(view.container).id;
    const nameBox = screen.getByRole('textbox', { name: name?.title });
    const emailBox = screen.getByRole('textbox', { name: email?.title });
    expect([describedBy(nameBox), describedBy(emailBox)]).toEqual([id, id]);
    expect(nameBox.getAttribute('aria-invalid')).toBeNull();
    expect(emailBox.getAttribute('aria-invalid')).toBe('true');
  });

  it('without a message, nothing is described or invalid', () => {
    const view = renderQuestion(buildQuestion(QuestionType.SingleChoice));
    expect(describedBy(view.container.querySelector('section') as Element)).toBeNull();
    for (const radio of screen.getAllByRole('radio')) {
      expect(describedBy(radio)).toBeNull();
      expect(radio.getAttribute('aria-invalid')).toBeNull();
    }
  });
});
