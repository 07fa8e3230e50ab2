import { configure } from '@testing-library/dom';
import { afterAll, vi } from 'vitest';

// `findBy*` and `waitFor` wait for what they assert; the default 1 s is shorter than an antd
// drawer or form takes to render on a loaded 2-core machine beside three other workers (a
// designer component test failed there and passed alone). A limit, not a speed check.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom has no matchMedia, which antd's responsive parts call; every component test gets a
// media query that never matches (the desktop layout).
if (typeof window !== 'undefined')
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

// Files of the shared-registry project replace module exports with spies (mockExports): the next
// file in the worker must find the real ones.
afterAll(() => {
  vi.restoreAllMocks();
});
