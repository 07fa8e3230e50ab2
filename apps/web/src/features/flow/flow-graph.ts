import type { LogicRule } from '@cairn/core';
import { LogicType } from '@cairn/core';
import type { FlowPath, FlowStep } from './flow-outline.ts';

/**
 * Places the outline on a plane for @xyflow/react: steps top to bottom, a split's paths side by
 * side between the split and its join, edges between consecutive steps, and dashed edges for the
 * survey's jump rules (from the step holding the rule's question to the target's step or the end).
 */

export type FlowNodeKind = 'start' | 'end' | 'block' | 'loop' | 'split' | 'path' | 'join';

export interface GraphNode {
  id: string;
  type: FlowNodeKind;
  position: { x: number; y: number };
  data: { step?: FlowStep; path?: FlowPath; index?: number };
  width: number;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  /** A path's edge names the path (its condition is on the path node). */
  label?: string;
  kind: 'next' | 'jump';
}

const WIDTH = 260;
const GAP_X = 40;
const GAP_Y = 48;
const SMALL = 44;

/** Heights the nodes render at (block: title plus one line per question, capped like the node). */
export function stepHeight(step: FlowStep): number {
  if (step.kind === 'split') return SMALL;
  return 56 + 22 * Math.min(step.questions.length, 8) + (step.questions.length > 8 ? 22 : 0);
}

function columnWidth(steps: readonly FlowStep[]): number {
  return steps.reduce(
    (widest, step) => Math.max(widest, step.kind === 'split' ? splitWidth(step.paths) : WIDTH),
    WIDTH,
  );
}

function splitWidth(paths: readonly FlowPath[]): number {
  return paths.reduce((sum, path) => sum + columnWidth(path.steps), 0) + GAP_X * (paths.length - 1);
}

interface Placed {
  /** Ids that lead into this column's first node, from the node before it. */
  first: string | null;
  last: string | null;
  bottom: number;
}

export function buildFlowGraph(steps: readonly FlowStep[], rules: readonly LogicRule[] = []) {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const stepOfQuestion = new Map<number, string>();
  const link = (source: string | null, target: string, label?: string) => {
    if (source) edges.push({ id: `${source}->${target}`, source, target, label, kind: 'next' });
  };
  const add = (node: GraphNode) => nodes.push(node);

  const placeColumn = (
    list: readonly FlowStep[],
    center: number,
    top: number,
    from: string | null,
  ): Placed => {
    let y = top;
    let previous = from;
    let first: string | null = null;
    for (const step of list) {
      if (step.kind === 'split') {
        const splitId = step.key;
        add({ id: splitId, type: 'split', position: { x: center - 80, y }, data: { step }, width: 160 });
        link(previous, splitId);
        first ??= splitId;
        y += SMALL + GAP_Y;
        const total = splitWidth(step.paths);
        let x = center - total / 2;
        let bottom = y;
        const ends: string[] = [];
        step.paths.forEach((path, index) => {
          const width = columnWidth(path.steps);
          const pathCenter = x + width / 2;
          const pathId = `path:${path.node.id}`;
          add({
            id: pathId,
            type: 'path',
            position: { x: pathCenter - WIDTH / 2, y },
            data: { path, index },
            width: WIDTH,
          });
          link(splitId, pathId, path.name);
          const placed = placeColumn(path.steps, pathCenter, y + 72 + GAP_Y, pathId);
          ends.push(placed.last ?? pathId);
          bottom = Math.max(bottom, placed.bottom, y + 72 + GAP_Y);
          x += width + GAP_X;
        });
        const joinId = `join:${step.key}`;
        add({
          id: joinId,
          type: 'join',
          position: { x: center - 60, y: bottom },
          data: { step },
          width: 120,
        });
        for (const end of ends) link(end, joinId);
        previous = joinId;
        y = bottom + SMALL + GAP_Y;
        continue;
      }
      add({
        id: step.key,
        type: step.kind,
        position: { x: center - WIDTH / 2, y },
        data: { step },
        width: WIDTH,
      });
      for (const line of step.questions) stepOfQuestion.set(line.id, step.key);
      if (step.kind === 'loop') stepOfQuestion.set(step.node.id, step.key);
      link(previous, step.key);
      first ??= step.key;
      previous = step.key;
      y += stepHeight(step) + GAP_Y;
    }
    return { first, last: previous, bottom: y };
  };

  const center = columnWidth(steps) / 2;
  add({ id: 'start', type: 'start', position: { x: center - 60, y: 0 }, data: {}, width: 120 });
  const placed = placeColumn(steps, center, SMALL + GAP_Y, 'start');
  add({ id: 'end', type: 'end', position: { x: center - 60, y: placed.bottom }, data: {}, width: 120 });
  link(placed.last ?? 'start', 'end');

  for (const rule of rules) {
    if (rule.type !== LogicType.Jump) continue;
    const source = stepOfQuestion.get(rule.nodeId);
    const target = rule.target.kind === 'node' ? stepOfQuestion.get(rule.target.nodeId) : 'end';
    if (!source || !target) continue;
    edges.push({
      id: `jump:${rule.id}`,
      source,
      target,
      label: rule.target.kind === 'screen_out' ? 'screen_out' : undefined,
      kind: 'jump',
    });
  }
  return { nodes, edges };
}
