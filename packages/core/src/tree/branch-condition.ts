import { type Condition, ZCondition } from '../logic/schema.ts';
import { OptionType } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { NodeRecord } from '../model/node.ts';
import { definitionOf, isQuestionNode } from '../question-types/registry.ts';
import { toPlainText } from '../rich-text/to-plain-text.ts';
import { splitPathIds } from './branch-split.ts';
import { type DesignTree, liveNodesInOrder, optionsOfNode } from './design-tree.ts';
import { TreeDraft } from './tree-draft.ts';

/** One question a path condition may test, with what the condition builder offers for it. */
export interface ConditionSource {
  id: number;
  code: string | null;
  /** Plain text of the title. */
  title: string;
  type: number;
  subType: number;
  options: { id: number; code: string | null; title: string }[];
  /** Sub-questions (matrix rows, form fields …): what a condition's `subId` may name. */
  subs: { id: number; code: string | null; title: string }[];
}

/**
 * The questions a path of this split may test (the spec's common/condition/node/branch): the
 * answerable questions read before the split's first path, in reading order. Later ones, and the
 * split's own, are not answered yet when a respondent reaches the split. None for a non-branch.
 */
export function branchConditionSources(tree: DesignTree, branchId: number): ConditionSource[] {
  const draft = new TreeDraft(tree);
  const firstPath = splitPathIds(draft, branchId)[0];
  const sources: ConditionSource[] = [];
  if (firstPath === undefined) return sources;
  for (const node of liveNodesInOrder(tree)) {
    if (node.id === firstPath) break;
    if (!takesAnswers(node)) continue;
    const options = optionsOfNode(tree, node.id);
    const view = (list: typeof options) =>
      list.map((option) => ({ id: option.id, code: option.code, title: toPlainText(option.title) }));
    sources.push({
      id: node.id,
      code: node.code,
      title: toPlainText(node.title),
      type: node.type,
      subType: node.subType,
      options: view(options.filter((option) => option.type === OptionType.Option && !option.isGroup)),
      subs: view(options.filter((option) => option.type === OptionType.SubQuestion)),
    });
  }
  return sources;
}

function takesAnswers(node: NodeRecord): boolean {
  return isQuestionNode(node) && (definitionOf(node)?.answer ?? null) !== null;
}

/**
 * Issues with a path condition: it must parse, and each item must test a question read before
 * the split, with options and sub-question of that question.
 */
export function checkBranchCondition(tree: DesignTree, branchId: number, condition: unknown): Issue[] {
  const parsed = ZCondition.safeParse(condition);
  if (!parsed.success)
    return parsed.error.issues.map((found) =>
      issue('A0400', ['condition', ...found.path.map(String)], found.message),
    );
  const sources = new Map(branchConditionSources(tree, branchId).map((source) => [source.id, source]));
  const issues: Issue[] = [];
  parsed.data.nodes.forEach((item, index) => {
    const path = ['condition', 'nodes', index];
    const source = sources.get(item.nodeId);
    if (!source) {
      issues.push(issue('A0400', [...path, 'nodeId'], 'a path condition tests a question before the split'));
      return;
    }
    const optionIds = new Set([...source.options, ...source.subs].map((option) => option.id));
    const unknown = item.optionIds.filter((id) => !optionIds.has(id));
    if (unknown.length > 0)
      issues.push(
        issue('A0400', [...path, 'optionIds'], `options ${unknown.join(', ')} are not this question's`),
      );
    if (item.subId !== null && !source.subs.some((sub) => sub.id === item.subId))
      issues.push(issue('A0400', [...path, 'subId'], `sub-question ${item.subId} is not this question's`));
  });
  return issues;
}

/** The parsed condition (defaults filled in), for storing after `checkBranchCondition` passed. */
export function parseBranchCondition(condition: unknown): Condition {
  return ZCondition.parse(condition);
}
