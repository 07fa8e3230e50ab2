import { type Issue, issue } from '../model/issues.ts';
import type { OptionRecord } from '../model/option.ts';
import { fail, type TreeResult } from '../tree/change.ts';
import type { DesignTree } from '../tree/design-tree.ts';
import { notFound } from '../tree/draft-queries.ts';
import { optionOf, questionForOptions } from '../tree/option-queries.ts';
import { TreeDraft } from '../tree/tree-draft.ts';
import { isValidOptionCode, isValidOptionGroupCode } from './code-format.ts';
import { familyOf, mirrorsOf } from './link-family.ts';
import type { CodeUpdates } from './update-node-codes.ts';

/**
 * Sets option codes of one question in one call, all or nothing, every problem reported: A0103
 * format (positive integers; G + number for groups), A0102 a code used twice in a question of the
 * linked family, A0102 for a mirrored option (its code follows the source question: the spec's
 * "题目的编码重复" refusal on linked questions). Mirrors take the new codes.
 */
export function updateOptionCodes(
  tree: DesignTree,
  input: { nodeId: number; items: CodeUpdates },
): TreeResult {
  const draft = new TreeDraft(tree);
  const found = questionForOptions(draft, input.nodeId);
  if ('issue' in found) return fail(found.issue);
  const issues: Issue[] = [];
  const changed = new Set<number>();
  for (const { id, code } of input.items) {
    const option = optionOf(draft, input.nodeId, id);
    const trimmed = code.trim();
    const path = ['options', id, 'code'];
    if (!option) issues.push(notFound('options', id));
    else if (option.joinId !== 0)
      issues.push(issue('A0102', path, 'a linked option takes its code from the source question'));
    else if (!(option.isGroup ? isValidOptionGroupCode(trimmed) : isValidOptionCode(trimmed)))
      issues.push(
        issue('A0103', path, option.isGroup ? 'G followed by a number' : 'a positive whole number'),
      );
    else if (changed.has(id)) issues.push(issue('A0400', ['options', id], 'listed twice'));
    else {
      changed.add(id);
      draft.putOption({ ...option, code: trimmed });
      for (const mirror of mirrorsOf(draft, option)) draft.putOption({ ...mirror, code: trimmed });
    }
  }
  if (issues.length > 0) return fail(...issues);
  const clashes = findCodeClashes(draft, input.nodeId).filter(
    (option) => changed.has(option.id) || changed.has(option.rootJoinId) || option.joinId === 0,
  );
  if (clashes.length > 0)
    return fail(
      ...clashes.map((option) =>
        issue('A0102', ['options', option.id, 'code'], `code ${option.code} is used twice`),
      ),
    );
  return draft.commit();
}

/** Options whose code another option of the same question and kind also has, across the family. */
export function findCodeClashes(draft: TreeDraft, nodeId: number): OptionRecord[] {
  const clashes: OptionRecord[] = [];
  for (const member of familyOf(draft, nodeId)) {
    const seen = new Map<string, OptionRecord[]>();
    for (const option of draft.optionsOfNode(member)) {
      if (option.code === null) continue;
      const key = `${option.type}:${option.isGroup}:${option.code}`;
      seen.set(key, [...(seen.get(key) ?? []), option]);
    }
    for (const list of seen.values()) if (list.length > 1) clashes.push(...list);
  }
  return clashes;
}
