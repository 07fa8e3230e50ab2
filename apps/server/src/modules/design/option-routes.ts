import {
  ZEnvelope,
  ZIdParams,
  ZOptionBatchRemoveBody,
  ZOptionCodeBatchBody,
  ZOptionCodeBody,
  ZOptionGroupBody,
  ZOptionRemoveBody,
  ZOptionSaveBody,
  ZOptionSortBody,
  ZOptionTitleBody,
  ZOptionUpdateBody,
  ZTreeEdited,
} from '@cairn/contract';
import {
  addOptionGroup,
  editOption,
  removeQuestionOptions,
  renumberOptionCodes,
  saveOptions,
  sortOptions,
  updateOptionCodes,
} from '@cairn/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cascadeRoutes } from './cascade-routes.ts';
import type { DesignDeps } from './design-deps.ts';
import { replyTreeEdit } from './tree-edit-reply.ts';

const tags = ['options'];
const edited = { 200: ZEnvelope(ZTreeEdited) };
const editNote =
  'Send the x-node-v the last edit returned: another version is refused (A0120). ' +
  'Answers the change and the new version (also in the x-node-v header).';
const base = '/v1/nodes/option';

/**
 * The option calls of the design tree (spec doc 2 §7, under nodes/option/ per DESIGN.md §3). Each
 * is one core operation run by runTreeEdit: edit right, row lock, version check, change written,
 * publishing rule applied. Options are addressed within their question (nodeId).
 */
export function optionRoutes(app: FastifyInstance, deps: DesignDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/save`,
    {
      schema: {
        summary: 'Add options (type 1) or sub-questions (type 2): titles, options given in full, or a count',
        description: `New options take the next codes of the question's linked family; linked questions get mirrors. ${editNote}`,
        tags,
        body: ZOptionSaveBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, force: _force, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) => saveOptions(tree, input, ctx));
    },
  );

  r.post(
    `${base}/sort`,
    {
      schema: {
        summary: 'The question’s whole option list in its new order (parentId moves into or out of a group)',
        description: `Every option of the question exactly once, else A0400 and nothing moves. ${editNote}`,
        tags,
        body: ZOptionSortBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) => sortOptions(tree, input));
    },
  );

  r.post(
    `${base}/code`,
    {
      schema: {
        summary: 'Set one option’s code, or renumber the question’s options (auto: true)',
        description:
          'A0103 unless a positive whole number (G + number for a group), A0102 a code the question or its linked ' +
          `family already uses, or an option mirrored from a linked question. Renumbering codes the family together. ${editNote}`,
        tags,
        body: ZOptionCodeBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const body = request.body;
      return replyTreeEdit(deps, request, reply, body.surveyCode, (tree) =>
        'auto' in body
          ? renumberOptionCodes(tree, { nodeId: body.nodeId })
          : updateOptionCodes(tree, { nodeId: body.nodeId, items: [{ id: body.id, code: body.code }] }),
      );
    },
  );

  r.post(
    `${base}/code/batch`,
    {
      schema: {
        summary: 'Set several option codes of one question at once (a pasted list)',
        description: `Checked together, all or nothing: codes may swap. A0103 format, A0102 duplicate or mirrored. ${editNote}`,
        tags,
        body: ZOptionCodeBatchBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, nodeId, items } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) =>
        updateOptionCodes(tree, { nodeId, items }),
      );
    },
  );

  r.post(
    `${base}/title`,
    {
      schema: {
        summary: 'Set an option’s title (rich text, sanitised); mirrors in linked questions follow',
        description: `A mirrored option shows its source’s title: editing it there is A0400. ${editNote}`,
        tags,
        body: ZOptionTitleBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, nodeId, id, title } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) =>
        editOption(tree, { nodeId, id, patch: { title } }),
      );
    },
  );

  r.post(
    `${base}/update`,
    {
      schema: {
        summary:
          'Edit an option: title, right title, required, locked, other, exclusive, image, setting (merged)',
        description: `Title, image, other and exclusive of a mirrored option come from its source (A0400). ${editNote}`,
        tags,
        body: ZOptionUpdateBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, nodeId, id, ...patch } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) =>
        editOption(tree, { nodeId, id, patch }),
      );
    },
  );

  r.post(
    `${base}/save-group`,
    {
      schema: {
        summary: 'Group options under a new header (code G + n) placed where the first of them was',
        description: `Not for cascade questions, whose options form levels (A0400). ${editNote}`,
        tags,
        body: ZOptionGroupBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, ...input } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) => addOptionGroup(tree, input, ctx));
    },
  );

  r.post(
    `${base}/remove/batch`,
    {
      schema: {
        summary: 'Remove options of a question, with their cascade sub-levels and their mirrors',
        description: `Removing a group keeps its members, ungrouped. ${editNote}`,
        tags,
        body: ZOptionBatchRemoveBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, nodeId, ids } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) =>
        removeQuestionOptions(tree, { nodeId, ids }),
      );
    },
  );

  r.post(
    `${base}/remove/:id`,
    {
      schema: {
        summary: 'Remove one option, with its cascade sub-levels and its mirrors',
        description: editNote,
        tags,
        params: ZIdParams,
        body: ZOptionRemoveBody,
        response: edited,
      },
    },
    async (request, reply) => {
      const { surveyCode, nodeId } = request.body;
      return replyTreeEdit(deps, request, reply, surveyCode, (tree) =>
        removeQuestionOptions(tree, { nodeId, ids: [request.params.id] }),
      );
    },
  );

  cascadeRoutes(app, deps);
}
