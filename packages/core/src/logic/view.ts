import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { CompiledSurvey } from './compile.ts';

/**
 * What the engine returns for one respondent: the path through the survey for the answers so
 * far, split into pages. Every key is an answer key: `"<nodeId>"`, or `"<nodeId>@<optionId>"` for
 * a question inside a loop, asked once per round (the loop source's option).
 */
export type Outcome = 'end' | 'screen_out';

export interface LoopRound {
  loopId: number;
  /** The loop source's option this round is about. */
  optionId: number;
  /** Its plain-text title (the respondent's "other" text when it has one): what `{{loop}}` shows. */
  text: string;
}

export interface OptionView {
  id: number;
  option: OptionRecord;
  /** Plain or rich title to show: piped in loops; the source's "other" text for *_text carries. */
  title: string;
  /** Shown because an option-in rule carried it from another question. */
  carried: boolean;
  /** A select rule holds: start with it checked. */
  preselected: boolean;
}

export interface RuleFailure {
  ruleId: number;
  message: string;
}

export interface QuestionView {
  key: string;
  nodeId: number;
  node: NodeRecord;
  /** The title with loop piping applied. */
  title: string;
  round: LoopRound | null;
  /** Visible answer choices in this respondent's order. */
  options: OptionView[];
  /** Visible sub-questions (matrix rows, form fields, drag lists) in position order. */
  subQuestions: OptionView[];
  /** Options a hide_select rule answers as chosen without showing them. */
  hiddenSelected: number[];
  answerable: boolean;
  pageKey: string;
  /** Validate rules whose condition holds for the answers so far. */
  ruleFailures: RuleFailure[];
  /** The option records an answer may use (visible, hidden-selected, sub-questions, groups). */
  allowedOptions: OptionRecord[];
}

export interface PageView {
  /** `start`, a page break's answer key, `loop:<loopId>@<optionId>` or, one per page, the question's key. */
  key: string;
  questions: QuestionView[];
}

export interface FlowView {
  compiled: CompiledSurvey;
  seed: string;
  /** The pages with at least one visible question, in path order. */
  pages: PageView[];
  /** Visible questions by key. */
  questions: Map<string, QuestionView>;
  /** Keys whose answers count: visible questions, plus hidden/background questions (system-filled) and scripts. */
  accepted: Set<string>;
  /** The answers that count, by key: accepted keys only, hide_select options merged in, scripts computed. */
  answers: Record<string, unknown>;
  /** How the path ends for these answers: the end, or screen-out by a jump. */
  outcome: Outcome;
  /** The jump that ended the path early (end or screen-out), if any. */
  endedBy: { key: string; ruleId: number } | null;
  /** For each split reached: the branch node taken, or null when no path's condition held. */
  branches: Map<number, number | null>;
}
