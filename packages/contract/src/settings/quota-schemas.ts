import { ZQuotaRule } from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode, ZSurveySaved } from '../projects/schemas.ts';

/** Quotas of a survey (quota settings): list with progress, save (create or replace), remove. */
export const ZQuotaListQuery = z.object({ surveyCode: ZProjectCode });

export const ZQuotaSaveBody = ZQuotaRule.extend({
  surveyCode: ZProjectCode,
  /** Absent: a new quota. */
  id: z.number().int().positive().optional(),
});
export type QuotaSaveBody = z.input<typeof ZQuotaSaveBody>;

export const ZQuotaView = ZQuotaRule.extend({
  id: z.number().int(),
  /** Complete responses counted so far (0 until responses exist). */
  filled: z.number().int(),
  updateTime: z.number(),
});
export type QuotaView = z.infer<typeof ZQuotaView>;

export const ZQuotaRemoveBody = z.object({ surveyCode: ZProjectCode });

/** A saved quota and the survey's edit state after it (quotas change what respondents meet). */
export const ZQuotaSaved = z.object({ quota: ZQuotaView, saved: ZSurveySaved });
export type QuotaSaved = z.infer<typeof ZQuotaSaved>;
