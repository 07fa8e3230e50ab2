import type { Condition, ConditionItem, ConditionSource, OperatorValue } from '@cairn/core';
import { Button, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConditionComplete, operandOf, operatorsFor } from '../../features/flow/condition-operators.ts';

const blankItem = (source: ConditionSource): ConditionItem => ({
  nodeId: source.id,
  optionType: operatorsFor(source)[0] as OperatorValue,
  optionIds: [],
  subId: null,
  value: null,
  value2: null,
  compare: null,
});

/**
 * A path's entry condition over earlier questions: question → operator → options or value, any
 * number of items joined by and/or. Held here until "Apply condition" makes it an unsaved edit.
 */
export function ConditionBuilder(props: {
  condition: Condition | null;
  sources: ConditionSource[];
  onApply: (condition: Condition | null) => void;
}) {
  const { t } = useTranslation();
  const [relation, setRelation] = useState<'and' | 'or'>(props.condition?.relation ?? 'and');
  const [items, setItems] = useState<ConditionItem[]>(props.condition?.nodes ?? []);
  const [error, setError] = useState(false);
  if (props.sources.length === 0) return <p className="flow-panel__note">{t('flow.condition.noSources')}</p>;
  const patch = (index: number, next: Partial<ConditionItem>) =>
    setItems((list) => list.map((item, i) => (i === index ? { ...item, ...next } : item)));
  const apply = () => {
    const condition: Condition = { relation, nodes: items };
    if (!isConditionComplete(condition, props.sources)) {
      setError(true);
      return;
    }
    setError(false);
    props.onApply(condition);
  };
  return (
    <div className="flow-condition">
      <Radio.Group
        aria-label={t('flow.condition.relation')}
        value={relation}
        onChange={(event) => setRelation(event.target.value)}
        optionType="button"
        size="small"
        options={[
          { value: 'and', label: t('flow.condition.and') },
          { value: 'or', label: t('flow.condition.or') },
        ]}
      />
      <ol className="flow-condition__items">
        {items.map((item, index) => {
          const source =
            props.sources.find((each) => each.id === item.nodeId) ?? (props.sources[0] as ConditionSource);
          const operand = operandOf(source, item.optionType);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their place.
            <li key={index} className="flow-condition__item">
              <Select
                aria-label={t('flow.condition.question')}
                className="flow-condition__question"
                value={item.nodeId}
                onChange={(nodeId) => {
                  const next = props.sources.find((each) => each.id === nodeId) as ConditionSource;
                  patch(index, blankItem(next));
                }}
                options={props.sources.map((each) => ({
                  value: each.id,
                  label: `${each.code ?? ''} ${each.title}`.trim(),
                }))}
              />
              <Select
                aria-label={t('flow.condition.operator')}
                value={item.optionType}
                onChange={(optionType) => patch(index, { optionType, optionIds: [], value: null })}
                options={operatorsFor(source).map((op) => ({
                  value: op,
                  label: t(`flow.condition.operators.${op}` as 'flow.condition.operators.1'),
                }))}
              />
              {operand === 'options' ? (
                <Select
                  aria-label={t('flow.condition.options')}
                  mode="multiple"
                  value={item.optionIds}
                  onChange={(optionIds: number[]) => patch(index, { optionIds })}
                  options={source.options.map((option) => ({ value: option.id, label: option.title }))}
                />
              ) : null}
              {operand === 'value' ? (
                [8, 9, 10, 11, 12, 13].includes(item.optionType) ? (
                  <InputNumber
                    aria-label={t('flow.condition.value')}
                    value={typeof item.value === 'number' ? item.value : null}
                    onChange={(value) => patch(index, { value: value ?? null })}
                  />
                ) : (
                  <Input
                    aria-label={t('flow.condition.value')}
                    value={item.value === null ? '' : String(item.value)}
                    onChange={(event) => patch(index, { value: event.target.value })}
                  />
                )
              ) : null}
              <Button
                size="small"
                type="text"
                danger
                aria-label={t('flow.condition.removeItem')}
                onClick={() => setItems((list) => list.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p role="alert" className="flow-panel__error">
          {t('flow.condition.incomplete')}
        </p>
      ) : null}
      <Space wrap>
        <Button onClick={() => setItems((list) => [...list, blankItem(props.sources[0] as ConditionSource)])}>
          {t('flow.condition.addItem')}
        </Button>
        <Button
          type="primary"
          className="flow-condition__apply"
          disabled={items.length === 0}
          onClick={apply}
        >
          {t('flow.condition.apply')}
        </Button>
        <Button
          disabled={props.condition === null}
          onClick={() => {
            setItems([]);
            props.onApply(null);
          }}
        >
          {t('flow.condition.clear')}
        </Button>
      </Space>
    </div>
  );
}
