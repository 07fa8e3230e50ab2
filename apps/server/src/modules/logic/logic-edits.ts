import type { LogicEdited, LogicRuleDraft } from '@cairn/contract';
import { checkRules, type LogicRule, MODEL_OF_TYPE, ZLogicRule } from '@cairn/core';
import { AppError } from '../../http/app-error.ts';
import type { DesignDeps } from '../design/design-deps.ts';
import { designTreeOf } from '../design/load-tree.ts';
import { runDesignEdit } from '../design/run-design-edit.ts';
import { issuesError } from '../design/run-tree-edit.ts';
import { deleteRules, insertRule, loadRules, replaceRule } from './logic-repo.ts';

export interface LogicEditRequest {
  auth: { userId: number };
  code: string;
  /** x-node-v, when the client sent one: logic edits share the node edits' version. */
  version: number | undefined;
}

/** Stands in for the id of a rule not yet stored while the checks run. */
const NEW_RULE_ID = -1;

/**
 * Creates (`id` absent) or replaces a rule, as a design edit: edit right, row lock, version
 * check, then core's save-time checks of this rule against the tree and all the survey's rules
 * (limit and cycles cover the whole set), then the write, the raised version and the publishing
 * rule. Any issue answers its catalogue code with `data.issues` and changes nothing.
 */
export async function saveRule(
  deps: DesignDeps,
  request: LogicEditRequest,
  id: number | undefined,
  draft: LogicRuleDraft,
): Promise<LogicEdited> {
  const { result, saved } = await runDesignEdit(
    deps,
    request.auth,
    request.code,
    request.version,
    async (ctx) => {
      const surveyId = ctx.access.survey.id;
      const tree = await designTreeOf(ctx.tx, deps.trees, surveyId, ctx.version);
      const rules = await loadRules(ctx.tx, surveyId);
      if (id !== undefined && !rules.some((rule) => rule.id === id))
        throw new AppError('A0404', `logic ${id}`);
      const rule: LogicRule = ZLogicRule.parse({
        ...draft,
        model: MODEL_OF_TYPE[draft.type],
        id: id ?? NEW_RULE_ID,
      });
      const next = id === undefined ? [...rules, rule] : rules.map((old) => (old.id === id ? rule : old));
      const issues = checkRules(tree, next, { only: new Set([rule.id]) });
      if (issues.length > 0) throw issuesError(issues);
      if (id !== undefined) {
        await replaceRule(ctx.tx, surveyId, rule);
        return { rule, tree, surveyId };
      }
      return { rule: await insertRule(ctx.tx, surveyId, rule, new Date(ctx.now)), tree, surveyId };
    },
  );
  // The tree did not change: it is the tree of the new version too.
  deps.trees.set(result.surveyId, saved.version, result.tree);
  return { rule: result.rule, saved };
}

/** Deletes one rule as a design edit (A0404 when the survey has no such rule). */
export async function removeRule(
  deps: DesignDeps,
  request: LogicEditRequest,
  id: number,
): Promise<LogicEdited> {
  const { result, saved } = await runDesignEdit(
    deps,
    request.auth,
    request.code,
    request.version,
    async (ctx) => {
      const surveyId = ctx.access.survey.id;
      const rule = (await loadRules(ctx.tx, surveyId)).find((r) => r.id === id);
      if (!rule) throw new AppError('A0404', `logic ${id}`);
      await deleteRules(ctx.tx, [id]);
      const cached = deps.trees.get(surveyId, ctx.version);
      return { rule, surveyId, cached };
    },
  );
  if (result.cached) deps.trees.set(result.surveyId, saved.version, result.cached);
  return { rule: result.rule, saved };
}
