import { type FilterDefinition, ZFilterDefinition } from '@cairn/contract';
import { Operator, type SurveyDocument } from '@cairn/core';

/**
 * The report benchmarks' filter: the first option of the first question with options, on two
 * of the devices (a condition and a dictionary column, as analysts filter).
 */
export function firstChoiceFilter(document: SurveyDocument): FilterDefinition {
  const node = document.nodes.find((n) => document.options.some((o) => o.nodeId === n.id));
  const option = document.options.find((o) => o.nodeId === node!.id)!;
  return ZFilterDefinition.parse({
    conditions: [{ nodeId: node!.id, optionType: Operator.Checked, optionIds: [option.id] }],
    devices: ['phone', 'pc'],
  });
}
