import {
  type AnyQuestionType,
  checkExpression,
  EVALUATE_TEMPLATES,
  type ExpressionIssue,
  effectiveSetting,
  type Lang,
  liveNodesInOrder,
  type Node,
} from '@cairn/core';
import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionEditorProps } from '../question-editor-props.ts';
import { LoopSourceField } from './loop-source-field.tsx';
import { nodeUpdateEdit } from './option-edits.ts';
import { QuestionBasics } from './question-basics.tsx';
import { SettingControl } from './setting-field.tsx';
import { type SettingField, settingFieldsOf } from './setting-fields.ts';
import { settingLabel } from './setting-labels.ts';

interface SettingsPanelProps extends QuestionEditorProps {
  definition: AnyQuestionType;
}

/**
 * The settings of the selected question, generated from its type's setting schema (core is the
 * one source of which keys exist); each change is one nodes/update with `setting: { key: value }`.
 */
export function SettingsPanel({ node, tree, edit, lang, readOnly = false, definition }: SettingsPanelProps) {
  const { t } = useTranslation();
  const setting = useMemo(() => effectiveSetting(node), [node]);
  const fields = useMemo(() => settingFieldsOf(definition), [definition]);
  const shown = fields.filter((field) => field.key !== 'required' && field.kind !== 'hidden');
  const commit = (patch: Record<string, unknown>) => {
    const changed = Object.entries(patch).some(
      ([key, value]) => JSON.stringify(setting[key]) !== JSON.stringify(value),
    );
    if (changed) edit(nodeUpdateEdit(node.id, { setting: withTemplateFormat(definition, patch) }));
  };

  return (
    <Form layout="vertical" size="small" className="qe-settings" requiredMark={false} component="div">
      <QuestionBasics
        node={node}
        definition={definition}
        setting={setting}
        lang={lang}
        disabled={readOnly}
        edit={edit}
      />
      {shown.length === 0 && !('required' in setting) && (
        <Typography.Text type="secondary">{t('editor.panel.noSettings')}</Typography.Text>
      )}
      {shown.map((field) =>
        field.kind === 'loop' ? (
          <LoopSourceField
            key={field.key}
            node={node}
            tree={tree}
            lang={lang}
            disabled={readOnly}
            edit={edit}
          />
        ) : (
          <FieldItem
            key={field.key}
            node={node}
            tree={tree}
            field={field}
            definition={definition}
            setting={setting}
            lang={lang}
            disabled={readOnly}
            onCommit={commit}
          />
        ),
      )}
    </Form>
  );
}

interface FieldItemProps {
  node: Node;
  tree: QuestionEditorProps['tree'];
  field: SettingField;
  definition: AnyQuestionType;
  setting: Readonly<Record<string, unknown>>;
  lang: Lang;
  disabled: boolean;
  onCommit(patch: Record<string, unknown>): void;
}

function FieldItem({ node, tree, field, definition, setting, lang, disabled, onCommit }: FieldItemProps) {
  const id = `qe-${node.id}-${field.key}`;
  const text = settingLabel(lang, definition.key, field.key);
  const { t } = useTranslation();
  const issue = field.key === 'expression' ? expressionIssue(tree, node, setting.expression) : null;
  // Core names the problem by kind; the words are the author's language.
  const problem = issue
    ? t('editor.expression.at', {
        column: issue.position + 1,
        problem: t(`editor.expression.${issue.kind}`, { detail: issue.detail ?? '' }),
      })
    : null;
  if (field.kind === 'managed')
    return (
      <Form.Item label={text.label}>
        <Typography.Text type="secondary">{text.help}</Typography.Text>
      </Form.Item>
    );
  return (
    <Form.Item
      label={text.label}
      extra={text.help}
      htmlFor={id}
      validateStatus={problem ? 'warning' : undefined}
      help={problem ?? undefined}
    >
      <SettingControl
        id={id}
        label={text.label}
        field={field}
        value={setting[field.key]}
        setting={setting}
        lang={lang}
        disabled={disabled}
        onCommit={onCommit}
      />
    </Form.Item>
  );
}

/** A script's formula checked against the codes of the questions before it (core's checker). */
function expressionIssue(
  tree: QuestionEditorProps['tree'],
  node: Node,
  source: unknown,
): ExpressionIssue | null {
  if (typeof source !== 'string' || source.trim() === '') return null;
  const order = liveNodesInOrder(tree);
  const index = order.findIndex((each) => each.id === node.id);
  const codes = new Set(order.slice(0, Math.max(index, 0)).flatMap((each) => (each.code ? [each.code] : [])));
  return checkExpression(source, codes)[0] ?? null;
}

/** Choosing an evaluate template also takes its icon style, as the template defines it. */
function withTemplateFormat(
  definition: AnyQuestionType,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  if (definition.key !== 'evaluate' || typeof patch.template !== 'string') return patch;
  const template = EVALUATE_TEMPLATES.find((each) => each.key === patch.template);
  return template ? { ...patch, format: template.format } : patch;
}
