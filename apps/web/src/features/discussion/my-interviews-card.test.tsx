// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { changeLang } from '../../i18n/index.ts';
import { renderAt } from '../../pages/interview/interview-test-support.tsx';
import { MyInterviewsCard } from './my-interviews-card.tsx';

// The client's calls are spies (answering nothing unless a test says so), and a session is held.
const call = vi.spyOn(api, 'call');
beforeEach(() => {
  call.mockImplementation(() => undefined as never);
  vi.spyOn(api, 'hasSession').mockReturnValue(true);
});

beforeEach(async () => {
  await changeLang('en');
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('my interviews on the project list', () => {
  it('links a host to the console and an observer to the live page, with the host’s status', async () => {
    call.mockResolvedValue({
      interviews: [
        { surveyCode: 'S1', title: 'Shoppers', role: 'host', status: 2, published: true },
        { surveyCode: 'S2', title: 'Drivers', role: 'observer', status: 1, published: true },
      ],
    });
    renderAt('/project', '/project', <MyInterviewsCard />);
    expect((await screen.findByRole('link', { name: 'Shoppers' })).getAttribute('href')).toBe(
      '/interview/S1',
    );
    expect(screen.getByRole('link', { name: 'Drivers' }).getAttribute('href')).toBe('/interview/S2/live');
    expect(screen.getByText('Interviewing')).toBeTruthy();
    expect(screen.getByText('Observer')).toBeTruthy();
  });

  it('shows nothing to someone who hosts nothing', async () => {
    call.mockResolvedValue({ interviews: [] });
    renderAt('/project', '/project', <MyInterviewsCard />);
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Interviews I host or observe')).toBeNull();
  });
});
