import { describe, expect, it } from 'vitest';
import { sampleIndices } from './sample.ts';

describe('sampleIndices', () => {
  it('keeps distinct non-blank answers, first occurrence, case and spacing ignored', () => {
    expect(sampleIndices(['Fast', '', ' fast ', 'Slow', 'FAST', '  ', 'slow  ok'])).toEqual([0, 3, 6]);
  });

  it('picks evenly through a long list, the same way each time', () => {
    const answers = Array.from({ length: 1_000 }, (_, n) => `answer ${n}`);
    const sample = sampleIndices(answers, 300);
    expect(sample).toHaveLength(300);
    expect(sample[0]).toBe(0);
    expect(sample.at(-1)).toBeGreaterThan(990);
    expect(new Set(sample).size).toBe(300);
    expect(sampleIndices(answers, 300)).toEqual(sample);
  });
});
