import { toPlainText } from '@cairn/core';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionRow } from './option-rows.ts';

interface SortableOptionsProps {
  rows: readonly OptionRow[];
  /** A drop of `activeId` onto `overId` (not called for a drop in place). */
  onMove(activeId: number, overId: number): void;
  label: string;
  children: ReactNode;
}

/**
 * The drag-and-drop frame of an option list (dnd-kit): a pointer drag starts after 4 px so clicks
 * on the handle stay clicks; the keyboard sensor lets the handle be picked with Space and moved
 * with the arrow keys; announcements are in the author's language.
 */
export function SortableOptions({ rows, onMove, label, children }: SortableOptionsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number | undefined) => {
    const row = rows.find((each) => each.option.id === id);
    return row ? toPlainText(row.option.title) || row.option.code || '' : '';
  };
  const positionOf = (id: string | number | undefined) => rows.findIndex((each) => each.option.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('editor.options.dragStart', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('editor.options.dragOver', { title: titleOf(active.id), over: titleOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('editor.options.sorted', { title: titleOf(active.id), position: positionOf(over.id) })
        : t('editor.options.dragCancel', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('editor.options.dragCancel', { title: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('editor.options.dragInstructions') },
      }}
    >
      <SortableContext items={rows.map((row) => row.option.id)} strategy={verticalListSortingStrategy}>
        <ul className="qe-option-list" aria-label={label}>
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
