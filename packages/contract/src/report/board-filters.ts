import { Operator, ZConditionItem } from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Saved report filters (/api/report/v1/filters*). A filter holds conditions on questions with the
 * logic operators of spec doc 1 §3 (the same items as logic conditions: `nodeId`, `subId` for a
 * matrix row, `optionType` the operator, `optionIds`, `value`, `value2`) joined by and/or, and-ed
 * with a time range, statuses, sources and devices. One filter per user and survey may be
 * selected; it applies to every report screen.
 */
export const FILTER_OPERATORS = [
  Operator.Answered,
  Operator.NotAnswered,
  Operator.Checked,
  Operator.Unchecked,
  Operator.Includes,
  Operator.NotIncludes,
  Operator.Equal,
  Operator.NotEqual,
  Operator.Gte,
  Operator.Lte,
  Operator.Gt,
  Operator.Lt,
  Operator.Between,
] as const;

export const ZFilterCondition = ZConditionItem.omit({ compare: true }).refine(
  (item) => (FILTER_OPERATORS as readonly number[]).includes(item.optionType),
  { message: 'optionType must be one of 1–6 or 8–14', path: ['optionType'] },
);
export type FilterCondition = z.infer<typeof ZFilterCondition>;

export const FILTER_STATUSES = ['partial', 'complete', 'invalid', 'screened_out'] as const;
export const ZFilterStatus = z.enum(FILTER_STATUSES);

const ZMillis = z.number().int().min(0);

/** What a filter keeps; every part is optional and an empty definition keeps every response. */
export const ZFilterDefinition = z.object({
  relation: z.enum(['and', 'or']).default('and'),
  conditions: z.array(ZFilterCondition).max(50).default([]),
  /** Submitted (partial: started) at or after, ms since the epoch. */
  timeFrom: ZMillis.nullable().default(null),
  /** Submitted before (exclusive), ms since the epoch. */
  timeTo: ZMillis.nullable().default(null),
  /** Empty: complete responses only (reports count valid answers unless asked otherwise). */
  statuses: z.array(ZFilterStatus).max(4).default([]),
  sources: z.array(z.string().max(100)).max(100).default([]),
  /** Device classes: phone, tablet, pc. */
  devices: z.array(z.string().max(20)).max(10).default([]),
});
export type FilterDefinition = z.infer<typeof ZFilterDefinition>;

export const ZFilterListQuery = z.object({ surveyCode: ZProjectCode });

export const ZFilterSaveBody = ZFilterDefinition.extend({
  surveyCode: ZProjectCode,
  /** Absent: a new filter. */
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(50),
  /** Select the filter once saved. */
  select: z.boolean().optional(),
});
export type FilterSaveBody = z.input<typeof ZFilterSaveBody>;
/** POST /v1/filters (spec doc 2 §7): a new filter. */
export const ZFilterCreateBody = ZFilterSaveBody.omit({ id: true });
/** POST /v1/filters/update: replace an existing filter's name and definition. */
export const ZFilterUpdateBody = ZFilterSaveBody.extend({ id: z.number().int().positive() });

export const ZFilterView = ZFilterDefinition.extend({
  id: z.number().int(),
  name: z.string(),
  /** The caller's selected filter for this survey. */
  selected: z.boolean(),
  updateTime: z.number(),
});
export type FilterView = z.infer<typeof ZFilterView>;

export const ZFilterList = z.array(ZFilterView);

export const ZFilterRemoveBody = z.object({ surveyCode: ZProjectCode });
export const ZFilterIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Select a filter for the caller, or `id: null` to unselect (no filter). */
export const ZFilterSelectBody = z.object({
  surveyCode: ZProjectCode,
  id: z.number().int().positive().nullable(),
});
export type FilterSelectBody = z.infer<typeof ZFilterSelectBody>;
export const ZFilterSelected = z.object({ id: z.number().int().nullable() });
/** POST /v1/filters/unselect: no filter for the caller on this survey. */
export const ZFilterUnselectBody = z.object({ surveyCode: ZProjectCode });
/** POST /v1/filters/copy/{id}. */
export const ZFilterCopyBody = z.object({ surveyCode: ZProjectCode });
