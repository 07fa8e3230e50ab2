import type { AnyQuestionType, Lang, Node } from '@cairn/core';
import { App, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { editorEn } from '../../../i18n/locales/editor.en.ts';
import { editorZh } from '../../../i18n/locales/editor.zh.ts';
import type { DesignEdit } from '../edit-queue.ts';
import { nodeUpdateEdit } from './option-edits.ts';
import { choiceGroup } from './setting-choices.ts';
import { settingLabel } from './setting-labels.ts';

interface QuestionBasicsProps {
  node: Node;
  definition: AnyQuestionType;
  setting: Readonly<Record<string, unknown>>;
  lang: Lang;
  disabled: boolean;
  edit(edit: DesignEdit): void;
}

/** Subtype names by type key (only the matrix has subtypes today). */
const SUBTYPE_NAMES: Record<string, Record<Lang, Record<number, string>>> = {
  matrix: { zh: editorZh.choices.matrixSubType, en: editorEn.choices.matrixSubType },
};

/**
 * What sits above the generated settings: the required toggle, the subtype switch of types that
 * have subtypes (matrix single / multiple / open / score) and the question kind (normal, hidden,
 * background), which changes only after a confirmation (spec doc 1 §4).
 */
export function QuestionBasics({ node, definition, setting, lang, disabled, edit }: QuestionBasicsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const hasRequired = 'required' in setting;
  const required = settingLabel(lang, definition.key, 'required');
  const names = SUBTYPE_NAMES[definition.key]?.[lang];

  const changeAttribute = (attribute: number) => {
    if (attribute === node.attribute) return;
    const body = editorMessages(lang).panel.attributeBody as Record<number, string>;
    // Next task: the Enter that picked the kind must not also confirm the dialog it opens.
    setTimeout(
      () =>
        modal.confirm({
          title: t('editor.panel.attributeTitle'),
          content: body[attribute],
          okText: t('editor.paste.ok'),
          cancelText: t('editor.options.cancel'),
          onOk: () => edit(nodeUpdateEdit(node.id, { attribute })),
        }),
      0,
    );
  };

  return (
    <>
      {hasRequired && (
        <Form.Item label={required.label} extra={required.help} htmlFor={`qe-${node.id}-required`}>
          <Switch
            id={`qe-${node.id}-required`}
            checked={setting.required === true}
            disabled={disabled}
            onChange={(checked) => edit(nodeUpdateEdit(node.id, { setting: { required: checked } }))}
          />
        </Form.Item>
      )}
      {definition.subTypes.length > 1 && (
        <Form.Item label={t('editor.panel.subType')} htmlFor={`qe-${node.id}-subtype`}>
          <Select
            id={`qe-${node.id}-subtype`}
            size="small"
            value={node.subType}
            disabled={disabled}
            options={definition.subTypes.map((value) => ({ value, label: names?.[value] ?? String(value) }))}
            onChange={(subType: number) => edit(nodeUpdateEdit(node.id, { subType }))}
          />
        </Form.Item>
      )}
      {definition.answer !== null && (
        <Form.Item label={t('editor.panel.attribute')} htmlFor={`qe-${node.id}-attribute`}>
          <Select
            id={`qe-${node.id}-attribute`}
            size="small"
            value={node.attribute}
            disabled={disabled}
            options={choiceGroup('attribute').map((choice) => ({
              value: choice.value,
              label: choice.label[lang],
            }))}
            onChange={changeAttribute}
          />
        </Form.Item>
      )}
    </>
  );
}

function editorMessages(lang: Lang) {
  return lang === 'en' ? editorEn : editorZh;
}
