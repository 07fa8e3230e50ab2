// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

const node = buildQuestion(QuestionType.Proportion, {
  options: ['Rent', 'Food', 'Fun'],
  setting: { unit: '%' },
});
const input = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const sum = () => screen.getByRole('status').textContent;

describe('proportion', () => {
  it('shows the running total and what remains while typing', () => {
    renderQuestion(node);
    expect(sum()).toBe('Total 0/100% · Remaining 100%');
    type('Rent', '60');
    type('Food', '25');
    expect(sum()).toBe('Total 85/100% · Remaining 15%');
    type('Fun', '30');
    expect(sum()).toBe('Total 115/100% · Over by 15%');
  });

  it('is accepted by core only when every item is given and the sum is exact', () => {
    const view = renderQuestion(node);
    type('Rent', '60');
    type('Food', '25');
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'required' }] });
    type('Fun', '10');
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'out_of_range' }] });
    type('Fun', '15');
    expect(view.check().ok).toBe(true);
  });

  it('keeps decimals as typed ("12." stays) and adds them up without float noise', () => {
    const view = renderQuestion(node);
    type('Rent', '12.');
    expect((input('Rent') as HTMLInputElement).value).toBe('12.');
    type('Rent', '33.3');
    type('Food', '33.3');
    type('Fun', '33,4');
    expect(sum()).toBe('Total 100/100% · Remaining 0%');
    expect(view.check().ok).toBe(true);
  });

  it('drops an item that is cleared or not a number', () => {
    const view = renderQuestion(node);
    type('Rent', '40');
    type('Rent', '');
    expect(view.value()).toBeNull();
    type('Food', 'abc');
    expect(view.value()).toBeNull();
  });
});
