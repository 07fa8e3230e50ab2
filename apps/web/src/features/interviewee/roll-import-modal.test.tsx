// @vitest-environment happy-dom
import type { RollImportReport } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as rollCalls from '../../api/endpoints/discussion-roll.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { RollImportModal } from './roll-import-modal.tsx';

const api = mockExports(rollCalls);

beforeEach(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function renderModal(onImported = vi.fn()) {
  const client = new QueryClient();
  render(
    <App>
      <QueryClientProvider client={client}>
        <RollImportModal code="S1" onClose={() => {}} onImported={onImported} />
      </QueryClientProvider>
    </App>,
  );
  return onImported;
}

const xlsx = () =>
  new File([new Uint8Array(2048)], 'roll.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('the roll import dialog', () => {
  it('shows the real share of the file sent, then "processing" until the server answers', async () => {
    let progress: (fraction: number) => void = () => {};
    let answer: (report: RollImportReport) => void = () => {};
    api.importRoll.mockImplementation((_code, _file, _name, onProgress) => {
      progress = onProgress!;
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const onImported = renderModal();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [xlsx()] } });
    await screen.findByText('Uploading the file: 0%');
    expect(api.importRoll).toHaveBeenCalledWith('S1', expect.any(File), 'roll.xlsx', expect.any(Function));
    act(() => progress(0.42));
    await screen.findByText('Uploading the file: 42%');
    expect(screen.getAllByText(/42%/)).toHaveLength(1); // said once, not beside the bar as well
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    act(() => progress(1));
    await screen.findByText('Uploaded. Reading the rows and importing…');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => answer({ rows: 2, imported: 2, groupsCreated: 0, errors: [] }));
    await screen.findByText('2 rows, 2 imported');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onImported).toHaveBeenCalledOnce();
  });

  it('refuses a file that is not .xlsx before sending anything', async () => {
    renderModal();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'roll.csv', { type: 'text/csv' })] } });
    await screen.findByText('Upload an .xlsx file');
    expect(api.importRoll).not.toHaveBeenCalled();
  });
});
