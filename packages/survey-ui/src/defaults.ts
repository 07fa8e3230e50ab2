import type { ChoiceSetting } from '@cairn/core';

/**
 * Core's "Choice" defaults (spec doc 1 §3), repeated here because core's type modules carry zod
 * and the respondent entry must not; `registry.test.tsx` keeps every copy equal to core's.
 */
export function choiceDefaults(): ChoiceSetting {
  return { required: true, layout: 0, column: 1, min: 0, max: 0, mobile_column: 1, time: 30 };
}
