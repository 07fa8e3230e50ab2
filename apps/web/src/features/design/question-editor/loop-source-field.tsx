import {
  type DesignTree,
  isContainerNode,
  type Lang,
  liveNodesInOrder,
  type Node,
  NodeModel,
  toPlainText,
} from '@cairn/core';
import { Button, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DesignEdit } from '../edit-queue.ts';
import { closeLoopEdit, loopEdit } from './option-edits.ts';
import { choiceGroup } from './setting-choices.ts';
import { plainTitle } from './setting-field.tsx';
import { settingLabel } from './setting-labels.ts';

interface LoopSourceFieldProps {
  node: Node;
  tree: DesignTree;
  lang: Lang;
  disabled: boolean;
  edit(edit: DesignEdit): void;
}

/**
 * A loop's source question, mode and options: the setting keys `mode` and `option_ids` with the
 * loop's `loopId`, changed together through nodes/update/loop (core's updateLoop checks that the
 * source comes before the loop and owns the options) or cleared through nodes/close/loop.
 */
export function LoopSourceField({ node, tree, lang, disabled, edit }: LoopSourceFieldProps) {
  const { t } = useTranslation();
  const order = liveNodesInOrder(tree);
  const before = order.slice(
    0,
    order.findIndex((each) => each.id === node.id),
  );
  const sources = before.filter(
    (each) =>
      each.model === NodeModel.Question &&
      !isContainerNode(each) &&
      (tree.optionsOf.get(each.id)?.length ?? 0) > 0,
  );
  const sourceId = node.loopId ?? undefined;
  const mode = typeof node.setting.mode === 'number' ? node.setting.mode : 0;
  const optionIds = Array.isArray(node.setting.option_ids) ? (node.setting.option_ids as number[]) : [];
  const sourceOptions = sourceId
    ? [...(tree.optionsOf.get(sourceId) ?? [])]
        .map((id) => tree.options.get(id))
        .filter((option) => option && option.type === 1 && !option.isGroup)
    : [];
  const send = (next: { sourceId?: number; mode?: number; optionIds?: number[] }) => {
    const source = next.sourceId ?? sourceId;
    if (source === undefined) return;
    edit(
      loopEdit({
        id: node.id,
        sourceId: source,
        mode: next.mode ?? mode,
        optionIds:
          next.sourceId !== undefined && next.sourceId !== sourceId ? [] : (next.optionIds ?? optionIds),
      }),
    );
  };
  const modeText = settingLabel(lang, 'loop', 'mode');
  const idsText = settingLabel(lang, 'loop', 'option_ids');

  return (
    <>
      <Form.Item label={t('editor.loop.source')} htmlFor={`qe-${node.id}-loop-source`}>
        <Select
          id={`qe-${node.id}-loop-source`}
          size="small"
          value={sourceId}
          disabled={disabled}
          placeholder={t('editor.loop.sourcePlaceholder')}
          options={sources.map((each) => ({ value: each.id, label: plainTitle(each.title, each.code) }))}
          onChange={(value: number) => send({ sourceId: value })}
        />
        {sourceId !== undefined && (
          <Button size="small" type="link" disabled={disabled} onClick={() => edit(closeLoopEdit(node.id))}>
            {t('editor.loop.close')}
          </Button>
        )}
      </Form.Item>
      <Form.Item label={modeText.label} extra={modeText.help}>
        <Radio.Group
          role="radiogroup"
          aria-label={modeText.label}
          size="small"
          value={mode}
          disabled={disabled || sourceId === undefined}
          options={choiceGroup('loopMode').map((choice) => ({
            value: choice.value,
            label: choice.label[lang],
          }))}
          onChange={(event) => send({ mode: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={idsText.label} extra={idsText.help} htmlFor={`qe-${node.id}-loop-options`}>
        <Select
          id={`qe-${node.id}-loop-options`}
          mode="multiple"
          size="small"
          value={optionIds}
          disabled={disabled || sourceId === undefined}
          placeholder={t('editor.loop.options')}
          options={sourceOptions.map((option) => ({
            value: option?.id,
            label: toPlainText(option?.title ?? '') || option?.code,
          }))}
          onChange={(ids: number[]) => send({ optionIds: ids })}
        />
      </Form.Item>
    </>
  );
}
