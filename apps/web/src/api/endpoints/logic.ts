import { type LogicEdited, type LogicRuleDraft, ZLogicEdited, ZLogicList } from '@cairn/contract';
import type { LogicRule } from '@cairn/core';
import { api } from '../client.ts';
import { DESIGN_EDIT_CODES } from './design.ts';

const V1 = '/designer/v1';

/** Codes the logic editor shows itself: the design edit codes and the save-time checks. */
export const LOGIC_EDIT_CODES = [...DESIGN_EDIT_CODES, 'A0121', 'A0122', 'A0123', 'A0124'] as const;

export function fetchLogic(surveyCode: string): Promise<LogicRule[]> {
  return api.request({ method: 'GET', path: `${V1}/logic`, query: { surveyCode }, parse: ZLogicList });
}

/** Creates (no id) or replaces a rule, with the edit version the previous design edit returned. */
export function saveLogic(
  surveyCode: string,
  input: { id?: number; rule: LogicRuleDraft },
  version: number,
): Promise<LogicEdited> {
  return api.request({
    method: 'POST',
    path: `${V1}/logic/save`,
    body: { surveyCode, ...input },
    headers: { 'x-node-v': String(version) },
    parse: ZLogicEdited,
    handles: LOGIC_EDIT_CODES,
  });
}

export function removeLogic(surveyCode: string, id: number, version: number): Promise<LogicEdited> {
  return api.request({
    method: 'POST',
    path: `${V1}/logic/remove/${id}`,
    body: { surveyCode },
    headers: { 'x-node-v': String(version) },
    parse: ZLogicEdited,
    handles: LOGIC_EDIT_CODES,
  });
}
