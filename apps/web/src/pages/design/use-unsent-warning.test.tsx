// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesignSession, DesignState } from '../../features/design/design-session.ts';
import { TITLE_SAVE_DELAY_MS, TitleEditor } from '../../features/design/rich-text/title-editor.tsx';
import { changeLang } from '../../i18n/index.ts';
import { useUnsentWarning } from './use-unsent-warning.ts';

beforeAll(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A session whose queue holds `pending` edits (the test says when they are answered). */
function fakeSession() {
  const listeners = new Set<() => void>();
  let state = { snapshot: { pending: 0 }, heldSorts: 0 } as unknown as DesignState;
  const session: Pick<DesignSession, 'get' | 'subscribe'> = {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setPending = (pending: number) => {
    state = { ...state, snapshot: { ...state.snapshot, pending } };
    for (const listener of listeners) listener();
  };
  return { session, setPending };
}

function Screen(props: {
  session: Pick<DesignSession, 'get' | 'subscribe'>;
  onSave: (html: string) => void;
}) {
  useUnsentWarning(props.session);
  return <TitleEditor html="Age" label="Title" onSave={props.onSave} onDone={() => {}} />;
}

/** Whether closing the page now would make the browser ask. */
function warns(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the design screen warns before the page goes with something unsaved', () => {
  it('while a typed title waits out its pause, then while its edit is sent, not once saved', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { session, setPending } = fakeSession();
    const onSave = vi.fn(() => setPending(1));
    render(<Screen session={session} onSave={onSave} />);
    expect(warns()).toBe(false);
    expect(add.mock.calls.some(([type]) => type === 'beforeunload')).toBe(false);

    const area = screen.getByRole('textbox', { name: 'Title' });
    area.textContent = 'Age in years';
    act(() => {
      fireEvent.input(area);
    });
    // Nothing is in the queue yet: only the waiting title is at risk.
    expect(onSave).not.toHaveBeenCalled();
    expect(warns()).toBe(true);

    act(() => vi.advanceTimersByTime(TITLE_SAVE_DELAY_MS));
    expect(onSave).toHaveBeenCalledOnce();
    expect(warns()).toBe(true);

    act(() => setPending(0));
    expect(warns()).toBe(false);
    expect(remove.mock.calls.some(([type]) => type === 'beforeunload')).toBe(true);
  });
});
