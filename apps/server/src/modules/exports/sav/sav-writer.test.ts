import { describe, expect, it } from 'vitest';
import { psppTables, table } from '../../../../test/support/pspp.ts';
import { savCaseWriter } from './sav-cases.ts';
import type { SavDictionary } from './sav-dictionary.ts';
import { savFile } from './sav-file.ts';
import { savNames } from './sav-names.ts';

const MISSING = [
  { value: -99, label: 'Unanswered' },
  { value: -98, label: 'Not shown' },
];

const dictionary: SavDictionary = {
  created: new Date(Date.UTC(2026, 10, 27, 8, 5, 9)),
  fileLabel: 'test',
  variables: [
    { name: 'id', width: 36, measure: 'nominal', label: 'Response ID' },
    {
      name: 'Q1',
      width: 0,
      measure: 'nominal',
      label: '你最喜欢的\n水果？',
      valueLabels: [{ value: 1, label: '苹果' }, { value: 2, label: 'Banana, "ripe"' }, ...MISSING],
      missing: [-99, -98],
    },
    {
      name: 'Q2_1',
      width: 0,
      measure: 'nominal',
      label: 'Red',
      valueLabels: [{ value: 0, label: 'No' }, { value: 1, label: 'Yes' }, ...MISSING],
      missing: [-99, -98],
    },
    {
      name: 'Q2_2',
      width: 0,
      measure: 'nominal',
      label: 'Blue',
      valueLabels: [{ value: 0, label: 'No' }, { value: 1, label: 'Yes' }, ...MISSING],
      missing: [-99, -98],
    },
    { name: 'Q3', width: 0, measure: 'scale', decimals: 2, label: 'Age', missing: [-999999999, -999999998] },
    { name: '说明', width: 20, measure: 'nominal', label: 'Comment' },
    { name: 'essay', width: 600, measure: 'nominal', label: 'A very long string' },
    { name: 'weight', width: 0, measure: 'scale', decimals: 4, label: 'Weight' },
  ],
  dichotomySets: [{ name: 'Q2', label: 'Colours you like', countedValue: 1, variables: ['Q2_1', 'Q2_2'] }],
  weight: 'weight',
};

/** 700 bytes: cut at 600, which falls inside a character (3 bytes each after the 1 of 'x'). */
const ESSAY = `x${'长'.repeat(233)}`;
const cases: (number | string | null)[][] = [
  ['a', 1, 1, 0, 30.5, '你好，世界', 'short', 2],
  ['b', 2, 1, 1, 40, 'a long text that is cut at twenty bytes', ESSAY, 1],
  ['c', -99, -99, -99, -999999999, null, null, 1],
  ['d', -98, -98, -98, -999999998, '', `${'y'.repeat(300)}END`, 0.5],
  ['e', 1, 0, 1, 1234567.25, '中文中文中文中文中文', '', 1],
];

describe('SPSS system file writer, read back by PSPP', () => {
  const bytes = savFile(dictionary, cases);

  it('declares names, labels, value labels, missing values and measurement levels', () => {
    const tables = psppTables(bytes, 'DISPLAY DICTIONARY.\nMRSETS /DISPLAY NAME=ALL.');
    const variables = table(tables, 'Variables');
    const row = (name: string) => variables.find((r) => r[0] === name)!;
    expect(variables.map((r) => r[0]).slice(1)).toEqual([
      'id',
      'Q1',
      'Q2_1',
      'Q2_2',
      'Q3',
      '说明',
      'essay',
      'weight',
    ]);
    expect(row('essay')).toContain('A600');
    expect(row('Q1')).toContain('你最喜欢的 水果？');
    expect(row('Q1')).toContain('Nominal');
    expect(row('Q3')).toContain('Scale');
    expect(row('Q1').join('|')).toMatch(/-99.*-98/);
    const labels = table(tables, 'Value Labels');
    expect(labels.flat()).toContain('苹果');
    expect(labels.flat()).toContain('Banana, "ripe"');
    const sets = table(tables, 'Multiple Response Sets');
    expect(sets.flat().join('|')).toContain('$Q2');
    expect(sets.flat().join('|')).toContain('Colours you like');
  });

  it('holds the cases: frequencies without missing codes, weighted by the header weight', () => {
    const tables = psppTables(
      bytes,
      'SHOW WEIGHT.\nFREQUENCIES Q1 Q2_1.\nDESCRIPTIVES Q3 weight /STATISTICS=MEAN SUM.',
    );
    // Weighted: a (2) and e (1) chose 1, b (1) chose 2; c unanswered, d not shown.
    const q1 = table(tables, '你最喜欢的 水果？');
    expect(Number(q1.find((r) => r[1] === '苹果')![2])).toBe(3);
    expect(Number(q1.find((r) => r[1] === 'Banana, "ripe"')![2])).toBe(1);
    expect(q1.find((r) => r[1] === 'Unanswered')![0]).toBe('Missing');
    expect(table(tables, 'Descriptive Statistics').find((r) => r[0] === 'Weight')![3]).toBe('7.25');
    // Weighted mean of Q3 over a, b, e (c and d are user-missing): (30.5·2 + 40 + 1234567.25) / 4.
    const mean = psppTables(
      bytes,
      'COMPUTE one = 1.\nAGGREGATE OUTFILE=* /BREAK=one /m=MEAN(Q3) /n=N.\nFORMATS m (F20.6) n (F12.4).\nLIST.',
    );
    expect(table(mean, 'Data List')[1]).toEqual(['1.00', '308667.062500', '5.5000']);
  });

  it('writes UTF-8 strings, cut at a whole character', () => {
    const tables = psppTables(bytes, 'FORMATS Q3 (F12.2).\nLIST id 说明 Q3.');
    const list = table(tables, 'Data List');
    expect(list.map((r) => r[1]?.trim())).toEqual(
      ['说明', '你好，世界', 'a long text that is', '', '', '中文中文中文'].slice(0, list.length),
    );
  });

  it('writes very long strings across segments', () => {
    const tables = psppTables(
      bytes,
      'COMPUTE len = LENGTH(RTRIM(essay)).\nFORMATS len (F5.0).\nLIST id len essay.',
    );
    const list = table(tables, 'Data List').slice(1);
    // 1 + 199 × 3 = 598 bytes: the 200th character would pass 600.
    expect(list.map((r) => r[1]!.trim())).toEqual(['5', '598', '0', '303', '0']);
    expect(list[1]![2]!.trim()).toBe(`x${'长'.repeat(199)}`);
    expect(list[3]![2]!.trim()).toBe(`${'y'.repeat(300)}END`);
  });

  it('hands out whole blocks only, the rest at the end', () => {
    const writer = savCaseWriter(dictionary.variables);
    const pieces: Uint8Array[] = [];
    for (let i = 0; i < 2000; i++) {
      writer.add(cases[i % cases.length]!);
      const piece = writer.take(4096);
      if (piece) pieces.push(piece);
    }
    pieces.push(writer.end());
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces.slice(0, -1)) expect(piece.length % 8).toBe(0);
  });
});

describe('variable names', () => {
  it('makes valid, unique names of question codes', () => {
    expect(savNames(['Q1', 'q1', '1a', 'by', 'a b.', '_x', '问题', 'Q1_2', 'x'.repeat(80)])).toEqual([
      'Q1',
      'q1_2',
      'V1a',
      'by_V',
      'a_b',
      'V_x',
      '问题',
      'Q1_2_2',
      'x'.repeat(64),
    ]);
  });
});
