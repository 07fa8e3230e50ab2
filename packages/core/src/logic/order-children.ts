import { NodeModel } from '../model/enums.ts';
import type { CompiledNode, CompiledSurvey } from './compile.ts';
import { orderItems } from './seeded-random.ts';

/**
 * A container's children (group, branch path, loop) in this respondent's order. Page breaks and
 * branch runs keep their places and split the list into runs ordered separately: questions move
 * only within their page, so a page keeps its questions and a split stays one run.
 */
export function orderChildren(compiled: CompiledSurvey, entry: CompiledNode, seed: string): number[] {
  if (entry.sequence.mode === 0) return entry.children;
  const result: number[] = [];
  let run: number[] = [];
  const flush = () => {
    // The first run keeps the plain key, so a container without page breaks draws as `n<id>`.
    const listKey = result.length === 0 ? `n${entry.node.id}` : `n${entry.node.id}:${result.length}`;
    result.push(...orderItems({ items: run, idOf: (id) => id, sequence: entry.sequence, seed, listKey }));
    run = [];
  };
  for (const id of entry.children) {
    const model = compiled.nodes.get(id)?.node.model;
    if (model === NodeModel.Page || model === NodeModel.Branch) {
      flush();
      result.push(id);
    } else run.push(id);
  }
  flush();
  return result;
}
