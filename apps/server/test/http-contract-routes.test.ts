import {
  allEndpoints,
  DESIGNER_CLIENT_SECRET,
  type Endpoint,
  queryValuesOf,
  signRequest,
  splitInput,
} from '@cairn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newSurvey } from './support/design.ts';
import { multipartBody } from './support/multipart.ts';
import { setLevel } from './support/respond.ts';
import { sampleOf } from './support/sample-input.ts';
import { basicAuth, createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';

/**
 * Hostile input against every endpoint of the description (RELIABILITY.md "Bad input"): the
 * answer is an envelope error naming the field, never HTTP 500, whatever the route.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerAndLogin(t, 'nora', 'nora-pass-1'));
  // An enterprise account: the enterprise gates (dashboards' norm upload) answer before the body is read.
  await setLevel(t, 'nora', 1);
});
afterAll(() => t.close());

/** The first string field of a sample (depth first), as a path of keys. */
function stringPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = stringPath(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = stringPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function withNul(sample: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  at[last] = `a\u0000${String(at[last])}`;
  return copy;
}

/** Endpoints whose query or JSON body holds a string somewhere, with a sample that has NUL in it. */
const withStrings = allEndpoints().flatMap(({ name, endpoint }) => {
  const part = (['body', 'query'] as const).find((key) => {
    const schema = endpoint[key] as z.ZodType | undefined;
    return schema && !(key === 'body' && endpoint.upload) && stringPath(sampleOf(schema));
  });
  if (!part) return [];
  const sample = sampleOf(endpoint[part] as z.ZodType);
  return [{ name, endpoint, part, input: withNul(sample, stringPath(sample) ?? []) }];
});

describe('NUL (U+0000) in a text field', () => {
  it('finds endpoints with text input in the description', () => {
    expect(withStrings.length).toBeGreaterThan(10);
  });

  it.each(withStrings)('$name refuses it in its $part with A0400', async ({ endpoint, input }) => {
    const params = Object.fromEntries(
      (endpoint.path.match(/\{(\w+)\}/g) ?? []).map((p) => [
        p.slice(1, -1),
        sampleParam(endpoint, p.slice(1, -1)),
      ]),
    );
    const answer = await t.api(endpoint, { ...params, ...(input as object) } as never, {
      token,
      headers: endpoint.access === 'client' ? { authorization: '' } : {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.message).toContain('U+0000');
  });
});

function sampleParam(endpoint: Endpoint, name: string): unknown {
  const sample = endpoint.params ? (sampleOf(endpoint.params) as Record<string, unknown>) : {};
  return sample[name] ?? 1;
}

// Keeps splitInput in the picture: a NUL in a path parameter is refused the same way.
it('refuses NUL in a path parameter', async () => {
  const trash = allEndpoints().find(({ name }) => name === 'trashApi.list')?.endpoint as Endpoint;
  const path = splitInput(trash, { code: 'abc' }).path.replace('abc', 'a%00b');
  const answer = await t.call('GET', `/api${path}`, { token });
  expect(answer.body.code).toBe('A0400');
});

describe('a multipart body cut off before its closing boundary', () => {
  const uploads = allEndpoints().filter(({ endpoint }) => endpoint.upload);

  it('finds the upload endpoints in the description', () => {
    expect(uploads.map(({ name }) => name).length).toBeGreaterThanOrEqual(5);
  });

  it.each(uploads)('$name answers A0400, not HTTP 500', async ({ endpoint }) => {
    const code = await newSurvey(t, token);
    const input = (endpoint.query ? sampleOf(endpoint.query) : {}) as Record<string, unknown>;
    for (const field of ['surveyCode', 'code']) if (field in input) input[field] = code;
    const { payload, contentType } = multipartBody([
      { name: 'file', fileName: 'data.xlsx', content: 'x'.repeat(4096) },
    ]);
    const cut = payload.subarray(0, payload.length - 2100);
    const { path, query } = splitInput(endpoint, input);
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const time = t.deps.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${path}${search.size ? `?${search}` : ''}`,
      payload: cut,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${token}`,
        time: String(time),
        sign: signRequest(queryValuesOf(search), undefined, time, DESIGNER_CLIENT_SECRET),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('A0400');
  });
});

/** A value of another JSON type than the sample's. */
const wrongTyped = (value: unknown): unknown =>
  typeof value === 'string' ? 12345 : typeof value === 'number' || typeof value === 'boolean' ? 'x' : 7;

const UNIONS = ['authApi.token'];

/** Endpoints with a JSON body (uploads are multipart, met above). */
const withBodies = allEndpoints().filter(({ endpoint }) => endpoint.body && !endpoint.upload);

function pathParams(endpoint: Endpoint) {
  return Object.fromEntries(
    (endpoint.path.match(/\{(\w+)\}/g) ?? []).map((p) => [
      p.slice(1, -1),
      sampleParam(endpoint, p.slice(1, -1)),
    ]),
  );
}

const authFor = (endpoint: Endpoint): Record<string, string> =>
  endpoint.access === 'client' ? basicAuth : { authorization: `Bearer ${token}` };

describe('a malformed or wrong-typed JSON body', () => {
  it('finds the endpoints with a JSON body in the description', () => {
    expect(withBodies.length).toBeGreaterThan(50);
  });

  it.each(withBodies)('$name answers malformed JSON with A0400', async ({ endpoint }) => {
    const { path, query } = splitInput(endpoint, {
      ...pathParams(endpoint),
      ...((endpoint.query ? sampleOf(endpoint.query) : {}) as object),
    } as never);
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
    );
    const res = await t.app.inject({
      method: endpoint.method,
      url: `/api${path}${search.size ? `?${search}` : ''}`,
      payload: '{"a": 1,',
      headers: {
        'content-type': 'application/json',
        time: String(t.deps.now()),
        sign: 'x'.repeat(64),
        ...authFor(endpoint),
      },
    });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 200, code: 'A0400' });
  });

  it.each(withBodies)('$name answers fields of the wrong type with A0400', async ({ name, endpoint }) => {
    const sample = sampleOf(endpoint.body as z.ZodType) as Record<string, unknown>;
    const keys = Object.keys(sample);
    // A body of the wrong type altogether where the sample has no required field.
    const body = keys.length ? Object.fromEntries(keys.map((k) => [k, wrongTyped(sample[k])])) : [1];
    const { path, query } = splitInput(endpoint, {
      ...pathParams(endpoint),
      ...((endpoint.query ? sampleOf(endpoint.query) : {}) as object),
    } as never);
    const answer = await t.call(endpoint.method, `/api${path}`, {
      body,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: authFor(endpoint),
    });
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 200, code: 'A0400' });
    // The validator's answer, naming a field, not some earlier refusal that happens to share the code.
    // (A union such as the token grant's names no single field.)
    if (keys.length && !UNIONS.includes(name))
      expect(keys.some((k) => answer.body.message.includes(k))).toBe(true);
  });
});
