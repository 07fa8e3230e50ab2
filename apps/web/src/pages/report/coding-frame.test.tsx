// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as coding from '../../api/endpoints/report-coding.ts';
import * as weights from '../../api/endpoints/report-weighting.ts';
import { FRAME, net, REPORT, renderCodingPage } from '../../features/report/coding/coding-test-kit.tsx';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { ReportCodingWorkspacePage } from './coding-workspace-page.tsx';

mockExports(weights);

const api = mockExports(coding);
const REF = { surveyCode: 'S1', reportId: 7 };

async function renderPage() {
  renderCodingPage(
    '/project/S1/report/coding/7',
    '/project/:code/report/coding/:reportId',
    <ReportCodingWorkspacePage />,
  );
  return screen.findByRole('list', { name: 'Code frame' });
}
const row = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^\\d+ ${label}$`) }).closest('li') as HTMLElement;

beforeAll(async () => {
  await changeLang('en');
});
beforeEach(() => {
  vi.mocked(weights).fetchSchemes.mockResolvedValue([]);
  api.fetchCodingReport.mockResolvedValue(REPORT);
  api.fetchCodeFrame.mockResolvedValue(FRAME);
  api.fetchCodingResponses.mockResolvedValue({ page: 1, pageSize: 20, total: 0, records: [] });
  api.fetchCodingHits.mockResolvedValue({ page: 1, pageSize: 1, total: 0, records: [] });
  api.fetchRecommended.mockResolvedValue({ taskId: null, codes: [] });
});
afterEach(() => {
  vi.resetAllMocks();
  vi.useRealTimers();
  cleanup();
});

describe('code frame operations', { timeout: 60_000 }, () => {
  it('shows each code with its count and adds a net that stays highlighted for 2 s', async () => {
    await renderPage();
    expect(within(row('Too dear')).getByText('4')).toBeTruthy();
    const added = net(3, 'Staff', 1);
    api.createNet.mockResolvedValue(added);
    api.fetchCodeFrame.mockResolvedValue([...FRAME, added]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Code label' }), { target: { value: 'Staff' } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /Add$/ }));
    // The call answers at once; the refreshed frame arrives within the next few ms.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.createNet).toHaveBeenCalledWith({ ...REF, label: 'Staff', parentId: null, keywords: [] });
    expect(row('Staff').dataset.flash).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1980));
    expect(row('Staff').dataset.flash).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(row('Staff').dataset.flash).toBeUndefined();
  });

  it('moves a code down among its siblings from the keyboard', async () => {
    api.moveNet.mockResolvedValue(FRAME);
    await renderPage();
    expect((screen.getByRole('button', { name: 'Move Too dear up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Too dear down' }));
    await waitFor(() => expect(api.moveNet).toHaveBeenCalledWith({ ...REF, id: 11, parentId: 1, index: 1 }));
    expect(row('Too dear').dataset.flash).toBe('true');
  });

  it('deletes a code and brings it back with undo', async () => {
    api.removeNets.mockResolvedValue(null);
    api.restoreNet.mockResolvedValue(FRAME);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Actions of Service' }));
    fireEvent.click(await screen.findByText('Delete'));
    await waitFor(() => expect(api.removeNets).toHaveBeenCalledWith({ ...REF, ids: [2] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.restoreNet).toHaveBeenCalledWith({ ...REF, id: 2 }));
  });

  it('nets chosen codes under a new net', async () => {
    api.nettingNets.mockResolvedValue(FRAME);
    await renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Too dear' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Net them' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Name of the new net')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code label' }), {
      target: { value: 'Other' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
    await waitFor(() =>
      expect(api.nettingNets).toHaveBeenCalledWith({ ...REF, ids: [11, 2], label: 'Other' }),
    );
  });

  it('merges chosen leaves into the one picked', async () => {
    api.mergeNets.mockResolvedValue(FRAME);
    await renderPage();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Too dear' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Good value' }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    const merge = await screen.findByRole('dialog');
    fireEvent.click(within(merge).getByRole('button', { name: /OK/ }));
    await waitFor(() => expect(api.mergeNets).toHaveBeenCalledWith({ ...REF, ids: [12], targetId: 11 }));
  });

  it('adds a typed frame, copies a code and sorts the nets', async () => {
    api.importFrameText.mockResolvedValue(FRAME);
    api.copyNet.mockResolvedValue(FRAME);
    api.sortNets.mockResolvedValue(FRAME);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add several' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add several codes' }), {
      target: { value: 'Taste\n  Sweet' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add', exact: true } as never));
    await waitFor(() => expect(api.importFrameText).toHaveBeenCalledWith({ ...REF, text: 'Taste\n  Sweet' }));

    fireEvent.click(screen.getByRole('button', { name: 'Actions of Service' }));
    fireEvent.click(await screen.findByText('Copy'));
    await waitFor(() => expect(api.copyNet).toHaveBeenCalledWith({ ...REF, id: 2 }));

    fireEvent.click(screen.getByRole('button', { name: /Sort/ }));
    fireEvent.click(await screen.findByText('By label'));
    await waitFor(() => expect(api.sortNets).toHaveBeenCalledWith({ ...REF, type: 2, parentId: null }));
  });
});
