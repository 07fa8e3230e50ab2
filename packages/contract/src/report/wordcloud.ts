import { z } from 'zod';
import { ZQueryFlag } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * The keyword word cloud of open answers (spec doc 1 `report/wordcloud`; the spec names the screen,
 * not its calls). Words and two-word phrases of one open column, counted by the report worker
 * through the active filter and weighting scheme; per-survey stop words, excluded words and a
 * user dictionary (words jieba keeps whole).
 */

/** A boolean that also arrives as "true"/"false" in a query string. */
const ZFlag = ZQueryFlag;
/** A filter id: absent = the caller's selected filter; 0 or null = no filter. */
const ZFilterChoice = z.union([z.null(), z.coerce.number().int().min(0)]).optional();
/** An open column's key, as GET /v1/frequency/nodes lists it (a column of kind 'text'). */
const ZColumnKey = z.string().trim().min(1).max(200);

export const WORDCLOUD_KINDS = ['words', 'phrases', 'all'] as const;
export const ZWordcloudKind = z.enum(WORDCLOUD_KINDS);
export type WordcloudKind = z.infer<typeof ZWordcloudKind>;

export const WORDCLOUD_MAX_LIMIT = 500;
/** Words of one settings list at most (stop words, excluded words, user dictionary each). */
export const WORDCLOUD_MAX_LIST = 1000;
export const WORDCLOUD_MAX_WORD = 40;

/** A word as a user types it: trimmed, not blank, no longer than a phrase can sensibly be. */
export const ZWordcloudWord = z
  .string()
  .trim()
  .min(1, 'a word cannot be blank')
  .max(WORDCLOUD_MAX_WORD, `a word has at most ${WORDCLOUD_MAX_WORD} characters`);

export const ZWordcloudQuery = z.object({
  surveyCode: ZProjectCode,
  columnKey: ZColumnKey,
  filterId: ZFilterChoice,
  /** Use the active weighting scheme (none active: counted unweighted, `weighted` false). */
  weighted: ZFlag.optional(),
  kind: ZWordcloudKind.default('words'),
  limit: z.coerce.number().int().min(1).max(WORDCLOUD_MAX_LIMIT).default(150),
});
export type WordcloudQuery = z.input<typeof ZWordcloudQuery>;

export const ZWordcloudWordCount = z.object({
  text: z.string(),
  kind: z.enum(['word', 'phrase']),
  /** Occurrences; weighted: Σ weight over occurrences. */
  count: z.number(),
  /** Answers containing it, each once; weighted: Σ weight of those answers. */
  answers: z.number(),
  /** Answers containing it, unweighted. */
  rows: z.number(),
  /** answers / base × 100. */
  percent: z.number(),
});
export type WordcloudWordCount = z.infer<typeof ZWordcloudWordCount>;

export const ZWordcloud = z.object({
  /** The published version counted. */
  version: z.number().int(),
  columnKey: z.string(),
  weighted: z.boolean(),
  schemeId: z.number().int().nullable(),
  /** The filter applied (null: none). */
  filterId: z.number().int().nullable(),
  /** Answering respondents in the filter (non-blank text); weighted: Σ weight. */
  base: z.number(),
  baseRows: z.number().int(),
  /** Ranked by count, then answers, then code-point order; excluded words left out. */
  words: z.array(ZWordcloudWordCount),
});
export type Wordcloud = z.infer<typeof ZWordcloud>;

export const ZWordcloudAnswersQuery = z.object({
  surveyCode: ZProjectCode,
  columnKey: ZColumnKey,
  /** A word or phrase as the cloud spells it. */
  word: z.string().trim().min(1).max(100),
  filterId: ZFilterChoice,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type WordcloudAnswersQuery = z.input<typeof ZWordcloudAnswersQuery>;

export const ZWordcloudAnswer = z.object({
  responseId: z.string(),
  text: z.string(),
  /** [start, end) UTF-16 offsets of the word in `text`, in order. */
  ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
  /** ms since the epoch. */
  submittedAt: z.number(),
});
export type WordcloudAnswer = z.infer<typeof ZWordcloudAnswer>;

export const ZWordcloudAnswerPage = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  word: z.string(),
  records: z.array(ZWordcloudAnswer),
});
export type WordcloudAnswerPage = z.infer<typeof ZWordcloudAnswerPage>;

const ZWordList = z.array(ZWordcloudWord).max(WORDCLOUD_MAX_LIST);

/** A survey's word cloud settings, shared by everyone with the report right. */
export const ZWordcloudSettings = z.object({
  /** Counted as stop words besides the built-in zh and en lists. */
  stopWords: z.array(z.string()),
  /** Left out of the cloud and the table (one-click exclude). */
  excluded: z.array(z.string()),
  /** Words the segmenter keeps whole (性价比高, "customer service" stays two words). */
  userWords: z.array(z.string()),
});
export type WordcloudSettings = z.infer<typeof ZWordcloudSettings>;

export const ZWordcloudSettingsQuery = z.object({ surveyCode: ZProjectCode });
export const ZWordcloudSettingsBody = z.object({
  surveyCode: ZProjectCode,
  stopWords: ZWordList,
  excluded: ZWordList.optional(),
  userWords: ZWordList,
});
export type WordcloudSettingsBody = z.input<typeof ZWordcloudSettingsBody>;

export const ZWordcloudExcludeBody = z.object({
  surveyCode: ZProjectCode,
  word: z.string().trim().min(1).max(100),
  /** true: leave it out; false: bring it back (undo). */
  excluded: z.boolean(),
});
export type WordcloudExcludeBody = z.input<typeof ZWordcloudExcludeBody>;

export const ZWordcloudExportBody = z.object({
  surveyCode: ZProjectCode,
  columnKey: ZColumnKey,
  filterId: ZFilterChoice,
  weighted: z.boolean().optional(),
  kind: ZWordcloudKind.default('all'),
  limit: z.number().int().min(1).max(WORDCLOUD_MAX_LIMIT).default(WORDCLOUD_MAX_LIMIT),
});
export type WordcloudExportBody = z.input<typeof ZWordcloudExportBody>;

/** subType of a word cloud export task (ours; 10 raw data, 11 a dashboard page, 12 cross tables). */
export const DOWNLOAD_SUBTYPE_WORDCLOUD = 13;
