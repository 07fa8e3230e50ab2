import type { DesignTreeView } from '@cairn/contract';
import {
  createDesignTree,
  type DesignTree,
  type Node,
  type NodeRecord,
  type OptionRecord,
} from '@cairn/core';

/** GET nodes answers the tree nested; the queue works on core's flat records. */
export function recordsOfView(nodes: readonly Node[]): { nodes: NodeRecord[]; options: OptionRecord[] } {
  const out = { nodes: [] as NodeRecord[], options: [] as OptionRecord[] };
  const visit = (list: readonly Node[]) => {
    for (const { options, children, ...record } of list) {
      out.nodes.push(record);
      out.options.push(...options);
      visit(children);
    }
  };
  visit(nodes);
  return out;
}

/** The tree and version of a GET nodes answer (the survey id is on every record; a survey always has one). */
export function treeOfView(view: DesignTreeView): { tree: DesignTree; version: number } {
  const surveyId = view.nodes[0]?.surveyId ?? 0;
  return { tree: createDesignTree(surveyId, recordsOfView(view.nodes)), version: view.version };
}
