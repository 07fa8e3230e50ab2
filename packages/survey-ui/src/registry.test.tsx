// @vitest-environment happy-dom
import { QUESTION_TYPES } from '@cairn/core';
import { describe, expect, it } from 'vitest';
import { RENDERERS, rendererByKey, rendererFor } from './registry.tsx';

describe('renderer registry', () => {
  it('has a renderer for every core question type, with the same key, number and model', () => {
    for (const definition of QUESTION_TYPES) {
      const entry = rendererByKey(definition.key);
      expect(entry, `no renderer for ${definition.key}`).toBeDefined();
      expect(entry?.type).toBe(definition.type);
      expect(rendererFor({ model: definition.model, type: definition.type })).toBe(entry);
    }
  });

  it('holds nothing core does not know, and each type once', () => {
    const keys = RENDERERS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(QUESTION_TYPES.map((definition) => definition.key).sort());
  });

  it("repeats core's default settings exactly (its copies exist only to keep zod out)", () => {
    for (const definition of QUESTION_TYPES) {
      expect(rendererByKey(definition.key)?.defaults(), definition.key).toEqual(definition.defaultSetting());
    }
  });

  it('frames only the types that take answers as questions', () => {
    for (const definition of QUESTION_TYPES) {
      const frame = rendererByKey(definition.key)?.frame;
      if (definition.answer && definition.key !== 'script') expect(frame, definition.key).toBe('question');
      else expect(frame, definition.key).not.toBe('question');
    }
  });

  it('has no renderer for groups and branches', () => {
    expect(rendererFor({ model: 2, type: 0 })).toBeUndefined();
    expect(rendererFor({ model: 4, type: 1 })).toBeUndefined();
  });
});
