import type {
  CodingStat,
  CrossTable,
  InsightFigure,
  InsightParagraph,
  Lang,
  QuestionBoard,
} from '@cairn/contract';

/**
 * Everything the generator reads: figures already computed by the report worker, the overview
 * queries and the coding module. The generator does no I/O, so the same input always gives the
 * same text (reproducible) and a unit test can hand-make any case.
 */
export interface InsightInput {
  lang: Lang;
  /** Significance level of the cross tests, percent (90, 95, 99). */
  level: number;
  /** Complete responses counted (through the filter). */
  total: number;
  weighted: boolean;
  /** Status counts over the same responses; null when not known. */
  status: StatusFigures | null;
  /** Complete responses per local collection day, ascending, empty days included. */
  days: readonly DayCount[];
  /** The data board's questions, in questionnaire order. */
  questions: readonly QuestionBoard[];
  /** The cross table of every question variable (stubs) by the chosen banner; null: no banner. */
  cross: CrossFigures | null;
  /** Each coding report of the survey with its counts. */
  themes: readonly ThemeFigures[];
}

export interface StatusFigures {
  complete: number;
  partial: number;
  screenedOut: number;
  /** complete / (complete + partial + screened out), 0–1; null when the base is 0. */
  completionRate: number | null;
}

export interface DayCount {
  /** YYYY-MM-DD in the survey's time zone. */
  day: string;
  count: number;
}

export interface CrossFigures {
  table: CrossTable;
  /** The question each stub block belongs to (by the block's variable id). */
  nodeOf: ReadonlyMap<string, number>;
  /** Banner variables by id: their code (Q3) and label. */
  banner: readonly { id: string; code: string; label: string }[];
}

export interface ThemeFigures {
  reportId: number;
  name: string;
  /** The open column's label (the question), null when the column is gone. */
  columnLabel: string | null;
  stat: CodingStat;
}

/** A generated paragraph before the author's edits (text = generated). */
export type GeneratedParagraph = Pick<InsightParagraph, 'id' | 'kind' | 'figures'> & { text: string };

export interface GeneratedSection {
  id: string;
  kind: 'survey' | 'question' | 'trend' | 'themes';
  code: string | null;
  title: string;
  paragraphs: GeneratedParagraph[];
}

/** A finding ranked for the survey summary: larger `weight` is more notable. */
export interface Finding {
  code: string;
  text: string;
  figures: InsightFigure[];
  weight: number;
}
