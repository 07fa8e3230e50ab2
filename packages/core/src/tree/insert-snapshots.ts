import { nextQuestionCodes } from '../codes/next-codes.ts';
import { NodeModel } from '../model/enums.ts';
import { type Issue, issue } from '../model/issues.ts';
import type { QuestionSnapshot } from '../model/question-snapshot.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import { type CheckedSnapshot, checkSnapshot } from './check-snapshot.ts';
import type { DesignTree } from './design-tree.ts';
import { checkQuestionLimit, insertAt } from './draft-queries.ts';
import { resolvePlace } from './insert-after.ts';
import { newNodeRecord, newOptionRecord } from './new-records.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Where the questions go, as for adding one node (insert-after.ts): right after `afterId` (or
 * after its nearest ancestor whose parent can hold a question), else into `parentId` at the end,
 * or first when `afterId` is `null`.
 */
export interface InsertSnapshotsInput {
  snapshots: readonly QuestionSnapshot[];
  afterId?: number | null;
  parentId?: number | null;
}

/** Questions one insert may carry; the survey limit (A0211) applies on top. */
export const MAX_SNAPSHOTS_PER_INSERT = 100;

function putQuestion(
  draft: TreeDraft,
  checked: CheckedSnapshot,
  code: string | null,
  ctx: OpContext,
): number {
  const { snapshot, definition, setting } = checked;
  const node = newNodeRecord({
    id: ctx.nextId('node'),
    surveyId: draft.base.surveyId,
    model: NodeModel.Question,
    type: definition.type,
    subType: snapshot.subType,
    attribute: snapshot.attribute,
    code,
    title: sanitizeRichText(snapshot.title),
    label: snapshot.label,
    setting,
  });
  draft.putNode(node);
  // Refs become fresh ids first, so a parent listed after its child still resolves.
  const ids = new Map(snapshot.options.map((option) => [option.ref, ctx.nextId('option')]));
  for (const option of snapshot.options) {
    const { ref, parentRef, title, rightTitle, ...fields } = option;
    draft.putOption(
      newOptionRecord({
        ...fields,
        id: ids.get(ref) as number,
        surveyId: draft.base.surveyId,
        nodeId: node.id,
        parentId: parentRef === null ? null : (ids.get(parentRef) ?? null),
        title: sanitizeRichText(title),
        rightTitle: rightTitle === null ? null : sanitizeRichText(rightTitle),
      }),
    );
  }
  draft.setOptionIds(node.id, [...ids.values()]);
  return node.id;
}

/**
 * Inserts library questions into a survey (spec doc 2 §7 `nodes/library`): each snapshot
 * becomes a new question with fresh ids, the next question codes (Q + n, in order) and its
 * options with their codes as saved, placed one after another where `afterId`/`parentId` say.
 * All or nothing: one snapshot that no longer fits its type, or passing 1,000 questions (A0211),
 * inserts none.
 */
export function insertSnapshots(tree: DesignTree, input: InsertSnapshotsInput, ctx: OpContext): TreeResult {
  const { snapshots } = input;
  if (snapshots.length === 0 || snapshots.length > MAX_SNAPSHOTS_PER_INSERT)
    return fail(issue('A0400', ['snapshots'], `insert 1 to ${MAX_SNAPSHOTS_PER_INSERT} questions`));
  const checked: CheckedSnapshot[] = [];
  const issues: Issue[] = [];
  snapshots.forEach((snapshot, index) => {
    const result = checkSnapshot(snapshot, ['snapshots', index]);
    if (result.ok) checked.push(result.checked);
    else issues.push(...result.issues);
  });
  if (issues.length > 0) return fail(...issues);

  const draft = new TreeDraft(tree);
  const probe = { model: NodeModel.Question, type: (checked[0] as CheckedSnapshot).definition.type };
  const place = resolvePlace(draft, input, probe);
  if ('issue' in place) return fail(place.issue);
  const limit = checkQuestionLimit(draft, checked.length);
  if (limit.length > 0) return fail(...limit);

  const codes = nextQuestionCodes(draft.allNodes(), checked.filter((c) => c.definition.hasCode).length);
  const newIds = checked.map((each) =>
    putQuestion(draft, each, each.definition.hasCode ? (codes.shift() ?? null) : null, ctx),
  );
  draft.setChildIds(place.parentId, insertAt(draft.childIds(place.parentId), place.index, ...newIds));
  return draft.commit();
}
