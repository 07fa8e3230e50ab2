import {
  answerShapeOf,
  COUNT_COMPARISONS,
  type ConditionItem,
  type DesignTree,
  itemNeeds,
  type NodeRecord,
  needsSubId,
  OPERATORS_BY_SHAPE,
  type OperatorValue,
} from '@cairn/core';
import { Button, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerChoices, rowChoices } from './choice-options.ts';
import { emptyItem } from './rule-draft.ts';
import { questionLabel } from './rule-summary.ts';

interface Props {
  tree: DesignTree;
  /** The questions this item may test (earlier ones; the own one for jumps and validations). */
  questions: NodeRecord[];
  item: ConditionItem;
  index: number;
  onChange: (item: ConditionItem) => void;
  onRemove?: () => void;
}

/**
 * One condition: question → operator (only those operator-support allows for its answer shape)
 * → what the operator needs (options, a row, text, a number or a range).
 */
export function ConditionItemRow({ tree, questions, item, index, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const node = tree.nodes.get(item.nodeId);
  const shape = node ? answerShapeOf(node) : 'none';
  const operators = OPERATORS_BY_SHAPE[shape];
  const needs = node ? itemNeeds(shape, item.optionType) : 'nothing';
  const label = (what: string) => `${what} ${index + 1}`;
  const set = (patch: Partial<ConditionItem>) => onChange({ ...item, ...patch });
  const pickQuestion = (nodeId: number) => {
    const picked = tree.nodes.get(nodeId);
    const first = picked ? OPERATORS_BY_SHAPE[answerShapeOf(picked)][0] : undefined;
    onChange({ ...emptyItem(nodeId), optionType: first ?? emptyItem().optionType });
  };
  const number = (key: 'value' | 'value2', aria: string) => (
    <InputNumber
      aria-label={label(aria)}
      value={typeof item[key] === 'number' ? (item[key] as number) : null}
      onChange={(value) => set({ [key]: typeof value === 'number' ? value : null })}
    />
  );
  return (
    <Space wrap className="logic-item" data-testid={`logic-item-${index}`}>
      <Select
        aria-label={label(t('logic.field.question'))}
        className="logic-item__question"
        placeholder={t('logic.field.question')}
        value={node ? item.nodeId : undefined}
        onChange={pickQuestion}
        options={questions.map((q) => ({ value: q.id, label: questionLabel(q) }))}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
      />
      {node ? (
        <Select
          aria-label={label(t('logic.field.operator'))}
          className="logic-item__operator"
          value={item.optionType}
          onChange={(optionType: OperatorValue) =>
            set({ optionType, optionIds: [], value: null, value2: null, compare: null })
          }
          options={operators.map((op) => ({ value: op, label: t(`logic.operator.op${op}`) }))}
          popupMatchSelectWidth={false}
        />
      ) : null}
      {node && needsSubId(shape) ? (
        <Select
          aria-label={label(t('logic.field.row'))}
          placeholder={t('logic.field.row')}
          value={item.subId ?? undefined}
          onChange={(subId: number) => set({ subId })}
          options={rowChoices(tree, node.id)}
          popupMatchSelectWidth={false}
        />
      ) : null}
      {needs === 'options' || needs === 'rank-option' ? (
        <Select
          aria-label={label(t('logic.field.options'))}
          className="logic-item__options"
          mode={needs === 'options' ? 'multiple' : undefined}
          placeholder={t('logic.field.options')}
          value={needs === 'options' ? item.optionIds : item.optionIds[0]}
          onChange={(value: number | number[]) => set({ optionIds: Array.isArray(value) ? value : [value] })}
          options={answerChoices(tree, item.nodeId)}
          popupMatchSelectWidth={false}
        />
      ) : null}
      {needs === 'count' ? (
        <Select
          aria-label={label(t('logic.field.compare'))}
          value={item.compare ?? 8}
          onChange={(compare: OperatorValue) => set({ compare })}
          options={COUNT_COMPARISONS.map((op) => ({ value: op, label: t(`logic.operator.op${op}`) }))}
        />
      ) : null}
      {needs === 'text' ? (
        <Input
          aria-label={label(t('logic.field.value'))}
          placeholder={t('logic.field.value')}
          value={typeof item.value === 'string' ? item.value : ''}
          onChange={(event) => set({ value: event.target.value })}
        />
      ) : null}
      {needs === 'number' || needs === 'count' || needs === 'rank-option' || needs === 'range'
        ? number('value', t('logic.field.value'))
        : null}
      {needs === 'range' ? (
        <>
          <span>{t('logic.field.to')}</span>
          {number('value2', t('logic.field.to'))}
        </>
      ) : null}
      {onRemove ? (
        <Button type="text" danger aria-label={label(t('logic.field.removeItem'))} onClick={onRemove}>
          ×
        </Button>
      ) : null}
    </Space>
  );
}
