import type { RecommendedCode } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { chosenInput, countChosen } from './recommend-model.ts';

const code = (label: string, nodes: RecommendedCode[] = []): RecommendedCode => ({
  label,
  keywords: [label.toLowerCase()],
  level: 1,
  support: 3,
  examples: [],
  nodes,
});
const DRAFT = [code('Price', [code('Dear'), code('Cheap')]), code('Service')];

describe('recommended codes to add', () => {
  it('adds every code with its children when none is left out', () => {
    expect(chosenInput(DRAFT, new Set())).toEqual([
      {
        label: 'Price',
        keywords: ['price'],
        nodes: [
          { label: 'Dear', keywords: ['dear'] },
          { label: 'Cheap', keywords: ['cheap'] },
        ],
      },
      { label: 'Service', keywords: ['service'] },
    ]);
    expect(countChosen(DRAFT, new Set())).toBe(4);
  });

  it('lifts the chosen children of a code left out, and drops a child left out', () => {
    expect(chosenInput(DRAFT, new Set(['0', '0.1', '1'])).map((n) => n.label)).toEqual(['Dear']);
    expect(countChosen(DRAFT, new Set(['0', '0.1', '1']))).toBe(1);
  });
});
