import { z } from 'zod';

/**
 * Question settings (spec doc 1 §3 "Default settings per type"). Keys are the spec's snake_case
 * names because they travel as they are in `NodeRecord.setting`. Schemas are loose so that a
 * stored setting still reads after a key is retired, but a design edit may only set the keys a
 * schema names (`updateNode`). `null` means "not set". Each question-type module picks its
 * schema, adds the rules between keys (setting-rules.ts) and its exact default values.
 */
const int = z.number().int();
const optionalNumber = z.number().nullable();

/** Every answerable question: new questions are required (spec doc 1 §5). */
export const ZBaseSetting = z.looseObject({ required: z.boolean() });
export type BaseSetting = z.infer<typeof ZBaseSetting>;

/** Suggested answer duration in seconds (publish diagnosis 8 checks it is set). */
const time = int.nonnegative();

export const ZChoiceSetting = ZBaseSetting.extend({
  layout: int,
  column: int.positive(),
  /** Multiple choice: least and most options to choose; 0 = no limit. */
  min: int.nonnegative(),
  max: int.nonnegative(),
  mobile_column: int.positive(),
  time,
});
export type ChoiceSetting = z.infer<typeof ZChoiceSetting>;

/**
 * Single choice and dropdown take one option: "choose at least / at most" cannot apply, so the
 * spec's `min`/`max` keys stay at 0 (the designer's form hides fixed keys).
 */
export const ZSingleChoiceSetting = ZChoiceSetting.extend({ min: z.literal(0), max: z.literal(0) });
export type SingleChoiceSetting = z.infer<typeof ZSingleChoiceSetting>;

export const ZOpenSetting = ZBaseSetting.extend({
  suffix: z.string(),
  size: int,
  format: int,
  /** Length limits (text) or value limits (integer/number formats). */
  min: optionalNumber,
  max: optionalNumber,
  /** The server refuses a value another response already gave. */
  is_unique: z.boolean(),
  time,
});
export type OpenSetting = z.infer<typeof ZOpenSetting>;

export const ZDateSetting = ZBaseSetting.extend({
  format: int,
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});
export type DateSetting = z.infer<typeof ZDateSetting>;

export const ZRateSetting = ZBaseSetting.extend({
  /** Icon style of the scale (1 stars). */
  format: int,
  /** The scale, lowest score first: at most 11 icons fit a phone's row (the designer's 0–10). */
  min: int.min(0).max(10),
  max: int.min(1).max(10),
  /** Labels shown for the scores, lowest first. */
  tags: z.array(z.string()),
});
export type RateSetting = z.infer<typeof ZRateSetting>;

export const ZEvaluateSetting = ZBaseSetting.extend({
  template: z.string(),
  format: int,
  is_comment: z.boolean(),
  is_tag: z.boolean(),
});
export type EvaluateSetting = z.infer<typeof ZEvaluateSetting>;

/** Table: respondents add rows between `min` and `max`; `value` rows are shown at first. */
export const ZTableSetting = ZBaseSetting.extend({
  min: int.positive(),
  /** Every possible row is a set of analysis columns: bounded as the designer bounds it. */
  max: int.positive().max(100),
  value: int.nonnegative(),
});
export type TableSetting = z.infer<typeof ZTableSetting>;

export const ZSliderSetting = ZBaseSetting.extend({
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  is_vertical: z.boolean(),
  is_tip: z.boolean(),
  is_stops: z.boolean(),
});
export type SliderSetting = z.infer<typeof ZSliderSetting>;

export const ZCascadeSetting = ZBaseSetting.extend({
  level: int.positive(),
  placeholders: z.array(z.string()),
});
export type CascadeSetting = z.infer<typeof ZCascadeSetting>;

/** City: 1 province, 2 city, 3 district, 4 street. */
export const ZCitySetting = ZBaseSetting.extend({ level: int.min(1).max(4) });
export type CitySetting = z.infer<typeof ZCitySetting>;

export const ZProportionSetting = ZBaseSetting.extend({
  sum: z.number().positive(),
  min: z.number(),
  max: z.number(),
  unit: z.string(),
});
export type ProportionSetting = z.infer<typeof ZProportionSetting>;

/**
 * NPS is the 0–10 scale by definition: the statistics count 0–6 detractors, 7–8 passives and
 * 9–10 promoters, so the scale is fixed (the keys stay: they are the spec's default setting).
 */
export const ZNpsSetting = ZBaseSetting.extend({ min: z.literal(0), max: z.literal(10) });
export type NpsSetting = z.infer<typeof ZNpsSetting>;

/** Recorder: `min`/`max` seconds of recording. */
export const ZRecorderSetting = ZBaseSetting.extend({ min: int.nonnegative(), max: int.positive(), time });
export type RecorderSetting = z.infer<typeof ZRecorderSetting>;

/** Upload: `min`/`max` files, `file_size_limit` MB per file, allowed suffixes (empty = any). */
export const ZUploadSetting = ZBaseSetting.extend({
  min: int.nonnegative(),
  /** The answer holds at most 100 files. */
  max: int.positive().max(100),
  file_size_limit: z.number().positive(),
  file_suffix: z.array(z.string()),
});
export type UploadSetting = z.infer<typeof ZUploadSetting>;

export const ZHeatmapSetting = ZBaseSetting.extend({
  image: z.string(),
  background_color: z.string(),
  /** Clicks a respondent must / may place; 0 = no limit. */
  min: int.nonnegative().optional(),
  /** The answer holds at most 200 clicks. */
  max: int.nonnegative().max(200).optional(),
});
export type HeatmapSetting = z.infer<typeof ZHeatmapSetting>;

export const ZCountdownSetting = z.looseObject({ time: int.nonnegative(), auto_next: z.boolean() });
export type CountdownSetting = z.infer<typeof ZCountdownSetting>;

export const ZFormSetting = ZBaseSetting.extend({
  time,
  is_norepeat: z.boolean(),
  is_sequence: z.boolean(),
});
export type FormSetting = z.infer<typeof ZFormSetting>;

export const ZMatrixSetting = ZBaseSetting.extend({
  is_flip: z.boolean(),
  is_fixed_header: z.boolean(),
  is_split: z.boolean(),
  right_title: z.boolean(),
  /** Flag straight-lining (the same column in every row), refused after `same_error_times`. */
  same: z.boolean(),
  same_error_times: int.nonnegative(),
  /** Repeat the column header every n rows; 0 never. */
  repeat_header: int.nonnegative(),
  is_scale_width: z.boolean(),
  /** Single matrix: each column may be chosen in one row only. */
  is_only: z.boolean(),
});
export type MatrixSetting = z.infer<typeof ZMatrixSetting>;

export const ZVoteSetting = ZChoiceSetting.extend({ display_result: z.boolean() });
export type VoteSetting = z.infer<typeof ZVoteSetting>;

/** Image choice and vote image choice: one image, or several when `is_multiple`. */
export const ZImageChoiceSetting = ZChoiceSetting.extend({ is_multiple: z.boolean() });
export type ImageChoiceSetting = z.infer<typeof ZImageChoiceSetting>;

export const ZVoteChoiceSetting = ZVoteSetting.extend(ZImageChoiceSetting.pick({ is_multiple: true }).shape);
export type VoteChoiceSetting = z.infer<typeof ZVoteChoiceSetting>;
