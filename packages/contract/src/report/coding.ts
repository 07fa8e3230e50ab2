import { z } from 'zod';
import { ZPaged, ZQueryFlag } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * AI coding of open answers (spec doc 2 "AI coding", prefix /report/v1/ai-coding): coding reports
 * over one open column, their code frame (nets, subnets, sub-subnets), hits linking answers to
 * the frame's leaves, and background tasks that draft a frame or code answers. The spec names the
 * calls and a few fields (codeId, codeStatus, nodes, responseId, taskStatus, taskNum, progress);
 * the rest is ours, recorded in docs/ARCHITECTURE.md "Open answers".
 */

/** Report types (spec doc 2 §2): 0 init, 1 AI, 2 quote (another report's frame), 3 import. */
export const CODING_TYPES = { init: 0, ai: 1, quote: 2, import: 3 } as const;
export const ZCodingType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type CodingType = z.infer<typeof ZCodingType>;

/** Report statuses: 0 init, 1 coding, 2 code-frame editing, 3 check, 4 end (status-next / -prev). */
export const CODING_STATUSES = { init: 0, coding: 1, frame: 2, check: 3, end: 4 } as const;
export const ZCodingStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CodingStatus = z.infer<typeof ZCodingStatus>;

/** codeStatus of a frame entry: 0 in use, 4 merged into another code, 5 removed (spec: 5). */
export const CODE_STATUS = { active: 0, merged: 4, removed: 5 } as const;
export const ZCodeStatus = z.union([z.literal(0), z.literal(4), z.literal(5)]);

/** Net levels as the spec names them: 1 net, 2 subnet, 3 sub-subnet. */
export const ZNetLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type NetLevel = z.infer<typeof ZNetLevel>;
export const MAX_NET_LEVEL = 3;
/** Most entries (any level, removed ones included) in one report's frame. */
export const MAX_CODES_PER_REPORT = 500;
/** Most answers one manual/keyword hit call or one check/recode/delete call touches by id. */
export const MAX_HITS_PER_CALL = 1000;

/** Where a hit came from: a person, a keyword rule, or a coder (offline or LLM). */
export const HIT_SOURCES = ['manual', 'keyword', 'ai'] as const;
export const ZHitSource = z.enum(HIT_SOURCES);
export type HitSource = z.infer<typeof ZHitSource>;

/** Task types: 1 draft a frame (recommend codes), 2 code answers (hit codes). */
export const CODING_TASK_TYPES = { recommend: 1, hit: 2 } as const;
export const ZCodingTaskType = z.union([z.literal(1), z.literal(2)]);
/** taskStatus (spec doc 2 §4): 0 pending, 1 running, 2 failed, 3 done. */
export const ZCodingTaskStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
/** The client polls a running task this often (spec: 2 s). */
export const CODING_POLL_MS = 2000;

/** Which engine runs tasks: the offline coder on this machine, or an OpenAI-compatible LLM. */
export const ZCodingEngine = z.enum(['offline', 'llm']);
export type CodingEngine = z.infer<typeof ZCodingEngine>;

const ZId = z.coerce.number().int().positive();
const ZLabel = z.string().trim().min(1).max(100);
const ZKeywords = z.array(z.string().trim().min(1).max(50)).max(50);
/** A filter id: absent = the caller's selected filter; 0 or null = no filter. */
const ZFilterChoice = z.union([z.null(), z.coerce.number().int().min(0)]).optional();
const ZBool = ZQueryFlag;

/** Every call names the survey (the policy's report right) and, but for list/create, the report. */
export const ZCodingSurvey = z.object({ surveyCode: ZProjectCode });
export const ZCodingReportRef = z.object({ surveyCode: ZProjectCode, reportId: ZId });
export const ZCodingIdParams = z.object({ id: ZId });

