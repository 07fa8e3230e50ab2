import { errorCatalogue } from '@cairn/contract';
import { definitionOf, type OptionTypeValue } from '@cairn/core';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tryEdit } from '../design-edits.ts';
import type { QuestionEditorProps } from '../question-editor-props.ts';
import { CascadeUploadDialog } from './cascade-upload-dialog.tsx';
import type { CodePaste } from './code-paste.ts';
import { CodePasteDialog } from './code-paste-dialog.tsx';
import {
  groupOptionsEdit,
  optionCodeEdit,
  optionCodesBatchEdit,
  optionTitleEdit,
  optionUpdateEdit,
  removeOptionsEdit,
  renumberCodesEdit,
  replaceOptionsEdits,
  saveOptionsEdit,
  sortOptionsEdit,
} from './option-edits.ts';
import { type OptionRowActions, OptionRowView } from './option-row.tsx';
import { optionRows, parentsWithSubLevels, rowsAfterMove, sortInputOf } from './option-rows.ts';
import { OptionToolbar } from './option-toolbar.tsx';
import { type OptionNoun, optionUsageOf } from './option-usage.ts';
import { PasteDialog } from './paste-dialog.tsx';
import { SortableOptions } from './sortable-options.tsx';
import { useSurveyCode } from './use-survey-code.ts';
import { useThrottledAction } from './use-throttled-action.ts';

export interface OptionListProps extends QuestionEditorProps {
  /** 1 the answer options, 2 the sub-questions (matrix rows, drag lists). */
  optionType: OptionTypeValue;
  /** Show and edit option codes (the survey's option-code display). */
  showCodes?: boolean;
  /** Overrides the list's name (else the question type's word for it). */
  noun?: OptionNoun;
}

/** Cascades may hold thousands of options; the editor draws the first ones (the canvas shows levels). */
const MAX_ROWS = 300;
const ADD_THROTTLE_MS = 800;
const noIds = { nextId: () => 0, lang: 'zh' as const, now: () => '' };

/**
 * A question's options (or sub-questions) for editing: titles in place, add (throttled), add
 * many, remove, groups, exclusive / other, codes, drag sorting by mouse and keyboard. Every
 * change is one design edit through `edit`, shown at once.
 */
