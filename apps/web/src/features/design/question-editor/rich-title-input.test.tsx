// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '../../../api/endpoints/files.ts';
import { RichTitleInput } from './rich-title-input.tsx';

// Image links are signed by the server; here every key gets a fixed link, with no network.
beforeEach(() => {
  vi.spyOn(files, 'signFiles').mockImplementation(async (keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, `/api/files/${key}?exp=9999999999999&sig=test`])),
  );
});

afterEach(cleanup);

const KEY = 'd'.repeat(32);

describe('RichTitleInput with an image in the title', () => {
  it('shows the image through its signed link and commits the key, never the link', async () => {
    const onCommit = vi.fn();
    render(<RichTitleInput value={`Red <img src="${KEY}" alt="r">`} onCommit={onCommit} label="Option 1" />);
    const field = screen.getByRole('textbox', { name: 'Option 1' });
    await vi.waitFor(() =>
      expect(field.querySelector('img')?.getAttribute('src')).toBe(
        `/api/files/${KEY}?exp=9999999999999&sig=test`,
      ),
    );
    fireEvent.blur(field);
    expect(onCommit).not.toHaveBeenCalled(); // unchanged: the link is not a change
    field.append(' dark');
    fireEvent.blur(field);
    expect(onCommit).toHaveBeenCalledWith(`Red <img src="${KEY}" alt="r"> dark`);
  });
});
