import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from './registry.ts';
import { answerSchemaOf, settingSchemaOf } from './type-schemas.ts';

describe('question type schemas', () => {
  it('give every type a setting schema, and an answer schema exactly when it takes answers', () => {
    for (const definition of QUESTION_TYPES) {
      expect(settingSchemaOf(definition), definition.key).toBeDefined();
      expect(answerSchemaOf(definition) !== null, definition.key).toBe(definition.answer !== null);
    }
  });

  it("declare the choice shape the answer schema accepts (hide_select's way to add an option)", () => {
    for (const definition of QUESTION_TYPES) {
      const schema = answerSchemaOf(definition);
      const single = schema?.safeParse({ optionId: 1 }).success === true;
      // Choice sets keep "other" texts beside the ids; rank and cascade answers drop them.
      const probe = schema?.safeParse({ optionIds: [1], texts: {} });
      const multiple = probe?.success === true && 'texts' in (probe.data as object);
      const expected = single ? 'single' : multiple ? 'multiple' : null;
      expect(definition.answer?.choiceShape ?? null, definition.key).toBe(expected);
    }
  });
});
