import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Report overview calls (/api/report/v1/...): the overview figures, quota statistics and source
 * statistics of one survey. All figures are counts of stored responses, computed by SQL
 * aggregates. Completion rate = complete / (complete + partial + screened out): invalid responses
 * (marked by cleaning) count in neither part. Days are local dates in the survey's time zone.
 */

export const ZReportSurveyQuery = z.object({ surveyCode: ZProjectCode });
export type ReportSurveyQuery = z.infer<typeof ZReportSurveyQuery>;

/** A local date in the survey's time zone, YYYY-MM-DD. */
const ZLocalDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** complete / (complete + partial + screened out), 0–1; null when that sum is 0. */
const ZRate = z.number().min(0).max(1).nullable();

export const ZStatusCounts = z.object({
  total: z.number().int(),
  complete: z.number().int(),
  partial: z.number().int(),
  screenedOut: z.number().int(),
  invalid: z.number().int(),
});
export type StatusCounts = z.infer<typeof ZStatusCounts>;

export const ZTrendDay = z.object({
  day: ZLocalDay,
  total: z.number().int(),
  complete: z.number().int(),
});
export type TrendDay = z.infer<typeof ZTrendDay>;

export const ZBreakdownItem = z.object({
  /** The device class (phone, tablet, pc) or the source; '' when none was recorded. */
  key: z.string(),
  /** The launch link's name for a source, when a link of the survey carries it. */
  name: z.string().nullable(),
  count: z.number().int(),
});
export type BreakdownItem = z.infer<typeof ZBreakdownItem>;

export const ZReportOverview = z.object({
  /** Whether the survey was ever published (an unpublished survey has no responses to show). */
  published: z.boolean(),
  timeZone: z.string(),
  /** Today's local date in the survey's time zone. */
  today: ZLocalDay,
  counts: ZStatusCounts.extend({ today: z.number().int() }),
  completionRate: ZRate,
  /** Median answering time of complete responses (ms); null when none recorded one. */
  medianDurationMs: z.number().nullable(),
  /** Responses started per local day, from the first response's day to today (last 366 days at most). */
  trend: z.array(ZTrendDay),
  devices: z.array(ZBreakdownItem),
  sources: z.array(ZBreakdownItem),
});
export type ReportOverview = z.infer<typeof ZReportOverview>;

export const ZQuotaStat = z.object({
  id: z.number().int(),
  name: z.string(),
  action: z.enum(['screen_out', 'close_option']),
  target: z.number().int(),
  /** Places taken (complete responses counted by the quota). */
  completes: z.number().int(),
  /** completes / target × 100, one decimal. */
  percent: z.number(),
  remaining: z.number().int(),
  /** Responses screened out because this quota was full. */
  screenedOut: z.number().int(),
});
export type QuotaStat = z.infer<typeof ZQuotaStat>;

export const ZQuotaStats = z.object({ quotas: z.array(ZQuotaStat) });
export type QuotaStats = z.infer<typeof ZQuotaStats>;

export const ZSourceStat = z.object({
  /** The source as recorded (grouped ignoring case); '' for responses from the plain link. */
  source: z.string(),
  /** The launch link that carries this source, when there is one. */
  name: z.string().nullable(),
  channel: z.string(),
  responses: z.number().int(),
  completes: z.number().int(),
  completionRate: ZRate,
  medianDurationMs: z.number().nullable(),
  /** invalid / responses, 0–1; null without responses. */
  invalidShare: z.number().min(0).max(1).nullable(),
});
export type SourceStat = z.infer<typeof ZSourceStat>;

export const ZSourceStats = z.object({ sources: z.array(ZSourceStat) });
export type SourceStats = z.infer<typeof ZSourceStats>;
