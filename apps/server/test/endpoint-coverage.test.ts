import { allEndpoints, fullPath } from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../src/http/serve-endpoints.ts';
import { specCalls } from './fixtures/spec-calls.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

const key = (method: string, path: string) => `${method} ${path.replace(/[:{]\w+\}?/g, '{}')}`;

describe('the description and the server', () => {
  it('serves every /api route from the description, and every described endpoint', () => {
    const api = t.app.servedRoutes.filter((route) => route.url.startsWith('/api/'));
    expect(api.filter((route) => !route.described).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const served = new Set(api.map((route) => key(route.method, route.url)));
    const described = allEndpoints().map(({ name, endpoint }) => ({
      name,
      key: key(endpoint.method, routePath(endpoint)),
    }));
    expect(described.filter((d) => !served.has(d.key)).map((d) => d.name)).toEqual([]);
    expect(new Set(described.map((d) => d.key)).size).toBe(described.length);
    expect(served.size).toBe(described.length);
  });
});

describe('the spec’s calls (doc 2 §7)', () => {
  const described = new Set(
    allEndpoints().map(({ endpoint }) => key(endpoint.method, fullPath(endpoint).slice('/api'.length))),
  );
  const isServed = (call: string) => {
    const [method = '', path = ''] = call.split(' ');
    return described.has(key(method, path));
  };

  it('lists each call once', () => {
    const keys = specCalls.map((c) => key(...(c.call.split(' ') as [string, string])));
    expect(keys.length - new Set(keys).size).toBe(0);
  });

  it('serves every call not marked for a later issue, and none that is still marked', () => {
    const missing = specCalls.filter((c) => c.later === undefined && !isServed(c.call)).map((c) => c.call);
    const stale = specCalls.filter((c) => c.later !== undefined && isServed(c.call)).map((c) => c.call);
    const count = specCalls.filter((c) => isServed(c.call)).length;
    console.info(`spec calls served: ${count} of ${specCalls.length}`);
    for (const issue of [...new Set(specCalls.map((c) => c.later).filter(Boolean))])
      console.info(`  issue ${issue}: ${specCalls.filter((c) => c.later === issue).length} calls to build`);
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });
});
