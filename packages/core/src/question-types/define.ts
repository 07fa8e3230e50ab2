import type { NodeModel, OptionTypeValue } from '../model/enums.ts';
import type { Bilingual, Lang } from '../model/lang.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import type { TitleKind } from '../model/titles.ts';

/** Why an answer is refused. Not catalogue codes: the respondent app shows them per question. */
export type AnswerIssueCode =
  | 'required'
  | 'invalid'
  | 'unknown_option'
  | 'too_few'
  | 'too_many'
  | 'out_of_range'
  | 'format'
  | 'exclusive';

export interface AnswerIssue {
  code: AnswerIssueCode;
  path: (string | number)[];
  message: string;
}

/** What a validator and a column builder know: the question, its setting (defaults filled in) and its options. */
export interface AnswerContext<S> {
  node: NodeRecord;
  setting: S;
  /** The question's options (all types, groups included) in position order. */
  options: readonly OptionRecord[];
}

export type ColumnKind = 'single' | 'multi-flag' | 'number' | 'text' | 'file' | 'date' | 'time';

/**
 * One analysis column an answer becomes. Keys use ids (n{node}_o{option}) so they survive code
 * edits and cached datasets stay valid; labels show codes and plain titles.
 */
export interface AnalysisColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  nodeId: number;
  optionId?: number;
  /** For 'single': the values a cell can hold and what they mean. */
  categories?: { value: number; label: string }[];
  /** For 'text' holding a list (an evaluation's tags): what joins the items; reports count them. */
  separator?: string;
}

export type CellValue = number | string | null;

/** What `fromCells` reads: the answer (undefined when the cells hold none) or the cell that does not fit. */
export type CellsRead<A> = { answer: A | undefined } | { issue: { key: string; message: string } };

/**
 * `toCells` compiled for one question: writes the cell of the question's column i (its index in
 * `columns(ctx)`) to `out[at + i]` and leaves the cells `toCells` would leave out alone. Report
 * datasets convert every answer of every response; this way no object, no key string and no
 * lookup by key is made per answer.
 */
export type CellWriter<A = unknown> = {
  // A method's type, so its parameter compares bivariantly like AnswerSpec's (see below).
  write(answer: A, out: (CellValue | undefined)[], at: number): void;
}['write'];

/**
 * Functions are declared as methods on purpose: method parameters are compared bivariantly, so a
 * module typed with its own setting and answer still fits the registry's `QuestionTypeDefinition`.
 */
export interface AnswerSpec<S, A> {
  /**
   * Whether the answer is one chosen option (`{ optionId }`) or a set of them (`{ optionIds,
   * texts }`): what hide_select adds an option to. Rank and cascade take ids in order, not a set.
   * type-schemas.test.ts holds it to what the answer schema accepts.
   */
  choiceShape?: 'single' | 'multiple';
  /** An answer of the right shape that still counts as "not answered" for `required`. */
  isEmpty(answer: A): boolean;
  validate(answer: A, ctx: AnswerContext<S>): AnswerIssue[];
  columns(ctx: AnswerContext<S>): AnalysisColumn[];
  /** Cells by column key; keys absent from the result are empty. */
  toCells(answer: A, ctx: AnswerContext<S>): Record<string, CellValue>;
  /**
   * A faster `toCells` for the types reports meet most. It must write exactly what `toCells`
   * returns for answers of its schema (type-schemas.ts) (cells-writer.test.ts holds every type with one to that);
   * without one, `cellsWriter` writes `toCells`' result by key.
   */
  cellWriter?(ctx: AnswerContext<S>): CellWriter<A>;
  /**
   * Cells whose value no other response may repeat (open text `is_unique`, form `is_norepeat`).
   * Core declares them; the server, which sees all responses, checks.
   */
  uniqueCells?(answer: A, ctx: AnswerContext<S>): Record<string, string>;
  /** Numbers a script expression sees when it refers to this question (option codes, scores ...). */
  toNumbers?(answer: A, ctx: AnswerContext<S>): number[];
  /**
   * The inverse of `toCells` (answer import): cells by column key back to an answer, such that
   * `toCells(fromCells(toCells(a)))` equals `toCells(a)`. Cells may also hold numbers as text.
   * Absent where the cells cannot carry the answer (files, counts): see `NOT_IMPORTABLE`.
   */
  fromCells?(cells: Readonly<Record<string, CellValue>>, ctx: AnswerContext<S>): CellsRead<A>;
}

export interface DefaultOptions {
  type: OptionTypeValue;
  count: number;
  title: TitleKind;
}

/** A default option with a fixed title (evaluate levels) instead of a numbered one. */
export interface OptionSeed {
  type: OptionTypeValue;
  title: string;
  setting?: Record<string, unknown>;
}

export interface QuestionTypeDefinition<S = Record<string, unknown>, A = unknown> {
  type: number;
  /** Stable kebab-case name, also the module's file name. */
  key: string;
  name: Bilingual;
  model: typeof NodeModel.Question | typeof NodeModel.Page;
  /** Gets an automatic code (Q + number) and takes part in code uniqueness. */
  hasCode: boolean;
  /** Holds child nodes (the loop). */
  isContainer: boolean;
  /** Options nest by `parentId` as levels (cascade), instead of `parentId` naming an option group. */
  hasOptionLevels?: boolean;
  defaultSubType: number;
  /** The subtypes a node of this type may have (matrix: single, multiple, open, score). */
  subTypes: readonly number[];
  defaultAttribute: number;
  /** Title of a new node: the question default, or numbered like Page-n for pages and loops. */
  newTitle: TitleKind;
  /** A fresh object each call: callers may keep and change it. Its schema: type-schemas.ts. */
  defaultSetting(): NoInfer<S>;
  /** Answer choices (type 1) created with a new question; the spec's "default option count". */
  defaultOptionCount: number;
  /** Further default option records: sub-questions, drag lists. */
  extraDefaultOptions: readonly DefaultOptions[];
  /** When set, the default options come from here instead of the counts above. */
  defaultOptionSeeds?(lang: Lang): OptionSeed[];
  /** Title kind of options added later, by option type. */
  optionTitle(optionType: OptionTypeValue): TitleKind;
  /** null: the type takes no answer (text, countdown, page break, loop). */
  answer: AnswerSpec<NoInfer<S>, A> | null;
}

/**
 * Whether a question of this type holds options of `optionType`. Sub-questions (rows, drag lists)
 * belong to the types that make some by default (matrix, image and word drag); every other
 * renderer, validator and report reads answer options only.
 */
export function takesOptionType(
  definition: Pick<QuestionTypeDefinition, 'extraDefaultOptions'>,
  optionType: number,
): boolean {
  if (optionType === 1) return true;
  return definition.extraDefaultOptions.some((each) => each.type === optionType);
}

/**
 * Keeps the generic types of one module while the registry holds them all alike. Modules name
 * their setting and answer types (`defineQuestionType<RateSetting, ScoresAnswer>`), both inferred
 * from the zod schemas that type-schemas.ts pairs with the module, imported as types only.
 */
export function defineQuestionType<S, A>(
  definition: QuestionTypeDefinition<S, A>,
): QuestionTypeDefinition<S, A> {
  return definition;
}
