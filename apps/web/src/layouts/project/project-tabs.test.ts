import { describe, expect, it } from 'vitest';
import { INTERVIEW_TABS, projectTabs, SURVEY_TABS } from './project-tabs.ts';

const all = { edit: true, report: true, launch: true };
const built = (defs: typeof SURVEY_TABS) => defs.map((def) => ({ ...def, built: true }));

describe('project header tabs', () => {
  it('show only the screens that exist', () => {
    expect(projectTabs(0, [], all).map((tab) => tab.key)).toEqual([
      'design',
      'flow',
      'setting',
      'theme',
      'launch',
      'report',
    ]);
    expect(projectTabs(1, [], all).map((tab) => tab.key)).toEqual([
      'setting',
      'design',
      'interviewee',
      'launch',
      'report',
    ]);
  });

  it('list the survey tabs in the spec’s order for a caller with every right', () => {
    expect(projectTabs(0, [], all, built(SURVEY_TABS)).map((tab) => tab.key)).toEqual([
      'design',
      'flow',
      'setting',
      'theme',
      'launch',
      'report',
    ]);
    expect(projectTabs(1, [], all, built(INTERVIEW_TABS)).map((tab) => tab.key)).toEqual([
      'setting',
      'design',
      'interviewee',
      'launch',
      'report',
    ]);
  });

  it('hide flow and theme without the edit right', () => {
    const keys = projectTabs(0, [], { edit: false, report: true, launch: false }, built(SURVEY_TABS)).map(
      (tab) => tab.key,
    );
    expect(keys).toEqual(['design', 'setting', 'launch', 'report']);
  });

  it('keep the report tab without the report right, answering 暂无查看报表权限 instead of opening', () => {
    const tabs = projectTabs(0, [], { edit: true, report: false, launch: false }, built(SURVEY_TABS));
    expect(tabs.find((tab) => tab.key === 'report')).toEqual({
      key: 'report',
      path: 'report',
      denied: 'noReportRight',
    });
    expect(tabs.filter((tab) => tab.denied)).toHaveLength(1);
  });
});
