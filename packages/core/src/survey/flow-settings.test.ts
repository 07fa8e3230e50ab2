import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionWithDefaults } from '../logic/condition-defaults.ts';
import { ZCondition } from '../logic/schema.ts';
import { ZLoopSetting } from '../model/settings-extra.ts';
import { ZBranchSetting, ZSequenceSetting } from './flow.ts';
import { readBranchSetting, readLoopSetting, readSequenceSetting } from './flow-settings.ts';

// Values that fit and values that do not, for any key: the readers must agree with the schemas.
const anyValue = fc.oneof(
  fc.integer({ min: -2, max: 6 }),
  fc.constant(1.5),
  fc.string({ maxLength: 3 }),
  fc.constant(null),
  fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 3 }),
  fc.constant(['x']),
);
const item = fc.record(
  {
    nodeId: fc.integer({ min: 1, max: 9 }),
    optionType: fc.constantFrom(1, 3, 7, 8),
    optionIds: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }),
    subId: fc.option(fc.integer({ min: 1, max: 9 })),
    value: fc.option(fc.integer()),
    value2: fc.option(fc.integer()),
    compare: fc.option(fc.constantFrom(8, 10)),
  },
  { requiredKeys: ['nodeId', 'optionType'] },
);
const condition = fc.record(
  {
    relation: fc.constantFrom('and' as const, 'or' as const),
    nodes: fc.array(item, { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ['nodes'] },
);

function parsedOrNull<T>(result: { success: boolean; data?: T }): T | null {
  return result.success ? (result.data as T) : null;
}

describe('flow settings read without zod', () => {
  it('read a sequence setting as ZSequenceSetting parses it', () => {
    fc.assert(
      fc.property(fc.record({ order: anyValue, fixed_ids: anyValue }, { requiredKeys: [] }), (setting) => {
        expect(readSequenceSetting(setting)).toEqual(parsedOrNull(ZSequenceSetting.safeParse(setting)));
      }),
    );
  });

  it('read a branch setting as ZBranchSetting parses it (stored conditions are parsed ones)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            split: anyValue,
            name: fc.oneof(fc.string({ maxLength: 5 }), fc.constant(3)),
            condition: fc.option(condition),
          },
          { requiredKeys: ['split'] },
        ),
        (setting) => {
          expect(readBranchSetting(setting)).toEqual(parsedOrNull(ZBranchSetting.safeParse(setting)));
        },
      ),
    );
  });

  it('read a loop setting as ZLoopSetting parses it, Checked and no narrowing when it does not', () => {
    fc.assert(
      fc.property(fc.record({ mode: anyValue, option_ids: anyValue }, { requiredKeys: [] }), (setting) => {
        const parsed = ZLoopSetting.safeParse(setting);
        expect(readLoopSetting(setting)).toEqual(
          parsed.success
            ? { mode: parsed.data.mode, option_ids: parsed.data.option_ids }
            : { mode: 0, option_ids: [] },
        );
      }),
    );
  });

  it('fill a condition with the defaults ZCondition fills', () => {
    fc.assert(
      fc.property(condition, (raw) => {
        expect(conditionWithDefaults(raw)).toEqual(ZCondition.parse(raw));
      }),
    );
  });
});
