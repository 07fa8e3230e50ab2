import { z } from 'zod';

/**
 * A question's figures as packages/stats' `questionFrequency` returns them (unrounded; screens
 * round percentages to one decimal). Mirrors stats' `PartReport` union; the server's response serializer checks every board
 * answer against it, so the API tests fail if the two drift apart.
 */
const percent = z.number().nullable();
const label = z.string().nullable();

export const ZCategoryCount = z.object({ value: z.number(), label, count: z.number(), percent });
const single = {
  base: z.number(),
  unweightedBase: z.number(),
  categories: z.array(ZCategoryCount),
};
export const ZItemCount = z.object({
  key: z.string(),
  label,
  count: z.number(),
  percentOfCases: percent,
  percentOfMentions: percent,
});
const multiple = {
  base: z.number(),
  unweightedBase: z.number(),
  mentions: z.number(),
  items: z.array(ZItemCount),
};
export const ZNumericSummary = z.object({
  n: z.number(),
  base: z.number(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  sd: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Each distinct value with its count (weighted when weighted), ascending: the board's chart. */
  distribution: z.array(z.object({ value: z.number(), count: z.number() })),
});
const npsGroup = z.object({ count: z.number(), percent });
export const ZNpsResult = z.object({
  base: z.number(),
  unweightedBase: z.number(),
  promoters: npsGroup,
  passives: npsGroup,
  detractors: npsGroup,
  score: z.number().nullable(),
});
export const ZRankItem = z.object({
  key: z.string(),
  label,
  meanRank: z.number().nullable(),
  ranked: z.number(),
  first: z.number(),
  firstShare: percent,
});
export const ZMaxDiffItem = z.object({
  key: z.string(),
  label,
  best: z.number(),
  worst: z.number(),
  shown: z.number().nullable(),
  score: z.number().nullable(),
});
/** One open answer: `row` is the dataset row, `responseId` the response it came from. */
export const ZTextItem = z.object({ row: z.number(), text: z.string(), responseId: z.string().optional() });
/** A file as the screens show it: its name and a signed link (null: the file is gone). */
export const ZFileLink = z.object({ key: z.string(), name: z.string(), url: z.string().nullable() });
export type FileLink = z.infer<typeof ZFileLink>;
/** `files`: storage keys (the analysis cells); `links`: the same files named and linked by the server. */
export const ZFileItem = z.object({
  row: z.number(),
  files: z.array(z.string()),
  links: z.array(ZFileLink).optional(),
  responseId: z.string().optional(),
});

export const ZPartReport = z.discriminatedUnion('type', [
  z.object({ type: z.literal('single'), key: z.string(), label, ...single }),
  z.object({ type: z.literal('multiple'), keys: z.array(z.string()), ...multiple }),
  z.object({
    type: z.literal('single-grid'),
    columns: z.array(z.object({ value: z.number(), label: z.string() })),
    rows: z.array(z.object({ key: z.string(), label, ...single })),
  }),
  z.object({ type: z.literal('multiple-grid'), rows: z.array(z.object({ label, ...multiple })) }),
  ZNumericSummary.extend({ type: z.literal('numeric'), key: z.string(), label }),
  z.object({ type: z.literal('nps'), key: z.string(), label, nps: ZNpsResult, summary: ZNumericSummary }),
  z.object({
    type: z.literal('rank'),
    base: z.number(),
    unweightedBase: z.number(),
    items: z.array(ZRankItem),
  }),
  z.object({
    type: z.literal('max-diff'),
    /** Respondents who answered it (weighted / not): those who were shown its tasks. */
    base: z.number(),
    unweightedBase: z.number(),
    items: z.array(ZMaxDiffItem),
  }),
  z.object({
    type: z.literal('text'),
    key: z.string(),
    label,
    total: z.number(),
    offset: z.number(),
    items: z.array(ZTextItem),
  }),
  z.object({
    type: z.literal('file'),
    key: z.string(),
    label,
    total: z.number(),
    offset: z.number(),
    items: z.array(ZFileItem),
  }),
]);
export type PartReport = z.infer<typeof ZPartReport>;

export const REPORT_KINDS = [
  'choice',
  'multiple',
  'matrix',
  'numeric',
  'nps',
  'rank',
  'max-diff',
  'text',
  'file',
  'columns',
] as const;
export const ZReportKind = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof ZReportKind>;
