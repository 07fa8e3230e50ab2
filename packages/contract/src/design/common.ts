import { ZNode, ZNodeRecord, ZOptionRecord } from '@cairn/core';
import { z } from 'zod';
import type { Endpoint, TreeEdit } from '../api/endpoint.ts';
import { ZProjectCode, ZSurveySaved } from '../projects/schemas.ts';

/**
 * Shared pieces of the design-tree calls (nodes, options, trash, library inserts). Bodies name
 * the survey by `surveyCode` (spec doc 2 §3); the edit version travels in the x-node-v header.
 */

export const ZSurveyCodeQuery = z.object({ surveyCode: ZProjectCode });
export type SurveyCodeQuery = z.infer<typeof ZSurveyCodeQuery>;

export const ZRecordId = z.coerce.number().int().positive();
export const ZIdParams = z.object({ id: ZRecordId });

/** Deleting something logic refers to answers 00001 unless the call says `force: true`. */
export const ZForce = z.boolean().optional();

const changesOf = <T extends z.ZodType>(record: T) =>
  z.object({ inserted: z.array(record), updated: z.array(record), deleted: z.array(z.number().int()) });

/**
 * Exactly what an edit changed (core's TreeChange): full rows inserted and updated, ids deleted.
 * The designer applies it to its copy of the tree; the first inserted node is the one the edit
 * made (the new question, the copy).
 */
export const ZTreeChange = z.object({ nodes: changesOf(ZNodeRecord), options: changesOf(ZOptionRecord) });
export type TreeChangeView = z.infer<typeof ZTreeChange>;

/** The answer of every tree edit: the change and the survey's new version and publishing state. */
export const ZTreeEdited = z.object({ change: ZTreeChange, saved: ZSurveySaved });
export type TreeEdited = z.infer<typeof ZTreeEdited>;

/** What every tree edit of the designer shares: a signed POST on a survey it may edit, answering the change. */
export function treeEditBase<const T extends readonly string[]>(tags: T) {
  return { method: 'POST', service: 'designer', access: 'survey:edit', tags, answer: ZTreeEdited } as const;
}

/** GET nodes: the live tree, nested, with the edit version to send back with the next edit. */
export const ZDesignTreeView = z.object({ nodes: z.array(ZNode), version: z.number().int() });
export type DesignTreeView = z.infer<typeof ZDesignTreeView>;

/** A design-tree edit endpoint: it carries the edit version and answers the change (`TreeEdited`). */
export type TreeEditEndpoint = Endpoint & { edit: TreeEdit; answer: typeof ZTreeEdited };
