import { OptionType } from '../model/enums.ts';
import type { OptionRecord } from '../model/option.ts';
import type { AnswerFacts } from './answer-facts.ts';
import { choiceShape } from './choice-shape.ts';
import type { CompiledNode, CompiledSurvey, RulesOf } from './compile.ts';
import { Operator } from './logic-codes.ts';
import { compareNumbers } from './operators.ts';
import { pipeLoop } from './piping.ts';
import type { Condition, OptionInRule } from './schema.ts';
import { orderItems } from './seeded-random.ts';
import type { LoopRound, OptionView } from './view.ts';

/** What the walker lends to option evaluation: conditions and the facts of earlier answers. */
export interface OptionScope {
  holds(condition: Condition): boolean;
  /** Facts of the source question's answer (the current round's inside a loop). */
  sourceFacts(nodeId: number): AnswerFacts;
  readonly seed: string;
  readonly round: LoopRound | null;
}

export interface OptionsResult {
  options: OptionView[];
  subQuestions: OptionView[];
  hiddenSelected: number[];
  allowed: OptionRecord[];
}

/**
 * The options of one question as this respondent sees them: carry forward (option-in) first,
 * then option display rules (show / hide / select / hide_select), then the seeded order.
 */
export function optionsFor(
  compiled: CompiledSurvey,
  entry: CompiledNode,
  rules: RulesOf,
  scope: OptionScope,
): OptionsResult {
  // Most questions have no option rules and no order: their options are the same for everyone,
  // so they are built once per compiled document and shared (results are read-only).
  const plain = rules.optionIn.length === 0 && rules.optionDisplay.length === 0 && entry.sequence.mode === 0;
  if (plain && scope.round === null) {
    let shared = plainCache.get(entry);
    if (!shared) {
      shared = buildOptions(compiled, entry, rules, scope);
      plainCache.set(entry, shared);
    }
    return shared;
  }
  return buildOptions(compiled, entry, rules, scope);
}

const plainCache = new WeakMap<CompiledNode, OptionsResult>();

function buildOptions(
  compiled: CompiledSurvey,
  entry: CompiledNode,
  rules: RulesOf,
  scope: OptionScope,
): OptionsResult {
  const carry =
    rules.optionIn.length === 0 ? NO_CARRY : carriedOptions(compiled, entry, rules.optionIn, scope);
  const shownBy = new Map<number, boolean>();
  const hidden = new Set<number>();
  const selected = new Set<number>();
  const hiddenSelected = new Set<number>();
  // hide_select only means something where an option can be answered as chosen.
  const canSelect = choiceShape(entry.node) !== null;
  for (const rule of rules.optionDisplay) {
    const holds = scope.holds(rule.condition);
    for (const id of rule.optionIds) {
      if (rule.action === 'show') shownBy.set(id, (shownBy.get(id) ?? false) || holds);
      else if (holds && (rule.action === 'hide' || (rule.action === 'hide_select' && !canSelect)))
        hidden.add(id);
      else if (holds && rule.action === 'select') selected.add(id);
      else if (holds && rule.action === 'hide_select') hiddenSelected.add(id);
    }
  }
  const isVisible = (option: OptionRecord) =>
    shownBy.get(option.id) !== false &&
    !hidden.has(option.id) &&
    !hiddenSelected.has(option.id) &&
    (carry.get(option.id)?.visible ?? true);
  const view = (option: OptionRecord): OptionView => {
    const carried = carry.get(option.id);
    const title = carried?.title ?? option.title;
    return {
      id: option.id,
      option,
      title: scope.round ? pipeLoop(title, scope.round.text) : title,
      carried: carried !== undefined,
      preselected: selected.has(option.id),
    };
  };
  const choices: OptionRecord[] = [];
  const subs: OptionRecord[] = [];
  const allowed: OptionRecord[] = [];
  for (const option of entry.options) {
    const visible = isVisible(option);
    if (option.isGroup || visible || hiddenSelected.has(option.id)) allowed.push(option);
    if (!visible || option.isGroup) continue;
    (option.type === OptionType.SubQuestion ? subs : choices).push(option);
  }
  const ordered =
    entry.sequence.mode === 0
      ? choices
      : orderItems({
          items: choices,
          idOf: (option) => option.id,
          sequence: entry.sequence,
          seed: scope.seed,
          listKey: `o${entry.node.id}`,
          reorderKeyOf: (option) => option.rootJoinId || option.joinId || option.id,
        });
  return {
    options: ordered.map(view),
    subQuestions: subs.map(view),
    hiddenSelected:
      hiddenSelected.size === 0 ? [] : entry.options.filter((o) => hiddenSelected.has(o.id)).map((o) => o.id),
    allowed,
  };
}

interface Carried {
  visible: boolean;
  title?: string;
}

const NO_CARRY: ReadonlyMap<number, Carried> = new Map<number, Carried>();

/**
 * Carry forward: the question's options that mirror an option of a rule's source (`joinId`, or
 * the same `rootJoinId` along a chain of mirrors) show only when an applicable rule passes them.
 * Own options ("none of these") are not touched.
 */
function carriedOptions(
  compiled: CompiledSurvey,
  entry: CompiledNode,
  rules: readonly OptionInRule[],
  scope: OptionScope,
): Map<number, Carried> {
  const result = new Map<number, Carried>();
  for (const rule of rules) {
    const source = compiled.nodes.get(rule.sourceNodeId);
    if (!source) continue;
    const applies = scope.holds(rule.condition);
    const facts = scope.sourceFacts(rule.sourceNodeId);
    for (const option of entry.options) {
      const from = sourceOptionOf(option, source);
      if (!from) continue;
      const passes = applies && modePasses(rule, from.id, facts);
      const before = result.get(option.id);
      if (before?.visible) continue;
      const other = rule.mode.endsWith('_text') ? facts.otherTexts.get(from.id)?.trim() : undefined;
      result.set(option.id, passes ? { visible: true, title: other || undefined } : { visible: false });
    }
  }
  return result;
}

function sourceOptionOf(option: OptionRecord, source: CompiledNode): OptionRecord | undefined {
  if (option.joinId === 0 && option.rootJoinId === 0) return undefined;
  return source.options.find(
    (candidate) =>
      candidate.id === option.joinId ||
      (option.rootJoinId !== 0 && (candidate.rootJoinId || candidate.id) === option.rootJoinId),
  );
}

function modePasses(rule: OptionInRule, sourceOptionId: number, facts: AnswerFacts): boolean {
  const checked = facts.checkedSet.has(sourceOptionId);
  switch (rule.mode) {
    case 'all':
    case 'all_text':
      return true;
    case 'checked':
    case 'checked_text':
      return checked;
    case 'unchecked':
      return !checked;
    case 'includes':
      return checked && rule.optionIds.includes(sourceOptionId);
    case 'not_includes':
      return checked && !rule.optionIds.includes(sourceOptionId);
    case 'compare':
    case 'between': {
      const value = facts.optionValues.get(sourceOptionId);
      if (value === undefined || rule.value === null) return false;
      const operator = rule.mode === 'between' ? Operator.Between : (rule.operator ?? Operator.Equal);
      return compareNumbers(operator, value, rule.value, rule.value2);
    }
  }
}
