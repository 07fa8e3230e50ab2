import type { LogicRule } from '@cairn/core';
import {
  Background,
  Controls,
  type Edge,
  MarkerType,
  type Node,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFlowGraph } from '../../features/flow/flow-graph.ts';
import { flowOutline } from '../../features/flow/flow-outline.ts';
import { useFlowScreen } from './flow-context.tsx';
import { FLOW_NODE_TYPES } from './flow-nodes.tsx';

/**
 * The survey drawn with @xyflow/react: start → blocks (one per page) → splits with their paths →
 * joins → end, plus dashed jump edges from `rules`. Nothing is dragged; each node is a button that
 * opens its editor in the panel (Tab reaches them in reading order).
 */
export function FlowCanvas(props: { rules: readonly LogicRule[] }) {
  const { t } = useTranslation();
  const { tree, selected } = useFlowScreen();
  const graph = useMemo(() => buildFlowGraph(flowOutline(tree), props.rules), [tree, props.rules]);
  const nodes: Node[] = graph.nodes.map((node) => ({
    id: node.id,
    type: node.type,
    position: node.position,
    data: node.data,
    selected: node.id === selected,
    draggable: false,
    connectable: false,
    focusable: false,
    style: { width: node.width },
  }));
  const edges: Edge[] = graph.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label:
      edge.kind === 'jump'
        ? edge.label === 'screen_out'
          ? t('flow.screenOut')
          : t('flow.jump')
        : edge.label,
    className: `flow-edge flow-edge--${edge.kind}`,
    animated: edge.kind === 'jump',
    type: edge.kind === 'jump' ? 'default' : 'smoothstep',
    markerEnd: { type: MarkerType.ArrowClosed },
    focusable: false,
  }));
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={FLOW_NODE_TYPES}
      fitView
      fitViewOptions={{ maxZoom: 1, padding: 0.1 }}
      minZoom={0.2}
      nodesDraggable={false}
      nodesConnectable={false}
      edgesFocusable={false}
      proOptions={{ hideAttribution: true }}
    >
      <FitWhenShapeChanges count={nodes.length} />
      <Background gap={24} />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}

/** Re-fits the view when steps come or go (a branch turned on or off, a path added), not on every edit. */
function FitWhenShapeChanges(props: { count: number }) {
  const { fitView } = useReactFlow();
  useEffect(() => {
    if (props.count > 0) void fitView({ maxZoom: 1, padding: 0.1 });
  }, [props.count, fitView]);
  return null;
}
