// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });

describe('rate', () => {
  it('scores each item on its own scale, names scores by their tags and lights stars up to the choice', () => {
    const node = buildQuestion(QuestionType.Rate, {
      options: ['Taste', 'Price'],
      setting: { max: 3, tags: ['Bad', 'OK', 'Great'] },
    });
    const view = renderQuestion(node);
    const price = screen.getByRole('radiogroup', { name: /Price/ });
    fireEvent.click(within(price).getByRole('radio', { name: '2 OK' }));
    expect(screen.getByText('OK', { selector: '.cairn-rate__tag' })).toBeTruthy();
    expect(
      within(price)
        .getAllByRole('radio')
        .map((input) => input.closest('label')?.className),
    ).toEqual(['cairn-scale__point is-on', 'cairn-scale__point is-on', 'cairn-scale__point']);
    expect(view.value()).toEqual({ [node.options[1]?.id as number]: 2 });
    expect(view.check().ok).toBe(true);
  });
});

describe('NPS', () => {
  it('offers 0–10 with the anchors and answers the number', () => {
    const node = buildQuestion(QuestionType.Nps, { options: ['Not likely', 'Maybe', 'Very likely'] });
    const view = renderQuestion(node);
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByText('Very likely')).toBeTruthy();
    fireEvent.click(radio('0'));
    expect(view.check()).toEqual({ ok: true, value: 0 });
  });
});

describe('evaluate', () => {
  const node = buildQuestion(QuestionType.Evaluate, { setting: { is_tag: true } });

  it("offers the chosen level's tags, drops them when the level changes, keeps the comment", () => {
    const view = renderQuestion(node);
    fireEvent.click(radio('Very satisfied'));
    fireEvent.click(screen.getByRole('button', { name: 'Would recommend' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'Great' } });
    const best = node.options[4]?.id;
    expect(view.value()).toEqual({ optionId: best, tags: ['Would recommend'], comment: 'Great' });
    expect(view.check().ok).toBe(true);
    fireEvent.click(radio('Neutral'));
    expect(view.value()).toEqual({ optionId: node.options[2]?.id, comment: 'Great' });
    expect(screen.queryByRole('button', { name: 'Would recommend' })).toBeNull();
  });
});

describe('slider', () => {
  it('says "not answered" until moved, then its value; ticks with `is_stops`', () => {
    const node = buildQuestion(QuestionType.Slider, {
      setting: { min: 0, max: 1, step: 0.25, is_stops: true },
    });
    const view = renderQuestion(node);
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-valuetext')).toBe('Not answered');
    expect(view.container.querySelectorAll('datalist option')).toHaveLength(5);
    fireEvent.change(slider, { target: { value: '0.75' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('0.75');
    expect(view.check().ok).toBe(true);
  });

  it('answers the resting value when released without moving', () => {
    const node = buildQuestion(QuestionType.Slider, { setting: { is_vertical: true } });
    const view = renderQuestion(node);
    const slider = screen.getByRole('slider');
    expect(slider.getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.pointerUp(slider);
    expect(view.value()).toEqual({ [node.options[0]?.id as number]: 0 });
  });
});

describe('votes', () => {
  it('draws result bars when results are given', () => {
    const node = buildQuestion(QuestionType.VoteChoice, { options: ['Red', 'Blue'] });
    const [red, blue] = node.options.map((option) => option.id);
    renderQuestion(node, { props: { results: { [red as number]: 3, [blue as number]: 1 } } });
    expect(screen.getByText('3 votes (75%)')).toBeTruthy();
    expect(screen.getByText('1 vote (25%)')).toBeTruthy();
  });

  it('takes several votes when `is_multiple`, in the multiple answer shape', () => {
    const node = buildQuestion(QuestionType.VoteChoice, { setting: { is_multiple: true, max: 2 } });
    const view = renderQuestion(node);
    for (const box of screen.getAllByRole('checkbox').slice(0, 2)) fireEvent.click(box);
    expect(view.check().ok).toBe(true);
  });
});

describe('dropdown', () => {
  it('asks for the "other" text of its other option', () => {
    const node = buildQuestion(
      QuestionType.Dropdown,
      { options: ['Bus', 'Other'] },
      { patch: (_, i) => (i === 1 ? { other: true } : {}) },
    );
    const view = renderQuestion(node);
    const other = node.options[1]?.id as number;
    fireEvent.change(screen.getByRole('combobox'), { target: { value: String(other) } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Other: Please specify' }), {
      target: { value: 'Bike' },
    });
    expect(view.value()).toEqual({ optionId: other, text: 'Bike' });
    expect(view.check().ok).toBe(true);
  });
});
