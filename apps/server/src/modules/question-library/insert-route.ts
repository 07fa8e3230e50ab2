import type { nodesApi } from '@cairn/contract';
import { insertSnapshots } from '@cairn/core';
import type { Handler } from '../../http/serve-endpoints.ts';
import type { DesignDeps } from '../design/design-deps.ts';
import { replyTreeEdit } from '../design/tree-edit-reply.ts';
import { loadSurveyForAction } from '../projects/survey-access.ts';
import { resolveSnapshots } from './resolve-snapshots.ts';

/**
 * `POST nodes/library`: inserts library and system questions into a survey after a node, as a
 * design edit (edit right, x-node-v, the tree cache). The questions are read first: library rows
 * are snapshots that no survey edit changes.
 */
export function insertFromLibrary(deps: DesignDeps): Handler<typeof nodesApi.insertFromLibrary> {
  return async ({ body, user, request, reply }) => {
    const { surveyCode, ids, afterId, parentId } = body;
    // The survey's edit right first: a stranger learns nothing about which library ids exist.
    await loadSurveyForAction(deps, user, surveyCode, 'edit');
    const snapshots = await resolveSnapshots(deps.db, user.userId, ids, request.lang);
    return replyTreeEdit(deps, request, reply, surveyCode, (tree, ctx) =>
      insertSnapshots(tree, { snapshots, afterId, parentId }, ctx),
    );
  };
}
