import { describe, expect, it } from 'vitest';
import { nodesInOrder } from './build-document.ts';
import { aDocument, aNode, anOption } from './document-fixtures.ts';
import { ZSurveyDocument } from './schema.ts';

describe('buildSurveyDocument', () => {
  const group = aNode(1, { model: 2, type: 0, code: null, position: 0 });
  const q2 = aNode(2, { parentId: 1, position: 1 });
  const q3 = aNode(3, { parentId: 1, position: 0 });
  const trashed = aNode(4, {
    parentId: null,
    position: 0,
    deletedAt: '2026-01-01T00:00:00.000Z',
    trash: { parentId: 1, position: 2, previousId: 2, nextId: null, sequence: 1 },
  });
  const underTrashed = aNode(5, { parentId: 4, position: 0 });

  it('leaves out the trash and what is still under a trashed node, with their options', () => {
    const doc = aDocument(
      [q2, trashed, group, q3, underTrashed],
      [anOption(11, 2, { position: 1 }), anOption(10, 2, { position: 0 }), anOption(12, 4), anOption(13, 5)],
    );
    expect(doc.nodes.map((n) => n.id)).toEqual([1, 3, 2]);
    expect(doc.options.map((o) => o.id)).toEqual([10, 11]);
  });

  it('fills settings and theme defaults, keeps unknown setting keys, and validates as a document', () => {
    const doc = aDocument([group], [], { settings: { onePerPage: true, later: 1 }, theme: { mode: 'dark' } });
    expect(doc.settings).toMatchObject({ onePerPage: true, later: 1 });
    expect(doc.theme.mode).toBe('dark');
    expect(doc.theme.colors.primary).toBe('#1677ff');
    expect(ZSurveyDocument.parse(doc)).toEqual(doc);
  });

  it('gives the same document for the same design whatever the row order', () => {
    const a = aDocument([group, q2, q3], [anOption(10, 2), anOption(11, 3)]);
    const b = aDocument([q3, q2, group], [anOption(11, 3), anOption(10, 2)]);
    expect(b).toEqual(a);
  });

  it('reads nodes depth first for the diagnosis and the respondent page', () => {
    const q6 = aNode(6, { position: 1 });
    expect(nodesInOrder(aDocument([q6, q2, group, q3])).map((n) => n.id)).toEqual([1, 3, 2, 6]);
  });
});
