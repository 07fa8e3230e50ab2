import type { LogicRule } from '../logic/schema.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { ZSurveySettings } from '../survey/settings.ts';
import { ZTheme } from '../survey/theme.ts';
import { SURVEY_DOCUMENT_VERSION, type SurveyDocument } from './schema.ts';

export interface DocumentMeta {
  code: string;
  /** The version number this document will be published as (1 for the first publish). */
  version: number;
  title: string;
  lang: 'zh' | 'en';
  /** ISO time of the publish. */
  publishedAt: string;
}

export interface DocumentInput {
  nodes: readonly NodeRecord[];
  options: readonly OptionRecord[];
  logic: readonly LogicRule[];
  /** `surveys.settings` as stored (unknown keys kept, missing ones absent). */
  settings: unknown;
  /** The survey's theme as stored; ZTheme fills what is missing. */
  theme: unknown;
  meta: DocumentMeta;
}

/**
 * The live design as a survey document: the trash is left out (a trashed node and everything
 * still under it), nodes are ordered by parent then position and options by node then position,
 * so two publishes of the same design give the same document. Pure; the server stores the result.
 */
export function buildSurveyDocument(input: DocumentInput): SurveyDocument {
  const nodes = liveNodes(input.nodes);
  const liveIds = new Set(nodes.map((n) => n.id));
  const options = input.options
    .filter((o) => liveIds.has(o.nodeId))
    .sort((a, b) => a.nodeId - b.nodeId || a.position - b.position);
  return {
    schemaVersion: SURVEY_DOCUMENT_VERSION,
    code: input.meta.code,
    version: input.meta.version,
    title: input.meta.title,
    lang: input.meta.lang,
    publishedAt: input.meta.publishedAt,
    nodes,
    options,
    logic: [...input.logic],
    settings: ZSurveySettings.parse(input.settings ?? {}),
    theme: ZTheme.parse(input.theme ?? {}),
  };
}

/** Nodes reachable from the top level through nodes that are not in the trash. */
function liveNodes(all: readonly NodeRecord[]): NodeRecord[] {
  const children = new Map<number | null, NodeRecord[]>();
  for (const node of all) {
    if (node.deletedAt !== null) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  const out: NodeRecord[] = [];
  const visit = (parentId: number | null) => {
    for (const child of children.get(parentId) ?? []) {
      out.push(child);
      visit(child.id);
    }
  };
  visit(null);
  // Parent then position: top level (null) first, then by parent id.
  return out.sort(
    (a, b) => (a.parentId ?? -1) - (b.parentId ?? -1) || a.position - b.position || a.id - b.id,
  );
}

/**
 * The document's nodes in reading order (depth first: a group, then its children), for the
 * diagnosis list and the respondent page.
 */
export function nodesInOrder(doc: Pick<SurveyDocument, 'nodes'>): NodeRecord[] {
  const children = new Map<number | null, NodeRecord[]>();
  for (const node of doc.nodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  const out: NodeRecord[] = [];
  const visit = (parentId: number | null) => {
    const list = (children.get(parentId) ?? []).sort((a, b) => a.position - b.position);
    for (const child of list) {
      out.push(child);
      visit(child.id);
    }
  };
  visit(null);
  return out;
}
