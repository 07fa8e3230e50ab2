import { z } from 'zod';
import { issue } from '../model/issues.ts';
import { chainOperations, type TreeStep } from './chain.ts';
import { fail, type OpContext, type TreeResult } from './change.ts';
import type { DesignTree } from './design-tree.ts';
import { notFound } from './draft-queries.ts';
import { optionOf, questionForOptions } from './option-queries.ts';
import { addOptions, type OptionPatch, removeOptions, updateOption, ZOptionPatch } from './options.ts';
import { TreeDraft } from './tree-draft.ts';

/**
 * The option calls as the designer sends them: options are addressed within their question
 * (`nodeId`), which must be live, and a batch of new options may carry more than titles.
 */

/** A new option given in full: its title and any of the fields an option edit may set. */
export const ZOptionSeed = ZOptionPatch.extend({ title: z.string().max(20000) });
export type OptionSeed = z.infer<typeof ZOptionSeed>;

const MAX_OPTIONS_PER_SAVE = 500;

/** Option save (spec doc 2 §3: surveyCode, nodeId, type, options). */
export const ZSaveOptionsInput = z.object({
  nodeId: z.number().int().positive(),
  /** 1 answer option (default), 2 sub-question. */
  type: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Titles, or options given in full; absent: `count` options with default titles. */
  options: z
    .array(z.union([z.string().max(20000), ZOptionSeed]))
    .min(1)
    .max(MAX_OPTIONS_PER_SAVE)
    .optional(),
  count: z.number().int().min(1).max(MAX_OPTIONS_PER_SAVE).optional(),
  /** After this option; `null` first; absent at the end. */
  afterOptionId: z.number().int().positive().nullable().optional(),
  /** An option group, or the parent level of a cascade option. */
  parentId: z.number().int().positive().nullable().optional(),
});
export type SaveOptionsInput = z.infer<typeof ZSaveOptionsInput>;

/**
 * Adds options (addOptions: next codes of the linked family, mirrors in linked questions), then
 * sets the extra fields of those given in full, as one edit.
 */
export function saveOptions(tree: DesignTree, input: SaveOptionsInput, ctx: OpContext): TreeResult {
  const seeds: OptionSeed[] | undefined = input.options?.map((each) =>
    typeof each === 'string' ? { title: each } : each,
  );
  const added = addOptions(
    tree,
    {
      nodeId: input.nodeId,
      ...(input.type !== undefined && { type: input.type }),
      ...(seeds ? { titles: seeds.map((seed) => seed.title) } : { count: input.count ?? 1 }),
      ...(input.afterOptionId !== undefined && { afterOptionId: input.afterOptionId }),
      ...(input.parentId !== undefined && { parentId: input.parentId }),
    },
    ctx,
  );
  if (!added.ok || !seeds) return added;
  // The question's own new rows, in the order given; mirrors elsewhere follow through updateOption.
  const newIds = added.change.options.inserted
    .filter((option) => option.nodeId === input.nodeId)
    .map((option) => option.id);
  const patches: TreeStep[] = seeds.flatMap((seed, i) => {
    const { title: _title, ...patch } = seed;
    const id = newIds[i];
    return id !== undefined && Object.keys(patch).length > 0
      ? [(current: DesignTree) => updateOption(current, { id, patch })]
      : [];
  });
  return chainOperations(tree, [() => added, ...patches]);
}

/** Fields a mirror takes from its source option; editing them on the mirror would be lost. */
const FROM_SOURCE: (keyof OptionPatch)[] = ['title', 'image', 'other', 'exclusive'];

/**
 * Edits an option of a live question (updateOption: titles sanitised, mirrors follow). A mirrored
 * option's title, image, other and exclusive come from its source: editing them there is A0400.
 */
export function editOption(
  tree: DesignTree,
  input: { nodeId: number; id: number; patch: OptionPatch },
): TreeResult {
  const draft = new TreeDraft(tree);
  const found = questionForOptions(draft, input.nodeId);
  if ('issue' in found) return fail(found.issue);
  const option = optionOf(draft, input.nodeId, input.id);
  if (!option) return fail(notFound('options', input.id));
  const sourced = FROM_SOURCE.filter((key) => input.patch[key] !== undefined);
  if (option.joinId !== 0 && sourced.length > 0)
    return fail(
      issue('A0400', ['options', option.id, sourced[0] as string], 'a linked option shows its source'),
    );
  return updateOption(tree, { id: input.id, patch: input.patch });
}

/** Removes options of a live question, with their sub-levels and mirrors (removeOptions). */
export function removeQuestionOptions(
  tree: DesignTree,
  input: { nodeId: number; ids: readonly number[] },
): TreeResult {
  const found = questionForOptions(new TreeDraft(tree), input.nodeId);
  if ('issue' in found) return fail(found.issue);
  return removeOptions(tree, input);
}
