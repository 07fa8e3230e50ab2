import { childIdsOf, toPlainText } from '@cairn/core';
import { Button, Form, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchOnEdit } from '../../features/flow/flow-edits.ts';
import type { FlowStep } from '../../features/flow/flow-outline.ts';
import { useFlowScreen } from './flow-context.tsx';
import { OrderEditor } from './order-editor.tsx';

type Block = Extract<FlowStep, { kind: 'block' }>;

/** A group's page: turn branching on around some of its questions, its order, its questions' option orders. */
export function BlockPanel(props: { step: Block; inPath: boolean }) {
  const { t } = useTranslation();
  const { tree } = useFlowScreen();
  const { step } = props;
  const owner = step.ownerId === null ? undefined : tree.nodes.get(step.ownerId);
  return (
    <div className="flow-panel">
      <h2 className="flow-panel__heading">{step.title || t('flow.topLevel')}</h2>
      {props.inPath ? <p className="flow-panel__note">{t('flow.block.inPath')}</p> : <BranchOn step={step} />}
      {owner ? (
        <section>
          <h3>{t('flow.order.heading')}</h3>
          <OrderEditor
            nodeId={owner.id}
            setting={owner.setting}
            items={childIdsOf(tree, owner.id).map((id) => {
              const node = tree.nodes.get(id);
              return { id, label: `${node?.code ?? ''} ${toPlainText(node?.title ?? '')}`.trim() };
            })}
          />
        </section>
      ) : null}
      <OptionOrder step={step} />
    </div>
  );
}

function BranchOn(props: { step: Block }) {
  const { t } = useTranslation();
  const { edit, select } = useFlowScreen();
  const id = useId();
  const lines = props.step.questions;
  const [from, setFrom] = useState(lines[0]?.id);
  const [to, setTo] = useState(lines.at(-1)?.id);
  if (lines.length === 0) return null;
  const fromAt = lines.findIndex((line) => line.id === from);
  const options = lines.map((line) => ({ value: line.id, label: `${line.code ?? ''} ${line.title}`.trim() }));
  const turnOn = () => {
    if (from === undefined || to === undefined) return;
    // Open the new first path, where the author sets its condition next.
    const change = edit(branchOnEdit(from, to));
    const first = change?.nodes.inserted[0];
    if (first) select(`path:${first.id}`);
  };
  return (
    <section>
      <h3>{t('flow.block.branchHeading')}</h3>
      <p className="flow-panel__note">{t('flow.block.branchHelp')}</p>
      <Form layout="vertical" component="div">
        <Form.Item label={t('flow.block.from')} htmlFor={`${id}-from`}>
          <Select
            id={`${id}-from`}
            className="flow-branch-from"
            value={from}
            onChange={(value) => {
              setFrom(value);
              const at = lines.findIndex((line) => line.id === value);
              if (lines.findIndex((line) => line.id === to) < at) setTo(value);
            }}
            options={options}
          />
        </Form.Item>
        <Form.Item label={t('flow.block.to')} htmlFor={`${id}-to`}>
          <Select
            id={`${id}-to`}
            className="flow-branch-to"
            value={to}
            onChange={setTo}
            options={options.filter((_, index) => index >= fromAt)}
          />
        </Form.Item>
      </Form>
      <Button type="primary" ghost className="flow-branch-on" onClick={turnOn}>
        {t('flow.block.branchOn')}
      </Button>
    </section>
  );
}

function OptionOrder(props: { step: Block }) {
  const { t } = useTranslation();
  const { tree } = useFlowScreen();
  const id = useId();
  const withOptions = props.step.questions.filter((line) => (tree.optionsOf.get(line.id) ?? []).length > 0);
  const [questionId, setQuestionId] = useState(withOptions[0]?.id);
  const question = questionId === undefined ? undefined : tree.nodes.get(questionId);
  return (
    <section>
      <h3>{t('flow.block.optionOrderHeading')}</h3>
      {withOptions.length === 0 || !question ? (
        <p className="flow-panel__note">{t('flow.block.noOptions')}</p>
      ) : (
        <>
          <Form layout="vertical" component="div">
            <Form.Item label={t('flow.block.question')} htmlFor={`${id}-question`}>
              <Select
                id={`${id}-question`}
                value={questionId}
                onChange={setQuestionId}
                options={withOptions.map((line) => ({
                  value: line.id,
                  label: `${line.code ?? ''} ${line.title}`.trim(),
                }))}
              />
            </Form.Item>
          </Form>
          <OrderEditor
            key={question.id}
            nodeId={question.id}
            setting={question.setting}
            items={(tree.optionsOf.get(question.id) ?? []).map((optionId) => ({
              id: optionId,
              label: toPlainText(tree.options.get(optionId)?.title ?? ''),
            }))}
          />
        </>
      )}
    </section>
  );
}
