import { z } from 'zod';
import { ZQueryFlag } from '../envelope.ts';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * The insight report (spec doc 1 `report/insight`; doc 2 `GET /v1/insight`, `POST
 * /pdf/v1/insight/export`). Written by rules from the figures, never by a model: the same data
 * and choices give the same text, and every sentence names the figures it states (`figures`),
 * so a reader can trace it. The author may hide or rewrite a paragraph; the edit is kept per
 * survey and paragraph id and flagged `stale` when the generated text changes underneath it.
 */

export const INSIGHT_BANNER_MAX = 3;

/** A filter id: absent = the caller's selected filter; 0 = none. */
const ZFilterChoice = z.coerce.number().int().min(0).optional();

export const ZInsightQuery = z.object({
  surveyCode: ZProjectCode,
  filterId: ZFilterChoice,
  /** Cross variables (single response or metadata) to look for notable differences across. */
  banner: z
    .union([z.string().min(1).max(120), z.array(z.string().min(1).max(120))])
    .optional()
    .transform((b) => (b === undefined ? [] : Array.isArray(b) ? b : [b]))
    .pipe(z.array(z.string()).max(INSIGHT_BANNER_MAX)),
  /** The author's language; default the caller's. */
  lang: z.enum(['zh', 'en']).optional(),
  /** Use the active weighting scheme. */
  weighted: ZQueryFlag.optional(),
  /** Significance level of the difference tests, percent. */
  level: z.coerce
    .number()
    .pipe(z.union([z.literal(90), z.literal(95), z.literal(99)]))
    .default(95),
});
export type InsightQuery = z.input<typeof ZInsightQuery>;

/** A figure a sentence states: what it is and where it comes from. */
export const ZInsightFigure = z.object({
  /** Stable reference: `q:{questionId}:cat:{value}`, `cross:{stub}:{banner}:{column}`, `days:{from}:{to}`, `coding:{reportId}:{codeId}`. */
  ref: z.string(),
  label: z.string(),
  value: z.number(),
  /** How the value reads: 38.2 % of 512, mean 4.1, NPS 23. */
  display: z.string(),
  base: z.number().nullable(),
  /** The test behind a difference (z: column proportions, t: means, chi2) and its p. */
  test: z.enum(['z', 't', 'chi2']).nullable(),
  p: z.number().nullable(),
});
export type InsightFigure = z.infer<typeof ZInsightFigure>;

export const ZInsightParagraph = z.object({
  /** Stable across runs: `survey:summary`, `q:{questionId}:key`, `q:{questionId}:diff:{n}`, `trend`, `themes:{reportId}`. */
  id: z.string(),
  kind: z.enum(['summary', 'key', 'difference', 'trend', 'themes', 'note']),
  /** What is shown: the author's text when edited, else the generated one. */
  text: z.string(),
  /** The generated text (what a reset goes back to). */
  generated: z.string(),
  edited: z.boolean(),
  hidden: z.boolean(),
  /** Edited while the generated text was different from now: the figures moved. */
  stale: z.boolean(),
  figures: z.array(ZInsightFigure),
});
export type InsightParagraph = z.infer<typeof ZInsightParagraph>;

export const ZInsightSection = z.object({
  id: z.string(),
  kind: z.enum(['survey', 'question', 'trend', 'themes']),
  /** Q3 … for a question. */
  code: z.string().nullable(),
  title: z.string(),
  paragraphs: z.array(ZInsightParagraph),
});
export type InsightSection = z.infer<typeof ZInsightSection>;

export const ZInsight = z.object({
  surveyCode: z.string(),
  title: z.string(),
  lang: z.enum(['zh', 'en']),
  version: z.number().int().nullable(),
  /** Responses counted (complete, through the filter). */
  total: z.number(),
  weighted: z.boolean(),
  filterId: z.number().int().nullable(),
  banner: z.array(z.object({ id: z.string(), code: z.string(), label: z.string() })),
  level: z.number(),
  /** First and last response counted (epoch ms), null when none. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  generatedAt: z.number(),
  sections: z.array(ZInsightSection),
});
export type Insight = z.infer<typeof ZInsight>;

export const ZInsightParagraphBody = z
  .object({
    surveyCode: ZProjectCode,
    paragraphId: z.string().min(1).max(200),
    lang: z.enum(['zh', 'en']),
    hidden: z.boolean().optional(),
    /** The author's text (1–2000 characters). */
    text: z.string().trim().min(1).max(2000).optional(),
    /** Back to the generated text and shown. */
    reset: z.literal(true).optional(),
  })
  .refine((b) => b.hidden !== undefined || b.text !== undefined || b.reset !== undefined, {
    message: 'hidden, text or reset is required',
  });
export type InsightParagraphBody = z.input<typeof ZInsightParagraphBody>;
export const ZInsightParagraphSaved = z.object({
  paragraphId: z.string(),
  hidden: z.boolean(),
  text: z.string().nullable(),
});

/** POST /pdf/v1/insight/export: the same choices as GET /v1/insight; answers the PDF itself. */
export const ZInsightExportBody = z.object({
  surveyCode: ZProjectCode,
  filterId: z.number().int().min(0).optional(),
  banner: z.array(z.string().min(1).max(120)).max(INSIGHT_BANNER_MAX).default([]),
  lang: z.enum(['zh', 'en']).optional(),
  weighted: z.boolean().optional(),
  level: z.union([z.literal(90), z.literal(95), z.literal(99)]).default(95),
});
export type InsightExportBody = z.input<typeof ZInsightExportBody>;
