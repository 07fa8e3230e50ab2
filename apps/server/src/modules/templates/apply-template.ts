import type { Lang } from '@cairn/contract';
import {
  chainOperations,
  countNewIds,
  emptyDesignTree,
  insertNode,
  insertSnapshots,
  type OpContext,
  type TreeResult,
} from '@cairn/core';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { allocatorOf, reserveIds } from '../design/id-allocator.ts';
import { persistChange } from '../design/persist-change.ts';
import { issuesError } from '../design/run-tree-edit.ts';
import { templateSections } from './catalogue.ts';
import type { SurveyTemplate } from './define.ts';

/** The template's groups, each holding its questions, on an empty tree. */
function buildFromTemplate(
  surveyId: number,
  template: SurveyTemplate,
  lang: Lang,
  ctx: OpContext,
): TreeResult {
  const sections = templateSections(template, lang);
  let groupId = 0;
  return chainOperations(
    emptyDesignTree(surveyId),
    sections.flatMap((section) => [
      (tree) => {
        const made = insertNode(tree, { what: 'group', title: section.title }, ctx);
        if (made.ok) groupId = made.change.nodes.inserted[0]?.id ?? 0;
        return made;
      },
      (tree) => insertSnapshots(tree, { snapshots: section.questions, parentId: groupId }, ctx),
    ]),
  );
}

/**
 * Writes a template's groups and questions into a new, empty survey inside the caller's
 * transaction (project init), with ids reserved like any design edit.
 */
export async function applyTemplate(
  tx: Db,
  surveyId: number,
  template: SurveyTemplate,
  lang: Lang,
  now: number,
): Promise<void> {
  const iso = new Date(now).toISOString();
  const contextWith = (nextId: OpContext['nextId']): OpContext => ({ nextId, lang, now: () => iso });
  const needed = countNewIds((nextId) => buildFromTemplate(surveyId, template, lang, contextWith(nextId)));
  const ids = {
    node: allocatorOf(await reserveIds(tx, 'nodes', needed.node), 'nodes'),
    option: allocatorOf(await reserveIds(tx, 'options', needed.option), 'options'),
  };
  const result = buildFromTemplate(
    surveyId,
    template,
    lang,
    contextWith((kind) => ids[kind]()),
  );
  if (!result.ok) throw issuesError(result.issues);
  if (result.change.nodes.inserted.length === 0)
    throw new AppError('B0001', `template ${template.id} is empty`);
  await persistChange(tx, result.change);
}
