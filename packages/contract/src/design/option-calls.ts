import {
  addOptionGroup,
  editOption,
  removeQuestionOptions,
  renumberOptionCodes,
  saveOptions,
  sortOptions,
  updateOptionCodes,
} from '@cairn/core';
import { endpoint, treeEdit } from '../api/endpoint.ts';
import { treeEditBase, ZIdParams } from './common.ts';
import {
  CASCADE_UPLOAD_MAX_BYTES,
  ZCascadeUploadQuery,
  ZOptionBatchRemoveBody,
  ZOptionCodeBatchBody,
  ZOptionCodeBody,
  ZOptionGroupBody,
  ZOptionRemoveBody,
  ZOptionSaveBody,
  ZOptionSortBody,
  ZOptionTitleBody,
  ZOptionUpdateBody,
} from './option-schemas.ts';

const tags = ['options'];
const edit = treeEditBase(tags);

/**
 * The option calls of the design tree (spec doc 2 §7, under nodes/option/ per DESIGN.md §3), each
 * a core operation like the node calls. Options are addressed within their question (`nodeId`).
 */
export const optionsApi = {
  save: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/save',
      summary: 'Add options (type 1) or sub-questions (type 2): titles, options given in full, or a count',
      description:
        'New options take the next codes of the question’s linked family; linked questions get mirrors.',
      body: ZOptionSaveBody,
    }),
    (tree, { force: _force, ...input }, ctx) => saveOptions(tree, input, ctx),
  ),
  sort: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/sort',
      summary: 'The question’s whole option list in its new order (parentId moves into or out of a group)',
      description: 'Every option of the question exactly once, else A0400 and nothing moves.',
      body: ZOptionSortBody,
    }),
    (tree, input) => sortOptions(tree, input),
  ),
  code: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/code',
      summary: 'Set one option’s code, or renumber the question’s options (auto: true)',
      description:
        'A0103 unless a positive whole number (G + number for a group), A0102 a code the question or its linked ' +
        'family already uses, or an option mirrored from a linked question. Renumbering codes the family together.',
      errors: ['A0102', 'A0103'],
      body: ZOptionCodeBody,
    }),
    (tree, input) =>
      'auto' in input
        ? renumberOptionCodes(tree, { nodeId: input.nodeId })
        : updateOptionCodes(tree, { nodeId: input.nodeId, items: [{ id: input.id, code: input.code }] }),
  ),
  codeBatch: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/code/batch',
      summary: 'Set several option codes of one question at once (a pasted list)',
      description:
        'Checked together, all or nothing: codes may swap. A0103 format, A0102 duplicate or mirrored.',
      errors: ['A0102', 'A0103'],
      body: ZOptionCodeBatchBody,
    }),
    (tree, { nodeId, items }) => updateOptionCodes(tree, { nodeId, items }),
  ),
  title: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/title',
      summary: 'Set an option’s title (rich text, sanitised); mirrors in linked questions follow',
      description: 'A mirrored option shows its source’s title: editing it there is A0400.',
      body: ZOptionTitleBody,
    }),
    (tree, { nodeId, id, title }) => editOption(tree, { nodeId, id, patch: { title } }),
  ),
  update: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/update',
      summary:
        'Edit an option: title, right title, required, locked, other, exclusive, image, setting (merged)',
      description: 'Title, image, other and exclusive of a mirrored option come from its source (A0400).',
      body: ZOptionUpdateBody,
    }),
    (tree, { nodeId, id, ...patch }) => editOption(tree, { nodeId, id, patch }),
  ),
  saveGroup: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/save-group',
      summary: 'Group options under a new header (code G + n) placed where the first of them was',
      description: 'Not for cascade questions, whose options form levels (A0400).',
      body: ZOptionGroupBody,
    }),
    (tree, input, ctx) => addOptionGroup(tree, input, ctx),
  ),
  removeBatch: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/remove/batch',
      summary: 'Remove options of a question, with their cascade sub-levels and their mirrors',
      description: 'Removing a group keeps its members, ungrouped.',
      errors: ['00001'],
      body: ZOptionBatchRemoveBody,
    }),
    (tree, { nodeId, ids }) => removeQuestionOptions(tree, { nodeId, ids }),
  ),
  remove: treeEdit(
    endpoint({
      ...edit,
      path: '/v1/nodes/option/remove/{id}',
      summary: 'Remove one option, with its cascade sub-levels and its mirrors',
      errors: ['00001'],
      params: ZIdParams,
      body: ZOptionRemoveBody,
    }),
    (tree, { id, nodeId }) => removeQuestionOptions(tree, { nodeId, ids: [id] }),
  ),
  cascadeTemplate: endpoint({
    method: 'GET',
    service: 'designer',
    path: '/v1/nodes/option/cascade/template',
    // A fixed file with no survey data, fetched by a plain link (DESIGN.md §3: downloads carry no headers).
    access: 'public',
    summary: 'The cascade upload template (xlsx) in the caller’s language',
    description: 'Row 1 headers, then one row per last-level option, one column per level from A.',
    tags,
    answer: 'file',
  }),
  cascadeUpload: endpoint({
    ...edit,
    path: '/v1/nodes/option/cascade/upload',
    summary: `Replace a cascade question’s options with the levels of an uploaded template (xlsx, ≤ ${
      CASCADE_UPLOAD_MAX_BYTES / 1024 / 1024
    } MB)`,
    description:
      'multipart/form-data with one file; surveyCode and nodeId in the query. A0110 past the size, A0112 for .xls, ' +
      'A0109 for a file that does not follow the template (the row is named), A0111 for one that cannot be read.',
    errors: ['A0107', 'A0109', 'A0110', 'A0111', 'A0112', '00001'],
    query: ZCascadeUploadQuery,
    upload: true,
    edit: {},
  }),
};
