import { checkRules } from '../logic/check-rules.ts';
import type { IssueCode } from '../model/issues.ts';
import { createDesignTree } from '../tree/design-tree.ts';
import type { Finding } from './diagnose-nodes.ts';
import type { DiagnosisMessageKey } from './diagnosis-messages.ts';
import { DiagnosisType } from './diagnosis-types.ts';
import type { SurveyDocument } from './schema.ts';

/**
 * Which reason each save-time code becomes. A0404 shares `logicToDeleted` with the reference
 * check (diagnose-references.ts), so a rule over a deleted option is listed once, not twice.
 */
const KEY_OF_CODE: Partial<Record<IssueCode, DiagnosisMessageKey>> = {
  A0404: 'logicToDeleted',
  A0121: 'logicNotBefore',
  A0122: 'logicJumpBack',
  A0123: 'logicCycle',
  A0124: 'logicTooMany',
};

/**
 * Type 9 "other": the frozen rules run through the same checks as a save (logic/check-rules.ts).
 * Rules were valid when saved, but the design moved on under them: a jump target moved before
 * its question, a condition's question moved after the rule, an option a rule names deleted.
 * One item per question and reason; rules whose question is gone are survey-level items.
 */
export function checkLogic(doc: Pick<SurveyDocument, 'nodes' | 'options' | 'logic'>): Finding[] {
  if (doc.logic.length === 0) return [];
  const tree = createDesignTree(0, { nodes: [...doc.nodes], options: [...doc.options] });
  const liveIds = new Set(doc.nodes.map((n) => n.id));
  const ownerOf = new Map(doc.logic.map((rule) => [rule.id, rule.nodeId]));
  const findings: Finding[] = [];
  for (const found of checkRules(tree, doc.logic)) {
    const ruleId = found.path[1];
    const owner = typeof ruleId === 'number' ? ownerOf.get(ruleId) : undefined;
    const nodeId = owner !== undefined && liveIds.has(owner) ? owner : null;
    findings.push({
      type: DiagnosisType.Other,
      nodeId,
      key: KEY_OF_CODE[found.code] ?? 'logicInvalid',
    });
  }
  return findings;
}
