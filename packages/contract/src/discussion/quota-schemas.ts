import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';

/**
 * Quotas on an interview project's roll (issue 24; spec doc 2 "GET /v1/quota/discussion/list",
 * "GET /v1/quota/nodes/discussion/{code}", "POST /v1/quota/discussion/quota"). Apart from the
 * survey's answer quotas: a rule counts interviewees of one group or with one value of a custom
 * head field. Progress comes from the roll: done (state 2) and in progress (state 1).
 */
export const DISCUSSION_QUOTAS_MAX = 50;

/** What a quota counts: a group of the roll, or one value of a custom head field. */
export const ZDiscussionQuotaRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), groupId: z.number().int().positive() }),
  z.object({
    kind: z.literal('field'),
    key: z.string().trim().min(1).max(32),
    value: z.string().trim().min(1).max(200),
  }),
]);
export type DiscussionQuotaRule = z.infer<typeof ZDiscussionQuotaRule>;

/** 'stop': no new session for a matching interviewee once full; 'allow': sessions may run over. */
export const ZDiscussionQuotaAction = z.enum(['stop', 'allow']);
export type DiscussionQuotaAction = z.infer<typeof ZDiscussionQuotaAction>;

export const ZDiscussionQuotaInput = z.object({
  /** Absent: a new quota. */
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(60),
  rule: ZDiscussionQuotaRule,
  target: z.number().int().min(1).max(1_000_000),
  action: ZDiscussionQuotaAction.default('stop'),
});
export type DiscussionQuotaInput = z.input<typeof ZDiscussionQuotaInput>;

/**
 * The whole list of a project's quotas: each with an id replaces that quota, each without one is
 * created, and quotas left out are deleted (the spec has one call for all three).
 */
export const ZDiscussionQuotaSaveBody = z.object({
  surveyCode: ZProjectCode,
  quotas: z.array(ZDiscussionQuotaInput).max(DISCUSSION_QUOTAS_MAX),
});
export type DiscussionQuotaSaveBody = z.input<typeof ZDiscussionQuotaSaveBody>;

/** The switch of one quota (quota control): stop at the target or allow sessions over it. */
export const ZDiscussionQuotaControlBody = z.object({
  surveyCode: ZProjectCode,
  id: z.number().int().positive(),
  action: ZDiscussionQuotaAction,
});

export const ZDiscussionQuotaListQuery = z.object({ surveyCode: ZProjectCode });
export const ZDiscussionQuotaNodesParams = z.object({ code: ZProjectCode });

export const ZDiscussionQuotaView = z.object({
  id: z.number().int(),
  name: z.string(),
  rule: ZDiscussionQuotaRule,
  /** What the rule names, for display: the group's name, or "label: value". */
  label: z.string(),
  target: z.number().int(),
  action: ZDiscussionQuotaAction,
  /** Interviewees matching the rule whose interview is done (state 2). */
  done: z.number().int(),
  /** Matching interviewees being interviewed now (state 1). */
  inProgress: z.number().int(),
  /** Matching interviewees on the roll. */
  matching: z.number().int(),
  /** done ≥ target. */
  full: z.boolean(),
});
export type DiscussionQuotaView = z.infer<typeof ZDiscussionQuotaView>;

/** What a quota can name: the roll's groups and its head fields with the values found in it. */
export const ZDiscussionQuotaNodes = z.object({
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      values: z.array(z.object({ value: z.string(), count: z.number().int() })),
    }),
  ),
});
export type DiscussionQuotaNodes = z.infer<typeof ZDiscussionQuotaNodes>;
