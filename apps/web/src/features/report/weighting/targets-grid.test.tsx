// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { type TargetRow, TargetsGrid } from './targets-grid.tsx';
import { evenPercents, targetTotals } from './weighting-draft.ts';

function Harness({ rows: initial, as }: { rows: TargetRow[]; as: 'percent' | 'count' }) {
  const [rows, setRows] = useState(initial);
  return (
    <TargetsGrid
      title="Gender"
      rows={rows}
      targetsAs={as}
      onChange={(i, target) => setRows(rows.map((r, j) => (j === i ? { ...r, target } : r)))}
    />
  );
}
const rows = (a: number, b: number): TargetRow[] => [
  { key: '1', label: 'Male', target: a },
  { key: '2', label: 'Female', target: b },
];

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

describe('targets grid', () => {
  it('runs the percent total and warns until it reaches 100', () => {
    render(<Harness rows={rows(40, 50)} as="percent" />);
    expect(screen.getByTestId('target-total').textContent).toContain('90%');
    expect(screen.getByRole('alert').textContent).toContain('must add up to 100%');
    const female = screen.getByRole('spinbutton', { name: 'Gender: Female' });
    fireEvent.change(female, { target: { value: '60' } });
    fireEvent.blur(female);
    expect(screen.getByTestId('target-total').textContent).toBe('100%');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows each count target’s share of the total', () => {
    render(<Harness rows={rows(300, 100)} as="count" />);
    expect(screen.getAllByTestId('target-share').map((c) => c.textContent)).toEqual(['75.0%', '25.0%']);
    expect(screen.getByTestId('target-total').textContent).toBe('400');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('splits even percents that add up to exactly 100', () => {
    expect(evenPercents(3)).toEqual([33.33, 33.33, 33.34]);
    expect(targetTotals(evenPercents(7), 'percent').ok).toBe(true);
    expect(targetTotals([50, 49.9], 'percent').ok).toBe(false);
  });
});
