/**
 * Report answers calls (/api/report/v1/answer...): the response table, one response's full view,
 * marking invalid / valid again, deleting, and the change log. Times are ISO strings.
 */
import { z } from 'zod';
import { ZPaged } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';

export const ANSWER_STATUSES = ['partial', 'complete', 'invalid', 'screened_out'] as const;
export const ZAnswerStatus = z.enum(ANSWER_STATUSES);
export type AnswerStatus = z.infer<typeof ZAnswerStatus>;

/** Sort keys of the list: an allowlist, each mapped to one column on the server. */
export const ANSWER_SORT_KEYS = ['submittedAt', 'startedAt', 'duration', 'status', 'ip', 'source'] as const;
export const ZAnswerSortKey = z.enum(ANSWER_SORT_KEYS);
export type AnswerSortKey = z.infer<typeof ZAnswerSortKey>;

export const ANSWER_PAGE_SIZE_MAX = 200;
/** Ids one mark or delete call takes. */
export const ANSWER_BATCH_MAX = 500;

const ZResponseId = z.uuid();
/** GET sends a single status as a plain string, several as repeated parameters. */
const ZStatusList = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(ZAnswerStatus).max(ANSWER_STATUSES.length),
);

export const ZAnswerListQuery = z.object({
  surveyCode: ZProjectCode,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ANSWER_PAGE_SIZE_MAX).default(50),
  sort: ZAnswerSortKey.default('submittedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Empty or absent: every status. */
  status: ZStatusList.optional(),
  /** Part of a response id, an IP address or a source. */
  search: z.string().trim().max(100).optional(),
});
export type AnswerListQuery = z.input<typeof ZAnswerListQuery>;

export const ZAnswerRow = z.object({
  id: ZResponseId,
  status: ZAnswerStatus,
  version: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  source: z.string(),
  channel: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  /** The answer of each question as readable text (option labels, texts, file names), by node id. */
  values: z.record(z.string(), z.string()),
});
export type AnswerRow = z.infer<typeof ZAnswerRow>;
export const ZAnswerPage = ZPaged(ZAnswerRow).extend({
  /** The caller's selected report filter that narrowed the list (null: every response). */
  filter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AnswerPage = z.infer<typeof ZAnswerPage>;

export const ZAnswerNodeListBody = z.object({ surveyCode: ZProjectCode });
export type AnswerNodeListBody = z.infer<typeof ZAnswerNodeListBody>;

export const ZAnswerColumn = z.object({ key: z.string(), label: z.string(), kind: z.string() });
export const ZAnswerNode = z.object({
  nodeId: z.number().int(),
  code: z.string(),
  title: z.string(),
  type: z.number().int(),
  columns: z.array(ZAnswerColumn),
});
export type AnswerNode = z.infer<typeof ZAnswerNode>;
export const ZAnswerNodes = z.array(ZAnswerNode);

export const ZAnswerIdParams = z.object({ id: ZResponseId });
export const ZAnswerDetailQuery = z.object({ surveyCode: ZProjectCode });

export const ZAnswerLine = z.object({ label: z.string(), value: z.string() });
export type AnswerLine = z.infer<typeof ZAnswerLine>;
export const ZAnswerFile = z.object({ key: z.string(), name: z.string(), size: z.number() });
export type AnswerFile = z.infer<typeof ZAnswerFile>;

export const ZAnswerQuestion = z.object({
  nodeId: z.number().int(),
  code: z.string(),
  title: z.string(),
  /** Empty: not answered. */
  lines: z.array(ZAnswerLine),
  files: z.array(ZAnswerFile),
  /** Milliseconds the question was on screen (loop rounds added up); null: not measured. */
  timeMs: z.number().nullable(),
});
export type AnswerQuestion = z.infer<typeof ZAnswerQuestion>;

export const ZAnswerDetail = z.object({
  id: ZResponseId,
  status: ZAnswerStatus,
  version: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  source: z.string(),
  channel: z.string(),
  device: z.string().nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  weight: z.number(),
  params: z.record(z.string(), z.string()),
  questions: z.array(ZAnswerQuestion),
});
export type AnswerDetail = z.infer<typeof ZAnswerDetail>;

/** Response ids one call names (mark, delete, export the selected). */
export const ZAnswerIdBatch = z
  .array(ZResponseId)
  .min(1)
  .max(ANSWER_BATCH_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat');

export const ZAnswerMarkBody = z.object({
  surveyCode: ZProjectCode,
  ids: ZAnswerIdBatch,
  /** true: complete → invalid; false: invalid → complete (valid again). */
  invalid: z.boolean(),
  reason: z.string().trim().max(200).default(''),
});
export type AnswerMarkBody = z.input<typeof ZAnswerMarkBody>;
export const ZAnswerMarked = z.object({ changed: z.number().int() });
export type AnswerMarked = z.infer<typeof ZAnswerMarked>;

export const ZAnswerRemoveBody = z.object({
  surveyCode: ZProjectCode,
  ids: ZAnswerIdBatch,
  reason: z.string().trim().max(200).default(''),
});
export type AnswerRemoveBody = z.input<typeof ZAnswerRemoveBody>;
export const ZAnswerRemoved = z.object({ removed: z.number().int() });
export type AnswerRemoved = z.infer<typeof ZAnswerRemoved>;

export const ANSWER_LOG_ACTIONS = ['invalid', 'valid', 'delete'] as const;
export const ZAnswerLogQuery = z.object({
  surveyCode: ZProjectCode,
  /** One response's log; absent: the survey's. */
  responseId: ZResponseId.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ANSWER_PAGE_SIZE_MAX).default(20),
});
export type AnswerLogQuery = z.input<typeof ZAnswerLogQuery>;
export const ZAnswerLogEntry = z.object({
  id: z.number().int(),
  responseId: ZResponseId,
  action: z.enum(ANSWER_LOG_ACTIONS),
  fromStatus: ZAnswerStatus,
  toStatus: ZAnswerStatus.nullable(),
  reason: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type AnswerLogEntry = z.infer<typeof ZAnswerLogEntry>;
export const ZAnswerLogPage = ZPaged(ZAnswerLogEntry);
export type AnswerLogPage = z.infer<typeof ZAnswerLogPage>;
