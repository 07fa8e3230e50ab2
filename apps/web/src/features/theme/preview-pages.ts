import type { DesignTreeView } from '@cairn/contract';
import { type Node, NodeAttribute, NodeModel, QuestionType, takesCode } from '@cairn/core';

export interface PreviewQuestion {
  node: Node;
  number?: number;
}

/**
 * A survey's questions as the respondent meets them, for the theme preview: reading order
 * (GET nodes answers the tree nested; depth first through groups, by position), numbered like
 * the canvas, split into pages at page nodes and page breaks. Groups, branches and hidden
 * questions draw nothing; trashed nodes are left out; an empty survey is one empty page. Flow
 * and logic are not followed: the preview shows the look, not the path.
 */
export function previewPages(view: DesignTreeView): PreviewQuestion[][] {
  const pages: PreviewQuestion[][] = [[]];
  let number = 0;
  const visit = (list: readonly Node[]) => {
    const live = list.filter((n) => n.deletedAt === null).sort((a, b) => a.position - b.position);
    for (const node of live) {
      const isBreak = node.model === NodeModel.Page || node.type === QuestionType.PageBreak;
      if (isBreak) {
        if (pages.at(-1)!.length > 0) pages.push([]);
      } else if (node.model === NodeModel.Question && node.attribute !== NodeAttribute.Hidden) {
        const item: PreviewQuestion = { node };
        if (takesCode(node)) item.number = ++number;
        pages.at(-1)!.push(item);
      }
      visit(node.children);
    }
  };
  visit(view.nodes);
  if (pages.length > 1 && pages.at(-1)!.length === 0) pages.pop();
  return pages;
}
