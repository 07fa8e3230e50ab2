import { computeScriptValue } from '../expression/compute-script.ts';
import { NodeAttribute, NodeModel, OptionType, QuestionType } from '../model/enums.ts';
import { answerToNumbers } from '../question-types/answer-engine.ts';
import type { AnswerFacts } from './answer-facts.ts';
import { factsOf, NO_FACTS } from './answer-facts.ts';
import { choiceShape, withHiddenSelected } from './choice-shape.ts';
import { type CompiledNode, type CompiledSurvey, NO_RULES, type RulesOf } from './compile.ts';
import { loopRounds } from './loop-rounds.ts';
import { evaluateCondition } from './operators.ts';
import { type OptionScope, optionsFor } from './option-view.ts';
import { orderChildren } from './order-children.ts';
import { pipeLoop } from './piping.ts';
import type { Condition, ConditionItem, JumpTarget } from './schema.ts';
import type { FlowView, LoopRound, PageView, QuestionView } from './view.ts';

/** The answer key of a question: its id, plus the round's option inside a loop. */
export function answerKey(nodeId: number, round: LoopRound | null): string {
  return round ? `${nodeId}@${round.optionId}` : String(nodeId);
}

/** The node id an answer key names (NaN when it is not a key). */
export function nodeIdOfKey(key: string): number {
  return /^\d+(@\d+)?$/.test(key) ? Number.parseInt(key, 10) : Number.NaN;
}

/**
 * Walks the survey once, in this respondent's order, with the answers so far, and returns the
 * whole path (see `FlowView`). Conditions only see answers met earlier on the path, so a
 * question the respondent answered and later skipped (after changing an earlier answer) counts
 * as unanswered, here and in `checkResponse` alike. Pure and deterministic for (document,
 * answers, seed).
 */
export function evaluateFlow(
  compiled: CompiledSurvey,
  answers: Readonly<Record<string, unknown>>,
  seed: string,
): FlowView {
  return new Walker(compiled, answers, seed).run();
}

class Walker implements OptionScope {
  private readonly view: FlowView;
  /** Effective answer keys met so far, by node id, in path order. */
  private readonly keysByNode = new Map<number, string[]>();
  private readonly factsCache = new Map<string, AnswerFacts>();
  round: LoopRound | null = null;
  private pageKey = 'start';
  private skipTo: number | null = null;
  /** Nodes met so far (per loop round): a jump back to one of them is ignored (jumps go forward). */
  private readonly seen = new Set<string>();
  private done = false;

  constructor(
    private readonly compiled: CompiledSurvey,
    private readonly raw: Readonly<Record<string, unknown>>,
    readonly seed: string,
  ) {
    this.view = {
      compiled,
      seed,
      pages: [],
      questions: new Map(),
      accepted: new Set(),
      answers: {},
      outcome: 'end',
      endedBy: null,
      branches: new Map(),
    };
  }

  run(): FlowView {
    this.walkList(this.compiled.roots);
    return this.view;
  }

  private entry(id: number): CompiledNode {
    return this.compiled.nodes.get(id) as CompiledNode;
  }

  private ordered(entry: CompiledNode): number[] {
    return orderChildren(this.compiled, entry, this.seed);
  }

  private walkList(ids: readonly number[]): void {
    for (let i = 0; i < ids.length && !this.done; i++) {
      const entry = this.entry(ids[i] as number);
      const { node } = entry;
      if (entry.branch) {
        let end = i;
        while (
          end + 1 < ids.length &&
          this.entry(ids[end + 1] as number).branch?.split === entry.branch.split
        )
          end++;
        this.walkSplit(ids.slice(i, end + 1));
        i = end;
      } else if (node.model === NodeModel.Group) this.walkList(this.ordered(entry));
      else if (node.type === QuestionType.Loop) this.walkLoop(entry);
      else if (node.model === NodeModel.Page) this.pageBreak(entry);
      else this.visit(entry);
    }
  }

  private walkSplit(paths: number[]): void {
    const split = this.entry(paths[0] as number).branch?.split as number;
    const taken = paths.find((id) => this.holds(this.entry(id).branch?.condition ?? null)) ?? null;
    this.view.branches.set(split, taken);
    if (taken !== null) this.walkList(this.ordered(this.entry(taken)));
  }

  private walkLoop(entry: CompiledNode): void {
    const rounds = loopRounds(this.compiled, entry, (id) => this.factsFor(id, null)[0] ?? NO_FACTS);
    const children = this.ordered(entry);
    for (const round of rounds) {
      if (this.done) return;
      this.round = round;
      this.pageKey = `loop:${entry.node.id}@${round.optionId}`;
      this.walkList(children);
    }
    this.round = null;
    this.pageKey = `after:${entry.node.id}`;
  }

  private pageBreak(entry: CompiledNode): void {
    this.seen.add(this.seenKey(entry.node.id));
    if (this.skipTo === entry.node.id) this.skipTo = null;
    this.pageKey = answerKey(entry.node.id, this.round);
  }

  private visit(entry: CompiledNode): void {
    const { node } = entry;
    this.seen.add(this.seenKey(node.id));
    if (this.skipTo !== null) {
      if (this.skipTo !== node.id) return;
      this.skipTo = null;
    }
    const rules = this.compiled.rules.get(node.id) ?? NO_RULES;
    if (!this.displayed(rules.display)) return;
    const key = answerKey(node.id, this.round);
    if (node.type === QuestionType.Script) {
      this.compute(entry, key);
      return;
    }
    if (node.attribute !== NodeAttribute.Normal) {
      // Hidden and background questions are filled by the system (link parameters), never shown.
      if (entry.answerable) this.record(entry, key, this.raw[key]);
      return;
    }
    this.show(entry, key, rules);
  }

