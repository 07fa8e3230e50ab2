import { findQuestionType, type NodeRecord } from '@cairn/core';
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
import { Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNoMove, resolveDrop, rowsWhileDragging } from '../../features/design/canvas-items.ts';
import { useDesignSession, useDesignState } from '../../features/design/design-session-context.tsx';
import { useDesignView } from '../../features/design/design-view-store.ts';
import { nodeViewOf } from '../../features/design/node-view.ts';
import { CanvasSlot } from './canvas-slot.tsx';
import { nodeLabel } from './node-label.ts';
import { useDesignActions } from './use-design-actions.ts';
import { setCanvasDragging } from './use-seen.ts';

/**
 * Sensor options are constants: new objects each render would make new drag listeners for every
 * row, and every row would re-render (hundreds of milliseconds at 300 questions).
 */
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** Rows that render their question at once: about two screens of a typical survey. */
const EAGER_ROWS = 12;

/**
 * The survey as respondents will see it, one row per node in reading order. Rows sort by their
 * handle with the mouse, touch or keyboard (dnd-kit); a drop is held 300 ms, then sent.
 */
export function DesignCanvas({ onSettings }: { onSettings?: (id: number) => void }) {
  const { t } = useTranslation();
  const { session, readOnly } = useDesignSession();
  const { tree, items } = useDesignState();
  const selectedId = useDesignView((s) => s.selectedId);
  const editingId = useDesignView((s) => s.editingId);
  const showOptionCodes = useDesignView((s) => s.showOptionCodes);
  const announcement = useDesignView((s) => s.announcement);
  const actions = useDesignActions();
  const [activeId, setActiveId] = useState<number | null>(null);
  const rows = useMemo(() => rowsWhileDragging(items, activeId), [items, activeId]);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const untitled = t('design.untitled');
  const labelOf = (id: unknown) => nodeLabel(tree.nodes.get(Number(id)), untitled);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('design.dnd.pickedUp', { name: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('design.dnd.over', { name: labelOf(active.id), target: labelOf(over.id) }) : undefined,
    onDragEnd: ({ active }) => t('design.dnd.dropped', { name: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('design.dnd.cancelled', { name: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    setCanvasDragging(false);
    if (!over) return;
    const move = resolveDrop(tree, rows, Number(active.id), ids.indexOf(Number(over.id)));
    if (move && !isNoMove(tree, move)) session.sorter.move(move);
  };

  if (items.length === 0) {
    return (
      <section className="design-canvas" aria-label={t('design.canvas.label')}>
        <Empty className="design-canvas__empty" description={t('design.canvas.empty')}>
          {readOnly ? null : t('design.canvas.emptyHint')}
        </Empty>
      </section>
    );
  }
  return (
    <section className="design-canvas" aria-label={t('design.canvas.label')}>
      <div role="status" className="cairn-visually-hidden">
        {announcement}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={({ active }) => {
          setCanvasDragging(true);
          setActiveId(Number(active.id));
        }}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setCanvasDragging(false);
          setActiveId(null);
        }}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('design.dnd.instructions') },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <div className="design-canvas__paper">
            {rows.map((row, index) => {
              const node = nodeViewOf(tree, row.id);
              if (!node) return null;
              return (
                <CanvasSlot
                  key={row.id}
                  row={row}
                  node={node}
                  typeName={typeNameOf(node, session.lang)}
                  selected={row.id === selectedId}
                  editing={row.id === editingId}
                  empty={
                    row.kind !== 'question' &&
                    row.kind !== 'page' &&
                    (tree.children.get(row.id)?.length ?? 0) === 0
                  }
                  eager={index < EAGER_ROWS}
                  dragged={row.id === activeId}
                  readOnly={readOnly}
                  showOptionCodes={showOptionCodes}
                  lang={session.lang}
                  actions={actions}
                  onSettings={onSettings}
                />
              );
            })}
          </div>
        </SortableContext>
      </DndContext>
    </section>
  );
}

function typeNameOf(node: NodeRecord, lang: 'zh' | 'en'): string {
  return findQuestionType(node.type)?.name[lang] ?? '';
}
