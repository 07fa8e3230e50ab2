import {
  childIdsOf,
  LoopMode,
  liveNodesInOrder,
  type NodeRecord,
  toPlainText,
  ZLoopSetting,
} from '@cairn/core';
import { Button, Form, Radio, Select, Space } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeLoopEdit, loopEdit } from '../../features/flow/flow-edits.ts';
import { useFlowScreen } from './flow-context.tsx';
import { OrderEditor } from './order-editor.tsx';

/** A loop: the question whose options it repeats over, how, which options, and its order. */
export function LoopPanel(props: { loop: NodeRecord }) {
  const { t } = useTranslation();
  const { tree, edit } = useFlowScreen();
  const id = useId();
  const loop = props.loop;
  const stored = ZLoopSetting.safeParse(loop.setting);
  const sources = useMemo(() => {
    const before: NodeRecord[] = [];
    for (const node of liveNodesInOrder(tree)) {
      if (node.id === loop.id) break;
      if (node.model === 1 && (tree.optionsOf.get(node.id) ?? []).length > 0) before.push(node);
    }
    return before;
  }, [tree, loop.id]);
  const [sourceId, setSourceId] = useState(loop.loopId ?? undefined);
  const [mode, setMode] = useState<number>(stored.success ? stored.data.mode : LoopMode.Checked);
  const [optionIds, setOptionIds] = useState<number[]>(stored.success ? stored.data.option_ids : []);
  const sourceOptions = sourceId === undefined ? [] : (tree.optionsOf.get(sourceId) ?? []);
  return (
    <div className="flow-panel">
      <h2 className="flow-panel__heading">{toPlainText(loop.title) || t('flow.loopPanel.heading')}</h2>
      <p className="flow-panel__note">{t('flow.loopPanel.sourceHelp')}</p>
      {sources.length === 0 ? (
        <p className="flow-panel__note">{t('flow.loopPanel.noSources')}</p>
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item label={t('flow.loopPanel.source')} htmlFor={`${id}-source`}>
            <Select
              id={`${id}-source`}
              value={sourceId}
              onChange={(value) => {
                setSourceId(value);
                setOptionIds([]);
              }}
              options={sources.map((node) => ({
                value: node.id,
                label: `${node.code ?? ''} ${toPlainText(node.title)}`.trim(),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('flow.loopPanel.mode')}>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value)}
              options={[
                { value: LoopMode.Checked, label: t('flow.loopPanel.modeChecked') },
                { value: LoopMode.All, label: t('flow.loopPanel.modeAll') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('flow.loopPanel.options')} htmlFor={`${id}-options`}>
            <Select
              id={`${id}-options`}
              mode="multiple"
              value={optionIds}
              onChange={setOptionIds}
              options={sourceOptions.map((optionId) => ({
                value: optionId,
                label: toPlainText(tree.options.get(optionId)?.title ?? ''),
              }))}
            />
          </Form.Item>
          <Space wrap>
            <Button
              type="primary"
              disabled={sourceId === undefined}
              onClick={() => sourceId !== undefined && edit(loopEdit(loop.id, sourceId, mode, optionIds))}
            >
              {t('flow.loopPanel.apply')}
            </Button>
            <Button disabled={loop.loopId === null} onClick={() => edit(closeLoopEdit(loop.id))}>
              {t('flow.loopPanel.close')}
            </Button>
          </Space>
        </Form>
      )}
      <section>
        <h3>{t('flow.order.heading')}</h3>
        <OrderEditor
          nodeId={loop.id}
          setting={loop.setting}
          items={childIdsOf(tree, loop.id).map((child) => {
            const record = tree.nodes.get(child);
            return { id: child, label: `${record?.code ?? ''} ${toPlainText(record?.title ?? '')}`.trim() };
          })}
        />
      </section>
    </div>
  );
}
