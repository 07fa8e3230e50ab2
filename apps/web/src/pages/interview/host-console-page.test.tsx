// @vitest-environment happy-dom
import { type InterviewConsole, interviewApi } from '@cairn/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import * as offline from '../../api/endpoints/discussion-offline.ts';
import { downloadOfflineFile, saveBlob } from '../../api/endpoints/discussion-offline.ts';
import { changeLang } from '../../i18n/index.ts';
import { mockExports } from '../../testing/mock-exports.ts';
import { HostConsolePage } from './host-console-page.tsx';
import { interviewee, renderAt } from './interview-test-support.tsx';

mockExports(offline);
// The client's calls are spies (answering nothing unless a test says so), and a session is held.
const call = vi.spyOn(api, 'call');
beforeEach(() => {
  call.mockImplementation(() => undefined as never);
  vi.spyOn(api, 'hasSession').mockReturnValue(true);
});

const consoleOf = (over: Partial<InterviewConsole> = {}): InterviewConsole => ({
  surveyCode: 'S1',
  title: 'Shoppers',
  published: true,
  me: { id: 5, role: 'host', name: 'Hana', email: 'h@example.com', userId: 7, status: 1, invitedAt: null },
  hosts: [
    { id: 5, name: 'Hana' },
    { id: 6, name: 'Ivo' },
  ],
  interviewees: [
    interviewee(),
    interviewee({ id: 2, code: 'U2', name: 'Bob', state: 1, hostId: 6 }),
    interviewee({ id: 3, code: 'U3', name: 'Cy', state: 2, hostId: 5 }),
  ],
  ...over,
});

beforeEach(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const render = () => renderAt('/interview/:code', '/interview/S1', <HostConsolePage />);

describe('host console', () => {
  it('lists the roll with states and offers sessions only for waiting interviewees', async () => {
    call.mockResolvedValue(consoleOf());
    render();
    const ann = (await screen.findByText('Ann')).closest('tr')!;
    expect(within(ann).getByText('Waiting')).toBeTruthy();
    expect(within(ann).getByRole('button', { name: 'Start interview' })).toBeTruthy();
    const bob = screen.getByText('Bob').closest('tr')!;
    expect(within(bob).getByText('Ivo')).toBeTruthy();
    expect(within(bob).queryByRole('button', { name: 'Start interview' })).toBeNull();
    expect(screen.getByText('Waiting 1 · Interviewing 1 · Done 1 · Absent 0')).toBeTruthy();
  });

  it('opens the interviewer page with the ticket in the fragment', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    call.mockImplementation(
      async (endpoint) =>
        (endpoint === interviewApi.open
          ? { interviewee: interviewee({ state: 1, hostId: 5 }), ticket: 'v1.1.5.9.ab', expiresAt: 9 }
          : consoleOf()) as never,
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start interview' }));
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith('/r/S1#iv=U1&t=v1.1.5.9.ab', '_blank', 'noopener'),
    );
    expect(call).toHaveBeenCalledWith(
      interviewApi.open,
      { surveyCode: 'S1', intervieweeId: 1 },
      { handles: ['A5531', 'A5532', 'A5533'] },
    );
  });

  it('says a refusal once, in its alert, and reads the roll again', async () => {
    const refusal = new ApiError(
      'A5533',
      'This interviewee’s quota is full and set to stop: North',
      'toast',
      false,
    );
    call.mockImplementation(async (endpoint) => {
      if (endpoint === interviewApi.open) throw refusal;
      return consoleOf() as never;
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start interview' }));
    expect((await screen.findByRole('alert')).textContent).toContain('quota is full');
    // The call asks to handle the refusal itself (no toast), and the roll is read again.
    expect(call.mock.calls.find(([e]) => e === interviewApi.open)?.[2]).toEqual({
      handles: ['A5531', 'A5532', 'A5533'],
    });
    await waitFor(() => expect(call.mock.calls.filter(([e]) => e === interviewApi.console).length).toBe(2));
  });

  it('leaves a failure the client already toasted out of the alert', async () => {
    call.mockImplementation(async (endpoint) => {
      if (endpoint === interviewApi.open) throw new ApiError('B0001', 'Network down', 'toast', true);
      return consoleOf() as never;
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Start interview' }));
    await waitFor(() => expect(call.mock.calls.filter(([e]) => e === interviewApi.console).length).toBe(2));
    expect(screen.queryByText('Network down')).toBeNull();
  });

  it('keeps observers to watching, and says when the project is not published', async () => {
    call.mockResolvedValue(
      consoleOf({ published: false, me: { ...consoleOf().me, role: 'observer', status: 0 } }),
    );
    render();
    expect(await screen.findByText(/Observers watch/)).toBeTruthy();
    expect(screen.getByText(/not published yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start interview' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close my hosting' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download the offline interview file' })).toBeNull();
  });

  it('lets a host download the offline file (a new one when theirs was withdrawn)', async () => {
    call.mockResolvedValue(consoleOf());
    const file = { blob: new Blob(['<html>']), fileName: 'offline-S1.html' };
    vi.mocked(downloadOfflineFile).mockResolvedValue(file);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download the offline interview file' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(file.blob, 'offline-S1.html'));
    expect(downloadOfflineFile).toHaveBeenCalledWith('S1');
    expect(await screen.findByText(/The offline interview file of “Shoppers” is downloaded/)).toBeTruthy();
  });
});
