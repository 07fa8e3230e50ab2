import { z } from 'zod';
import { ZCondition } from '../logic/schema.ts';
import { BRANCH_DEFAULTS, SEQUENCE_DEFAULTS } from './flow-settings.ts';

export { SequenceMode, type SequenceModeValue } from './flow-settings.ts';

/**
 * How the flow is written into node settings, so the engine, the flow screen and the server agree.
 *
 * Order (groups, branch paths, loops: their children; questions: their options), in `setting`:
 * - `order`: 0 ordered, 1 random (shuffled per respondent), 2 loop (rotated start per
 *   respondent), 3 re-order (a random order drawn once per respondent and kept on resume; like 1
 *   but also applied to the option lists of mirrored questions the same way), 4 forward/reverse
 *   (each respondent sees the list either as written or reversed).
 * - `fixed_ids`: children or options that keep their position whatever the order ('other').
 * Randomness is seeded per response (`logic/seeded-random.ts`), so a resumed response sees the
 * same order.
 *
 * Branches: a split is a run of consecutive sibling branch nodes (model 4) with the same
 * `setting.split`. Each branch node is one path: its children are the path's pages and
 * questions, `setting.condition` (a logic `Condition` over earlier answers) its entry condition,
 * `setting.name` its label. A respondent reaching the split takes the first path whose condition
 * holds; a path without a condition ("otherwise") may only be last. The other paths are skipped;
 * when none holds all are. After the run, paths join and the flow goes on.
 */
export const ZSequenceSetting = z.object({
  order: z.number().int().min(0).max(4).default(SEQUENCE_DEFAULTS.order),
  fixed_ids: z.array(z.number().int()).default(() => [...SEQUENCE_DEFAULTS.fixed_ids]),
});
export type SequenceSetting = z.infer<typeof ZSequenceSetting>;

/** A branch node's setting: see above. */
export const ZBranchSetting = z.looseObject({
  split: z.number().int().nonnegative(),
  name: z.string().max(100).default(BRANCH_DEFAULTS.name),
  condition: ZCondition.nullable().default(BRANCH_DEFAULTS.condition),
});
export type BranchSetting = z.infer<typeof ZBranchSetting>;
