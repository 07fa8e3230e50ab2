import type { CrossVariable } from '@cairn/contract';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { AxisItem } from './axis-item.tsx';
import {
  type Axis,
  type CrossDraft,
  moveVariable,
  removeVariable,
  setNest,
  updateRef,
} from './cross-draft.ts';
import { nameOf } from './variable-name.ts';

interface Props {
  axis: Axis;
  draft: CrossDraft;
  byId: ReadonlyMap<string, CrossVariable>;
  /** Banner only: variables a banner variable may nest. */
  nestChoices?: readonly CrossVariable[];
  onChange(draft: CrossDraft): void;
}

/**
 * The stub or banner list, reordered by drag (dnd-kit, as the designer's option lists: a pointer
 * drag starts after 4 px, the handle also moves with Space and the arrow keys).
 */
export function AxisList({ axis, draft, byId, nestChoices, onChange }: Props) {
  const { t } = useTranslation();
  const items = draft[axis];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOfId = (id: string | number) => {
    const v = byId.get(String(id));
    return v ? nameOf(v) : String(id);
  };
  const indexOf = (id: string | number) => items.findIndex((item) => item.id === id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      onChange(moveVariable(draft, axis, indexOf(active.id), indexOf(over.id)));
  };
  const title = t(axis === 'stubs' ? 'reportCross.pick.stubs' : 'reportCross.pick.banner');
  return (
    <section className="cross-axis" aria-label={title}>
      <h3 className="cross-axis__title">{title}</h3>
      {items.length === 0 ? <p className="cross-axis__empty">{t('reportCross.pick.emptyAxis')}</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('reportCross.pick.dragInstructions') },
          announcements: {
            onDragStart: ({ active }) => nameOfId(active.id),
            onDragOver: () => undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? t('reportCross.pick.moved', { name: nameOfId(active.id), position: indexOf(over.id) + 1 })
                : undefined,
            onDragCancel: () => undefined,
          },
        }}
      >
        <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          <ul className="cross-axis__list" aria-label={title}>
            {items.map((item, index) => (
              <AxisItem
                key={item.id}
                axis={axis}
                item={item}
                variable={byId.get(item.id)}
                nestChoices={nestChoices}
                onChange={(next) => onChange(updateRef(draft, axis, index, next))}
                onNest={axis === 'banner' ? (nest) => onChange(setNest(draft, index, nest)) : undefined}
                onRemove={() => onChange(removeVariable(draft, axis, index))}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </section>
  );
}
