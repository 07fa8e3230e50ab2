import { describe, expect, it } from 'vitest';
import { routeComponents } from './route-components.ts';
import { matchRouteDefs } from './route-match.ts';

const leaf = (path: string) => matchRouteDefs(path).at(-1);

describe('template routes', () => {
  it('match their screens inside the shell, under Projects in the top bar, behind the login', () => {
    for (const [path, name] of [
      ['/survey/template', 'SurveyTemplate'],
      ['/prepare', 'Prepare'],
    ] as const) {
      expect(matchRouteDefs(path).map((r) => r.name)).toEqual(['AppLayout', name]);
      expect(leaf(path)?.meta?.navKey).toBe('project');
      expect(leaf(path)?.meta?.isPublic).toBeUndefined();
      expect(routeComponents[name]).toBeTypeOf('function');
    }
  });
});
