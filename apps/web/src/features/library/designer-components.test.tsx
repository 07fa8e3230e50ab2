// @vitest-environment happy-dom
import type { LibraryQuestion, LibraryQuestionDetail, QuestionFolder } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as endpoints from '../../api/endpoints/question-library.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { useSessionStore } from '../session/session-store.ts';
import { InsertFromLibraryDrawer } from './insert-from-library-drawer.tsx';
import { SaveToLibraryDialog } from './save-to-library-dialog.tsx';

const api = mockExports(endpoints);

const folder = (id: number, name: string, isDefault = false): QuestionFolder => ({
  id,
  name,
  dataType: 0,
  isDefault,
  position: id,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const question = (id: number | string, title: string): LibraryQuestion => ({
  id,
  system: typeof id === 'string',
  dataType: typeof id === 'string' ? null : 0,
  folderId: typeof id === 'string' ? -3 : 0,
  category: null,
  type: 3,
  subType: 0,
  typeName: 'Open text',
  title,
  optionCount: 0,
  createdAt: null,
});
const detail = (q: LibraryQuestion): LibraryQuestionDetail => ({
  ...q,
  question: { type: 3, subType: 0, attribute: 0, title: q.title, label: null, setting: {}, options: [] },
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </App>,
  );
}

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  useSessionStore.getState().reset();
  api.fetchQuestionFolders.mockResolvedValue([folder(4, 'Default folder', true), folder(9, 'Brand')]);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('save to library dialog', () => {
  it('saves one question into the default folder through `library`', async () => {
    api.saveToLibrary.mockResolvedValue(question(31, 'Why?'));
    const onSaved = vi.fn();
    wrap(
      <SaveToLibraryDialog
        open
        surveyCode="S1"
        nodeIds={[7]}
        questionTitle="<b>Why?</b>"
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    await screen.findByText('Save “Why?” to the library');
    await screen.findByText('Default folder');
    // Not in an organisation: only my library, so no library choice is offered.
    expect(screen.queryByText('Company questions')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.saveToLibrary.mock.calls[0]![0]).toEqual({
      surveyCode: 'S1',
      nodeId: 7,
      dataType: 0,
      folderId: 4,
    });
    expect(api.saveManyToLibrary).not.toHaveBeenCalled();
  });

  it('saves several questions at once through `library/batch`', async () => {
    api.saveManyToLibrary.mockResolvedValue([question(1, 'a'), question(2, 'b')]);
    const onClose = vi.fn();
    wrap(<SaveToLibraryDialog open surveyCode="S1" nodeIds={[7, 8]} onClose={onClose} />);
    await screen.findByText('Save 2 questions to the library');
    await screen.findByText('Default folder');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.saveManyToLibrary.mock.calls[0]![0]).toEqual({
      surveyCode: 'S1',
      nodeIds: [7, 8],
      dataType: 0,
      folderId: 4,
    });
  });
});

describe('insert from library drawer', () => {
  it('hands over the picked questions in picking order with their snapshots', async () => {
    const gender = question('gender', 'What is your gender?');
    const age = question('age', 'How old are you?');
    api.fetchLibraryQuestions.mockResolvedValue({ page: 1, pageSize: 10, total: 2, records: [gender, age] });
    api.fetchLibraryQuestion.mockImplementation(async (id) => detail(id === 'age' ? age : gender));
    const onInsert = vi.fn();
    wrap(<InsertFromLibraryDrawer open onClose={() => {}} onInsert={onInsert} />);
    const list = await screen.findByRole('list', { name: 'Questions' });
    // The system folder opens first: ready-made questions need no saving beforehand.
    expect(api.fetchLibraryQuestions).toHaveBeenCalledWith(expect.objectContaining({ folderId: -3 }));
    // The list is on screen before its rows: wait for the rows (a loaded machine shows the gap).
    fireEvent.click(await within(list).findByRole('checkbox', { name: 'Pick “How old are you?”' }));
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Pick “What is your gender?”' }));
    const insert = await screen.findByRole('button', { name: 'Insert 2 questions' });
    await act(async () => {
      fireEvent.click(insert);
    });
    await waitFor(() => expect(onInsert).toHaveBeenCalled());
    const [ids, snapshots] = onInsert.mock.calls[0]!;
    expect(ids).toEqual(['age', 'gender']);
    expect(snapshots.map((s: { title: string }) => s.title)).toEqual([
      'How old are you?',
      'What is your gender?',
    ]);
  });
});
