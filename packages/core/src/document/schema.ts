import { z } from 'zod';
import { ZLogicRule } from '../logic/schema.ts';
import { ZNodeRecord } from '../model/node.ts';
import { ZOptionRecord } from '../model/option.ts';
import { ZSurveySettings } from '../survey/settings.ts';
import { ZTheme } from '../survey/theme.ts';

/**
 * A published survey version: everything a respondent's page and the server's re-check need,
 * frozen at publish time. Immutable once written; `schemaVersion` lets
 * `document/migrations/` upgrade documents published by older code step by step.
 * `nodes` and `options` are the live records (no trash), ordered by parent then position.
 */
export const SURVEY_DOCUMENT_VERSION = 1;

export const ZSurveyDocument = z.object({
  schemaVersion: z.literal(SURVEY_DOCUMENT_VERSION),
  code: z.string(),
  /** The survey version number, 1 for the first publish. */
  version: z.number().int().positive(),
  title: z.string(),
  lang: z.enum(['zh', 'en']),
  publishedAt: z.string(),
  nodes: z.array(ZNodeRecord),
  options: z.array(ZOptionRecord),
  logic: z.array(ZLogicRule),
  settings: ZSurveySettings,
  theme: ZTheme,
});
export type SurveyDocument = z.infer<typeof ZSurveyDocument>;
