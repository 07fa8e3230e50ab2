import { type DesignTreeView, projectsApi, type TreeEdited } from '@cairn/contract';
import type { Node } from '@cairn/core';
import type { Envelope, TestApp } from './test-app.ts';

export const V1 = '/api/designer/v1';

/**
 * A designer's session on one survey, as the web client behaves: every edit carries the version
 * the previous answer returned (x-node-v), so tests read like a sequence of designer actions.
 */
export interface DesignSession {
  code: string;
  token: string;
  version: number;
  tree(): Promise<Node[]>;
  /** A POST edit with the session's version; a success moves the version on. */
  edit(
    path: string,
    body: Record<string, unknown>,
    options?: { version?: number | null },
  ): Promise<Envelope<TreeEdited>>;
  get<T>(path: string, query?: Record<string, string>): Promise<Envelope<T>>;
  /** Adds a question type (or 'group') and answers the new node's id. */
  add(what: number | 'group', where?: { afterId?: number | null; parentId?: number | null }): Promise<number>;
}

export async function newSurvey(t: TestApp, token: string, lang?: 'en'): Promise<string> {
  const headers = lang === 'en' ? { 'accept-language': 'en' } : undefined;
  const res = await t.api(projectsApi.init, {}, { token, ...(headers ? { headers } : {}) });
  if (res.body.code !== '00000') throw new Error(`project init failed: ${res.body.code}`);
  return res.body.data.code;
}

export async function designSession(t: TestApp, token: string, code: string): Promise<DesignSession> {
  const session: DesignSession = {
    code,
    token,
    version: 0,
    async tree() {
      const res = await t.call<DesignTreeView>('GET', `${V1}/nodes`, { token, query: { surveyCode: code } });
      if (res.body.code !== '00000')
        throw new Error(`GET nodes failed: ${res.body.code} ${res.body.message}`);
      session.version = res.body.data.version;
      return res.body.data.nodes;
    },
    async edit(path, body, options = {}) {
      const version = options.version === undefined ? session.version : options.version;
      const res = await t.call<TreeEdited>('POST', `${V1}${path}`, {
        token,
        body: { surveyCode: code, ...body },
        headers: version === null ? {} : { 'x-node-v': String(version) },
      });
      if (res.body.code === '00000') session.version = res.body.data.saved.version;
      return res.body;
    },
    async get(path, query = {}) {
      return (await t.call('GET', `${V1}${path}`, { token, query: { surveyCode: code, ...query } }))
        .body as never;
    },
    async add(what, where = {}) {
      const res = await session.edit('/nodes', { what, ...where });
      if (res.code !== '00000') throw new Error(`add ${what} failed: ${res.code} ${res.message}`);
      return res.data.change.nodes.inserted[0]!.id;
    },
  };
  await session.tree();
  return session;
}

/** Node titles and children as a compact outline, to compare trees at a glance. */
export function outline(nodes: Node[]): unknown[] {
  return nodes.map((n) => (n.children.length ? { [n.title]: outline(n.children) } : n.title));
}

/** Every node of a nested tree, depth first. */
export function flatten(nodes: Node[]): Node[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}
