import { lotteryConfigIssues } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { configOf, fieldOfIssue, NEW_LOTTERY, NEW_PRIZE, percentToBp, readPositions } from './form-values.ts';

describe('lottery form values', () => {
  it('reads percents as whole basis points without float arithmetic', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp('1.15%')).toBe(115);
    for (const bad of ['', 'abc', '1.234', '-1', '1e2']) expect(percentToBp(bad)).toBeNull();
  });

  it('reads winning positions separated by commas or blanks', () => {
    expect(readPositions('1, 5 10，20')).toEqual([1, 5, 10, 20]);
    expect(readPositions('')).toEqual([]);
    expect(readPositions('1, x')).toBeNull();
    expect(readPositions('2.5')).toBeNull();
  });

  it('names the form field of each rule’s issue', () => {
    expect(fieldOfIssue({ path: ['prizes', 2, 'amountFen'] })).toEqual(['prizes', 2, 'amount']);
    expect(fieldOfIssue({ path: ['prizes', 0, 'probabilityBp'] })).toEqual(['prizes', 0, 'probability']);
    expect(fieldOfIssue({ path: ['prizes', 1, 'claimFields', 3, 'label'] })).toEqual([
      'prizes',
      1,
      'customFields',
    ]);
    expect(fieldOfIssue({ path: ['prizes'] })).toEqual(['prizes']);
    expect(fieldOfIssue({ path: ['endAt'] })).toEqual(['endAt']);
  });

  it('turns the defaults plus a name and chance into a config the rules accept', () => {
    const values = {
      ...NEW_LOTTERY,
      name: 'Draw',
      prizes: [{ ...NEW_PRIZE, name: 'Mug', probability: '5' }],
    };
    const { config, unreadable } = configOf(values, 'S1');
    expect(unreadable).toEqual([]);
    expect(lotteryConfigIssues(config)).toEqual([]);
    expect(config.prizes[0]).toEqual({
      name: 'Mug',
      kind: 'physical',
      stock: 1,
      probabilityBp: 500,
      claimFields: [{ key: 'name' }, { key: 'phone' }, { key: 'address' }],
    });
  });
});
