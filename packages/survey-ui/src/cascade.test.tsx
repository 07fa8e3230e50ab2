// @vitest-environment happy-dom
import { QuestionType, replaceCascadeOptions } from '@cairn/core';
import { unwrap } from '@cairn/core/testing/context';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

const PATHS = [
  ['Guangdong', 'Guangzhou', 'Tianhe'],
  ['Guangdong', 'Shenzhen', 'Nanshan'],
  ['Beijing', 'Chaoyang'],
];

/** Levels built by core from paths (which sets `level` to the deepest path); then `level` as asked. */
function aCascade(level: number) {
  const node = buildQuestion(
    QuestionType.Cascade,
    { setting: { placeholders: ['Province', 'City'] } },
    {
      transform: (tree, nodeId, ctx) =>
        unwrap(replaceCascadeOptions(tree, { nodeId, paths: PATHS }, ctx)).tree,
    },
  );
  return { ...node, setting: { ...node.setting, level } };
}
const idOf = (node: ReturnType<typeof aCascade>, title: string) =>
  String(node.options.find((option) => option.title === title)?.id);
const selects = () => screen.getAllByRole('combobox');

describe('cascade', () => {
  it('shows a level once the one above is chosen, with its own choices and placeholder', () => {
    const node = aCascade(3);
    const view = renderQuestion(node);
    expect(selects()).toHaveLength(1);
    fireEvent.change(screen.getByRole('combobox', { name: 'Province' }), {
      target: { value: idOf(node, 'Guangdong') },
    });
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'too_few' }] });
    const city = screen.getByRole('combobox', { name: 'City' });
    expect([...city.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'City',
      'Guangzhou',
      'Shenzhen',
    ]);
    fireEvent.change(city, { target: { value: idOf(node, 'Shenzhen') } });
    fireEvent.change(selects()[2] as Element, { target: { value: idOf(node, 'Nanshan') } });
    expect(view.value()).toEqual({
      optionIds: ['Guangdong', 'Shenzhen', 'Nanshan'].map((t) => Number(idOf(node, t))),
    });
    expect(view.check().ok).toBe(true);
  });

  it('drops the levels below a changed one', () => {
    const node = aCascade(3);
    const view = renderQuestion(node);
    fireEvent.change(selects()[0] as Element, { target: { value: idOf(node, 'Guangdong') } });
    fireEvent.change(selects()[1] as Element, { target: { value: idOf(node, 'Guangzhou') } });
    fireEvent.change(selects()[0] as Element, { target: { value: idOf(node, 'Beijing') } });
    expect(view.value()).toEqual({ optionIds: [Number(idOf(node, 'Beijing'))] });
    fireEvent.change(selects()[1] as Element, { target: { value: idOf(node, 'Chaoyang') } });
    // Beijing > Chaoyang has no third level: the answer is complete at two.
    expect(selects()).toHaveLength(2);
    expect(view.check().ok).toBe(true);
  });

  it('stops at the `level` setting', () => {
    const node = aCascade(1);
    const view = renderQuestion(node);
    fireEvent.change(selects()[0] as Element, { target: { value: idOf(node, 'Guangdong') } });
    expect(selects()).toHaveLength(1);
    expect(view.check().ok).toBe(true);
  });
});
