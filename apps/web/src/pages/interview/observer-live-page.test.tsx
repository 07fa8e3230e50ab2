// @vitest-environment happy-dom
import type { InterviewLive } from '@cairn/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { LIVE_POLL_MS } from '../../features/discussion/discussion-api.ts';
import { changeLang } from '../../i18n/index.ts';
import { interviewee, renderAt } from './interview-test-support.tsx';
import { ObserverLivePage } from './observer-live-page.tsx';

// The client's calls are spies (answering nothing unless a test says so), and a session is held.
const call = vi.spyOn(api, 'call');
beforeEach(() => {
  call.mockImplementation(() => undefined as never);
  vi.spyOn(api, 'hasSession').mockReturnValue(true);
});

const live = (answers: { code: string; title: string; text: string }[]): InterviewLive => ({
  title: 'Shoppers',
  role: 'observer',
  waiting: 1,
  absent: 0,
  sessions: [
    {
      interviewee: interviewee({ state: 1, hostId: 5, responseId: 'r1' }),
      hostName: 'Hana',
      responseStatus: 'partial',
      savedAt: '2026-11-28T10:01:00.000Z',
      answers,
    },
  ],
});

beforeEach(async () => {
  await changeLang('en');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('observer live page', () => {
  it('shows answers as they are saved, polling every few seconds, and stops when paused', async () => {
    call.mockResolvedValueOnce(live([{ code: 'Q1', title: 'Brand', text: 'Acme' }]));
    renderAt('/interview/:code/live', '/interview/S1/live', <ObserverLivePage />);
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByText(/Host: Hana/)).toBeTruthy();
    expect(screen.queryByText('weekly')).toBeNull();
    call.mockResolvedValue(
      live([
        { code: 'Q1', title: 'Brand', text: 'Acme' },
        { code: 'Q2', title: 'How often', text: 'weekly' },
      ]),
    );
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    expect(await screen.findByText('weekly')).toBeTruthy();
    const calls = call.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText(/Refreshing paused/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3));
    expect(call.mock.calls.length).toBe(calls);
  });

  it('says when nothing has started, and refuses someone who is no manager', async () => {
    call.mockResolvedValueOnce({ ...live([]), sessions: [] });
    renderAt('/interview/:code/live', '/interview/S1/live', <ObserverLivePage />);
    expect(await screen.findByText(/No interview has started/)).toBeTruthy();
    cleanup();
    const { ApiError } = await import('../../api/api-error.ts');
    call.mockRejectedValueOnce(new ApiError('A5202', 'no', 'refreshExpiry', false));
    renderAt('/interview/:code/live', '/interview/S1/live', <ObserverLivePage />);
    expect(await screen.findByText(/not a host or observer/)).toBeTruthy();
  });
});
