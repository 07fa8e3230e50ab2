import type { SurveyDocument } from '../document/schema.ts';
import { NodeModel, OptionType, QuestionType } from '../model/enums.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { definitionOf } from '../question-types/registry.ts';
import { readBranchSetting } from '../survey/flow-settings.ts';
import type { Condition, LogicRule } from './schema.ts';
import { type Sequence, sequenceOf } from './seeded-random.ts';

/**
 * A published document indexed once for fast evaluation: children and options in position
 * order, rules by the question they belong to, settings parsed. Compiling is the slow part
 * (linear in the document); `compileSurvey` caches by document object, so callers holding a
 * document can pass it again and again.
 */
export interface CompiledNode {
  node: NodeRecord;
  /** Live children in position order. */
  children: number[];
  /** Every option record of the node in position order (choices, sub-questions, groups). */
  options: OptionRecord[];
  /** Order of children (containers) or choice options (questions). */
  sequence: Sequence;
  /** The loop node this node sits in (directly or through a page), else null. */
  loopId: number | null;
  /** Takes an answer (per its type module). */
  answerable: boolean;
  /** Branch nodes: their split, name and entry condition. */
  branch: { split: number; name: string; condition: Condition | null } | null;
}

export interface RulesOf {
  display: Extract<LogicRule, { type: 2 }>[];
  jump: Extract<LogicRule, { type: 1 }>[];
  optionIn: Extract<LogicRule, { type: 3 }>[];
  optionDisplay: Extract<LogicRule, { type: 4 }>[];
  validate: Extract<LogicRule, { type: 5 }>[];
}

export interface CompiledSurvey {
  document: SurveyDocument;
  nodes: Map<number, CompiledNode>;
  /** Top-level node ids in position order. */
  roots: number[];
  optionById: Map<number, OptionRecord>;
  nodeByCode: Map<string, number>;
  rules: Map<number, RulesOf>;
  onePerPage: boolean;
}

const cache = new WeakMap<SurveyDocument, CompiledSurvey>();

export function compileSurvey(document: SurveyDocument): CompiledSurvey {
  const known = cache.get(document);
  if (known) return known;
  const compiled = build(document);
  cache.set(document, compiled);
  return compiled;
}

function build(document: SurveyDocument): CompiledSurvey {
  const nodes = new Map<number, CompiledNode>();
  const nodeByCode = new Map<string, number>();
  for (const node of document.nodes) {
    if (node.deletedAt !== null) continue;
    nodes.set(node.id, {
      node,
      children: [],
      options: [],
      sequence: sequenceOf(node.setting),
      loopId: null,
      answerable: Boolean(definitionOf(node)?.answer),
      branch: node.model === NodeModel.Branch ? branchOf(node) : null,
    });
    if (node.code) nodeByCode.set(node.code, node.id);
  }
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  const roots: NodeRecord[] = [];
  const childRecords = new Map<number, NodeRecord[]>();
  for (const { node } of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (!parent) roots.push(node);
    else {
      const siblings = childRecords.get(parent.node.id);
      if (siblings) siblings.push(node);
      else childRecords.set(parent.node.id, [node]);
    }
  }
  for (const [parentId, list] of childRecords)
    (nodes.get(parentId) as CompiledNode).children = list.sort(byPosition).map((node) => node.id);
  const optionById = new Map<number, OptionRecord>();
  for (const option of document.options) {
    optionById.set(option.id, option);
    nodes.get(option.nodeId)?.options.push(option);
  }
  for (const entry of nodes.values()) entry.options.sort(byPosition);
  for (const entry of nodes.values()) {
    if (entry.node.type === QuestionType.Loop) markLoop(nodes, entry.node.id, entry.node.id);
  }
  return {
    document,
    nodes,
    roots: roots.sort(byPosition).map((node) => node.id),
    optionById,
    nodeByCode,
    rules: indexRules(document.logic),
    onePerPage: document.settings.onePerPage === true,
  };
}

function markLoop(nodes: Map<number, CompiledNode>, id: number, loopId: number) {
  for (const child of nodes.get(id)?.children ?? []) {
    const entry = nodes.get(child) as CompiledNode;
    entry.loopId = loopId;
    markLoop(nodes, child, loopId);
  }
}

function branchOf(node: NodeRecord): CompiledNode['branch'] {
  const read = readBranchSetting(node.setting);
  if (!read) return { split: -node.id, name: '', condition: null };
  return { split: read.split, name: read.name, condition: read.condition };
}

function indexRules(logic: readonly LogicRule[]): Map<number, RulesOf> {
  const rules = new Map<number, RulesOf>();
  for (const rule of logic) {
    let entry = rules.get(rule.nodeId);
    if (!entry) {
      entry = { display: [], jump: [], optionIn: [], optionDisplay: [], validate: [] };
      rules.set(rule.nodeId, entry);
    }
    if (rule.type === 1) entry.jump.push(rule);
    else if (rule.type === 2) entry.display.push(rule);
    else if (rule.type === 3) entry.optionIn.push(rule);
    else if (rule.type === 4) entry.optionDisplay.push(rule);
    else entry.validate.push(rule);
  }
  return rules;
}

/** Answer choices (not groups, not sub-questions) of a compiled node. */
export function choicesOfNode(entry: CompiledNode): OptionRecord[] {
  return entry.options.filter((option) => option.type === OptionType.Option && !option.isGroup);
}

export const NO_RULES: RulesOf = { display: [], jump: [], optionIn: [], optionDisplay: [], validate: [] };
