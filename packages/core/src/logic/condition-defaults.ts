import type { Condition, ConditionItem } from './schema.ts';

/**
 * What a condition's optional keys mean when absent: one object that the zod schemas
 * (logic/schema.ts) build their `.default()`s from and that the engine fills in where it reads a
 * condition without zod (branch settings, survey/flow-settings.ts).
 */
export const CONDITION_DEFAULTS = { relation: 'and' } as const;
export const CONDITION_ITEM_DEFAULTS = {
  optionIds: [] as readonly number[],
  subId: null,
  value: null,
  value2: null,
  compare: null,
} as const;

type RawCondition = { relation?: Condition['relation']; nodes: Partial<ConditionItem>[] };

/** A condition saved through its schema, with any absent key as the schema would fill it. */
export function conditionWithDefaults(raw: RawCondition): Condition {
  return {
    relation: raw.relation ?? CONDITION_DEFAULTS.relation,
    nodes: raw.nodes.map(
      (item) =>
        ({
          ...CONDITION_ITEM_DEFAULTS,
          ...item,
          optionIds: [...(item.optionIds ?? CONDITION_ITEM_DEFAULTS.optionIds)],
        }) as ConditionItem,
    ),
  };
}
