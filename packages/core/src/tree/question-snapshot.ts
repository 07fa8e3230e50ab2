import { NodeModel } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { Lang } from '../model/lang.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import {
  MAX_SNAPSHOT_OPTIONS,
  type QuestionSnapshot,
  type SnapshotOption,
} from '../model/question-snapshot.ts';
import { type AnyQuestionType, definitionOf, findQuestionType } from '../question-types/registry.ts';
import { emptyDesignTree, isLive } from './design-tree.ts';
import { createQuestion } from './new-records.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * What may go to the question library: a live question that holds no other nodes. Groups, page
 * breaks and loops are structure, not questions; a loop's source and its children live elsewhere.
 */
export function libraryDefinitionOf(node: Pick<NodeRecord, 'model' | 'type'>): AnyQuestionType | undefined {
  if (node.model !== NodeModel.Question) return undefined;
  const definition = findQuestionType(node.type);
  return definition && !definition.isContainer ? definition : undefined;
}

function snapshotOption(option: OptionRecord): SnapshotOption {
  return {
    ref: option.id,
    parentRef: option.parentId,
    type: option.type,
    isGroup: option.isGroup,
    code: option.code,
    title: option.title,
    rightTitle: option.rightTitle,
    required: option.required,
    locked: option.locked,
    other: option.other,
    exclusive: option.exclusive,
    image: option.image,
    setting: option.setting,
  };
}

/**
 * The library copy of a survey question and its options (in position order). Links to the rest
 * of the survey are dropped: mirrored options become the question's own (a linked question's
 * options are copies of its source's), dependencies and the code go, since none of them would
 * mean anything in another survey.
 */
export function snapshotOfQuestion(
  node: NodeRecord,
  options: readonly OptionRecord[],
): { ok: true; snapshot: QuestionSnapshot } | { ok: false; issue: Issue } {
  if (!isLive(node))
    return { ok: false, issue: issue('A0404', ['nodes', node.id], 'the question is in the trash') };
  if (!definitionOf(node) || !libraryDefinitionOf(node))
    return {
      ok: false,
      issue: issue('A0400', ['nodes', node.id], 'only questions can be saved to the library'),
    };
  const own = options.filter((option) => option.nodeId === node.id);
  if (own.length > MAX_SNAPSHOT_OPTIONS)
    return {
      ok: false,
      issue: issue(
        'A0400',
        ['nodes', node.id],
        `the library keeps questions of up to ${MAX_SNAPSHOT_OPTIONS} options`,
      ),
    };
  return {
    ok: true,
    snapshot: {
      type: node.type,
      subType: node.subType,
      attribute: node.attribute,
      title: node.title,
      label: node.label,
      setting: node.setting,
      options: [...own].sort((a, b) => a.position - b.position).map(snapshotOption),
    },
  };
}

/**
 * A fresh question of a type as a snapshot: the type's default setting, subtype and options,
 * made by the same `createQuestion` that adds a question to a survey. Ready-made content (the
 * system questions) starts from here, so its settings are the type's own.
 */
export function defaultQuestionSnapshot(type: number, lang: Lang): QuestionSnapshot | undefined {
  const definition = findQuestionType(type);
  if (!definition || !libraryDefinitionOf(definition)) return undefined;
  let id = 1;
  const ctx = { nextId: () => id++, lang, now: () => new Date(0).toISOString() };
  const made = createQuestion(new TreeDraft(emptyDesignTree(0)), definition, ctx);
  const snapshot = snapshotOfQuestion(made.node, made.options);
  return snapshot.ok ? snapshot.snapshot : undefined;
}
