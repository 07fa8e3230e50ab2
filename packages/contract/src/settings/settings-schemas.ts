import { isHttpUrl, ZSurveySettingsEdit } from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * The settings screens' calls (issue 5 "Settings"; spec doc 2 §7 "Additional survey calls"):
 * POST /v1/surveys/setting, GET /v1/surveys/end/{id}, POST /v1/surveys/end. Base info goes through
 * POST /v1/surveys/base. Settings are merged into the stored ones key by key; null clears a key.
 */
export const ZSurveySettingBody = z
  .object({
    code: ZProjectCode,
    settings: ZSurveySettingsEdit.optional(),
    /** The message shown once the survey is closed or full (also `settings.closeTip`). */
    closeTip: z.string().max(500).optional(),
  })
  .refine((b) => b.settings !== undefined || b.closeTip !== undefined, {
    message: 'settings or closeTip is required',
  });
export type SurveySettingBody = z.input<typeof ZSurveySettingBody>;

const url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isHttpUrl(v), 'an http(s) address is required');

/** The end page: what a respondent sees (or where they go) after finishing or being screened out. */
export const ZSurveyEndPage = z.object({
  endMessage: z.string().max(5000),
  /** Empty: stay on the end message. */
  redirectUrl: z.string().max(2000).nullable(),
  redirectPassParams: z.boolean(),
  screenOutMessage: z.string().max(5000),
  screenOutUrl: z.string().max(2000).nullable(),
});
export type SurveyEndPage = z.infer<typeof ZSurveyEndPage>;

export const ZSurveyEndBody = z.object({
  code: ZProjectCode,
  endMessage: z.string().max(5000).optional(),
  redirectUrl: url.nullable().optional(),
  redirectPassParams: z.boolean().optional(),
  screenOutMessage: z.string().max(5000).optional(),
  screenOutUrl: url.nullable().optional(),
});
export type SurveyEndBody = z.input<typeof ZSurveyEndBody>;

export const ZSurveyEndParams = z.object({ code: ZProjectCode });
