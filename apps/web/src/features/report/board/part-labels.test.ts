import type { PartReport } from '@cairn/contract';
import { describe, expect, it } from 'vitest';
import { withShortLabels } from './part-labels.ts';

describe('labels inside a question card', () => {
  it('drop the question code and title the column labels start with', () => {
    const parts: PartReport[] = [
      {
        type: 'multiple',
        keys: ['a'],
        base: 1,
        unweightedBase: 1,
        mentions: 1,
        items: [{ key: 'a', label: 'Q3 Drinks: Tea', count: 1, percentOfCases: 100, percentOfMentions: 100 }],
      },
      { type: 'text', key: 't', label: 'Q3 Drinks', total: 0, offset: 0, items: [] },
      { type: 'text', key: 'o', label: 'Q3 Drinks: Other', total: 0, offset: 0, items: [] },
      { type: 'text', key: 'x', label: 'Something else', total: 0, offset: 0, items: [] },
    ];
    const [multiple, lone, other, foreign] = withShortLabels(parts, 'Q3', 'Drinks');
    expect(multiple?.type === 'multiple' && multiple.items[0]?.label).toBe('Tea');
    expect(lone && 'label' in lone && lone.label).toBeNull();
    expect(other && 'label' in other && other.label).toBe('Other');
    expect(foreign && 'label' in foreign && foreign.label).toBe('Something else');
  });

  it('drop the export header\'s "(rank)" from rank items: the card is the ranking (issue 18/13)', () => {
    const [rank] = withShortLabels(
      [
        {
          type: 'rank',
          base: 1,
          unweightedBase: 1,
          items: [
            { key: 'a', label: 'Q4 Order: Tea (rank)', meanRank: 1, ranked: 1, first: 1, firstShare: 100 },
          ],
        },
      ],
      'Q4',
      'Order',
    );
    expect(rank?.type === 'rank' && rank.items[0]?.label).toBe('Tea');
  });
});
