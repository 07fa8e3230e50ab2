import { ZCodeUpdates, ZOptionPatch, ZSaveOptionsInput, ZSortOptionsInput } from '@cairn/core';
import { z } from 'zod';
import { ZProjectCode } from '../projects/schemas.ts';
import { ZForce } from './common.ts';

/**
 * Bodies of the option calls under /api/designer/v1/nodes/option (spec doc 2 §7). Options are
 * addressed within their question: every body names the survey and the question (`nodeId`).
 */

const ZId = z.number().int().positive();
const withQuestion = { surveyCode: ZProjectCode, nodeId: ZId };
/** A question holds at most a cascade's options; lists of option ids stay within that. */
const MAX_OPTION_IDS = 5000;

/** Option save (spec doc 2 §3: surveyCode, nodeId, type, options): titles, or options given in full. */
export const ZOptionSaveBody = ZSaveOptionsInput.extend({ surveyCode: ZProjectCode, force: ZForce });
export type OptionSaveBody = z.infer<typeof ZOptionSaveBody>;

/** The question's whole option list in its new order; `parentId` moves into or out of a group or level. */
export const ZOptionSortBody = ZSortOptionsInput.extend({ ...withQuestion });
export type OptionSortBody = z.infer<typeof ZOptionSortBody>;

/** One option's code, or `auto: true`: the question's linked family renumbered 1..n in order. */
export const ZOptionCodeBody = z.union([
  z.object({ ...withQuestion, id: ZId, code: z.string().max(20) }),
  z.object({ ...withQuestion, auto: z.literal(true) }),
]);
export type OptionCodeBody = z.infer<typeof ZOptionCodeBody>;

/** Several option codes of one question at once (a pasted list), checked together. */
export const ZOptionCodeBatchBody = z.object({ ...withQuestion, items: ZCodeUpdates.max(MAX_OPTION_IDS) });
export type OptionCodeBatchBody = z.infer<typeof ZOptionCodeBatchBody>;

/** Option title (spec doc 2 §3 Option: id, nodeId, title): rich text, sanitised. */
export const ZOptionTitleBody = z.object({ ...withQuestion, id: ZId, title: z.string().max(20000) });
export type OptionTitleBody = z.infer<typeof ZOptionTitleBody>;

/** Any editable option field: title, right title, required, locked, other, exclusive, image, setting. */
export const ZOptionUpdateBody = ZOptionPatch.extend({ ...withQuestion, id: ZId });
export type OptionUpdateBody = z.infer<typeof ZOptionUpdateBody>;

/** Groups options under a new G-coded header placed where the first of them was. */
export const ZOptionGroupBody = z.object({
  ...withQuestion,
  optionIds: z
    .array(ZId)
    .min(1)
    .max(MAX_OPTION_IDS)
    .refine((ids) => new Set(ids).size === ids.length, 'each option once'),
  title: z.string().max(20000).optional(),
});
export type OptionGroupBody = z.infer<typeof ZOptionGroupBody>;

/** Removing options logic refers to will answer 00001 unless `force` (with the logic calls). */
export const ZOptionRemoveBody = z.object({ ...withQuestion, force: ZForce });
export type OptionRemoveBody = z.infer<typeof ZOptionRemoveBody>;

export const ZOptionBatchRemoveBody = z.object({
  ...withQuestion,
  ids: z.array(ZId).min(1).max(MAX_OPTION_IDS),
  force: ZForce,
});
export type OptionBatchRemoveBody = z.infer<typeof ZOptionBatchRemoveBody>;

/**
 * Cascade upload: a multipart body with one xlsx file; the survey and question travel in the
 * query, which the request signature covers (it does not cover multipart bodies).
 */
export const ZCascadeUploadQuery = z.object({
  surveyCode: ZProjectCode,
  nodeId: z.coerce.number().int().positive(),
  /** `true`: replace options logic refers to and delete that logic (else 00001). */
  force: z.enum(['true', 'false']).optional(),
});
export type CascadeUploadQuery = z.infer<typeof ZCascadeUploadQuery>;

/** Spec doc 2 limits: a cascade upload file is at most 5 MB. */
export const CASCADE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
