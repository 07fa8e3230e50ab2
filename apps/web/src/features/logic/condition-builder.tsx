import type { ConditionItem, DesignTree, NodeRecord } from '@cairn/core';
import { Button, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConditionItemRow } from './condition-item.tsx';
import { emptyItem } from './rule-draft.ts';

interface Props {
  tree: DesignTree;
  questions: NodeRecord[];
  relation: 'and' | 'or';
  items: ConditionItem[];
  onChange: (next: { relation: 'and' | 'or'; items: ConditionItem[] }) => void;
}

/** Several condition items joined by and / or (at most the schema's 50). */
export function ConditionBuilder({ tree, questions, relation, items, onChange }: Props) {
  const { t } = useTranslation();
  const setItem = (i: number, item: ConditionItem) =>
    onChange({ relation, items: items.map((old, j) => (j === i ? item : old)) });
  return (
    <div className="logic-condition">
      {items.length > 1 ? (
        <Radio.Group
          aria-label={t('logic.field.relation')}
          value={relation}
          onChange={(event) => onChange({ relation: event.target.value, items })}
          options={[
            { value: 'and', label: t('logic.relation.and') },
            { value: 'or', label: t('logic.relation.or') },
          ]}
        />
      ) : null}
      {items.map((item, i) => (
        <ConditionItemRow
          // Items have no ids; their place is who they are while the modal is open.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          tree={tree}
          questions={questions}
          item={item}
          index={i}
          onChange={(next) => setItem(i, next)}
          onRemove={
            items.length > 1
              ? () => onChange({ relation, items: items.filter((_, j) => j !== i) })
              : undefined
          }
        />
      ))}
      {items.length < 50 ? (
        <Button size="small" onClick={() => onChange({ relation, items: [...items, emptyItem()] })}>
          {t('logic.field.addItem')}
        </Button>
      ) : null}
    </div>
  );
}
