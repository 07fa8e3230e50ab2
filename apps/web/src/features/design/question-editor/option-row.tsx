import { DeleteOutlined, HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { toPlainText } from '@cairn/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Checkbox, Dropdown, Popconfirm, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from './image-field.tsx';
import { OptionCodeInput } from './option-code-input.tsx';
import { OptionRichText } from './option-rich-text.tsx';
import type { OptionRow } from './option-rows.ts';
import type { OptionUsage } from './option-usage.ts';
import { RichTitleInput } from './rich-title-input.tsx';

export type OptionFlag = 'exclusive' | 'other' | 'required';

export interface OptionRowActions {
  onTitle(id: number, title: string): void;
  /** `required` on an "other" option: its text must be filled. */
  onToggle(id: number, field: OptionFlag, value: boolean): void;
  onImage(id: number, image: string | null): void;
  onRightTitle(id: number, rightTitle: string): void;
  onRemove(id: number): void;
  /** The code problem of a proposed code (catalogue message), or null; then `onCode` sends it. */
  checkCode(id: number, code: string): string | null;
  onCode(id: number, code: string): void;
}

interface OptionRowViewProps {
  row: OptionRow;
  usage: OptionUsage;
  actions: OptionRowActions;
  showCodes: boolean;
  readOnly: boolean;
  /** Selection for grouping: undefined when not selecting. */
  selected?: boolean;
  onSelect?(id: number, selected: boolean): void;
  /** Removing it takes sub-levels too (cascade): confirm first. */
  takesSubLevels: boolean;
}

/** One option in the editor's list: drag handle, code, title, flags, more actions, delete. */
export function OptionRowView(props: OptionRowViewProps) {
  const { row, usage, actions, showCodes, readOnly, selected, onSelect, takesSubLevels } = props;
  const { t } = useTranslation();
  const { option } = row;
  const plain = toPlainText(option.title) || option.code || '';
  const linked = option.joinId !== 0;
  const sortable = useSortable({ id: option.id, disabled: readOnly });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    paddingInlineStart: 4 + row.depth * 20,
  };
  const flags = !option.isGroup && (usage.exclusive || usage.other);
  const menuItems = [
    ...(usage.exclusive
      ? [{ key: 'exclusive', label: t('editor.options.exclusive'), title: t('editor.options.exclusiveHint') }]
      : []),
    ...(usage.other
      ? [{ key: 'other', label: t('editor.options.other'), title: t('editor.options.otherHint') }]
      : []),
    // Only an "other" option has a text to require; not a mirrored field, so linked ones may set it.
    ...(usage.other && option.other
      ? [
          {
            key: 'required',
            label: t('editor.optionExtra.otherRequired'),
            title: t('editor.optionExtra.otherRequiredHint'),
          },
        ]
      : []),
  ].map((item) => {
    const on = option[item.key as OptionFlag];
    return { ...item, label: `${on ? '✓ ' : ''}${item.label}`, disabled: linked && item.key !== 'required' };
  });

  const removeButton = (
    <Button
      type="text"
      size="small"
      icon={<DeleteOutlined />}
      aria-label={`${option.isGroup ? t('editor.options.ungroup') : t('editor.options.remove')}: ${plain}`}
      disabled={readOnly}
      onClick={takesSubLevels ? undefined : () => actions.onRemove(option.id)}
    />
  );

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`qe-option-row${option.isGroup ? ' qe-option-group' : ''}${sortable.isDragging ? ' qe-dragging' : ''}`}
      data-option-id={option.id}
    >
      <button
        type="button"
        className="qe-drag-handle"
        aria-label={t('editor.options.drag', { title: plain })}
        disabled={readOnly}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <HolderOutlined />
      </button>
      {selected !== undefined && !option.isGroup && (
        <Checkbox
          checked={selected}
          aria-label={t('editor.options.select', { title: plain })}
          onChange={(event) => onSelect?.(option.id, event.target.checked)}
        />
      )}
      {showCodes && (
        <OptionCodeInput
          code={option.code ?? ''}
          label={t('editor.options.codeOf', { title: plain })}
          disabled={readOnly || linked}
          check={(code) => actions.checkCode(option.id, code)}
          onCommit={(code) => actions.onCode(option.id, code)}
        />
      )}
      {usage.images && !option.isGroup && (
        <ImageField
          variant="compact"
          value={option.image}
          label={plain}
          disabled={readOnly || linked}
          onChange={(image) => actions.onImage(option.id, image)}
        />
      )}
      <div className="qe-option-main">
        <Tooltip title={linked ? t('editor.options.linked') : undefined}>
          <RichTitleInput
            value={option.title}
            label={t('editor.options.title', { title: plain })}
            disabled={readOnly || linked}
            onCommit={(title) => actions.onTitle(option.id, title)}
          />
        </Tooltip>
        {usage.rightTitle && !option.isGroup && (
          <RichTitleInput
            value={option.rightTitle ?? ''}
            label={t('editor.optionExtra.rightTitleOf', { title: plain })}
            placeholder={t('editor.optionExtra.rightTitle')}
            disabled={readOnly}
            onCommit={(html) => actions.onRightTitle(option.id, html)}
          />
        )}
        {(option.exclusive || option.other) && (
          <span className="qe-option-tags">
            {option.exclusive && <Tag color="orange">{t('editor.options.exclusive')}</Tag>}
            {option.other && <Tag color="blue">{t('editor.options.other')}</Tag>}
            {option.other && option.required && <Tag>{t('editor.optionExtra.otherRequired')}</Tag>}
          </span>
        )}
      </div>
      {!option.isGroup && (
        <OptionRichText
          html={option.title}
          plain={plain}
          disabled={readOnly || linked}
          onSave={(title) => actions.onTitle(option.id, title)}
        />
      )}
      {flags && menuItems.length > 0 && (
        <Dropdown
          trigger={['click']}
          disabled={readOnly}
          menu={{
            items: menuItems,
            onClick: ({ key }) => {
              const field = key as OptionFlag;
              actions.onToggle(option.id, field, !option[field]);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('editor.options.more', { title: plain })}
          />
        </Dropdown>
      )}
      {takesSubLevels ? (
        <Popconfirm
          title={t('editor.options.cascadeRemove', { title: plain })}
          okText={t('editor.options.remove')}
          cancelText={t('editor.options.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.onRemove(option.id)}
        >
          {removeButton}
        </Popconfirm>
      ) : (
        removeButton
      )}
    </li>
  );
}
