// @vitest-environment happy-dom
import { QuestionType } from '@cairn/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

/**
 * Surveys made before NPS anchors and rating / slider items were created without titles carry
 * "Option 1" (选项-1) there: respondents must not read it.
 */
describe('placeholder labels are not shown', () => {
  it('NPS: placeholder anchors disappear; written ones keep their place', () => {
    const old = buildQuestion(QuestionType.Nps, { options: ['Option 1', 'Option 2', 'Option 3'] });
    const view = renderQuestion(old);
    expect(view.container.textContent).not.toMatch(/Option \d/);
    expect(view.container.querySelector('.cairn-nps__anchors')).toBeNull();
    cleanup();

    const mixed = buildQuestion(QuestionType.Nps, { options: ['Not likely', '选项-2', 'Very likely'] });
    const again = renderQuestion(mixed);
    const anchors = again.container.querySelector('.cairn-nps__anchors');
    expect([...(anchors?.children ?? [])].map((anchor) => anchor.textContent)).toEqual([
      'Not likely',
      '',
      'Very likely',
    ]);
  });

  it('a new NPS shows the scale without anchors', () => {
    const view = renderQuestion(buildQuestion(QuestionType.Nps));
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    expect(view.container.textContent).not.toMatch(/Option|选项/);
  });

  it('rating and slider items with placeholder titles are numbered instead', () => {
    for (const type of [QuestionType.Rate, QuestionType.Slider]) {
      const node = buildQuestion(type, { options: ['Option 1', 'Taste', '选项-3'] });
      const view = renderQuestion(node);
      expect(view.container.textContent, String(type)).not.toMatch(/Option \d|选项-\d/);
      expect(view.container.textContent).toContain('Taste');
      expect(view.container.textContent).toContain('1.');
      expect(view.container.textContent).toContain('3.');
      cleanup();
    }
  });
});
