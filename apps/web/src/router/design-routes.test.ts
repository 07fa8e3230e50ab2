import { describe, expect, it } from 'vitest';
import { matchRouteDefs } from './route-match.ts';

const names = (path: string) => matchRouteDefs(path).map((route) => route.name);

describe('project tab routes', () => {
  it('open the design tab in the project layout, the default tab at /project/{code}', () => {
    expect(names('/project/abc123/design')).toEqual(['ProjectLayout', 'ProjectDesign']);
    expect(names('/project/abc123')).toEqual(['ProjectLayout', 'ProjectIndex']);
    expect(matchRouteDefs('/project/abc123/design').at(-1)?.meta?.titleKey).toBe('projectDesign');
  });

  it('leave the project list and its recycle bin where they were', () => {
    expect(names('/project').at(-1)).toBe('Project');
    expect(names('/project/recycle').at(-1)).toBe('ProjectRecycle');
  });

  it('open the report sections, the overview first', () => {
    expect(names('/project/abc123/report').slice(-2)).toEqual(['ProjectReport', 'ReportOverview']);
    expect(names('/project/abc123/report/frequency').at(-1)).toBe('ReportFrequency');
    expect(names('/project/abc123/report/cross').at(-1)).toBe('ReportCross');
    expect(names('/project/abc123/report/weight-list').at(-1)).toBe('ReportWeightList');
    expect(names('/project/abc123/report/weight-edit').at(-1)).toBe('ReportWeightEdit');
    expect(names('/project/abc123/report/nothing').at(-1)).toBe('CatchAll');
  });
});
