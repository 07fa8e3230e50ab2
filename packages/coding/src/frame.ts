import { saysNothing } from './text/terms.ts';
import type { Frame, FrameNode, Segment } from './types.ts';

/** The nodes answers are coded to: those without children (a sub-subnet, or a childless subnet or net). */
export function leavesOf(frame: Frame): FrameNode[] {
  const parents = new Set(frame.nodes.map((node) => node.parentId).filter((id) => id !== null));
  return frame.nodes.filter((node) => !parents.has(node.id));
}

/** The labels from a node up to its net, nearest first. */
export function ancestorLabels(frame: Frame, node: FrameNode): string[] {
  const byId = new Map(frame.nodes.map((each) => [each.id, each]));
  const labels: string[] = [];
  const seen = new Set<string>([node.id]);
  let parent = node.parentId === null ? undefined : byId.get(node.parentId);
  while (parent && !seen.has(parent.id)) {
    seen.add(parent.id);
    labels.push(parent.label);
    parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
  }
  return labels;
}

/**
 * A "nothing" code: a leaf whose label says nothing ("无 / 没有意见", "No comment"). Answers that
 * say nothing go to it; it takes part in no similarity, as it has no topic words to compare.
 */
export function isNothingCode(node: FrameNode, segment: Segment): boolean {
  return node.label.split(/[/|,，、;；]/).every((part) => part.trim() === '' || saysNothing(part, segment));
}
