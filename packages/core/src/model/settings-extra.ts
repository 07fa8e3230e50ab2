import { z } from 'zod';
import { ZBaseSetting } from './settings.ts';

/**
 * Settings of the types the spec names without describing them; the shapes follow what the
 * established survey tools offer (see the question-type modules for the behaviour).
 */
const int = z.number().int();
const unit = z.number().min(0).max(1);

/** Geography: ask consent first; let the respondent type an address when location fails. */
export const ZGeographySetting = ZBaseSetting.extend({ is_consent: z.boolean(), is_address: z.boolean() });
export type GeographySetting = z.infer<typeof ZGeographySetting>;

/** Image drag: items (options) are images, texts or both; `min`/`max` items to place (0 any). */
export const ZImageDragSetting = ZBaseSetting.extend({
  format: int,
  min: int.nonnegative(),
  max: int.nonnegative(),
});
export type ImageDragSetting = z.infer<typeof ZImageDragSetting>;

/** A hot-spot region, in coordinates relative to the image (0..1). */
export const ZRegion = z.object({
  id: z.string().min(1),
  label: z.string(),
  shape: z.enum(['rect', 'ellipse', 'polygon']),
  points: z.array(z.tuple([unit, unit])).min(2),
});
export type Region = z.infer<typeof ZRegion>;

export const ZCanvasImageSetting = ZBaseSetting.extend({
  image: z.string(),
  regions: z.array(ZRegion),
  min: int.nonnegative(),
  max: int.nonnegative(),
});
export type CanvasImageSetting = z.infer<typeof ZCanvasImageSetting>;

/** Highlight: the passage respondents mark; `is_dislike` offers "dislike" next to "like". */
export const ZCanvasWordSetting = ZBaseSetting.extend({
  passage: z.string(),
  is_dislike: z.boolean(),
  min: int.nonnegative(),
  max: int.nonnegative(),
});
export type CanvasWordSetting = z.infer<typeof ZCanvasWordSetting>;

/** Word drag: words (options) into categories (sub-questions); `is_all` every word placed. */
export const ZWordDragSetting = ZBaseSetting.extend({ is_all: z.boolean() });
export type WordDragSetting = z.infer<typeof ZWordDragSetting>;

/** Max-diff: `per_set` items per task; `sets` tasks (0 = enough for each item to show ~3 times). */
export const ZMaxDiffSetting = ZBaseSetting.extend({
  per_set: int.min(2).max(10),
  /** The answer holds at most 100 tasks. */
  sets: int.nonnegative().max(100),
  best_label: z.string(),
  worst_label: z.string(),
});
export type MaxDiffSetting = z.infer<typeof ZMaxDiffSetting>;

export const ZTimeSetting = ZBaseSetting.extend({
  format: int,
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  minute_step: int.min(1).max(60),
});
export type TimeSetting = z.infer<typeof ZTimeSetting>;

/** Script: the expression (see core/src/expression) and the decimals kept in the result. */
export const ZScriptSetting = z.looseObject({ expression: z.string(), precision: int.min(0).max(10) });
export type ScriptSetting = z.infer<typeof ZScriptSetting>;

/** Loop: the `LoopMode` (model/enums.ts) and the source's option ids it narrows to. */
export const ZLoopSetting = z.looseObject({
  mode: int.min(0).max(1),
  option_ids: z.array(int),
});
export type LoopSetting = z.infer<typeof ZLoopSetting>;

export const ZEmptySetting = z.looseObject({});
export type EmptySetting = z.infer<typeof ZEmptySetting>;
