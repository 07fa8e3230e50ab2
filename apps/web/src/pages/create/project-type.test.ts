import { describe, expect, it } from 'vitest';
import { parseProjectType } from './project-type.ts';

describe('/create/{projectType}', () => {
  it('accepts 0 survey and 1 discussion only', () => {
    expect(parseProjectType('0')).toBe(0);
    expect(parseProjectType('1')).toBe(1);
    for (const raw of [undefined, '', '2', '01', 'survey', '-1']) expect(parseProjectType(raw)).toBeNull();
  });
});
