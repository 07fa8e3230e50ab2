import { optionsApi } from '@cairn/contract';
import { QUESTION_TYPES } from '@cairn/core';
import { describe, expect, it, vi } from 'vitest';
import type { EditAnswer } from '../edit-queue.ts';
import { cascadeFileProblem, cascadeUploadEdit, importedCount } from './cascade-upload.ts';
import { OPTION_USAGE } from './option-usage.ts';

const MB = 1024 * 1024;
const answer = (nodeId: number): EditAnswer => ({
  change: {
    nodes: { inserted: [], updated: [], deleted: [] },
    options: {
      inserted: [{ nodeId }, { nodeId }, { nodeId: 99 }] as never,
      updated: [],
      deleted: [],
    },
  },
  saved: { version: 8, saveTime: 1, status: 0, relaunch: false },
});

describe('cascadeFileProblem (checked before sending)', () => {
  it('takes an .xlsx of up to 5 MB', () => {
    expect(cascadeFileProblem({ name: 'levels.xlsx', size: 5 * MB })).toBeNull();
    expect(cascadeFileProblem({ name: 'LEVELS.XLSX', size: 10 })).toBeNull();
  });

  it('refuses larger files, other formats, and names .xls apart (save as .xlsx)', () => {
    expect(cascadeFileProblem({ name: 'levels.xlsx', size: 5 * MB + 1 })).toBe('size');
    expect(cascadeFileProblem({ name: 'levels.csv', size: 10 })).toBe('format');
    expect(cascadeFileProblem({ name: 'levels', size: 10 })).toBe('format');
    expect(cascadeFileProblem({ name: 'old.xls', size: 10 })).toBe('xls');
  });
});

describe('cascadeUploadEdit', () => {
  const file = new File(['x'], 'levels.xlsx');

  it('sends the file with the version the queue gives and settles with the answer', async () => {
    const upload = vi.fn(async () => answer(7));
    const { edit, done } = cascadeUploadEdit('abc', 7, file, upload);
    expect(edit).toMatchObject({ endpoint: optionsApi.cascadeUpload, input: { nodeId: 7 } });
    expect(edit.endpoint.edit?.run).toBeUndefined(); // the server makes the options: nothing to guess locally
    await expect(edit.send?.({ nodeId: 7 }, 5)).resolves.toEqual(answer(7));
    expect(upload).toHaveBeenCalledWith('abc', 7, file, 'levels.xlsx', 5);
    expect(importedCount(await done, 7)).toBe(2);
  });

  it('passes a refusal both to the queue and to the dialog', async () => {
    const refusal = { code: 'A0109', message: '上传文件格式错误，请按照模板文件格式重新上传' };
    const { edit, done } = cascadeUploadEdit('abc', 7, file, () => Promise.reject(refusal));
    await expect(edit.send?.({ nodeId: 7 }, 5)).rejects.toBe(refusal);
    await expect(done).rejects.toBe(refusal);
  });
});

describe('OPTION_USAGE', () => {
  it('names every question type of core, and nothing else', () => {
    expect(Object.keys(OPTION_USAGE).sort()).toEqual(
      QUESTION_TYPES.map((definition) => definition.key).sort(),
    );
  });

  it('offers cascade levels only where core says options form levels', () => {
    for (const definition of QUESTION_TYPES)
      expect(OPTION_USAGE[definition.key]?.levels, definition.key).toBe(definition.hasOptionLevels === true);
  });

  it('shows a sub-question list exactly for the types whose defaults include sub-questions', () => {
    for (const definition of QUESTION_TYPES)
      expect(OPTION_USAGE[definition.key]?.subQuestions !== null, definition.key).toBe(
        definition.extraDefaultOptions.some((extra) => extra.type === 2),
      );
  });
});
