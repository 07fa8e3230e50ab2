import { describe, expect, it } from 'vitest';
import { folderNameProblem } from './folder-name.ts';

const folders = [
  { id: 1, name: 'Research' },
  { id: 2, name: '客户调研' },
];

describe('folder name', () => {
  it('needs 1 to 30 characters after trimming', () => {
    expect(folderNameProblem('   ', folders)).toBe('required');
    expect(folderNameProblem('a'.repeat(31), folders)).toBe('tooLong');
    expect(folderNameProblem(` ${'a'.repeat(30)} `, folders)).toBeNull();
  });

  it('is unique per user ignoring case, except for the folder being renamed', () => {
    expect(folderNameProblem('research', folders)).toBe('taken');
    expect(folderNameProblem(' 客户调研 ', folders)).toBe('taken');
    expect(folderNameProblem('RESEARCH', folders, 1)).toBeNull();
    expect(folderNameProblem('Research', folders, 2)).toBe('taken');
    expect(folderNameProblem('Archive', folders)).toBeNull();
  });
});