export function OptionList(props: OptionListProps) {
  const { node, tree, edit, lang, optionType, showCodes = false, readOnly = false } = props;
  const { t } = useTranslation();
  const surveyCode = useSurveyCode();
  const usage = optionUsageOf(definitionOf(node)?.key);
  const levels = usage.levels && optionType === 1;
  const rows = useMemo(
    () => optionRows(node.options, optionType, levels),
    [node.options, optionType, levels],
  );
  const parents = useMemo(() => (levels ? parentsWithSubLevels(rows) : new Set<number>()), [rows, levels]);
  const adder = useThrottledAction(ADD_THROTTLE_MS);
  const [dialog, setDialog] = useState<'paste' | 'upload' | 'codes' | null>(null);
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const noun = props.noun ?? (optionType === 1 ? usage.options : usage.subQuestions) ?? 'choices';
  const nounText = t(`editor.optionNoun.${noun}`);
  const canGroup = usage.groups && optionType === 1;

  /** Core's own check on the tree as shown (the linked family's codes included), as a message. */
  const codeProblem = (items: CodePaste['items']) => {
    const trial = optionCodesBatchEdit(node.id, items);
    const result = tryEdit(trial, tree, noIds);
    if (!result || result.ok) return null;
    const found = result.issues[0]?.code as keyof typeof errorCatalogue | undefined;
    return (found && errorCatalogue[found]?.[lang]) ?? errorCatalogue.A0103[lang];
  };
  const actions: OptionRowActions = {
    onTitle: (id, title) => edit(optionTitleEdit(node.id, id, title)),
    onToggle: (id, field, value) => edit(optionUpdateEdit(node.id, id, { [field]: value })),
    onImage: (id, image) => edit(optionUpdateEdit(node.id, id, { image })),
    onRightTitle: (id, rightTitle) => edit(optionUpdateEdit(node.id, id, { rightTitle: rightTitle || null })),
    onRemove: (id) => edit(removeOptionsEdit(node.id, [id])),
    checkCode: (id, code) => codeProblem([{ id, code }]),
    onCode: (id, code) => edit(optionCodeEdit(node.id, id, code)),
  };

  const add = () =>
    adder.run(() => edit(saveOptionsEdit({ nodeId: node.id, type: optionType as 1 | 2, count: 1 })));
  const paste = (titles: string[], replace: boolean) => {
    const current = replace ? rows.map((row) => row.option.id) : [];
    for (const each of replaceOptionsEdits(node.id, optionType as 1 | 2, current, titles)) edit(each);
    setDialog(null);
  };
  const move = (activeId: number, overId: number) => {
    const next = rowsAfterMove(rows, activeId, overId, levels);
    if (next) edit(sortOptionsEdit(sortInputOf(node.id, node.options, next)));
  };
  const group = () => {
    const ids = rows.map((row) => row.option.id).filter((id) => selected?.has(id));
    if (ids.length > 0) edit(groupOptionsEdit(node.id, ids));
    setSelected(null);
  };
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const shown = rows.slice(0, MAX_ROWS);
  const codable = rows.filter((row) => !row.option.isGroup).map((row) => row.option.id);
  // What each row offers: images only on answer options; right titles only on rows, once on.
  const rightTitles = usage.rightTitle && optionType === 2 && node.setting.right_title === true;
  const rowUsage =
    optionType === 1
      ? { ...usage, rightTitle: false }
      : { ...usage, exclusive: false, other: false, images: false, rightTitle: rightTitles };
  return (
    <section className="qe-options" aria-label={nounText}>
      <OptionToolbar
        usage={usage}
        canGroup={canGroup && rows.length > 0}
        showCodes={showCodes}
        readOnly={readOnly}
        adding={adder.busy}
        selecting={selected !== null}
        selectedCount={selected?.size ?? 0}
        onAdd={add}
        onPaste={() => setDialog('paste')}
        onUpload={() => setDialog('upload')}
        onRenumber={() => edit(renumberCodesEdit(node.id))}
        onPasteCodes={() => setDialog('codes')}
        onStartGroup={() => setSelected(new Set())}
        onGroup={group}
        onCancelGroup={() => setSelected(null)}
      />
      {rows.length === 0 ? (
        <Typography.Text type="secondary" className="qe-empty">
          {t('editor.options.empty', { noun: nounText })}
        </Typography.Text>
      ) : (
        <SortableOptions rows={shown} onMove={move} label={nounText}>
          {shown.map((row) => (
            <OptionRowView
              key={row.option.id}
              row={row}
              usage={rowUsage}
              actions={actions}
              showCodes={showCodes}
              readOnly={readOnly}
              selected={selected ? selected.has(row.option.id) : undefined}
              onSelect={select}
              takesSubLevels={parents.has(row.option.id)}
            />
          ))}
        </SortableOptions>
      )}
      {usage.rightTitle && optionType === 2 && !rightTitles && rows.length > 0 && (
        <Typography.Text type="secondary" className="qe-note">
          {t('editor.optionExtra.rightTitleOff')}
        </Typography.Text>
      )}
      {rows.length > MAX_ROWS && (
        <Typography.Text type="secondary">
          {t('editor.options.shownFirst', { count: MAX_ROWS, total: rows.length })}
        </Typography.Text>
      )}
      {dialog === 'paste' && (
        <PasteDialog
          existing={rows.filter((row) => !row.option.isGroup).length}
          onClose={() => setDialog(null)}
          onSubmit={paste}
        />
      )}
      {dialog === 'codes' && (
        <CodePasteDialog
          optionIds={codable}
          check={codeProblem}
          onClose={() => setDialog(null)}
          onSubmit={(items) => {
            edit(optionCodesBatchEdit(node.id, items));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'upload' && (
        <CascadeUploadDialog
          surveyCode={surveyCode}
          nodeId={node.id}
          lang={lang}
          edit={edit}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