export const ZCodingReport = z.object({
  id: z.number(),
  surveyCode: z.string(),
  name: z.string(),
  /**
   * The open column coded: a text column key from frequency/nodes (an open question, or an
   * option's "please specify" text). Every loop iteration of the question is coded in it.
   */
  columnKey: z.string(),
  nodeId: z.number(),
  /** The column's label in the published version; null when that version no longer has it. */
  columnLabel: z.string().nullable(),
  type: ZCodingType,
  status: ZCodingStatus,
  /** The report whose frame was quoted (type 2). */
  refReportId: z.number().nullable(),
  /** Non-empty answers of valid responses (no filter). */
  answerCount: z.number(),
  /** Answers with at least one approved hit. */
  codedCount: z.number(),
  /** AI hits waiting for a person's approval. */
  pendingCount: z.number(),
  codeCount: z.number(),
  engine: ZCodingEngine,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CodingReport = z.infer<typeof ZCodingReport>;
export const ZCodingReportList = z.array(ZCodingReport);

export const ZCodingColumn = z.object({
  key: z.string(),
  nodeId: z.number(),
  /** Question code and title, and the option's label for a "please specify" text. */
  label: z.string(),
  answerCount: z.number(),
});
export const ZCodingColumnList = z.array(ZCodingColumn);

export const ZCodingReportCreateBody = z.object({
  surveyCode: ZProjectCode,
  columnKey: z.string().min(1).max(200),
  /** Default: the column's label. */
  name: z.string().trim().min(1).max(50).optional(),
});

/** A frame entry (spec: id, codeId, codeStatus, nodes). */
export interface CodeNet {
  id: number;
  /** The code's number in exports and cross tables: unique in the report, kept across moves. */
  codeId: number;
  label: string;
  level: NetLevel;
  parentId: number | null;
  sort: number;
  codeStatus: 0 | 4 | 5;
  /** For codeStatus 4: the code whose answers these now count to. */
  mergedInto: number | null;
  keywords: string[];
  /** Answers with an approved hit on it (a net: the union of its children's). */
  count: number;
  /** AI hits on it waiting for approval. */
  pending: number;
  nodes: CodeNet[];
}
export const ZCodeNet: z.ZodType<CodeNet> = z.lazy(() =>
  z.object({
    id: z.number(),
    codeId: z.number(),
    label: z.string(),
    level: ZNetLevel,
    parentId: z.number().nullable(),
    sort: z.number(),
    codeStatus: ZCodeStatus,
    mergedInto: z.number().nullable(),
    keywords: z.array(z.string()),
    count: z.number(),
    pending: z.number(),
    nodes: z.array(ZCodeNet),
  }),
);
/** The frame as a tree of the entries in use; with `withRemoved`, merged and removed ones too (flat at the end). */
export const ZCodeFrame = z.array(ZCodeNet);
export type CodeFrame = z.infer<typeof ZCodeFrame>;

export const ZNetsQuery = ZCodingReportRef.extend({ withRemoved: ZBool.optional() });

export const ZNetCreateBody = ZCodingReportRef.extend({
  parentId: z.number().int().positive().nullable().default(null),
  label: ZLabel,
  keywords: ZKeywords.default([]),
});
export interface NetInput {
  label: string;
  keywords?: string[];
  nodes?: NetInput[];
}
const ZNetInput: z.ZodType<NetInput> = z.lazy(() =>
  z.object({ label: ZLabel, keywords: ZKeywords.optional(), nodes: z.array(ZNetInput).max(200).optional() }),
);
/** net/batch-v2: several entries with their children at once (recommended codes, a typed list). */
export const ZNetBatchBody = ZCodingReportRef.extend({
  parentId: z.number().int().positive().nullable().default(null),
  nets: z.array(ZNetInput).min(1).max(200),
});
export const ZNetMoveBody = ZCodingReportRef.extend({
  id: z.number().int().positive(),
  /** The new parent; null: a net at level 1. */
  parentId: z.number().int().positive().nullable(),
  /** Position among the new parent's children. */
  index: z.number().int().min(0),
});
export const ZNetMergeBody = ZCodingReportRef.extend({
  ids: z.array(z.number().int().positive()).min(1).max(100),
  targetId: z.number().int().positive(),
});
/** netting: put the given entries under a new net. */
export const ZNetNettingBody = ZCodingReportRef.extend({
  ids: z.array(z.number().int().positive()).min(1).max(100),
  label: ZLabel,
});
export const ZNetRenameBody = ZCodingReportRef.extend({ label: ZLabel, keywords: ZKeywords.optional() });
/** sort/{type}: 1 by approved count (most first), 2 by label, 3 by codeId. */
export const ZSortParams = z.object({
  type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});
export const ZSortBody = ZCodingReportRef.extend({
  /** Whose children to sort; null: the nets. */
  parentId: z.number().int().positive().nullable().default(null),
});
export const ZNetsDeleteBody = ZCodingReportRef.extend({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_CODES_PER_REPORT),
});
/** manual/import: one code per line, indented (two spaces or a tab per level); `label | kw, kw`. */
export const ZManualImportBody = ZCodingReportRef.extend({ text: z.string().min(1).max(20_000) });
/** import: an xlsx frame (columns net, subnet, sub-subnet, keywords); fields in the query. */
export const ZFrameImportQuery = ZCodingReportRef;

export const ZCodeHit = z.object({
  id: z.number(),
  netId: z.number(),
  responseId: z.string(),
  /** The answer's column key (a loop iteration's own key, `nodeId@optionId`). */
  answerKey: z.string(),
  source: ZHitSource,
  /** The coder's confidence (0–1) for AI hits; null for a person's or a keyword's. */
  confidence: z.number().nullable(),
  /** Counted in stats and cross tables only when checked (a person's hits are, AI hits once approved). */
  checked: z.boolean(),
  createdAt: z.number(),
});
export type CodeHit = z.infer<typeof ZCodeHit>;
export const ZCodingAnswer = z.object({
  responseId: z.string(),
  answerKey: z.string(),
  text: z.string(),
  submittedAt: z.number(),
  hits: z.array(ZCodeHit),
});
export type CodingAnswer = z.infer<typeof ZCodingAnswer>;

/**
 * responses: answerType 0 all, 1 coded (an approved hit), 2 uncoded (no approved hit), 3 with AI
 * hits awaiting approval; filterType 0 filterTitle is a text to find, 1 a response id. Both default 0.
 */
export const ZCodingResponsesQuery = ZCodingReportRef.extend({
  filterTitle: z.string().max(200).optional(),
  answerType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]))
    .default(0),
  filterType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(0),
  /** Only answers with a hit (checked or not) on this entry or, for a net, on its leaves. */
  netId: z.coerce.number().int().positive().optional(),
  filterId: ZFilterChoice,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export const ZCodingAnswerPage = ZPaged(ZCodingAnswer);

