import { conditionWithDefaults } from '../logic/condition-defaults.ts';
import { LoopMode } from '../model/enums.ts';
import type { BranchSetting, SequenceSetting } from './flow.ts';

/**
 * The flow settings as the engine reads them, without zod (the respondent's page runs the
 * engine). What they mean: survey/flow.ts, whose schemas take their defaults from here. A setting
 * that does not fit reads as its fallback, as a failed parse did.
 */
export const SequenceMode = { Ordered: 0, Random: 1, Loop: 2, Reorder: 3, ForwardReverse: 4 } as const;
export type SequenceModeValue = (typeof SequenceMode)[keyof typeof SequenceMode];

export const SEQUENCE_DEFAULTS = { order: SequenceMode.Ordered, fixed_ids: [] as readonly number[] } as const;
export const BRANCH_DEFAULTS = { name: '', condition: null } as const;

const isInt = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isIntList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((each) => Number.isInteger(each));

/** Order mode and fixed ids; null when the setting does not fit (`ZSequenceSetting`). */
export function readSequenceSetting(setting: Record<string, unknown>): SequenceSetting | null {
  const { order = SEQUENCE_DEFAULTS.order, fixed_ids: fixed = SEQUENCE_DEFAULTS.fixed_ids } = setting;
  if (!isInt(order, 0, 4) || !isIntList(fixed)) return null;
  return { order, fixed_ids: [...fixed] };
}

/** A branch path's split, name and entry condition; null when it does not fit (`ZBranchSetting`). */
export function readBranchSetting(setting: Record<string, unknown>): BranchSetting | null {
  const { split, name = BRANCH_DEFAULTS.name, condition = BRANCH_DEFAULTS.condition } = setting;
  if (!isInt(split, 0) || typeof name !== 'string') return null;
  if (
    condition !== null &&
    !(typeof condition === 'object' && Array.isArray((condition as { nodes?: unknown }).nodes))
  )
    return null;
  // Conditions are stored parsed (`parseBranchCondition`): only absent keys are filled in.
  return {
    ...setting,
    split,
    name,
    condition:
      condition === null
        ? null
        : conditionWithDefaults(condition as Parameters<typeof conditionWithDefaults>[0]),
  };
}

/** A loop's mode and the source options it narrows to; Checked and none when it does not fit. */
export function readLoopSetting(setting: Record<string, unknown>): { mode: number; option_ids: number[] } {
  const { mode, option_ids } = setting;
  return isInt(mode, 0, 1) && isIntList(option_ids)
    ? { mode, option_ids: [...option_ids] }
    : { mode: LoopMode.Checked, option_ids: [] };
}
