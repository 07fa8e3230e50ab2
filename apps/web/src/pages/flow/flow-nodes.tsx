import { branchConditionSources, branchSettingOf, type NodeRecord, type OperatorValue } from '@cairn/core';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { summarizeCondition } from '../../features/flow/condition-operators.ts';
import type { FlowPath, FlowStep, QuestionLine } from '../../features/flow/flow-outline.ts';
import { useFlowScreen } from './flow-context.tsx';

type Data = { step?: FlowStep; path?: FlowPath; index?: number };

/** Edges come in at the top and leave at the bottom of every node. */
function Frame(props: { children: ReactNode; className: string }) {
  return (
    <div className={`flow-node ${props.className}`}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      {props.children}
      <Handle type="source" position={Position.Bottom} isConnectable={false} />
    </div>
  );
}

/** The node's face is a button: click or Enter opens its editor in the panel. */
function SelectButton(props: { id: string; label: string; children: ReactNode }) {
  const { select, selected } = useFlowScreen();
  return (
    <button
      type="button"
      className="flow-node__button nodrag"
      aria-label={props.label}
      aria-pressed={selected === props.id}
      onClick={() => select(props.id)}
    >
      {props.children}
    </button>
  );
}

function Lines(props: { lines: QuestionLine[] }) {
  const { t } = useTranslation();
  if (props.lines.length === 0) return <span className="flow-node__empty">{t('flow.emptyBlock')}</span>;
  return (
    <ul className="flow-node__lines">
      {props.lines.slice(0, 8).map((line) => (
        <li key={line.id}>
          <b>{line.code}</b> {line.title}
        </li>
      ))}
      {props.lines.length > 8 ? <li>{t('flow.more', { count: props.lines.length - 8 })}</li> : null}
    </ul>
  );
}

function Terminal(props: { label: string; className: string }) {
  return (
    <div className={`flow-node flow-node--terminal ${props.className}`}>
      {props.className === 'flow-node--start' ? null : (
        <Handle type="target" position={Position.Top} isConnectable={false} />
      )}
      {props.label}
      {props.className === 'flow-node--end' ? null : (
        <Handle type="source" position={Position.Bottom} isConnectable={false} />
      )}
    </div>
  );
}

function BlockNode({ id, data }: NodeProps & { data: Data }) {
  const { t } = useTranslation();
  const step = data.step as Extract<FlowStep, { kind: 'block' }>;
  const title = step.title || t('flow.topLevel');
  const heading = step.page > 0 ? `${title} · ${t('flow.page', { n: step.page + 1 })}` : title;
  return (
    <Frame className="flow-node--block">
      <SelectButton id={id} label={`${t('flow.inspector.edit')} ${heading}`}>
        <span className="flow-node__title">{heading}</span>
        <Lines lines={step.questions} />
      </SelectButton>
    </Frame>
  );
}

function LoopNode({ id, data }: NodeProps & { data: Data }) {
  const { t } = useTranslation();
  const { tree } = useFlowScreen();
  const step = data.step as Extract<FlowStep, { kind: 'loop' }>;
  const source = step.node.loopId === null ? undefined : tree.nodes.get(step.node.loopId);
  return (
    <Frame className="flow-node--loop">
      <SelectButton id={id} label={`${t('flow.inspector.edit')} ${t('flow.loop')}`}>
        <span className="flow-node__title">
          ↻ {t('flow.loop')} ·{' '}
          {source ? t('flow.loopOver', { code: source.code ?? '' }) : t('flow.loopNoSource')}
        </span>
        <Lines lines={step.questions} />
      </SelectButton>
    </Frame>
  );
}

function SplitNode() {
  const { t } = useTranslation();
  return (
    <Frame className="flow-node--split">
      <span aria-hidden="true">◆</span> {t('flow.split')}
    </Frame>
  );
}

function JoinNode() {
  const { t } = useTranslation();
  return <Frame className="flow-node--join">{t('flow.join')}</Frame>;
}

export function usePathSummary(path: NodeRecord): string {
  const { t } = useTranslation();
  const { tree } = useFlowScreen();
  const sources = branchConditionSources(tree, path.id);
  return summarizeCondition(branchSettingOf(path).condition, sources, {
    operator: (op: OperatorValue) => t(`flow.condition.operators.${op}` as 'flow.condition.operators.1'),
    and: t('flow.condition.and'),
    or: t('flow.condition.or'),
    otherwise: t('flow.path.otherwise'),
  });
}

function PathNode({ id, data }: NodeProps & { data: Data }) {
  const { t } = useTranslation();
  const path = data.path as FlowPath;
  const summary = usePathSummary(path.node);
  return (
    <Frame className="flow-node--path">
      <SelectButton id={id} label={`${t('flow.inspector.edit')} ${path.name}`}>
        <span className="flow-node__title">{path.name}</span>
        <span className="flow-node__condition">{summary}</span>
        {path.steps.length === 0 ? <span className="flow-node__empty">{t('flow.emptyPath')}</span> : null}
      </SelectButton>
    </Frame>
  );
}

export const FLOW_NODE_TYPES = {
  start: function StartNode() {
    const { t } = useTranslation();
    return <Terminal label={t('flow.start')} className="flow-node--start" />;
  },
  end: function EndNode() {
    const { t } = useTranslation();
    return <Terminal label={t('flow.end')} className="flow-node--end" />;
  },
  block: BlockNode,
  loop: LoopNode,
  split: SplitNode,
  join: JoinNode,
  path: PathNode,
};
