import type { SurveyTemplateDetail } from '@cairn/contract';
import { type Node, takesCode } from '@cairn/core';
import { snapshotToNode } from '../library/snapshot-node.ts';

export interface PreviewQuestion {
  node: Node;
  /** The number the designer will give it (1, 2 … across sections, for questions with a code). */
  number?: number;
}

export interface PreviewSection {
  title: string;
  questions: PreviewQuestion[];
}

/**
 * A template's snapshots as nodes survey-ui can draw, numbered like the canvas will number them
 * once the survey exists (texts and other code-less items take no number). Ids are unique across
 * the whole template so React keys and survey-ui's element ids never repeat.
 */
export function previewSections(sections: SurveyTemplateDetail['sections']): PreviewSection[] {
  let id = 0;
  let number = 0;
  return sections.map((section) => ({
    title: section.title,
    questions: section.questions.map((snapshot) => {
      id += 1;
      const node = snapshotToNode(snapshot, id);
      return takesCode(node) ? { node, number: ++number } : { node };
    }),
  }));
}
