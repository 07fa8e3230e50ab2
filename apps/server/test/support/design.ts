import { type AnswerOf, type CallInput, type Endpoint, nodesApi, projectsApi } from '@cairn/contract';
import type { Node } from '@cairn/core';
import type { Envelope, TestApp } from './test-app.ts';

/** A design call of the description: it carries the edit version and answers the new one in `saved`. */
export type EditCall = Endpoint & { edit: object };
/** A call's input without `surveyCode` (a union body stays a union). */
type SurveyInput<E extends Endpoint> =
  CallInput<E> extends infer I ? (I extends unknown ? Omit<I, 'surveyCode'> : never) : never;

/**
 * A designer's session on one survey, as the web client behaves: every edit carries the version
 * the previous answer returned (x-node-v), so tests read like a sequence of designer actions.
 */
export interface DesignSession {
  code: string;
  token: string;
  version: number;
  tree(): Promise<Node[]>;
  /** A design edit with the session's version (surveyCode added); a success moves the version on. */
  edit<E extends EditCall>(
    endpoint: E,
    input: SurveyInput<E>,
    options?: { version?: number | null },
  ): Promise<Envelope<AnswerOf<E>>>;
  /** A read of this survey (surveyCode added). */
  get<E extends Endpoint>(endpoint: E, input?: SurveyInput<E>): Promise<Envelope<AnswerOf<E>>>;
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
  const withSurvey = (input: object | undefined) => ({ surveyCode: code, ...input }) as never;
  const session: DesignSession = {
    code,
    token,
    version: 0,
    async tree() {
      const res = await t.api(nodesApi.tree, { surveyCode: code }, { token });
      if (res.body.code !== '00000')
        throw new Error(`GET nodes failed: ${res.body.code} ${res.body.message}`);
      session.version = res.body.data.version;
      return res.body.data.nodes;
    },
    async edit(endpoint, input, options = {}) {
      const version = options.version === undefined ? session.version : options.version;
      const res = await t.api(endpoint, withSurvey(input), {
        token,
        ...(version === null ? {} : { version }),
      });
      const saved = (res.body.data as { saved?: { version: number } } | null)?.saved;
      if (res.body.code === '00000' && saved) session.version = saved.version;
      return res.body;
    },
    async get(endpoint, input) {
      return (await t.api(endpoint, withSurvey(input), { token })).body;
    },
    async add(what, where = {}) {
      const res = await session.edit(nodesApi.add, { what, ...where });
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

/** A described call and its input (surveyCode added by `codesOf`); bad input on purpose is allowed. */
export type AnyCall = [Endpoint, object];

/**
 * Sends each call on survey `surveyCode` as `token`'s holder would, at edit `version`, and
 * answers `[path, code]` pairs — for tests that walk every call of a family (rights, freezes).
 */
export async function codesOf(
  t: TestApp,
  calls: AnyCall[],
  who: { token: string; surveyCode: string; version?: number },
): Promise<[string, string][]> {
  const codes: [string, string][] = [];
  for (const [endpoint, input] of calls) {
    const res = await t.api(endpoint, { surveyCode: who.surveyCode, ...input } as never, {
      token: who.token,
      ...(who.version === undefined ? {} : { version: who.version }),
    });
    codes.push([endpoint.path, res.body.code]);
  }
  return codes;
}