  /** A visible question: its options, its page, its answer, then its validate and jump rules. */
  private show(entry: CompiledNode, key: string, rules: RulesOf): void {
    const { node } = entry;
    const options = optionsFor(this.compiled, entry, rules, this);
    // Carry forward that leaves nothing to choose skips the question, as Qualtrics does: shown,
    // a required one could never be answered and would hold the respondent on the page.
    if (
      rules.optionIn.length > 0 &&
      choiceShape(node) !== null &&
      !options.options.some((view) => view.option.type === OptionType.Option)
    )
      return;
    const question: QuestionView = {
      key,
      nodeId: node.id,
      node,
      title: this.round ? pipeLoop(node.title, this.round.text) : node.title,
      round: this.round,
      options: options.options,
      subQuestions: options.subQuestions,
      hiddenSelected: options.hiddenSelected,
      answerable: entry.answerable,
      pageKey: this.compiled.onePerPage ? key : this.pageKey,
      ruleFailures: [],
      allowedOptions: options.allowed,
    };
    this.addToPage(question);
    if (entry.answerable)
      this.record(entry, key, withHiddenSelected(this.raw[key], options.hiddenSelected, node));
    for (const rule of rules.validate)
      if (this.holds(rule.condition)) question.ruleFailures.push({ ruleId: rule.id, message: rule.message });
    const jump = rules.jump.find((rule) => this.holds(rule.condition));
    if (jump) this.jump(jump.target, key, jump.id);
  }

  private displayed(rules: readonly { action: 'show' | 'hide'; condition: Condition }[]): boolean {
    let shows = 0;
    let shown = false;
    for (const rule of rules) {
      const holds = this.holds(rule.condition);
      if (rule.action === 'hide' && holds) return false;
      if (rule.action === 'show') {
        shows++;
        shown ||= holds;
      }
    }
    return shows === 0 || shown;
  }

  /** A node's key among nodes met: per round inside the current loop, so each round jumps anew. */
  private seenKey(nodeId: number): string {
    const inRound = this.round !== null && this.compiled.nodes.get(nodeId)?.loopId === this.round.loopId;
    return answerKey(nodeId, inRound ? this.round : null);
  }

  private jump(target: JumpTarget, key: string, ruleId: number): void {
    if (target.kind === 'node') {
      // Forward only: a target already passed (or not in this version) is ignored. A target off
      // the path ahead (a branch not taken) skips to the end, which the save-time checks prevent.
      if (this.compiled.nodes.has(target.nodeId) && !this.seen.has(this.seenKey(target.nodeId)))
        this.skipTo = target.nodeId;
      return;
    }
    this.done = true;
    this.view.outcome = target.kind === 'end' ? 'end' : 'screen_out';
    this.view.endedBy = { key, ruleId };
  }

  private addToPage(question: QuestionView): void {
    const last = this.view.pages.at(-1);
    if (last && last.key === question.pageKey) last.questions.push(question);
    else this.view.pages.push({ key: question.pageKey, questions: [question] } satisfies PageView);
    this.view.questions.set(question.key, question);
  }

  private record(entry: CompiledNode, key: string, answer: unknown): void {
    this.view.accepted.add(key);
    const keys = this.keysByNode.get(entry.node.id);
    if (keys) keys.push(key);
    else this.keysByNode.set(entry.node.id, [key]);
    if (answer !== undefined && answer !== null) this.view.answers[key] = answer;
  }

  private compute(entry: CompiledNode, key: string): void {
    const setting = entry.node.setting;
    const expression = typeof setting.expression === 'string' ? setting.expression : '';
    const precision = typeof setting.precision === 'number' ? setting.precision : 2;
    const value = computeScriptValue(expression, (code) => this.numbersOf(code), precision);
    this.record(entry, key, value);
  }

  /** What a script sees for a code: the answer's numbers (this round's inside the same loop). */
  private numbersOf(code: string): number[] | undefined {
    const id = this.compiled.nodeByCode.get(code);
    if (id === undefined) return undefined;
    const entry = this.entry(id);
    return this.keysFor(entry).flatMap((key) =>
      answerToNumbers(entry.node, entry.options, this.view.answers[key]),
    );
  }

  private keysFor(entry: CompiledNode): string[] {
    const keys = this.keysByNode.get(entry.node.id) ?? [];
    if (entry.loopId !== null && this.round?.loopId === entry.loopId) {
      const own = answerKey(entry.node.id, this.round);
      return keys.filter((key) => key === own);
    }
    return keys;
  }

  private factsFor(nodeId: number, subId: number | null): AnswerFacts[] {
    const entry = this.compiled.nodes.get(nodeId);
    if (!entry) return [];
    return this.keysFor(entry).map((key) => {
      const cacheKey = subId === null ? key : `${key}|${subId}`;
      let found = this.factsCache.get(cacheKey);
      if (!found) {
        found = factsOf(entry.node.type, this.view.answers[key], subId, this.compiled.optionById);
        this.factsCache.set(cacheKey, found);
      }
      return found;
    });
  }

  sourceFacts(nodeId: number): AnswerFacts {
    return this.factsFor(nodeId, null)[0] ?? NO_FACTS;
  }

  holds(condition: Condition | null): boolean {
    return evaluateCondition(condition, (item: ConditionItem) => this.factsFor(item.nodeId, item.subId));
  }
}
