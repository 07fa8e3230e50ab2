// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { projectTabs, SURVEY_TABS } from '../../layouts/project/project-tabs.ts';
import { Permission } from './permission-gate.tsx';
import { PROJECT_CODES, projectAllows, projectHeld } from './project-permission.ts';
import { useSessionStore } from './session-store.ts';

const none = { edit: false, report: false, launch: false };
const all = { edit: true, report: true, launch: true };
const keys = (held: string[], rights: typeof none) =>
  projectTabs(0, held, rights, SURVEY_TABS)
    .filter((tab) => !tab.denied)
    .map((tab) => tab.key);

afterEach(() => {
  cleanup();
  useSessionStore.setState({ permissions: [] });
});

describe('project elements through the one permission directive', () => {
  it('a project’s codes are what the policy granted on it, whatever the organisation-wide codes say', () => {
    // A member holding the organisation codes, on a project of another organisation shared read-only.
    const member = ['ORG_PROJECT_EDIT', 'DP_PROJECT_LAUNCH', 'PROJECT_CREATE'];
    expect(projectHeld(member, none)).toEqual(['PROJECT_CREATE']);
    expect(projectAllows(member, none, PROJECT_CODES.edit)).toBe(false);
    // Their own project: every right, with no organisation code at all.
    expect(projectHeld([], all)).toEqual(['ORG_PROJECT_EDIT', 'ORG_PROJECT_REPORT', 'ORG_PROJECT_LAUNCH']);
    expect(projectAllows([], { ...none, launch: true }, PROJECT_CODES.launch)).toBe(true);
  });

  it('a member without the edit code on the project sees no flow or theme tab, and report answers a message', () => {
    const tabs = projectTabs(0, ['ORG_PROJECT_VIEW'], none, SURVEY_TABS);
    expect(keys(['ORG_PROJECT_VIEW'], none)).toEqual(['design', 'setting', 'launch']);
    expect(tabs.find((tab) => tab.key === 'report')?.denied).toBe('noReportRight');
    expect(keys([], all)).toEqual(['design', 'flow', 'setting', 'theme', 'launch', 'report']);
  });

  it('the directive removes the publish action for a member without the launch code, and shows it with it', () => {
    useSessionStore.setState({ permissions: ['ORG_PROJECT_VIEW', 'ORG_PROJECT_LAUNCH'] });
    const publish = (rights: typeof none) => (
      <Permission codes={PROJECT_CODES.launch} project={rights}>
        <button type="button">发布</button>
      </Permission>
    );
    const { rerender } = render(publish({ ...none, edit: true }));
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    rerender(publish({ ...none, launch: true }));
    expect(screen.getByRole('button', { name: '发布' })).toBeTruthy();
  });

  it('an organisation-wide element follows the session’s codes', () => {
    useSessionStore.setState({ permissions: ['ORG_PROJECT_VIEW'] });
    const create = (
      <Permission codes={['PROJECT_CREATE']}>
        <button type="button">新建</button>
      </Permission>
    );
    const { rerender } = render(create);
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
    useSessionStore.setState({ permissions: ['PROJECT_CREATE'] });
    rerender(create);
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
  });
});
