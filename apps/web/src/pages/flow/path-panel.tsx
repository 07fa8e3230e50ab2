import { branchConditionSources, branchSettingOf, childIdsOf, toPlainText } from '@cairn/core';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addPathEdit,
  branchOffEdit,
  removePathEdit,
  sortPathsEdit,
  updatePathEdit,
} from '../../features/flow/flow-edits.ts';
import type { FlowPath } from '../../features/flow/flow-outline.ts';
import { ConditionBuilder } from './condition-builder.tsx';
import { useFlowScreen } from './flow-context.tsx';
import { OrderEditor } from './order-editor.tsx';

/** One path of a split: name, entry condition, order of its questions, and the split's edits. */
export function PathPanel(props: { path: FlowPath; paths: FlowPath[]; index: number }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { tree, edit, select } = useFlowScreen();
  const id = useId();
  const node = props.path.node;
  const setting = branchSettingOf(node);
  const [name, setName] = useState(setting.name);
  const ids = props.paths.map((path) => path.node.id);
  const isLast = props.index === props.paths.length - 1;
  const commitName = () => {
    const trimmed = name.trim();
    if (trimmed === setting.name) return;
    if (trimmed === '') setName(setting.name);
    else edit(updatePathEdit(node.id, { name: trimmed }));
  };
  const move = (by: -1 | 1) => {
    const next = [...ids];
    next.splice(props.index, 1);
    next.splice(props.index + by, 0, node.id);
    edit(sortPathsEdit(next));
  };
  return (
    <div className="flow-panel">
      <h2 className="flow-panel__heading">
        {t('flow.path.heading')} {props.index + 1} / {props.paths.length}
      </h2>
      <Form layout="vertical" component="div">
        <Form.Item label={t('flow.path.name')} htmlFor={`${id}-name`}>
          <Input
            id={`${id}-name`}
            className="flow-path-name"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onBlur={commitName}
            onPressEnter={commitName}
          />
        </Form.Item>
      </Form>
      <section>
        <h3>{t('flow.path.conditionHeading')}</h3>
        <p className="flow-panel__note">{t('flow.path.conditionHelp')}</p>
        {setting.condition === null && !isLast ? (
          <Alert
            type="warning"
            showIcon
            message={t('flow.path.noConditionNotLast')}
            className="flow-panel__alert"
          />
        ) : null}
        <ConditionBuilder
          condition={setting.condition}
          sources={branchConditionSources(tree, node.id)}
          onApply={(condition) => edit(updatePathEdit(node.id, { condition }))}
        />
      </section>
      <section>
        <h3>{t('flow.order.heading')}</h3>
        <OrderEditor
          nodeId={node.id}
          setting={node.setting}
          items={childIdsOf(tree, node.id).map((child) => {
            const record = tree.nodes.get(child);
            return { id: child, label: `${record?.code ?? ''} ${toPlainText(record?.title ?? '')}`.trim() };
          })}
        />
      </section>
      <Space wrap className="flow-panel__actions">
        <Button
          onClick={() => {
            const change = edit(addPathEdit(node.id));
            const made = change?.nodes.inserted[0];
            if (made) select(`path:${made.id}`);
          }}
        >
          {t('flow.path.add')}
        </Button>
        <Button disabled={props.index === 0} onClick={() => move(-1)}>
          {t('flow.path.moveUp')}
        </Button>
        <Button disabled={isLast} onClick={() => move(1)}>
          {t('flow.path.moveDown')}
        </Button>
        <Button
          danger
          disabled={props.paths.length < 2}
          onClick={() =>
            modal.confirm({
              title: t('common.friendlyReminder'),
              content: t('flow.path.removeConfirm', { name: props.path.name }),
              onOk: () => {
                if (edit(removePathEdit(node.id))) select(null);
              },
            })
          }
        >
          {t('flow.path.remove')}
        </Button>
        <Button
          danger
          className="flow-branch-off"
          onClick={() =>
            modal.confirm({
              title: t('common.friendlyReminder'),
              content: t('flow.path.branchOffConfirm'),
              onOk: () => {
                if (edit(branchOffEdit(node.id))) select(null);
              },
            })
          }
        >
          {t('flow.path.branchOff')}
        </Button>
      </Space>
    </div>
  );
}
