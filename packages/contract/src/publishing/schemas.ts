import {
  MAX_EMBED_DOMAINS,
  MAX_RECEIVE_PARAMS,
  type ReceiveParam,
  ZEmbedDomain,
  ZReceiveParam,
} from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode, ZSurveyStatus } from '../projects/schemas.ts';

/** The receive-parameter schema is core's (survey settings). */
export { MAX_EMBED_DOMAINS, MAX_RECEIVE_PARAMS, type ReceiveParam, ZEmbedDomain, ZReceiveParam };

/**
 * Publishing calls (spec doc 2 §7 "Additional survey calls": project/launch, project/status,
 * surveys/launch/info/{code}; launch tab: links and receive parameters). Times are epoch ms.
 */

/** One diagnosis item (spec doc 1 §3): type 1–9, the question it names, and what is wrong. */
export const ZDiagnosisItem = z.object({
  type: z.number().int().min(1).max(9),
  nodeId: z.number().int().nullable(),
  code: z.string(),
  title: z.string(),
  message: z.string(),
});
export type DiagnosisItemView = z.infer<typeof ZDiagnosisItem>;

export const ZLaunchBody = z.object({ projectCode: ZProjectCode });
export type LaunchBody = z.infer<typeof ZLaunchBody>;

/** The publishing state every publishing call answers with. */
export const ZPublishState = z.object({
  status: ZSurveyStatus,
  relaunch: z.boolean(),
  launchTime: z.number().nullable(),
  saveTime: z.number(),
  /** The published version respondents get (null before the first publish). */
  publishedVersion: z.number().int().nullable(),
});
export type PublishState = z.infer<typeof ZPublishState>;

/** `errors` not empty: nothing was published; the state is unchanged. */
export const ZLaunchAnswer = ZPublishState.extend({ errors: z.array(ZDiagnosisItem) });
export type LaunchAnswer = z.infer<typeof ZLaunchAnswer>;

/** 2 ends collecting; 1 reopens an ended survey. */
export const ZProjectStatusBody = z.object({
  code: ZProjectCode,
  status: z.union([z.literal(1), z.literal(2)]),
});
export type ProjectStatusBody = z.infer<typeof ZProjectStatusBody>;

export const ZLaunchInfo = ZPublishState.extend({
  code: z.string(),
  updateTime: z.number(),
  /** How many times the survey was published. */
  publishCount: z.number().int(),
  /** Complete responses collected. */
  completeCount: z.number().int(),
  /** The sites that may frame the published page (settings.embedDomains); empty: any site. */
  embedDomains: z.array(z.string()),
});
export type LaunchInfo = z.infer<typeof ZLaunchInfo>;

const slug = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, _ and - only');

export const ZLaunchLink = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.string(),
  channel: z.string(),
  createdAt: z.number(),
});
export type LaunchLink = z.infer<typeof ZLaunchLink>;

export const ZLaunchLinkSaveBody = z.object({
  code: ZProjectCode,
  /** Absent: a new link. */
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(50),
  source: slug.min(1),
  channel: slug.default(''),
});
export type LaunchLinkSaveBody = z.input<typeof ZLaunchLinkSaveBody>;

export const ZLaunchLinkRemoveBody = z.object({ code: ZProjectCode, id: z.number().int().positive() });
export type LaunchLinkRemoveBody = z.infer<typeof ZLaunchLinkRemoveBody>;

/** Replaces the survey's receive parameters (settings.params). */
export const ZLaunchParamsBody = z.object({
  code: ZProjectCode,
  params: z.array(ZReceiveParam).max(MAX_RECEIVE_PARAMS),
});
export type LaunchParamsBody = z.input<typeof ZLaunchParamsBody>;

/** Replaces the sites that may show the published page in a frame (settings.embedDomains). */
export const ZLaunchEmbedBody = z.object({
  code: ZProjectCode,
  domains: z.array(ZEmbedDomain).max(MAX_EMBED_DOMAINS),
});
export type LaunchEmbedBody = z.input<typeof ZLaunchEmbedBody>;
export const ZLaunchEmbed = z.object({ embedDomains: z.array(z.string()) });
export type LaunchEmbed = z.infer<typeof ZLaunchEmbed>;
