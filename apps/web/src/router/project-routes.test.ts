import { describe, expect, it } from 'vitest';
import { matchRouteDefs } from './route-match.ts';

const leaf = (path: string) => matchRouteDefs(path).at(-1)?.name;

describe('project list and creation routes', () => {
  it('match their screens inside the shell', () => {
    expect(matchRouteDefs('/project').map((r) => r.name)).toEqual(['AppLayout', 'Project']);
    expect(leaf('/project/recycle')).toBe('ProjectRecycle');
    expect(leaf('/create')).toBe('Create');
    expect(leaf('/create/1')).toBe('CreateProject');
  });

  it('mark all of them as part of Projects in the top bar', () => {
    for (const path of ['/project', '/project/recycle', '/create', '/create/0'])
      expect(matchRouteDefs(path).at(-1)?.meta?.navKey).toBe('project');
  });
});
