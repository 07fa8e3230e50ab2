import {
  branchSettingOf,
  childIdsOf,
  type DesignTree,
  isBranchNode,
  isContainerNode,
  NodeModel,
  type NodeRecord,
  toPlainText,
} from '@cairn/core';

/**
 * The survey as the flow screen reads it: a sequence of steps from start to end. Groups (and
 * questions at the top level) become blocks, one per page (page breaks cut them); loops are steps
 * of their own; a run of branch paths is a split whose paths hold steps, joined after the run.
 */

export interface QuestionLine {
  id: number;
  code: string | null;
  title: string;
}

export type FlowStep =
  | {
      kind: 'block';
      key: string;
      /** The group the block belongs to (null: questions at the top level or in a path). */
      ownerId: number | null;
      title: string;
      page: number;
      questions: QuestionLine[];
    }
  | { kind: 'loop'; key: string; node: NodeRecord; questions: QuestionLine[] }
  | { kind: 'split'; key: string; split: number; paths: FlowPath[] };

export interface FlowPath {
  node: NodeRecord;
  name: string;
  steps: FlowStep[];
}

const lineOf = (node: NodeRecord): QuestionLine => ({
  id: node.id,
  code: node.code,
  title: toPlainText(node.title),
});

/** Steps of one container's children: blocks cut at page breaks, loops on their own. */
function stepsOfChildren(
  tree: DesignTree,
  ids: readonly number[],
  owner: NodeRecord | null,
  keyBase: string,
  /** The blocks' title when there is no group (a path's blocks carry the path's name). */
  title = '',
): FlowStep[] {
  const steps: FlowStep[] = [];
  let lines: QuestionLine[] = [];
  let page = 0;
  const close = (force = false) => {
    if (lines.length === 0 && !force) return;
    steps.push({
      kind: 'block',
      key: `block:${keyBase}:${page}`,
      ownerId: owner?.id ?? null,
      title: owner ? toPlainText(owner.title) : title,
      page,
      questions: lines,
    });
    lines = [];
    page++;
  };
  for (const id of ids) {
    const node = tree.nodes.get(id);
    if (!node) continue;
    if (node.model === NodeModel.Page) close(true);
    else if (isContainerNode(node)) {
      close();
      steps.push({
        kind: 'loop',
        key: `loop:${node.id}`,
        node,
        questions: childIdsOf(tree, node.id)
          .map((child) => tree.nodes.get(child))
          .filter((child): child is NodeRecord => child?.model === NodeModel.Question)
          .map(lineOf),
      });
    } else lines.push(lineOf(node));
  }
  close(owner !== null && steps.length === 0);
  return steps;
}

export function flowOutline(tree: DesignTree): FlowStep[] {
  const steps: FlowStep[] = [];
  const top = childIdsOf(tree, null);
  let loose: number[] = [];
  const flushLoose = () => {
    if (loose.length > 0) steps.push(...stepsOfChildren(tree, loose, null, `top:${loose[0]}`));
    loose = [];
  };
  for (let i = 0; i < top.length; i++) {
    const node = tree.nodes.get(top[i] as number);
    if (!node) continue;
    if (node.model === NodeModel.Group) {
      flushLoose();
      steps.push(...stepsOfChildren(tree, childIdsOf(tree, node.id), node, String(node.id)));
    } else if (isBranchNode(node)) {
      flushLoose();
      const split = branchSettingOf(node).split;
      const paths: FlowPath[] = [];
      for (; i < top.length; i++) {
        const path = tree.nodes.get(top[i] as number);
        if (!path || !isBranchNode(path) || branchSettingOf(path).split !== split) break;
        const name = branchSettingOf(path).name || toPlainText(path.title);
        paths.push({
          node: path,
          name,
          steps: stepsOfChildren(tree, childIdsOf(tree, path.id), null, `path${path.id}`, name),
        });
      }
      i--;
      steps.push({ kind: 'split', key: `split:${paths[0]?.node.id}`, split, paths });
    } else loose.push(node.id);
  }
  flushLoose();
  return steps;
}
