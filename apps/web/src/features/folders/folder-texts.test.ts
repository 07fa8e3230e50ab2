import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en.ts';
import { zh } from '../../i18n/locales/zh.ts';
import { FOLDER_TEXT_KEYS, type FolderTextsPrefix } from './folder-texts.ts';

const PREFIXES: FolderTextsPrefix[] = ['folder', 'library.folder'];

function lookup(messages: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages);
}

describe('folder texts', () => {
  it('exist for every folder family in both languages (the shared components build these keys)', () => {
    for (const messages of [zh, en])
      for (const prefix of PREFIXES)
        for (const key of FOLDER_TEXT_KEYS) {
          const text = lookup(messages, `${prefix}.${key}`);
          expect(typeof text, `${prefix}.${key}`).toBe('string');
        }
  });
});
