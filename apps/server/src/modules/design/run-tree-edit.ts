import type { Lang, SurveySaved } from '@cairn/contract';
import {
  countNewIds,
  type DesignTree,
  type Issue,
  type OpContext,
  type TreeChange,
  type TreeResult,
} from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { guardLogicReferences } from '../logic/logic-guard.ts';
import type { SurveyAccess } from '../projects/survey-access.ts';
import { allocatorOf, reserveIds } from './id-allocator.ts';
import { designTreeOf } from './load-tree.ts';
import { persistChange } from './persist-change.ts';
import { type DesignEditOptions, runDesignEdit } from './run-design-edit.ts';
import { guardTitleImages } from './title-image-guard.ts';
import type { DesignTreeCache } from './tree-cache.ts';

export interface TreeEditDeps {
  db: Db;
  now: () => number;
  trees: DesignTreeCache;
}

export interface TreeEditRequest {
  auth: { userId: number };
  code: string;
  /** x-node-v, when the client sent one. */
  version: number | undefined;
  /** Language of titles core writes (the caller's interface language). */
  lang: Lang;
  /** Delete logic that refers to removed nodes or options (clear stale branch conditions) instead of answering 00001. */
  force?: boolean;
}

/** One core operation on the tree as it is now, given the survey it belongs to. */
export type TreeOperation = (tree: DesignTree, ctx: OpContext, access: SurveyAccess) => TreeResult;

export interface TreeEditResult {
  change: TreeChange;
  saved: SurveySaved;
  tree: DesignTree;
}

/** Core's first issue as the catalogue error; all of them travel in `data.issues`. */
export function issuesError(issues: readonly Issue[]): AppError {
  const [first] = issues;
  if (!first) return new AppError('A0400');
  // The field, not the record ids: "setting.required: …" tells the author what to fix.
  const field = first.path.filter(
    (part) => typeof part === 'string' && part !== 'nodes' && part !== 'options',
  );
  return new AppError(first.code, field.length ? `${field.join('.')}: ${first.message}` : first.message, {
    issues,
  });
}

function runWithReservedIds(
  operation: TreeOperation,
  tree: DesignTree,
  access: SurveyAccess,
  contextWith: (nextId: OpContext['nextId']) => OpContext,
  ids: Record<'node' | 'option', () => number>,
): TreeResult {
  return operation(
    tree,
    contextWith((kind) => ids[kind]()),
    access,
  );
}

/**
 * Runs a pure core operation as a design edit (run-design-edit.ts): loads the tree (cached by
 * edit version), dry-runs the operation to learn how many new ids it takes, reserves exactly
 * those from the sequences, runs it for real, applies the 00001 rule to what it removes
 * (logic/logic-guard.ts), refuses title images from outside the editor's image library
 * (title-image-guard.ts), writes its change and nothing else. Core's issues
 * become the catalogue's error and the transaction changes nothing. The new tree is cached under
 * the new version only after the commit.
 */
export async function runTreeEdit(
  deps: TreeEditDeps,
  request: TreeEditRequest,
  operation: TreeOperation,
  options: DesignEditOptions = {},
): Promise<TreeEditResult> {
  let surveyId = 0;
  const { result, saved } = await runDesignEdit(
    deps,
    request.auth,
    request.code,
    request.version,
    async ({ tx, access, version, now }) => {
      surveyId = access.survey.id;
      const tree = await designTreeOf(tx, deps.trees, surveyId, version);
      const iso = new Date(now).toISOString();
      const contextWith = (nextId: OpContext['nextId']): OpContext => ({
        nextId,
        lang: request.lang,
        now: () => iso,
      });
      let dryRun: TreeResult | undefined;
      const needed = countNewIds((nextId) => {
        dryRun = operation(tree, contextWith(nextId), access);
      });
      // Without new ids the dry run's ids were never used: it is the real result.
      const outcome =
        needed.node + needed.option === 0 && dryRun
          ? dryRun
          : runWithReservedIds(operation, tree, access, contextWith, {
              node: allocatorOf(await reserveIds(tx, 'nodes', needed.node), 'nodes'),
              option: allocatorOf(await reserveIds(tx, 'options', needed.option), 'options'),
            });
      if (!outcome.ok) throw issuesError(outcome.issues);
      await guardTitleImages(tx, request.auth.userId, tree, outcome.change);
      const guarded = await guardLogicReferences(tx, surveyId, tree, outcome, request.force === true);
      await persistChange(tx, guarded.change);
      return guarded;
    },
    options,
  );
  deps.trees.set(surveyId, saved.version, result.tree);
  return { change: result.change, saved, tree: result.tree };
}
