import { TAG_VARIABLE_PREFIX } from '../report/tags.ts';

/**
 * Variables dashboard charts compute: a survey's questions and response metadata. A coding
 * report's codes and an open column's tags are cross-table variables too, but they are built per
 * request from stored hits and rules, which the charts' kept totals (updated from appended rows)
 * would not see change; charts do not offer them (chart/cross/nodes leaves them out, a chart
 * naming one is refused with A0320).
 */
export function isChartableVariable(variable: { id: string; group: string }): boolean {
  return (
    variable.group !== 'coding' &&
    !variable.id.startsWith(TAG_VARIABLE_PREFIX) &&
    !variable.id.startsWith('coding:')
  );
}
