import { nextOptionGroupCode } from '../codes/next-codes.ts';
import { OptionType } from '../model/enums.ts';
import { issue } from '../model/issues.ts';
import type { OptionRecord } from '../model/option.ts';
import { defaultTitle } from '../model/titles.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { insertAt, notFound } from './draft-queries.ts';
import { newOptionRecord } from './new-records.ts';
import { optionOf, questionForOptions } from './option-queries.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * Groups options under a header (an option with `isGroup`, code G + number, title 分组-n); the
 * members point at it with `parentId`. The group goes where its first member was. Ungroup by
 * removing the group option (`removeOptions`): the members stay.
 */
export function addOptionGroup(
  tree: DesignTree,
  input: { nodeId: number; optionIds: readonly number[]; title?: string },
  ctx: OpContext,
): TreeResult {
  const draft = new TreeDraft(tree);
  const found = questionForOptions(draft, input.nodeId);
  if ('issue' in found) return fail(found.issue);
  if (found.definition.hasOptionLevels)
    return fail(issue('A0400', ['nodes', input.nodeId], 'cascade options form levels, not groups'));
  const members = input.optionIds.map((id) => optionOf(draft, input.nodeId, id));
  const missing = input.optionIds.filter((_, i) => !members[i]);
  if (missing.length > 0) return fail(...missing.map((id) => notFound('options', id)));
  const chosen = members as OptionRecord[];
  const type = chosen[0]?.type ?? OptionType.Option;
  if (chosen.some((option) => option.isGroup || option.type !== type))
    return fail(issue('A0400', ['optionIds'], 'group options of one kind, not groups'));

  const existing = draft.optionsOfNode(input.nodeId);
  const groupNumber = existing.filter((option) => option.isGroup).length + 1;
  const group = newOptionRecord({
    id: ctx.nextId('option'),
    surveyId: tree.surveyId,
    nodeId: input.nodeId,
    type,
    isGroup: true,
    code: nextOptionGroupCode(existing),
    title:
      input.title !== undefined
        ? sanitizeRichText(input.title)
        : defaultTitle('optionGroup', groupNumber, ctx.lang),
  });
  draft.putOption(group);
  for (const member of chosen) draft.putOption({ ...member, parentId: group.id });
  const ids = draft.optionIds(input.nodeId);
  const firstIndex = Math.min(...chosen.map((member) => ids.indexOf(member.id)), ids.length);
  draft.setOptionIds(input.nodeId, insertAt(ids, firstIndex, group.id));
  return draft.commit();
}
