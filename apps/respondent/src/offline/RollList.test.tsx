// @vitest-environment happy-dom
import type { OfflinePack } from '@cairn/contract/discussion/offline-pack';
import { aDocument } from '@cairn/core/testing/document-builder';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineTextsOf } from './offline-texts.ts';
import { RollList } from './RollList.tsx';

const person = (code: string, name: string, closed: 'done' | 'absent' | null = null) => ({
  code,
  name,
  groupName: null,
  fields: {},
  closed,
});

const pack = {
  heads: [],
  roll: [
    person('U1', 'Ann'),
    person('U2', 'Bob', 'done'),
    person('U3', 'Cai', 'absent'),
    person('U4', 'Dee'),
    person('U5', 'Eve'),
  ],
  document: aDocument().build(),
} as unknown as OfflinePack;

afterEach(cleanup);

const row = (name: string) => screen.getByText(name).closest('li')!;

describe('the offline roll', () => {
  it('offers an interview only to people the server would still take, and a redo of one waiting', () => {
    const onInterview = vi.fn();
    const t = offlineTextsOf('en');
    render(
      <RollList
        pack={pack}
        t={t}
        waiting={new Set(['U4'])}
        sent={new Set(['U5'])}
        onInterview={onInterview}
      />,
    );
    fireEvent.click(within(row('Ann')).getByRole('button', { name: t.interview }));
    expect(onInterview).toHaveBeenCalledWith(expect.objectContaining({ code: 'U1' }));
    // Closed on the server when the file was made: said, not offered (A5531 would refuse it).
    expect(within(row('Bob')).getByText(t.doneOnServer)).toBeTruthy();
    expect(within(row('Bob')).queryByRole('button')).toBeNull();
    expect(within(row('Cai')).getByText(t.absentOnServer)).toBeTruthy();
    expect(within(row('Cai')).queryByRole('button')).toBeNull();
    // Synced: nothing more to do here.
    expect(within(row('Eve')).getByText(t.sent)).toBeTruthy();
    expect(within(row('Eve')).queryByRole('button')).toBeNull();
    // Waiting: a redo, which says it replaces the queued answers.
    const redo = within(row('Dee')).getByRole('button', { name: t.again });
    expect(redo.getAttribute('title')).toBe(t.againHint);
    fireEvent.click(redo);
    expect(onInterview).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'U4' }));
  });
});
