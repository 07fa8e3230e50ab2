// @vitest-environment happy-dom
import { discussionManagerApi, type ManagerList } from '@cairn/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { changeLang } from '../../i18n/index.ts';
import { renderAt } from '../interview/interview-test-support.tsx';
import { MemberSettingPage } from './member-setting-page.tsx';

// The client's calls are spies (answering nothing unless a test says so), and a session is held.
const call = vi.spyOn(api, 'call');
beforeEach(() => {
  call.mockImplementation(() => undefined as never);
  vi.spyOn(api, 'hasSession').mockReturnValue(true);
});

const list: ManagerList = {
  published: true,
  managers: [
    {
      id: 1,
      role: 'host',
      name: 'Hana',
      email: 'hana@example.com',
      userId: 7,
      status: 2,
      invitedAt: '2026-11-20T00:00:00Z',
    },
    {
      id: 2,
      role: 'observer',
      name: 'Oz',
      email: 'oz@example.com',
      userId: null,
      status: 0,
      invitedAt: null,
    },
  ],
};

const answer = (endpoint: unknown) => {
  if (endpoint === discussionManagerApi.list) return list;
  return list.managers[1];
};

beforeEach(async () => {
  await changeLang('en');
  call.mockImplementation(async (endpoint) => answer(endpoint) as never);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const render = () =>
  renderAt(
    '/project/:code/launch/member-setting',
    '/project/S1/launch/member-setting',
    <MemberSettingPage />,
  );

describe('member-setting', () => {
  it('lists hosts and observers with their invite state and host status', async () => {
    render();
    const hana = (await screen.findByText('Hana')).closest('tr')!;
    expect(within(hana).getByText('Accepted')).toBeTruthy();
    expect(within(hana).getByText('Interviewing')).toBeTruthy();
    const oz = screen.getByText('Oz').closest('tr')!;
    expect(within(oz).getByText('Not invited')).toBeTruthy();
    // Only a pending member can be invited.
    expect(within(hana).queryByRole('button', { name: 'Send invite' })).toBeNull();
    fireEvent.click(within(oz).getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(discussionManagerApi.email, { surveyCode: 'S1', id: 2 }),
    );
  });

  it('adds a member through the dialog', async () => {
    render();
    await screen.findByText('Hana');
    fireEvent.click(screen.getByRole('button', { name: 'Add a member' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Observer'));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ike' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ike@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(discussionManagerApi.update, {
        surveyCode: 'S1',
        role: 'observer',
        name: 'Ike',
        email: 'ike@example.com',
      }),
    );
  });

  it('says when there are none', async () => {
    call.mockImplementation(async () => ({ published: false, managers: [] }) as never);
    render();
    expect(await screen.findByText('No hosts or observers yet')).toBeTruthy();
  });
});
