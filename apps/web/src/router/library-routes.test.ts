import { describe, expect, it } from 'vitest';
import { LIBRARY_TABS } from '../features/library/library-access.ts';
import { decideNavigation } from './guard.ts';
import { matchRouteDefs } from './route-match.ts';

const names = (path: string) => matchRouteDefs(path).map((r) => r.name);
const navigate = (pathname: string, thirdType: number | null) =>
  decideNavigation({
    pathname,
    search: '',
    matched: matchRouteDefs(pathname),
    hasToken: true,
    user: { thirdType },
  });

describe('library routes', () => {
  it('match one screen per tab, under the library layout in the shell', () => {
    for (const tab of LIBRARY_TABS) expect(names(tab.path)).toEqual(['AppLayout', 'Library', tab.name]);
    expect(matchRouteDefs('/library/question').at(-1)?.meta?.navKey).toBeUndefined();
    expect(matchRouteDefs('/library/question')[1]?.meta?.navKey).toBe('library');
  });

  it('send /library to the image tab, where "my resources" leads', () => {
    expect(navigate('/library', null)).toEqual({ kind: 'redirect', to: '/library/image' });
  });

  it('keep retail partners out of the company libraries only', () => {
    expect(navigate('/library/image/company', 1)).toEqual({ kind: 'redirect', to: '/404' });
    expect(navigate('/library/question/company', 1)).toEqual({ kind: 'redirect', to: '/404' });
    expect(navigate('/library/question', 1)).toEqual({ kind: 'pass' });
    expect(navigate('/library/image/company', null)).toEqual({ kind: 'pass' });
  });
});
