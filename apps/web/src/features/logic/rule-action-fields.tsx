import {
  answerShapeOf,
  type CarryMode,
  COUNT_COMPARISONS,
  carryModesFor,
  type DesignTree,
  type DisplayAction,
  LogicType,
  type NodeRecord,
  type OperatorValue,
  optionActionsFor,
} from '@cairn/core';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { answerChoices } from './choice-options.ts';
import { conditionQuestions, laterTargets, type RuleForm } from './rule-draft.ts';
import { questionLabel } from './rule-summary.ts';

interface Props {
  tree: DesignTree;
  owner: NodeRecord;
  form: RuleForm;
  set: (patch: Partial<RuleForm>) => void;
}

const targetValue = (form: RuleForm) =>
  form.target === null
    ? undefined
    : form.target.kind === 'node'
      ? String(form.target.nodeId)
      : form.target.kind;

/** What the rule does, by type: jump target, display action, options shown, carry source, message. */
export function RuleActionFields({ tree, owner, form, set }: Props) {
  const { t } = useTranslation();
  const ownerShape = answerShapeOf(owner);
  if (form.type === LogicType.Jump)
    return (
      <Form.Item label={t('logic.field.target')} required>
        <Select
          aria-label={t('logic.field.target')}
          value={targetValue(form)}
          onChange={(value: string) =>
            set({
              target:
                value === 'end' || value === 'screen_out'
                  ? { kind: value }
                  : { kind: 'node', nodeId: Number(value) },
            })
          }
          options={[
            ...laterTargets(tree, owner).map((node) => ({
              value: String(node.id),
              label: node.code ? questionLabel(node) : `— ${t('logic.page')} —`,
            })),
            { value: 'end', label: t('logic.target.end') },
            { value: 'screen_out', label: t('logic.target.screen_out') },
          ]}
        />
      </Form.Item>
    );
  if (form.type === LogicType.Display)
    return (
      <Form.Item label={t('logic.field.action')}>
        <Radio.Group
          value={form.displayAction}
          onChange={(event) => set({ displayAction: event.target.value })}
          options={(['show', 'hide'] as const).map((value) => ({ value, label: t(`logic.action.${value}`) }))}
        />
      </Form.Item>
    );
  if (form.type === LogicType.OptionDisplay)
    return (
      <>
        <Form.Item label={t('logic.field.action')}>
          <Radio.Group
            value={form.optionAction}
            onChange={(event) => set({ optionAction: event.target.value as DisplayAction })}
            options={optionActionsFor(ownerShape).map((value) => ({
              value,
              label: t(`logic.action.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('logic.field.actionOptions')} required>
          <Select
            aria-label={t('logic.field.actionOptions')}
            mode="multiple"
            value={form.optionIds}
            onChange={(optionIds: number[]) => set({ optionIds })}
            options={answerChoices(tree, owner.id)}
          />
        </Form.Item>
      </>
    );
  if (form.type === LogicType.OptionIn) {
    const sources = conditionQuestions(tree, owner, LogicType.OptionIn).filter(
      (node) => carryModesFor(answerShapeOf(node)).length > 0,
    );
    const source = form.sourceNodeId === null ? undefined : tree.nodes.get(form.sourceNodeId);
    const modes: CarryMode[] = source ? carryModesFor(answerShapeOf(source)) : [];
    return (
      <>
        <Form.Item label={t('logic.field.source')} required>
          <Select
            aria-label={t('logic.field.source')}
            value={source?.id}
            onChange={(id: number) => {
              const picked = tree.nodes.get(id);
              const first = picked ? carryModesFor(answerShapeOf(picked))[0] : undefined;
              set({ sourceNodeId: id, mode: first ?? 'all', carryOptionIds: [] });
            }}
            options={sources.map((node) => ({ value: node.id, label: questionLabel(node) }))}
          />
        </Form.Item>
        {source ? (
          <Form.Item label={t('logic.field.mode')}>
            <Select
              aria-label={t('logic.field.mode')}
              value={form.mode}
              onChange={(mode: CarryMode) => set({ mode })}
              options={modes.map((mode) => ({ value: mode, label: t(`logic.mode.${mode}`) }))}
            />
          </Form.Item>
        ) : null}
        {source && (form.mode === 'includes' || form.mode === 'not_includes') ? (
          <Form.Item label={t('logic.field.options')} required>
            <Select
              aria-label={t('logic.field.options')}
              mode="multiple"
              value={form.carryOptionIds}
              onChange={(carryOptionIds: number[]) => set({ carryOptionIds })}
              options={answerChoices(tree, source.id)}
            />
          </Form.Item>
        ) : null}
        {source && (form.mode === 'compare' || form.mode === 'between') ? (
          <Form.Item label={t('logic.field.value')}>
            {form.mode === 'compare' ? (
              <Select
                aria-label={t('logic.field.compare')}
                style={{ width: 100 }}
                value={form.operator ?? undefined}
                onChange={(operator: OperatorValue) => set({ operator })}
                options={COUNT_COMPARISONS.map((op) => ({ value: op, label: t(`logic.operator.op${op}`) }))}
              />
            ) : null}
            <InputNumber
              aria-label={t('logic.field.value')}
              value={form.value}
              onChange={(v) => set({ value: v })}
            />
            {form.mode === 'between' ? (
              <InputNumber
                aria-label={t('logic.field.to')}
                value={form.value2}
                onChange={(v) => set({ value2: v })}
              />
            ) : null}
          </Form.Item>
        ) : null}
      </>
    );
  }
  return (
    <Form.Item label={t('logic.field.message')} required>
      <Input
        aria-label={t('logic.field.message')}
        maxLength={200}
        value={form.message}
        onChange={(event) => set({ message: event.target.value })}
      />
    </Form.Item>
  );
}
