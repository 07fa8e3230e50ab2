// @vitest-environment happy-dom
import { MatrixSubType, QuestionType } from '@cairn/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionView } from './QuestionView.tsx';
import { buildQuestion } from './test/harness.tsx';

afterEach(cleanup);

const noop = () => {};
const coded = (type: number, init = {}) =>
  buildQuestion(type, init, { patch: (option, i) => ({ code: `${option.type === 2 ? 'R' : 'A'}${i + 1}` }) });

describe('QuestionView in the designer', () => {
  it('makes only the answer controls inert when not interactive; the title stays live', () => {
    const node = coded(QuestionType.SingleChoice, { code: 'Q1', title: 'Colour?' });
    const { container } = render(
      <QuestionView
        node={node}
        value={undefined}
        onChange={noop}
        lang="en"
        mode="design"
        interactive={false}
      />,
    );
    const body = container.querySelector('.cairn-question__body') as HTMLElement;
    expect(body.hasAttribute('inert')).toBe(true);
    expect(container.querySelector('.cairn-question__title')?.closest('[inert]')).toBeNull();
  });

  it('is interactive by default (respondents)', () => {
    const node = coded(QuestionType.SingleChoice);
    const { container } = render(<QuestionView node={node} value={undefined} onChange={noop} lang="en" />);
    expect(container.querySelector('[inert]')).toBeNull();
  });

  it('shows the title slot in place of the title text, keeping number and required mark', () => {
    const node = coded(QuestionType.SingleChoice, { title: 'Colour?' });
    render(
      <QuestionView
        node={node}
        value={undefined}
        onChange={noop}
        lang="en"
        number={4}
        titleSlot={<textarea aria-label="Edit title" />}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Edit title' })).toBeTruthy();
    expect(screen.queryByText('Colour?')).toBeNull();
    expect(screen.getByText('4.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('replaces a text block with the slot too (its body is its title)', () => {
    const node = buildQuestion(QuestionType.Text, { title: 'Welcome' });
    render(
      <QuestionView
        node={node}
        value={undefined}
        onChange={noop}
        lang="en"
        titleSlot={<span>editor</span>}
      />,
    );
    expect(screen.queryByText('Welcome')).toBeNull();
    expect(screen.getByText('editor')).toBeTruthy();
  });

  it('shows option codes before options, matrix rows and columns only when asked', () => {
    const choice = coded(QuestionType.SingleChoice);
    const first = render(<QuestionView node={choice} value={undefined} onChange={noop} lang="en" />);
    expect(first.container.querySelectorAll('.cairn-option-code')).toHaveLength(0);
    first.unmount();
    render(<QuestionView node={choice} value={undefined} onChange={noop} lang="en" showOptionCodes />);
    const codes = [...document.querySelectorAll('.cairn-option-code')].map((each) => each.textContent);
    expect(codes).toEqual(choice.options.map((option) => option.code));
    cleanup();

    const matrix = coded(QuestionType.Matrix, { subType: MatrixSubType.Single });
    render(<QuestionView node={matrix} value={undefined} onChange={noop} lang="en" showOptionCodes />);
    const shown = new Set(
      [...document.querySelectorAll('.cairn-option-code')].map((each) => each.textContent),
    );
    for (const option of matrix.options) expect(shown.has(option.code ?? '')).toBe(true);
  });

  it('prefixes codes in a native dropdown', () => {
    const node = coded(QuestionType.Dropdown);
    render(<QuestionView node={node} value={undefined} onChange={noop} lang="en" showOptionCodes />);
    const options = [...document.querySelectorAll('option')].slice(1).map((each) => each.textContent);
    expect(options[0]).toMatch(/^A1 /);
  });
});
