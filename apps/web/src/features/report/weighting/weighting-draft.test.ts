import type { CrossVariable } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { combinations, EMPTY_SCHEME, marginOf, targetsOk, withCellVariables } from './weighting-draft.ts';

const variable = (id: string, values: number[]): CrossVariable => ({
  id,
  code: id,
  label: id,
  group: 'question',
  kind: 'single',
  categories: values.map((value) => ({ value, label: String(value) })),
  modes: ['categories'],
});

describe('weighting draft', () => {
  it('starts a margin with even percent targets on every category', () => {
    expect(marginOf(variable('a', [1, 2, 3]))).toEqual({
      variableId: 'a',
      targets: [
        { value: 1, target: 33.33 },
        { value: 2, target: 33.33 },
        { value: 3, target: 33.34 },
      ],
    });
  });

  it('names every combination of the cell variables in order', () => {
    expect(combinations([variable('a', [1, 2]), variable('b', [5, 6, 7])])).toEqual([
      [1, 5],
      [1, 6],
      [1, 7],
      [2, 5],
      [2, 6],
      [2, 7],
    ]);
  });

  it('remakes the cells when the variables change, keeping targets of combinations that remain', () => {
    const a = variable('a', [1, 2]);
    const one = withCellVariables({ ...EMPTY_SCHEME.definition, method: 'cell' }, [a]);
    const edited = {
      ...one,
      cells: [
        { values: [1], target: 80 },
        { values: [2], target: 20 },
      ],
    };
    expect(targetsOk(edited)).toBe(true);
    const two = withCellVariables(edited, [a, variable('b', [5])]);
    expect(two.cellVariables).toEqual(['a', 'b']);
    expect(two.cells).toEqual([
      { values: [1, 5], target: 50 },
      { values: [2, 5], target: 50 },
    ]);
    const set = {
      ...two,
      cells: [
        { values: [1, 5], target: 70 },
        { values: [2, 5], target: 30 },
      ],
    };
    const b = variable('b', [5]);
    expect(withCellVariables(set, [a, b]).cells.map((c) => c.target)).toEqual([70, 30]);
    expect(withCellVariables(two, []).cells).toEqual([]);
  });

  it('says whether every margin reaches its total', () => {
    const rim = { ...EMPTY_SCHEME.definition, margins: [marginOf(variable('a', [1, 2]))] };
    expect(targetsOk(rim)).toBe(true);
    expect(targetsOk({ ...rim, margins: [{ variableId: 'a', targets: [{ value: 1, target: 40 }] }] })).toBe(
      false,
    );
    expect(targetsOk({ ...rim, margins: [] })).toBe(false);
    expect(
      targetsOk({
        ...rim,
        targetsAs: 'count',
        margins: [{ variableId: 'a', targets: [{ value: 1, target: 40 }] }],
      }),
    ).toBe(true);
  });
});
