// @vitest-environment happy-dom
import type { LaunchAnswer } from '@cairn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import * as publishing from '../../api/endpoints/publishing.ts';
import { launchProject } from '../../api/endpoints/publishing.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { PUBLISH_LOADING_MS } from './publish-decision.ts';
import { usePublish } from './use-publish.tsx';

mockExports(publishing);
const launch = vi.mocked(launchProject);

const state = { status: 1 as const, relaunch: false, launchTime: 1, saveTime: 1, publishedVersion: 2 };

function Host() {
  const { publish, loading, element } = usePublish('abc');
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={publish} data-loading={loading}>
        go
      </button>
      <output>{location.pathname + location.search}</output>
      {element}
    </>
  );
}

function renderHost() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={['/project/abc/launch/base']}>
          <Routes>
            <Route path="*" element={<Host />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const flush = () => act(async () => {});
const goButton = () => screen.getByRole('button', { name: 'go' });

beforeEach(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  launch.mockReset();
});

describe('usePublish', () => {
  it('opens the diagnosis modal; an item opens the design tab at its question', async () => {
    const answer: LaunchAnswer = {
      ...state,
      status: 0,
      publishedVersion: null,
      errors: [{ type: 2, nodeId: 5, code: 'Q2', title: 'Pick one', message: 'has no options' }],
    };
    launch.mockResolvedValue(answer);
    renderHost();
    fireEvent.click(goButton());
    await flush();
    expect(await screen.findByText('Pre-publish check')).toBeTruthy();
    expect(screen.getByText('Incomplete question')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Go to fix: Q2 Pick one has no options/ }));
    expect(screen.getByRole('status').textContent).toBe('/project/abc/design?node=5');
  });

  it('keeps the loading flag 400 ms after the answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    launch.mockResolvedValue({ ...state, errors: [] });
    renderHost();
    fireEvent.click(goButton());
    await flush();
    expect(goButton().dataset.loading).toBe('true');
    act(() => vi.advanceTimersByTime(PUBLISH_LOADING_MS - 1));
    expect(goButton().dataset.loading).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(goButton().dataset.loading).toBe('false');
  });

  it('A5505 asks for the interviewee list with a "go upload" button', async () => {
    launch.mockRejectedValue(new ApiError('A5505', 'upload first', 'silent', false));
    renderHost();
    fireEvent.click(goButton());
    await flush();
    fireEvent.click(await screen.findByRole('button', { name: 'Go upload' }));
    await flush();
    expect(screen.getByRole('status').textContent).toBe('/project/abc/user');
  });

  it('A0215 offers the account upgrade', async () => {
    launch.mockRejectedValue(new ApiError('A0215', 'limit', 'silent', false));
    renderHost();
    fireEvent.click(goButton());
    await flush();
    expect((await screen.findAllByText(/at most 1,000 responses per survey/)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Upgrade' }).length).toBeGreaterThan(0);
  });
});
