import { type LogicRule, LogicType, type LogicTypeValue, Operator } from './schema.ts';

/** Rule types whose question waits for the questions their condition (and carry source) name. */
const DEPENDENT_TYPES = new Set<LogicTypeValue>([
  LogicType.Display,
  LogicType.OptionIn,
  LogicType.OptionDisplay,
]);

/** The questions a display or carry rule's question waits for before it can be shown. */
function dependenciesOf(rule: LogicRule): number[] {
  const ids = rule.condition.nodes
    .filter((item) => item.optionType !== Operator.All)
    .map((item) => item.nodeId);
  if (rule.type === LogicType.OptionIn) ids.push(rule.sourceNodeId);
  return ids;
}

/**
 * Groups of display / carry rules whose questions wait for each other in a circle (so none of
 * them could ever be decided): the strongly connected components of the "question waits for
 * question" graph that hold an edge, each as the rules making its edges.
 */
export function findRuleCycles(rules: readonly LogicRule[]): LogicRule[][] {
  const edges = new Map<number, Set<number>>();
  for (const rule of rules) {
    if (!DEPENDENT_TYPES.has(rule.type)) continue;
    const out = edges.get(rule.nodeId) ?? new Set<number>();
    for (const id of dependenciesOf(rule)) out.add(id);
    edges.set(rule.nodeId, out);
  }
  const component = stronglyConnected(edges);
  const cycles = new Map<number, LogicRule[]>();
  for (const rule of rules) {
    if (!DEPENDENT_TYPES.has(rule.type)) continue;
    const own = component.get(rule.nodeId);
    if (own === undefined) continue;
    const inCycle = dependenciesOf(rule).some((id) => component.get(id) === own);
    if (!inCycle) continue;
    const list = cycles.get(own) ?? [];
    list.push(rule);
    cycles.set(own, list);
  }
  return [...cycles.values()];
}

/** Tarjan's algorithm, iterative (a 1,000-question chain must not overflow the stack). */
function stronglyConnected(edges: ReadonlyMap<number, ReadonlySet<number>>): Map<number, number> {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const component = new Map<number, number>();
  let counter = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: number; next: Iterator<number> }[] = [];
    const open = (node: number) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (edges.get(node) ?? new Set<number>()).values() });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      const step = frame.next.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) open(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        let member: number | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.set(member, frame.node);
        } while (member !== frame.node);
      }
    }
  }
  return component;
}
