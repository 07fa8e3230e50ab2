import { z } from 'zod';
import { ZQueryFlag } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZPartReport, ZReportKind } from './board-parts.ts';

export * from './board-filters.ts';
export * from './board-parts.ts';

/** Report board calls (/api/report/v1/frequency*): request and response schemas. */

export const CHART_TYPES = ['bar', 'pie', 'line', 'table'] as const;
export const ZChartType = z.enum(CHART_TYPES);
export type ChartType = z.infer<typeof ZChartType>;

/** A boolean that also arrives as "true"/"false" in a query string. */
const ZFlag = ZQueryFlag;
/** A filter id: absent = the caller's selected filter; 0 or null = no filter. */
const ZFilterChoice = z.union([z.null(), z.coerce.number().int().min(0)]).optional();

/** GET (query) or POST (body) /v1/frequency: the whole data board. */
export const ZFrequencyQuery = z.object({
  surveyCode: ZProjectCode,
  weighted: ZFlag.optional(),
  filterId: ZFilterChoice,
});
export type FrequencyQuery = z.input<typeof ZFrequencyQuery>;

export const ZQuestionBoard = z.object({
  nodeId: z.number().int(),
  /** Q1 … as authors see it. */
  code: z.string(),
  title: z.string(),
  /** The question type key (single-choice, matrix …). */
  type: z.string(),
  kind: ZReportKind,
  /** Respondents in the question's base (weighted when weighted); null when the kind has none. */
  base: z.number().nullable(),
  unweightedBase: z.number().nullable(),
  /** The remembered chart type of this question (bar by default). */
  chartType: ZChartType,
  parts: z.array(ZPartReport),
});
export type QuestionBoard = z.infer<typeof ZQuestionBoard>;

export const ZFrequencyBoard = z.object({
  /** The published version the columns come from; null when the survey was never published. */
  version: z.number().int().nullable(),
  /** Rows the filter keeps (every row when no filter), deleted responses excluded. */
  total: z.number(),
  weighted: z.boolean(),
  /** The filter that was applied (null: none). */
  filterId: z.number().int().nullable(),
  questions: z.array(ZQuestionBoard),
});
export type FrequencyBoard = z.infer<typeof ZFrequencyBoard>;

/** POST /v1/frequency/item: one question, with a page of its open answers and file lists. */
export const ZFrequencyItemBody = z.object({
  surveyCode: ZProjectCode,
  nodeId: z.number().int().positive(),
  weighted: z.boolean().optional(),
  filterId: ZFilterChoice,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
});
export type FrequencyItemBody = z.input<typeof ZFrequencyItemBody>;

/** GET /v1/frequency/setting?surveyCode: the remembered chart types. */
export const ZFrequencySettingQuery = z.object({ surveyCode: ZProjectCode });
export const ZFrequencySetting = z.object({ nodeId: z.number().int(), chartType: ZChartType });
export type FrequencySetting = z.infer<typeof ZFrequencySetting>;
export const ZFrequencySettingList = z.array(ZFrequencySetting);
/** POST /v1/frequency/setting: remember a question's chart type. */
export const ZFrequencySettingBody = ZFrequencySetting.extend({ surveyCode: ZProjectCode });
export type FrequencySettingBody = z.infer<typeof ZFrequencySettingBody>;

/** GET /v1/frequency/nodes?surveyCode: the questions of the latest published version. */
export const ZFrequencyNodesQuery = z.object({ surveyCode: ZProjectCode });
export const ZReportNodeOption = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 1 an option, 2 a sub-question (matrix row; the `subId` of a filter condition). */
  type: z.number().int(),
  /** The number the option stands for in data. */
  value: z.number(),
});
export const ZReportNodeColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['single', 'multi-flag', 'number', 'text', 'file', 'date', 'time']),
  optionId: z.number().int().optional(),
});
export const ZReportNode = z.object({
  nodeId: z.number().int(),
  code: z.string(),
  title: z.string(),
  type: z.string(),
  kind: ZReportKind,
  /** core's answer shape: decides which filter operators apply (core's OPERATORS_BY_SHAPE). */
  shape: z.string(),
  /** The filter operators this question accepts. */
  operators: z.array(z.number().int()),
  options: z.array(ZReportNodeOption),
  columns: z.array(ZReportNodeColumn),
});
export type ReportNode = z.infer<typeof ZReportNode>;
export const ZReportNodeList = z.array(ZReportNode);

/** GET /v1/frequency/open/text: a paged, searchable list of one open column's answers. */
export const ZOpenTextQuery = z.object({
  surveyCode: ZProjectCode,
  /** The column key (from frequency/nodes or a text part's `key`). */
  key: z.string().min(1).max(200),
  search: z.string().max(200).optional(),
  filterId: ZFilterChoice,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type OpenTextQuery = z.input<typeof ZOpenTextQuery>;
export const ZOpenTextRecord = z.object({
  responseId: z.string(),
  text: z.string(),
  /** Submitted (partial: started) time, ms since the epoch. */
  submittedAt: z.number(),
});
export const ZOpenTextPage = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  records: z.array(ZOpenTextRecord),
});
export type OpenTextPage = z.infer<typeof ZOpenTextPage>;
