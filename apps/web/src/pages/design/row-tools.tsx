import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The drag handle: the only part that starts a drag, by pointer or by keyboard (space, arrows). */
export function DragHandle(props: {
  label: string;
  setRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  return (
    <button
      type="button"
      ref={props.setRef}
      className="design-handle"
      {...props.attributes}
      {...props.listeners}
      aria-label={props.label}
      title={props.label}
    >
      <HolderOutlined aria-hidden="true" />
    </button>
  );
}

/**
 * Edit title, copy, delete (and settings where the panel is a drawer) for one row. Plain buttons
 * with native tooltips, rendered only on the row being worked on: every component inside the
 * canvas is walked by React on each step of a drag, so 300 rows of antd tooltips would cost
 * frames.
 */
export function RowTools(props: {
  onEditTitle?: () => void;
  onCopy?: () => void;
  onDelete: () => void;
  onSettings?: () => void;
}) {
  const { t } = useTranslation();
  const tool = (label: string, icon: ReactNode, run: () => void, danger = false) => (
    <button
      type="button"
      className={`design-tool${danger ? ' design-tool--danger' : ''}`}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        run();
      }}
    >
      {icon}
    </button>
  );
  return (
    <span className="design-tools">
      {props.onEditTitle
        ? tool(t('design.canvas.editTitle'), <EditOutlined aria-hidden="true" />, props.onEditTitle)
        : null}
      {props.onSettings
        ? tool(t('design.canvas.settings'), <SettingOutlined aria-hidden="true" />, props.onSettings)
        : null}
      {props.onCopy ? tool(t('design.canvas.copy'), <CopyOutlined aria-hidden="true" />, props.onCopy) : null}
      {tool(t('design.canvas.delete'), <DeleteOutlined aria-hidden="true" />, props.onDelete, true)}
    </span>
  );
}
