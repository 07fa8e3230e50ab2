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

  it('send tabs that do not exist yet to the catch-all', () => {
    expect(names('/project/abc123/report').at(-1)).toBe('CatchAll');
  });
});
