import {
  type DesignTreeView,
  type ProjectNodeItem,
  type TreeEdited,
  ZDesignTreeView,
  ZNodeInfo,
  ZProjectNodeItem,
  ZTrashItem,
  ZTreeEdited,
} from '@cairn/contract';
import type { Node } from '@cairn/core';
import { z } from 'zod';
import { api } from '../client.ts';

const V1 = '/designer/v1';

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
  return api.request({ method: 'GET', path: `${V1}/nodes`, query: { surveyCode }, parse: ZDesignTreeView });
}

/** One design edit (`/nodes…` path) with the edit version the previous answer returned. */
export function sendDesignEdit(
  surveyCode: string,
  path: string,
  body: Record<string, unknown>,
  version: number,
): Promise<TreeEdited> {
  return api.request({
    method: 'POST',
    path: `${V1}${path}`,
    body: { ...body, surveyCode },
    headers: { 'x-node-v': String(version) },
    parse: ZTreeEdited,
    handles: DESIGN_EDIT_CODES,
  });
}

export function fetchNodeInfo(surveyCode: string, id: number): Promise<Node> {
  return api.request({
    method: 'GET',
    path: `${V1}/nodes/info`,
    query: { surveyCode, id },
    parse: ZNodeInfo,
  });
}

export function fetchProjectNodes(surveyCode: string): Promise<ProjectNodeItem[]> {
  return api.request({
    method: 'GET',
    path: `${V1}/project/nodes`,
    query: { surveyCode },
    parse: z.array(ZProjectNodeItem),
  });
}

export function fetchTrash(surveyCode: string) {
  return api.request({ method: 'GET', path: `${V1}/nodes/trash/${surveyCode}`, parse: z.array(ZTrashItem) });
}
