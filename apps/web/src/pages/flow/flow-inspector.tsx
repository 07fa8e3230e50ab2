import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FlowPath, type FlowStep, flowOutline } from '../../features/flow/flow-outline.ts';
import { BlockPanel } from './block-panel.tsx';
import { useFlowScreen } from './flow-context.tsx';
import { LoopPanel } from './loop-panel.tsx';
import { PathPanel } from './path-panel.tsx';

type Found =
  | { kind: 'step'; step: FlowStep; inPath: boolean }
  | { kind: 'path'; path: FlowPath; paths: FlowPath[]; index: number };

function find(steps: readonly FlowStep[], key: string, inPath = false): Found | null {
  for (const step of steps) {
    if (step.key === key) return { kind: 'step', step, inPath };
    if (step.kind !== 'split') continue;
    for (const [index, path] of step.paths.entries()) {
      if (`path:${path.node.id}` === key) return { kind: 'path', path, paths: step.paths, index };
      const inner = find(path.steps, key, true);
      if (inner) return inner;
    }
  }
  return null;
}

/** The panel beside the flow: the editor of what is selected, or how to start. */
export function FlowInspector() {
  const { t } = useTranslation();
  const { tree, selected } = useFlowScreen();
  const found = useMemo(() => (selected ? find(flowOutline(tree), selected) : null), [tree, selected]);
  if (!found) {
    return (
      <div className="flow-panel flow-panel--empty">
        <Empty description={t('flow.inspector.empty')} />
        <p className="flow-panel__note">{t('flow.inspector.hint')}</p>
      </div>
    );
  }
  if (found.kind === 'path') return <PathPanel key={found.path.node.id} {...found} />;
  if (found.step.kind === 'loop') return <LoopPanel key={found.step.key} loop={found.step.node} />;
  if (found.step.kind === 'block')
    return <BlockPanel key={found.step.key} step={found.step} inPath={found.inPath} />;
  return null;
}
