// @vitest-environment happy-dom
import type { CrossVariable } from '@cairn/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLang } from '../../../i18n/index.ts';
import { type CrossDraft, EMPTY_DRAFT, moveVariable } from './cross-draft.ts';
import { VariablePicker } from './variable-picker.tsx';

const variable = (
  id: string,
  code: string,
  label: string,
  extra: Partial<CrossVariable> = {},
): CrossVariable => ({
  id,
  code,
  label,
  group: 'question',
  kind: 'single',
  categories: [
    { value: 1, label: 'Yes' },
    { value: 2, label: 'No' },
  ],
  modes: ['categories'],
  ...extra,
});
const VARIABLES = [
  variable('q1', 'Q1', 'Gender'),
  variable('q2', 'Q2', 'Likelihood to recommend', {
    kind: 'numeric',
    modes: ['categories', 'mean', 'nps', 'bands'],
  }),
  variable('m1', 'device', 'Device', { group: 'metadata' }),
  variable('coding:7', 'Reasons', 'Reasons', { group: 'coding', kind: 'multi' }),
];

let last: CrossDraft = EMPTY_DRAFT;
function Harness({ initial = EMPTY_DRAFT }: { initial?: CrossDraft }) {
  const [draft, setDraft] = useState(initial);
  last = draft;
  return <VariablePicker variables={VARIABLES} draft={draft} onChange={setDraft} />;
}

beforeAll(async () => {
  await changeLang('en');
});
afterEach(cleanup);

describe('variable picker', () => {
  it('groups the variables as questions, open-answer codes and metadata and filters them by the search box', () => {
    render(<Harness />);
    const questions = screen.getByRole('group', { name: 'Questions' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Metadata' })).getByText('Device')).toBeTruthy();
    // A coding report's codes: their own group, named once (its code is its name).
    expect(
      within(screen.getByRole('group', { name: 'Open-answer codes' })).getByText('Reasons'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search variables' }), {
      target: { value: 'recom' },
    });
    expect(screen.queryByRole('group', { name: 'Metadata' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Questions' })).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search variables' }), {
      target: { value: 'zzz' },
    });
    expect(screen.getByText('No variable matches')).toBeTruthy();
  });

  it('adds to rows and columns once each, and removes', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to rows: Q1 Gender' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to columns: device Device' }));
    expect(last.stubs).toEqual([{ id: 'q1' }]);
    expect(last.banner).toEqual([{ id: 'm1' }]);
    expect(
      (screen.getByRole('button', { name: 'Add to rows: Q1 Gender' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const rows = screen.getByRole('list', { name: 'Rows (stub)' });
    expect(within(rows).getByText('Q1 Gender')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Q1 Gender' }));
    expect(last.stubs).toEqual([]);
    expect(screen.getAllByText('None yet')).toHaveLength(1);
  });

  it('gives a numeric variable a mode: mean on rows only, bands with an editor', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to rows: Q2 Likelihood to recommend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to columns: Q2 Likelihood to recommend' }));
    expect(last.stubs).toEqual([{ id: 'q2', mode: 'categories' }]);
    const [stubMode, bannerMode] = screen.getAllByRole('combobox', {
      name: 'How Q2 Likelihood to recommend is counted',
    });
    fireEvent.mouseDown(bannerMode!);
    const options = () =>
      [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(options()).not.toContain('Mean');
    fireEvent.mouseDown(stubMode!);
    const bands = [...document.querySelectorAll('.ant-select-item-option-content')].filter(
      (o) => o.textContent === 'Bands',
    );
    fireEvent.click(bands.at(-1)!);
    expect(last.stubs[0]?.mode).toBe('bands');
    expect(last.stubs[0]?.bands?.length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: /Add band/ }));
    expect(last.stubs[0]?.bands?.length).toBe(3);
  });

  it('reorders (what a drag or the keyboard move does)', () => {
    const draft = { ...EMPTY_DRAFT, stubs: [{ id: 'q1' }, { id: 'm1' }, { id: 'q2' }] };
    expect(moveVariable(draft, 'stubs', 2, 0).stubs.map((s) => s.id)).toEqual(['q2', 'q1', 'm1']);
    expect(moveVariable(draft, 'stubs', 0, 5)).toBe(draft);
  });
});
