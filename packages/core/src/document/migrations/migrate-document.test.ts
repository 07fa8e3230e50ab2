import { describe, expect, it } from 'vitest';
import { QuestionType } from '../../model/enums.ts';
import { aDocument } from '../../testing/document-builder.ts';
import { migrateDocument } from './migrate-document.ts';
import type { DocumentMigration } from './steps.ts';

const current = aDocument().question(QuestionType.Nps, { code: 'Q1' }).build();

describe('migrateDocument', () => {
  it('opens a current document unchanged', () => {
    expect(migrateDocument(JSON.parse(JSON.stringify(current)))).toEqual({
      ok: true,
      document: current,
      from: 1,
    });
  });

  it('refuses what it cannot open, as data', () => {
    expect(migrateDocument(null)).toMatchObject({ ok: false, from: null });
    expect(migrateDocument({ title: 'x' })).toMatchObject({ ok: false, message: 'no schemaVersion' });
    expect(migrateDocument({ ...current, schemaVersion: 2 })).toMatchObject({ ok: false, from: 2 });
    expect(migrateDocument({ ...current, nodes: 'broken' })).toMatchObject({ ok: false, from: 1 });
  });

  // The chain itself, with made-up versions: v1 → v2 renames `title`, v2 → v3 adds `tags`.
  const steps: DocumentMigration[] = [
    { from: 2, migrate: (doc) => ({ ...doc, tags: [] }) },
    { from: 1, migrate: ({ title, ...doc }) => ({ ...doc, name: title }) },
  ];

  it('applies every step from the stored version up, in order', () => {
    const result = migrateDocument({ schemaVersion: 1, title: 'Old' }, steps, 3);
    expect(result).toEqual({ ok: true, from: 1, document: { schemaVersion: 3, name: 'Old', tags: [] } });
    expect(migrateDocument({ schemaVersion: 2, name: 'Mid' }, steps, 3)).toMatchObject({
      ok: true,
      from: 2,
      document: { schemaVersion: 3, name: 'Mid', tags: [] },
    });
  });

  it('stops when a step is missing, and never changes its input', () => {
    const stored = { schemaVersion: 1, title: 'Old' };
    expect(migrateDocument(stored, steps.slice(0, 1), 3)).toMatchObject({
      ok: false,
      message: 'no migration from version 1',
    });
    migrateDocument(stored, steps, 3);
    expect(stored).toEqual({ schemaVersion: 1, title: 'Old' });
  });
});
