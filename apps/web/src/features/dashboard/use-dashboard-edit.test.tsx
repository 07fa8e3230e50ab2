// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import * as dashboards from '../../api/endpoints/dashboards.ts';
import { changeLang } from '../../i18n/index.ts';
import { useSavedStore } from './saved-store.ts';
import { Harness } from './test-harness.tsx';
import { useDashboardEdit } from './use-dashboard-edit.ts';

const fetchDashboard = vi.fn();
beforeEach(() => {
  vi.spyOn(dashboards, 'fetchDashboard').mockImplementation(fetchDashboard);
});

const saved = (version: number) => ({
  version,
  updateTime: version * 1000,
  status: 0 as const,
  relaunch: false,
});

function Editor({ call }: { call: (version: number) => Promise<{ saved: ReturnType<typeof saved> }> }) {
  const run = useDashboardEdit('AB12CD34');
  return (
    <button type="button" onClick={() => void run(call).catch(() => undefined)}>
      edit
    </button>
  );
}

afterEach(() => {
  cleanup();
  fetchDashboard.mockReset();
});

describe('useDashboardEdit', () => {
  beforeAll(async () => {
    await changeLang('en');
  });

  it('sends the version held and keeps the one each answer saves', async () => {
    useSavedStore.getState().replace('AB12CD34', saved(4));
    const call = vi.fn(async (version: number) => ({ saved: saved(version + 1) }));
    render(
      <Harness>
        <Editor call={call} />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await waitFor(() => expect(useSavedStore.getState().byCode.AB12CD34?.version).toBe(5));
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    await waitFor(() => expect(useSavedStore.getState().byCode.AB12CD34?.version).toBe(6));
    expect(call.mock.calls.map((c) => c[0])).toEqual([4, 5]);
  });

  it('on A0120 reloads the dashboard, takes its version and tells the user', async () => {
    useSavedStore.getState().replace('AB12CD34', saved(4));
    fetchDashboard.mockResolvedValue({ ...saved(9), code: 'AB12CD34', pages: [] });
    const call = vi.fn(async () => {
      throw new ApiError('A0120', 'changed elsewhere', 'toast', false, 200, { version: 9 });
    });
    render(
      <Harness>
        <Editor call={call} />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'edit' }));
    expect(await screen.findByText(/Someone else changed this dashboard/)).toBeTruthy();
    expect(fetchDashboard).toHaveBeenCalledWith('AB12CD34');
    expect(useSavedStore.getState().byCode.AB12CD34?.version).toBe(9);
  });
});
