import type { DesignTreeView, Lang } from '@cairn/contract';
import { type DesignTree, ensureFirstGroup, toNestedNodes } from '@cairn/core';
import { eq } from 'drizzle-orm';
import { surveys } from '../../db/schema/index.ts';
import { loadSurveyForAction, type SurveyAccess } from '../projects/survey-access.ts';
import type { DesignDeps } from './design-deps.ts';
import { designTreeOf } from './load-tree.ts';
import { runTreeEdit } from './run-tree-edit.ts';

/** The survey's current version and tree, for a caller who may read it. */
export async function readDesignTree(
  deps: DesignDeps,
  auth: { userId: number },
  code: string,
): Promise<{ access: SurveyAccess; tree: DesignTree; version: number }> {
  const access = await loadSurveyForAction(deps, auth, code, 'read');
  const [row] = await deps.db
    .select({ version: surveys.editVersion })
    .from(surveys)
    .where(eq(surveys.id, access.survey.id));
  const version = row?.version ?? access.survey.editVersion;
  return { access, tree: await designTreeOf(deps.db, deps.trees, access.survey.id, version), version };
}

/**
 * GET nodes: the live tree, nested. A survey with no nodes gets its first group (分组1) when the
 * caller may edit it, so the designer never opens an empty canvas; a reader sees it empty.
 */
export async function getDesignTree(
  deps: DesignDeps,
  auth: { userId: number },
  code: string,
  lang: Lang,
): Promise<DesignTreeView> {
  const { access, tree, version } = await readDesignTree(deps, auth, code);
  const empty = (tree.children.get(null) ?? []).length === 0;
  if (empty && access.rights.edit) {
    // Not a change respondents see (an empty survey cannot be published): no relaunch.
    const made = await runTreeEdit(
      deps,
      { auth, code, version: undefined, lang },
      (current, ctx) => ensureFirstGroup(current, ctx),
      { relaunch: false },
    );
    return { nodes: toNestedNodes(made.tree), version: made.saved.version };
  }
  return { nodes: toNestedNodes(tree), version };
}
