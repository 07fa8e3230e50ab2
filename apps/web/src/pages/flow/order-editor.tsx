import { ZSequenceSetting } from '@cairn/core';
import { Form, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderEdit } from '../../features/flow/flow-edits.ts';
import { useFlowScreen } from './flow-context.tsx';

const MODES = [0, 1, 2, 3, 4] as const;

/**
 * Order mode of a group, path or loop (its children) or a question (its options), and the items
 * kept in place. Each change is one unsaved edit.
 */
export function OrderEditor(props: {
  nodeId: number;
  setting: Record<string, unknown>;
  items: { id: number; label: string }[];
}) {
  const { t } = useTranslation();
  const { edit } = useFlowScreen();
  const id = useId();
  const current = ZSequenceSetting.safeParse(props.setting);
  const order = current.success ? current.data.order : 0;
  const fixed = current.success ? current.data.fixed_ids : [];
  const change = (nextOrder: number, nextFixed: number[]) =>
    edit(orderEdit(props.nodeId, nextOrder, nextFixed));
  return (
    <Form layout="vertical" component="div" className="flow-order">
      <Form.Item label={t('flow.order.mode')} htmlFor={`${id}-mode`}>
        <Select
          id={`${id}-mode`}
          value={order}
          onChange={(value) => change(value, fixed)}
          options={MODES.map((mode) => ({ value: mode, label: t(`flow.order.modes.${mode}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('flow.order.fixed')} htmlFor={`${id}-fixed`} extra={t('flow.order.fixedHelp')}>
        <Select
          id={`${id}-fixed`}
          mode="multiple"
          disabled={order === 0}
          value={fixed}
          onChange={(value: number[]) => change(order, value)}
          options={props.items.map((item) => ({ value: item.id, label: item.label }))}
        />
      </Form.Item>
    </Form>
  );
}
