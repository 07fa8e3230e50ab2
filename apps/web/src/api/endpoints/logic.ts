import { type LogicEdited, type LogicRuleDraft, logicApi } from '@cairn/contract';
import type { LogicRule } from '@cairn/core';
import { api } from '../client.ts';
import { DESIGN_EDIT_CODES } from './design.ts';

/** Codes the logic editor shows itself: the design edit codes and the save-time checks. */
export const LOGIC_EDIT_CODES = [...DESIGN_EDIT_CODES, 'A0121', 'A0122', 'A0123', 'A0124'] as const;

export function fetchLogic(surveyCode: string): Promise<LogicRule[]> {
  return api.call(logicApi.list, { surveyCode });
}

/** Creates (no id) or replaces a rule, with the edit version the previous design edit returned. */
export function saveLogic(
  surveyCode: string,
  input: { id?: number; rule: LogicRuleDraft },
  version: number,
): Promise<LogicEdited> {
  return api.call(logicApi.save, { surveyCode, ...input }, { version, handles: LOGIC_EDIT_CODES });
}

export function removeLogic(surveyCode: string, id: number, version: number): Promise<LogicEdited> {
  return api.call(logicApi.remove, { surveyCode, id }, { version, handles: LOGIC_EDIT_CODES });
}
