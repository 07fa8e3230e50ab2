// @vitest-environment happy-dom
import { QUESTION_TYPES } from '@cairn/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { optionUsageOf } from './option-usage.ts';
import { renderEditor } from './test-harness.tsx';

// Its own file: one render of the whole panel per question type is the longest unit file, and a
// file is what the test workers share out.
afterEach(cleanup);

describe('QuestionEditor panels', () => {
  it.each(QUESTION_TYPES.map((definition) => [definition.key, definition] as const))(
    'has a panel for %s, with the lists its type uses',
    async (key, definition) => {
      await renderEditor(definition.type);
      expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
      const usage = optionUsageOf(key);
      const addButtons = screen.queryAllByRole('button', { name: 'Add' });
      expect(addButtons).toHaveLength((usage.options ? 1 : 0) + (usage.subQuestions ? 1 : 0));
    },
  );
});
