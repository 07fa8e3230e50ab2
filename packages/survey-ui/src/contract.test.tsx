// @vitest-environment happy-dom
import { QUESTION_TYPES } from '@cairn/core';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakePad } from './test/fakes.ts';
import { buildQuestion, renderQuestion } from './test/harness.tsx';
import { SCENARIOS } from './test/scenarios.tsx';

vi.mock('signature_pad', () => ({ default: FakePad }));

const CONTROLS = [
  'textbox',
  'combobox',
  'radio',
  'checkbox',
  'slider',
  'button',
  'radiogroup',
  'group',
  'table',
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The key contract: for every question type core registers, what a respondent does on screen
 * produces a value core's `validateAnswer` accepts, so the respondent app can pass renderer
 * values straight through. A type added to core without a scenario here fails.
 */
describe('every question type answers in the shape core validates', () => {
  for (const definition of QUESTION_TYPES) {
    it(definition.key, async () => {
      const scenario = SCENARIOS[definition.key];
      expect(scenario, `no scenario for ${definition.key}`).toBeDefined();
      if (!scenario) return;
      const node = buildQuestion(definition.type, scenario.init);
      const view = renderQuestion(node, { services: scenario.services?.() });
      await scenario.act?.(view, node);
      if (scenario.answers === false) {
        expect(view.changes).toEqual([]);
        expect(view.check()).toEqual({ ok: true, value: null });
        return;
      }
      expect(view.value(), 'the interaction produced no answer').not.toBeNull();
      expect(view.check()).toEqual({ ok: true, value: view.value() });
      // Everything the respondent used, and what answering revealed, has an accessible name.
      for (const role of CONTROLS) expect(view.queryAllByRole(role, { name: '' }), role).toEqual([]);
    });
  }
});

describe('every question type renders from its default setting', () => {
  for (const definition of QUESTION_TYPES) {
    for (const mode of ['respond', 'design'] as const) {
      it(`${definition.key} (${mode})`, () => {
        const node = buildQuestion(definition.type, {}, { lang: 'zh' });
        const view = renderQuestion(node, { lang: 'zh', props: { mode } });
        const shown = view.container.textContent ?? '';
        if (mode === 'respond' && ['script', 'loop', 'page-break'].includes(definition.key))
          expect(shown).toBe('');
        else expect(shown.length).toBeGreaterThan(0);
      });
    }
  }
});
