import type { LogicRule } from '../logic/schema.ts';
import type { NodeRecord } from '../model/node.ts';
import type { OptionRecord } from '../model/option.ts';
import { buildSurveyDocument } from './build-document.ts';
import type { SurveyDocument } from './schema.ts';

/** Plain records for document and diagnosis tests (no tree operations needed to describe a case). */
export function aNode(id: number, init: Partial<NodeRecord> = {}): NodeRecord {
  return {
    id,
    surveyId: 1,
    parentId: null,
    model: 1,
    type: 1,
    subType: 0,
    attribute: 0,
    code: `Q${id}`,
    title: `Question ${id}`,
    label: null,
    position: 0,
    setting: {},
    joinId: 0,
    dependId: 0,
    loopId: null,
    locked: false,
    deletedAt: null,
    trash: null,
    ...init,
  };
}

export function anOption(id: number, nodeId: number, init: Partial<OptionRecord> = {}): OptionRecord {
  return {
    id,
    surveyId: 1,
    nodeId,
    parentId: null,
    type: 1,
    isGroup: false,
    code: String(id),
    title: `Option ${id}`,
    rightTitle: null,
    position: 0,
    required: false,
    locked: false,
    other: false,
    exclusive: false,
    image: null,
    setting: {},
    joinId: 0,
    rootJoinId: 0,
    ...init,
  };
}

export function aDocument(
  nodes: NodeRecord[],
  options: OptionRecord[] = [],
  extra: { logic?: LogicRule[]; settings?: unknown; theme?: unknown; title?: string } = {},
): SurveyDocument {
  return buildSurveyDocument({
    nodes,
    options,
    logic: extra.logic ?? [],
    settings: extra.settings ?? {},
    theme: extra.theme ?? {},
    meta: {
      code: 'abc',
      version: 1,
      title: extra.title ?? 'A survey',
      lang: 'en',
      publishedAt: '2026-01-01T00:00:00.000Z',
    },
  });
}
