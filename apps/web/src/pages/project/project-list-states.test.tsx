// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../features/session/session-store.ts';
import { changeLang } from '../../i18n/index.ts';
import { ProjectListEmpty } from './project-list-states.tsx';

beforeAll(() => changeLang('en'));
afterEach(() => {
  cleanup();
  useSessionStore.setState({ permissions: [] });
});

const firstRun = () => render(<ProjectListEmpty view={{ kind: 'all' }} keyword="" onCreate={() => {}} />);

describe('the empty project list', () => {
  it('offers to create the first project to a caller holding PROJECT_CREATE', () => {
    useSessionStore.setState({ permissions: ['DEFAULT', 'PROJECT_CREATE'] });
    firstRun();
    expect(screen.getByRole('button', { name: /create a survey/i })).toBeTruthy();
  });

  it('offers nothing to create to a member an admin restricted (the server would answer A5202)', () => {
    useSessionStore.setState({ permissions: ['ORG_PROJECT_VIEW'] });
    firstRun();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