export const ZHitsQuery = ZCodingReportRef.extend({
  netId: z.coerce.number().int().positive().optional(),
  source: ZHitSource.optional(),
  /** all (default), pending (unchecked), checked. */
  state: z.enum(['all', 'pending', 'checked']).default('all'),
  minConfidence: z.coerce.number().min(0).max(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export const ZHitWithText = ZCodeHit.extend({ text: z.string() });
export const ZHitPage = ZPaged(ZHitWithText);

const ZAnswerRef = z.object({ responseId: z.string().min(1).max(64), answerKey: z.string().min(1).max(200) });
/** hit: code answers by hand (mode manual) or every answer containing a keyword (mode keyword). */
export const ZHitCreateBody = z.discriminatedUnion('mode', [
  ZCodingReportRef.extend({
    mode: z.literal('manual'),
    netIds: z.array(z.number().int().positive()).min(1).max(20),
    answers: z.array(ZAnswerRef).min(1).max(MAX_HITS_PER_CALL),
  }),
  ZCodingReportRef.extend({
    mode: z.literal('keyword'),
    netId: z.number().int().positive(),
    keyword: z.string().trim().min(1).max(50),
  }),
]);
export const ZHitsChanged = z.object({ changed: z.number() });

/**
 * hit/check: approve (checked true) or withdraw approval. By ids, or every unchecked AI hit at or
 * above `minConfidence` (optionally on one entry): the bulk approval.
 */
export const ZHitCheckBody = ZCodingReportRef.extend({
  hitIds: z.array(z.number().int().positive()).min(1).max(MAX_HITS_PER_CALL).optional(),
  minConfidence: z.number().min(0).max(1).optional(),
  netId: z.number().int().positive().optional(),
  checked: z.boolean().default(true),
}).refine((b) => (b.hitIds === undefined) !== (b.minConfidence === undefined), {
  message: 'give hitIds or minConfidence, not both',
});
/** recode: move hits to another leaf (they become a person's, checked). */
export const ZRecodeBody = ZCodingReportRef.extend({
  hitIds: z.array(z.number().int().positive()).min(1).max(MAX_HITS_PER_CALL),
  netId: z.number().int().positive(),
});
export const ZHitDeleteBody = ZCodingReportRef;
/** hits (DELETE): by ids, or every unchecked AI hit (optionally on one entry): rejecting suggestions. */
export const ZHitsDeleteBody = ZCodingReportRef.extend({
  hitIds: z.array(z.number().int().positive()).min(1).max(MAX_HITS_PER_CALL).optional(),
  pendingAi: z.literal(true).optional(),
  netId: z.number().int().positive().optional(),
}).refine((b) => (b.hitIds === undefined) !== (b.pendingAi === undefined), {
  message: 'give hitIds or pendingAi, not both',
});

export const ZCodingTask = z.object({
  id: z.number(),
  reportId: z.number(),
  taskType: ZCodingTaskType,
  taskStatus: ZCodingTaskStatus,
  /** 0–1. */
  progress: z.number(),
  /** Tasks queued ahead of this one (spec: "projects ahead"). */
  taskNum: z.number(),
  engine: ZCodingEngine,
  /** Why it failed (taskStatus 2), for the "coding failed, retry" warning's detail. */
  error: z.string().nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type CodingTask = z.infer<typeof ZCodingTask>;
export const ZTaskProgressQuery = ZCodingSurvey;

export const ZRecommendBody = ZCodingReportRef.extend({
  maxNets: z.number().int().min(1).max(30).default(8),
  maxLeaves: z.number().int().min(1).max(100).default(20),
});
/** task/hit-codes: score answers against the frame's leaves; hits below minConfidence are not kept. */
export const ZHitCodesBody = ZCodingReportRef.extend({
  /** uncoded: answers without an approved hit (default); all: every answer (pending AI hits are replaced). */
  scope: z.enum(['uncoded', 'all']).default('uncoded'),
  minConfidence: z.number().min(0).max(1).default(0.3),
  maxCodes: z.number().int().min(1).max(5).default(3),
});

/** A drafted code with its children, as recommend-codes-v2 answers it. */
export interface RecommendedCode {
  label: string;
  keywords: string[];
  level: NetLevel;
  /** Answers containing one of its seed terms. */
  support: number;
  examples: string[];
  nodes: RecommendedCode[];
}
export const ZRecommendedCode: z.ZodType<RecommendedCode> = z.lazy(() =>
  z.object({
    label: z.string(),
    keywords: z.array(z.string()),
    level: ZNetLevel,
    support: z.number(),
    examples: z.array(z.string()),
    nodes: z.array(ZRecommendedCode),
  }),
);
export const ZRecommendQuery = ZCodingReportRef.extend({
  k: z.coerce.number().int().min(1).max(100).default(20),
});
/** The latest finished draft of the report (null taskId: none yet), at most k leaves. */
export const ZRecommendation = z.object({ taskId: z.number().nullable(), codes: z.array(ZRecommendedCode) });

/** valid: what a task would do and cost, shown before it runs. */
export const ZValidBody = ZCodingReportRef.extend({ taskType: ZCodingTaskType });
export const ZCodingEstimate = z.object({
  /** Answers the task would read. */
  answerCount: z.number(),
  engine: ZCodingEngine,
  model: z.string().nullable(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  /** In `currency`; null when the engine costs nothing or its price is not configured. */
  cost: z.number().nullable(),
  currency: z.string().nullable(),
  /** False with a reason when the task cannot run (no answers, no leaves, a task already queued). */
  ready: z.boolean(),
  reason: z.string().nullable(),
});

export const ZCodingStatQuery = ZCodingReportRef.extend({
  filterId: ZFilterChoice,
  weighted: ZBool.optional(),
});
export const ZCodingStatRow = z.object({
  id: z.number(),
  codeId: z.number(),
  label: z.string(),
  level: ZNetLevel,
  parentId: z.number().nullable(),
  /** Answers with an approved hit (a net: the union of its leaves'). */
  count: z.number(),
  /** The same, weighted by the active scheme (equals count when unweighted). */
  weighted: z.number(),
  /** Of the coded base (answers with at least one approved hit), 0–100. */
  percent: z.number(),
  pending: z.number(),
});
export const ZCodingStat = z.object({
  /** Answers in the filter; coded: with an approved hit; both weighted when asked. */
  base: z.object({
    answers: z.number(),
    coded: z.number(),
    weightedAnswers: z.number(),
    weightedCoded: z.number(),
  }),
  rows: z.array(ZCodingStatRow),
  weighted: z.boolean(),
});
export type CodingStat = z.infer<typeof ZCodingStat>;

/** ref/surveys: the caller's other surveys with coding reports whose frames can be quoted. */
export const ZRefSurvey = z.object({
  surveyCode: z.string(),
  title: z.string(),
  reports: z.array(z.object({ id: z.number(), name: z.string(), codeCount: z.number() })),
});
export const ZRefSurveyList = z.array(ZRefSurvey);
export const ZRefReportBody = ZCodingReportRef;

export const ZCodingExportBody = ZCodingReportRef.extend({
  filterId: ZFilterChoice,
  weighted: z.boolean().optional(),
});

/** subType of a coding report export task (ours; 10 raw data, 11 a dashboard page, 12 cross tables). */
export const DOWNLOAD_SUBTYPE_CODING = 14;
