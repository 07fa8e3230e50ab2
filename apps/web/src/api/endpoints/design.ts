import {
  type DesignTreeView,
  nodesApi,
  type ProjectNodeItem,
  type TreeEditEndpoint,
  type TreeEdited,
  trashApi,
} from '@cairn/contract';
import type { Node } from '@cairn/core';
import { api } from '../client.ts';

/**
 * Codes a design edit's refusal carries that the designer shows itself (through the edit queue's
 * events), so the client's global toast stays quiet for them. A0401 and the rest keep their
 * global behaviour (logout, not found).
 */
export const DESIGN_EDIT_CODES = [
  'A0101',
  'A0102',
  'A0103',
  'A0109',
  'A0110',
  'A0111',
  'A0112',
  'A0114',
  'A0120',
  'A0211',
  'A0400',
  'A0404',
  'A5211',
  '00001',
] as const;

export function fetchDesignTree(surveyCode: string): Promise<DesignTreeView> {
  return api.call(nodesApi.tree, { surveyCode });
}

/** One design edit with the edit version the previous answer returned. */
export function sendDesignEdit(
  surveyCode: string,
  endpoint: TreeEditEndpoint,
  input: Record<string, unknown>,
  version: number,
): Promise<TreeEdited> {
  return api.call(endpoint, { ...input, surveyCode }, { version, handles: DESIGN_EDIT_CODES });
}

export function fetchNodeInfo(surveyCode: string, id: number): Promise<Node> {
  return api.call(nodesApi.info, { surveyCode, id });
}

export function fetchProjectNodes(surveyCode: string): Promise<ProjectNodeItem[]> {
  return api.call(nodesApi.projectNodes, { surveyCode });
}

export function fetchTrash(surveyCode: string) {
  return api.call(trashApi.list, { code: surveyCode });
}
