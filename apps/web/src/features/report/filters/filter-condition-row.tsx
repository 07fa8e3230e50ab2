import type { FilterCondition, ReportNode } from '@cairn/contract';
import { itemNeeds, needsSubId, type OperatorValue } from '@cairn/core';
import { Button, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { conditionFor, shapeOf } from './filter-draft.ts';

interface Props {
  nodes: readonly ReportNode[];
  condition: FilterCondition;
  index: number;
  onChange: (condition: FilterCondition) => void;
  onRemove: () => void;
}

/**
 * One filter condition: question → operator (those the server lists for the question, which are
 * core's operators for its answer shape) → what the operator needs, as core's `itemNeeds` says:
 * options of a choice question, a matrix row, numbers, or text. Labels are the logic editor's.
 */
export function FilterConditionRow({ nodes, condition, index, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const node = nodes.find((n) => n.nodeId === condition.nodeId);
  const shape = shapeOf(node);
  const needs = node ? itemNeeds(shape, condition.optionType) : 'nothing';
  const label = (what: string) => `${what} ${index + 1}`;
  const set = (patch: Partial<FilterCondition>) => onChange({ ...condition, ...patch });
  const choices = (type: number) =>
    (node?.options ?? []).filter((o) => o.type === type).map((o) => ({ value: o.id, label: o.title }));
  const number = (key: 'value' | 'value2', aria: string) => (
    <InputNumber
      aria-label={label(aria)}
      value={typeof condition[key] === 'number' ? (condition[key] as number) : null}
      onChange={(value) => set({ [key]: typeof value === 'number' ? value : null })}
    />
  );
  return (
    <Space wrap className="filter-condition" data-testid={`filter-condition-${index}`}>
      <Select
        aria-label={label(t('logic.field.question'))}
        className="filter-condition__question"
        placeholder={t('logic.field.question')}
        value={node ? condition.nodeId : undefined}
        onChange={(nodeId: number) => {
          const picked = nodes.find((n) => n.nodeId === nodeId);
          if (picked) onChange(conditionFor(picked));
        }}
        options={nodes.map((n) => ({ value: n.nodeId, label: `${n.code} ${n.title}` }))}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
      />
      {node ? (
        <Select
          aria-label={label(t('logic.field.operator'))}
          value={condition.optionType}
          onChange={(optionType: OperatorValue) =>
            set({ optionType, optionIds: [], value: null, value2: null })
          }
          options={node.operators.map((op) => ({
            value: op,
            label: t(`logic.operator.op${op}` as 'logic.operator.op1'),
          }))}
          popupMatchSelectWidth={false}
        />
      ) : null}
      {node && needsSubId(shape) ? (
        <Select
          aria-label={label(t('logic.field.row'))}
          placeholder={t('logic.field.row')}
          value={condition.subId ?? undefined}
          onChange={(subId: number) => set({ subId })}
          options={choices(2)}
          popupMatchSelectWidth={false}
        />
      ) : null}
      {needs === 'options' || needs === 'rank-option' ? (
        <Select
          aria-label={label(t('logic.field.options'))}
          className="filter-condition__options"
          mode={needs === 'options' ? 'multiple' : undefined}
          placeholder={t('logic.field.options')}
          value={needs === 'options' ? condition.optionIds : condition.optionIds[0]}
          onChange={(value: number | number[]) => set({ optionIds: Array.isArray(value) ? value : [value] })}
          options={choices(1)}
          popupMatchSelectWidth={false}
        />
      ) : null}
      {needs === 'text' ? (
        <Input
          aria-label={label(t('logic.field.value'))}
          placeholder={t('logic.field.value')}
          value={typeof condition.value === 'string' ? condition.value : ''}
          onChange={(event) => set({ value: event.target.value })}
        />
      ) : null}
      {needs === 'number' || needs === 'rank-option' || needs === 'range'
        ? number('value', t('logic.field.value'))
        : null}
      {needs === 'range' ? (
        <>
          <span>{t('logic.field.to')}</span>
          {number('value2', t('logic.field.to'))}
        </>
      ) : null}
      <Button type="text" danger aria-label={label(t('logic.field.removeItem'))} onClick={onRemove}>
        ×
      </Button>
    </Space>
  );
}
