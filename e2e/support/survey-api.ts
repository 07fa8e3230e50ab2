import {
  type AnswerOf,
  type CallInput,
  DESIGNER_CLIENT_SECRET,
  type Endpoint,
  fullPath,
  imageLibraryApi,
  logicApi,
  nodesApi,
  projectsApi,
  publishingApi,
  settingsApi,
  signRequest,
} from '@cairn/contract';
import type { Node } from '@cairn/core';
import type { Page } from 'playwright-core';
import { callEndpoint } from './call-endpoint.ts';
import { solidPng } from './libraries.ts';

/**
 * Builds surveys through the designer HTTP API with a logged-in page's token, the way the design
 * screen does (every edit carries the edit version the previous one returned). Far faster than
 * clicking through the designer, for journeys whose subject is the respondent page.
 */

export interface Saved {
  saved: { version: number };
}

export interface SurveyApi {
  code: string;
  /** Adds a question type (or a group) after `afterId` / into `parentId` (default: last, top level). */
  add(
    what: number | 'group',
    where?: { afterId?: number | null; parentId?: number | null; title?: string },
  ): Promise<number>;
  /** Title, subtype or setting (merged) of a node. */
  update(id: number, patch: Record<string, unknown>): Promise<void>;
  /** A design edit of the description (surveyCode and the edit version added); answers its answer. */
  edit<E extends Endpoint>(endpoint: E, input: SurveyInput<E>): Promise<AnswerOf<E>>;
  node(id: number): Promise<Node>;
  /** Every node of the design, by id (one call). */
  nodes(): Promise<Map<number, Node>>;
  /** Logic/save with a new rule; answers the rule's id. */
  rule(rule: Record<string, unknown>): Promise<number>;
  settings(settings: Record<string, unknown>): Promise<void>;
  launch(): Promise<void>;
}

/** A call's input without `surveyCode`, which the survey adds (a union body stays a union). */
type SurveyInput<E extends Endpoint> =
  CallInput<E> extends infer I ? (I extends unknown ? Omit<I, 'surveyCode'> : never) : never;

/** The survey settings a call may set (checked by the server). */
type SettingsEdit = CallInput<typeof settingsApi.save>['settings'];

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** `lang`: the author's language, which default titles (options, sub-questions) follow. */
export async function surveyApi(
  page: Page,
  title: string,
  lang: 'zh' | 'en' = 'zh',
  options: { projectType?: 0 | 1 } = {},
): Promise<SurveyApi> {
  const language = { 'accept-language': lang };
  const { code } = await callEndpoint(
    page,
    projectsApi.init,
    { title, ...(options.projectType ? { projectType: options.projectType } : {}) },
    { headers: language },
  );
  let version = (await callEndpoint(page, nodesApi.tree, { surveyCode: code })).version;
  const edit: SurveyApi['edit'] = async (endpoint, input) => {
    const answer = await callEndpoint(page, endpoint, { surveyCode: code, ...input } as never, {
      version,
      headers: language,
    });
    version = (answer as Saved).saved.version;
    return answer;
  };
  const nodes = async () => {
    const tree = await callEndpoint(page, nodesApi.tree, { surveyCode: code });
    version = tree.version;
    return new Map(flatten(tree.nodes).map((n) => [n.id, n]));
  };
  return {
    code,
    edit,
    async add(what, where = {}) {
      const answer = await edit(nodesApi.add, { what, ...where });
      const node = answer.change.nodes.inserted[0];
      if (!node) throw new Error(`adding ${what} inserted nothing`);
      return node.id;
    },
    async update(id, patch) {
      await edit(nodesApi.update, { id, ...patch } as SurveyInput<typeof nodesApi.update>);
    },
    nodes,
    async node(id) {
      const found = (await nodes()).get(id);
      if (!found) throw new Error(`node ${id} is not in the tree`);
      return found;
    },
    async rule(rule) {
      const input = { rule } as SurveyInput<typeof logicApi.save>;
      return (await edit(logicApi.save, input)).rule.id;
    },
    async settings(settings) {
      await callEndpoint(page, settingsApi.save, { code, settings: settings as SettingsEdit });
    },
    async launch() {
      const answer = await callEndpoint(page, publishingApi.launch, { projectCode: code });
      if (answer.errors.length > 0) throw new Error(`launch refused: ${JSON.stringify(answer.errors)}`);
    },
  };
}

/** A node's answer choices (option type 1), in order. */
export const choicesOf = (node: Node) => node.options.filter((o) => o.type === 1);
/** A node's sub-questions / drag items (option type 2), in order. */
export const subsOf = (node: Node) => node.options.filter((o) => o.type === 2);

/**
 * Uploads a one-colour PNG into the author's image library and answers its file key, which is
 * what the designer stores in a question (the signature covers the query, not multipart bodies).
 */
export async function uploadImage(page: Page, name: string, rgb: [number, number, number]): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const time = Date.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(solidPng(240, 160, rgb))], { type: 'image/png' }), name);
  const response = await fetch(`${new URL(page.url()).origin}${fullPath(imageLibraryApi.upload)}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      time: String(time),
      sign: signRequest({}, undefined, time, DESIGNER_CLIENT_SECRET),
    },
    body: form,
  });
  const envelope = (await response.json()) as { code: string; message: string; data: { key: string }[] };
  if (envelope.code !== '00000')
    throw new Error(`image upload answered ${envelope.code} ${envelope.message}`);
  return envelope.data[0]!.key;
}
