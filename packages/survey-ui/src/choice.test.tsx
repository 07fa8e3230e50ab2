// @vitest-environment happy-dom
import { addOptionGroup, QuestionType } from '@cairn/core';
import { unwrap } from '@cairn/core/testing/context';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

const optionNamed = (name: string) => screen.getByRole('checkbox', { name });

describe('multiple choice', () => {
  const node = buildQuestion(
    QuestionType.MultipleChoice,
    { options: ['Tea', 'Coffee', 'Other', 'None of these'], setting: { max: 2 } },
    { patch: (_, i) => (i === 2 ? { other: true, required: true } : i === 3 ? { exclusive: true } : {}) },
  );

  it('types the "other" text into the answer, choosing its option', () => {
    const view = renderQuestion(node);
    fireEvent.change(screen.getByRole('textbox', { name: 'Other: Please specify' }), {
      target: { value: 'Juice' },
    });
    const other = node.options[2]?.id as number;
    expect(view.value()).toEqual({ optionIds: [other], texts: { [other]: 'Juice' } });
    expect(view.check().ok).toBe(true);
  });

  it('refuses an "other" chosen without its required text, as core does', () => {
    const view = renderQuestion(node);
    fireEvent.click(optionNamed('Other'));
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'required' }] });
  });

  it('lets an exclusive option stand alone, both ways', () => {
    const view = renderQuestion(node);
    fireEvent.click(optionNamed('Tea'));
    fireEvent.click(optionNamed('None of these'));
    expect(view.value()).toEqual({ optionIds: [node.options[3]?.id] });
    fireEvent.click(optionNamed('Coffee'));
    expect(view.value()).toEqual({ optionIds: [node.options[1]?.id] });
    expect(view.check().ok).toBe(true);
  });

  it('blocks further options at `max`, but not the exclusive one, and says the limit', () => {
    renderQuestion(node);
    fireEvent.click(optionNamed('Tea'));
    fireEvent.click(optionNamed('Coffee'));
    expect((optionNamed('Other') as HTMLInputElement).disabled).toBe(true);
    expect((optionNamed('None of these') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByText('Choose at most 2')).toBeTruthy();
  });

  it('drops the answer when the last option is unchecked', () => {
    const view = renderQuestion(node);
    fireEvent.click(optionNamed('Tea'));
    fireEvent.click(optionNamed('Tea'));
    expect(view.value()).toBeNull();
  });
});

describe('single choice', () => {
  it('shows option groups as named groups with their members', () => {
    const node = buildQuestion(
      QuestionType.SingleChoice,
      { options: ['Apple', 'Pear', 'Bread'] },
      {
        transform: (tree, nodeId, ctx) => {
          const ids = [...(tree.optionsOf.get(nodeId) ?? [])].slice(0, 2);
          return unwrap(addOptionGroup(tree, { nodeId, optionIds: ids, title: 'Fruit' }, ctx)).tree;
        },
      },
    );
    const view = renderQuestion(node);
    const fruit = screen.getByRole('group', { name: 'Fruit' });
    expect(within(fruit).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(within(fruit).getByRole('radio', { name: 'Pear' }));
    expect(view.value()).toEqual({ optionId: node.options.find((o) => o.title === 'Pear')?.id });
    expect(view.check().ok).toBe(true);
  });

  it('names its radio group by the question title, with number, code and required mark', () => {
    const node = buildQuestion(QuestionType.SingleChoice, { title: 'Favourite season?' });
    renderQuestion(node, { props: { number: 3, showCode: true } });
    const group = screen.getByRole('group', { name: /Favourite season\?/ });
    expect(group.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading').id);
    expect(screen.getByRole('heading').textContent).toBe(`3.${node.code}Favourite season?*(required)`);
  });

  it('shows answer issues under the question in the respondent language', () => {
    const node = buildQuestion(QuestionType.SingleChoice);
    renderQuestion(node, { lang: 'zh', props: { issues: [{ code: 'required', path: [], message: 'x' }] } });
    expect(screen.getByText('请回答此题')).toBeTruthy();
  });
});

describe('rich text', () => {
  it('renders titles only through the sanitiser: markup kept, script and handlers gone', () => {
    const node = buildQuestion(QuestionType.SingleChoice, { options: ['Yes'] });
    const hostile = {
      ...node,
      title: '<b>Bold</b><img src="x.png" onerror="alert(1)"><script>alert(2)</script>',
      options: node.options.map((option) => ({ ...option, title: '<a href="javascript:alert(3)">Yes</a>' })),
    };
    const view = renderQuestion(hostile);
    const html = view.container.innerHTML;
    expect(html).toContain('<b>Bold</b>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });
});
