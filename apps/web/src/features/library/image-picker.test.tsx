// @vitest-environment happy-dom
import type { ImageFolder, LibraryImage, SurveyImage } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as endpoints from '../../api/endpoints/image-library.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { useSessionStore } from '../session/session-store.ts';
import { ImagePicker } from './image-picker.tsx';

const api = mockExports(endpoints);

const folder: ImageFolder = {
  id: 4,
  name: 'Default folder',
  dataType: 0,
  isDefault: true,
  position: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const facts = (id: number, name: string) => ({
  id,
  originalName: name,
  url: `/api/files/${String(id).padStart(32, '0')}?exp=1&sig=s`,
  key: String(id).padStart(32, '0'),
  width: 10,
  height: 10,
  size: 100,
  mime: 'image/png',
  createdAt: '2025-01-01T00:00:00.000Z',
});
const libraryImage = (id: number, name: string): LibraryImage => ({
  ...facts(id, name),
  folderId: 4,
  dataType: 0,
});
const surveyImage = (id: number, name: string, used: boolean): SurveyImage => ({
  ...facts(id, name),
  key: `5e1f1a6e${String(id).padStart(24, '0')}`,
  source: 'survey',
  used,
});
/** The first render of antd in happy-dom is slow on a busy machine. */
const slow = { timeout: 10_000 };
const page = <T,>(records: T[]) => ({ page: 1, pageSize: 12, total: records.length, records });

/** The picker as a screen under /project/:code/… mounts it (or outside a survey, without `code`). */
function wrap(children: ReactNode, path = '/project/S1/design') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/project/:code/design" element={children} />
            <Route path="/library/image" element={children} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  useSessionStore.getState().reset();
  api.fetchImageFolders.mockResolvedValue([folder]);
  api.fetchImages.mockResolvedValue(page([libraryImage(1, 'library.png')]));
  api.fetchSurveyImages.mockResolvedValue(
    page([surveyImage(7, 'pasted.png', true), surveyImage(8, 'spare.png', false)]),
  );
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('image picker', () => {
  it('offers only the library outside a survey', async () => {
    wrap(<ImagePicker open onClose={() => {}} onPick={() => {}} />, '/library/image');
    await screen.findByRole('button', { name: 'library.png' }, slow);
    expect(screen.queryByText('This survey')).toBeNull();
    expect(api.fetchSurveyImages).not.toHaveBeenCalled();
  });

  it('offers the survey’s own images inside a survey, telling which are in use, and picks one', async () => {
    const onPick = vi.fn();
    wrap(<ImagePicker open onClose={() => {}} onPick={onPick} />);
    fireEvent.click(await screen.findByText('This survey', {}, slow));
    await screen.findByRole('button', { name: 'pasted.png' }, slow);
    expect(api.fetchSurveyImages.mock.calls[0]![0]).toEqual({ surveyCode: 'S1', page: 1, pageSize: 12 });
    expect(screen.getByText(/In use/)).toBeTruthy();
    expect(screen.getByText('Images uploaded here stay with this survey, not in your library.')).toBeTruthy();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'spare.png' }));
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(onPick.mock.calls[0]![0]).toMatchObject({
      key: surveyImage(8, 'x', false).key,
      name: 'spare.png',
    });
  });

  it('uploads into the survey, not the library, on its tab', async () => {
    api.uploadSurveyImages.mockResolvedValue([surveyImage(9, 'new.png', false)]);
    wrap(<ImagePicker open onClose={() => {}} onPick={() => {}} />);
    fireEvent.click(await screen.findByText('This survey', {}, slow));
    await screen.findByRole('button', { name: 'pasted.png' }, slow);
    const input = document.querySelector<HTMLInputElement>('.lib-picker input[type="file"]')!;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(api.uploadSurveyImages).toHaveBeenCalled());
    expect(api.uploadSurveyImages.mock.calls[0]![0]).toBe('S1');
    expect(api.uploadImages).not.toHaveBeenCalled();
    await screen.findByText('Selected: new.png', {}, slow);
  });
});
