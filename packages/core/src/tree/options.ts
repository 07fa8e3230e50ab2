import { z } from 'zod';
import { familyOptions, mirrorsOf } from '../codes/link-family.ts';
import { OptionType } from '../model/enums.ts';
import { issue } from '../model/issues.ts';
import type { OptionRecord } from '../model/option.ts';
import { defaultTitle } from '../model/titles.ts';
import { takesOptionType } from '../question-types/define.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { insertAt, notFound } from './draft-queries.ts';
import { propagateNewOption } from './link-options.ts';
import { newOptionRecord, nextCodeIn } from './new-records.ts';
import { checkOptionParent, descendantsOf, optionOf, questionForOptions } from './option-queries.ts';
import { TreeDraft } from './tree-draft.ts';
import { zodIssues } from './update-node.ts';

export interface AddOptionsInput {
  nodeId: number;
  /** 1 answer option (default), 2 sub-question. */
  type?: 1 | 2;
  /** How many (default 1), unless `titles` gives them. */
  count?: number;
  titles?: string[];
  /** After this option; `null` first; absent at the end. */
  afterOptionId?: number | null;
  /** An option group, or the parent level of a cascade option. */
  parentId?: number | null;
}

const MAX_OPTIONS_PER_CALL = 500;

/**
 * Adds options with the next codes of the question's linked family and default titles
 * (选项-n, 子问题-n ...; n = the code). Questions mirroring this one get mirrors of new answer options.
 */
export function addOptions(tree: DesignTree, input: AddOptionsInput, ctx: OpContext): TreeResult {
  const draft = new TreeDraft(tree);
  const found = questionForOptions(draft, input.nodeId);
  if ('issue' in found) return fail(found.issue);
  const { node, definition } = found;
  const type = input.type ?? OptionType.Option;
  if (!takesOptionType(definition, type))
    return fail(issue('A0400', ['type'], `a ${definition.key} question has no sub-questions`));
  const count = input.titles?.length ?? input.count ?? 1;
  if (count < 1 || count > MAX_OPTIONS_PER_CALL)
    return fail(issue('A0400', ['count'], `add 1 to ${MAX_OPTIONS_PER_CALL} options`));
  const parentId = input.parentId ?? null;
  const parentIssues = checkOptionParent(draft, node.id, definition, parentId, type);
  if (parentIssues.length > 0) return fail(...parentIssues);
  const after = input.afterOptionId;
  if (after !== undefined && after !== null && !optionOf(draft, node.id, after))
    return fail(notFound('options', after));

  const added: OptionRecord[] = [];
  const firstCode = Number(nextCodeIn(familyOptions(draft, node.id, { type, isGroup: false })));
  for (let i = 0; i < count; i++) {
    const code = String(firstCode + i);
    const given = input.titles?.[i];
    const option = newOptionRecord({
      id: ctx.nextId('option'),
      surveyId: tree.surveyId,
      nodeId: node.id,
      parentId,
      type,
      code,
      title:
        given !== undefined
          ? sanitizeRichText(given)
          : defaultTitle(definition.optionTitle(type), Number(code), ctx.lang),
    });
    draft.putOption(option);
    added.push(option);
  }
  const ids = draft.optionIds(node.id);
  const index = after === undefined ? ids.length : after === null ? 0 : ids.indexOf(after) + 1;
  draft.setOptionIds(node.id, insertAt(ids, index, ...added.map((option) => option.id)));
  for (const option of added) if (option.parentId === null) propagateNewOption(draft, option, ctx);
  return draft.commit();
}

/**
 * Removes options. With them go their cascade sub-levels and their mirrors in linked questions;
 * members of a removed option group stay, ungrouped.
 */
export function removeOptions(
  tree: DesignTree,
  input: { nodeId: number; ids: readonly number[] },
): TreeResult {
  const draft = new TreeDraft(tree);
  const options = input.ids.map((id) => optionOf(draft, input.nodeId, id));
  const missing = input.ids.filter((_, i) => !options[i]);
  if (missing.length > 0) return fail(...missing.map((id) => notFound('options', id)));
  const doomed = new Map<number, OptionRecord>();
  for (const option of options as OptionRecord[]) {
    // A group's members are not its sub-levels: they stay, ungrouped (below).
    for (const each of [option, ...(option.isGroup ? [] : descendantsOf(draft, option))]) {
      for (const gone of [each, ...mirrorsOf(draft, each)]) doomed.set(gone.id, gone);
    }
  }
  const owners = new Set([...doomed.values()].map((option) => option.nodeId));
  for (const owner of owners) {
    for (const option of draft.optionsOfNode(owner)) {
      if (!doomed.has(option.id) && option.parentId !== null && doomed.get(option.parentId)?.isGroup)
        draft.putOption({ ...option, parentId: null });
    }
    draft.setOptionIds(
      owner,
      draft.optionIds(owner).filter((id) => !doomed.has(id)),
    );
  }
  for (const id of doomed.keys()) draft.removeOption(id);
  return draft.commit();
}

/** The option fields an edit may change; codes change through `updateOptionCodes`. */
export const ZOptionPatch = z.object({
  title: z.string().max(20000).optional(),
  rightTitle: z.string().max(20000).nullable().optional(),
  required: z.boolean().optional(),
  locked: z.boolean().optional(),
  other: z.boolean().optional(),
  exclusive: z.boolean().optional(),
  image: z.string().max(2000).nullable().optional(),
  /** Merged into the option's setting. */
  setting: z.record(z.string(), z.unknown()).optional(),
});
export type OptionPatch = z.infer<typeof ZOptionPatch>;

/** What mirrors take from their source when it changes. */
const MIRRORED: (keyof OptionPatch)[] = ['title', 'image', 'other', 'exclusive'];

/** Edits one option; titles are sanitised rich text; mirrors follow the fields they show. */
export function updateOption(tree: DesignTree, input: { id: number; patch: OptionPatch }): TreeResult {
  const draft = new TreeDraft(tree);
  const option = draft.option(input.id);
  if (!option) return fail(notFound('options', input.id));
  const patch = ZOptionPatch.safeParse(input.patch);
  if (!patch.success) return fail(...zodIssues(patch.error.issues, ['options', option.id]));
  const { setting, ...fields } = patch.data;
  const clean: Partial<OptionRecord> = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (clean.title !== undefined) clean.title = sanitizeRichText(clean.title);
  if (typeof clean.rightTitle === 'string') clean.rightTitle = sanitizeRichText(clean.rightTitle);
  draft.putOption({
    ...option,
    ...clean,
    setting: setting ? { ...option.setting, ...setting } : option.setting,
  });
  const carried = Object.fromEntries(
    Object.entries(clean).filter(([key]) => MIRRORED.includes(key as keyof OptionPatch)),
  );
  if (Object.keys(carried).length > 0) {
    for (const mirror of mirrorsOf(draft, option)) draft.putOption({ ...mirror, ...carried });
  }
  return draft.commit();
}
