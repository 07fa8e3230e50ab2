import type { LogicRuleDraft } from '@cairn/contract';
import {
  type DesignTree,
  type LogicRule,
  LogicType,
  type LogicTypeValue,
  logicTypesFor,
  type NodeRecord,
} from '@cairn/core';
import { Checkbox, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionBuilder } from './condition-builder.tsx';
import { RuleActionFields } from './rule-action-fields.tsx';
import { conditionQuestions, formOf, type RuleForm, toRuleDraft } from './rule-draft.ts';
import { questionLabel } from './rule-summary.ts';

interface Props {
  tree: DesignTree;
  owner: NodeRecord;
  /** The rule to edit, or null for a new one. */
  rule: LogicRule | null;
  onSave: (draft: LogicRuleDraft) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds or edits one rule of the selected question: its type (those operator-support allows for
 * the question), the condition, and what it does. The server checks it again on save; a refusal
 * shows the catalogue message and keeps the dialog open.
 */
export function RuleModal({ tree, owner, rule, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<RuleForm>(() => formOf(rule, owner));
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<RuleForm>) => setForm((old) => ({ ...old, ...patch }));
  const questions = conditionQuestions(tree, owner, form.type);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(toRuleDraft(form, owner.id));
      onClose();
    } catch {
      // The queue reports the refusal (catalogue message); the author fixes the rule here.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={880}
      title={`${t(rule ? 'logic.modal.edit' : 'logic.modal.create')} · ${questionLabel(owner)}`}
      okText={t('logic.modal.save')}
      cancelText={t('logic.modal.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" className="logic-modal" component="div">
        <Form.Item label={t('logic.field.type')}>
          <Select
            aria-label={t('logic.field.type')}
            value={form.type}
            disabled={rule !== null}
            onChange={(type: LogicTypeValue) => set({ type })}
            options={logicTypesFor(owner).map((type) => ({ value: type, label: t(`logic.type.t${type}`) }))}
          />
        </Form.Item>
        {form.type === LogicType.OptionIn ? (
          <Form.Item>
            <Checkbox checked={form.always} onChange={(event) => set({ always: event.target.checked })}>
              {t('logic.field.always')}
            </Checkbox>
          </Form.Item>
        ) : null}
        {form.type === LogicType.OptionIn && form.always ? null : (
          <Form.Item label={t('logic.field.when')} required>
            <ConditionBuilder
              tree={tree}
              questions={questions}
              relation={form.relation}
              items={form.items}
              onChange={(next) => set(next)}
            />
          </Form.Item>
        )}
        <RuleActionFields tree={tree} owner={owner} form={form} set={set} />
      </Form>
    </Modal>
  );
}
