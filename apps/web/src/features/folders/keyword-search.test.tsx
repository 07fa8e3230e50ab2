// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeywordSearch, SEARCH_DEBOUNCE_MS } from './keyword-search.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('keyword search box', () => {
  it('searches once typing pauses, with the trimmed keyword, and at once on Enter', () => {
    const onSearch = vi.fn();
    render(<KeywordSearch label="Search" placeholder="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'sat' } });
    fireEvent.change(box, { target: { value: ' satisfaction ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('satisfaction');

    fireEvent.change(box, { target: { value: 'nps' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenLastCalledWith('nps');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
