import type { Lang, Node } from '@cairn/core';
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useId } from 'react';
import { useFieldAria } from '../field-aria.tsx';
import { OptionCode } from '../OptionCode.tsx';
import { choicesOf, plainTitle, rowsOf } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { textsFor } from '../texts.ts';
import type { OptionRecord } from '../types.ts';
import { dragAccessibility } from './drag-a11y.ts';

/** Item id → list id, as core's drag answer. */
export type Placement = Record<string, number>;

interface BucketsProps {
  node: Node;
  value: Placement | null | undefined;
  onChange: (value: Placement | null) => void;
  lang: Lang;
  titleId?: string;
  disabled?: boolean;
  /** Most items placed (0 = any). */
  max?: number;
  renderItem: (item: OptionRecord) => ReactNode;
}

const POOL = 'pool';

/**
 * The list under the pointer takes the item. An item is as wide as the pool while the lists sit
 * side by side, so measured by overlap a drop on the first list landed in its neighbour; the
 * keyboard sensor has no pointer and keeps the overlap rule.
 */
const underPointer: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * Items (options) dragged into lists (sub-questions): by pointer or by dnd-kit's keyboard sensor,
 * and, for everyone, with the "move to" select on each item, which is also the plain way on a
 * small touch screen.
 */
export function Buckets(props: BucketsProps) {
  const t = textsFor(props.lang);
  const items = choicesOf(props.node);
  const lists = rowsOf(props.node);
  const placement = props.value ?? {};
  const listIds = new Set(lists.map((list) => list.id));
  const placedCount = Object.keys(placement).length;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );

  const place = (itemId: number, listId: number | null) => {
    const next = { ...placement };
    if (listId === null) delete next[itemId];
    else if (listIds.has(listId)) {
      const isNew = next[itemId] === undefined;
      if (isNew && props.max && placedCount >= props.max) return;
      next[itemId] = listId;
    }
    props.onChange(Object.keys(next).length > 0 ? next : null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const itemId = Number(String(active.id).slice(1));
    place(itemId, over.id === POOL ? null : Number(String(over.id).slice(1)));
  };
  const nameOf = (id: string | number | undefined) => {
    const key = String(id);
    if (key === POOL) return t.notPlaced;
    const found = (key.startsWith('i') ? items : lists).find((option) => option.id === Number(key.slice(1)));
    return found ? plainTitle(found) : '';
  };
  const itemView = (item: OptionRecord) => (
    <BucketItem
      key={item.id}
      item={item}
      lists={lists}
      listId={placement[item.id]}
      t={t}
      disabled={props.disabled}
      onMove={(listId) => place(item.id, listId)}
    >
      {props.renderItem(item)}
    </BucketItem>
  );

  return (
    <fieldset className="cairn-buckets" aria-labelledby={props.titleId}>
      <DndContext
        sensors={sensors}
        collisionDetection={underPointer}
        onDragEnd={onDragEnd}
        accessibility={dragAccessibility(t, nameOf)}
      >
        <Zone id={POOL} title={t.notPlaced} className="cairn-bucket--pool">
          {items.filter((item) => !listIds.has(placement[item.id] ?? -1)).map(itemView)}
        </Zone>
        <div className="cairn-buckets__lists">
          {lists.map((list) => (
            <Zone
              key={list.id}
              id={`l${list.id}`}
              title={
                <>
                  <OptionCode option={list} />
                  <RichText html={list.title} />
                </>
              }
            >
              {items.filter((item) => placement[item.id] === list.id).map(itemView)}
            </Zone>
          ))}
        </div>
      </DndContext>
    </fieldset>
  );
}

function Zone({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const droppable = useDroppable({ id });
  const titleId = useId();
  return (
    <section
      ref={droppable.setNodeRef}
      className={`cairn-bucket ${className ?? ''}${droppable.isOver ? ' is-over' : ''}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="cairn-bucket__title">
        {title}
      </h3>
      <div className="cairn-bucket__items">{children}</div>
    </section>
  );
}

interface BucketItemProps {
  item: OptionRecord;
  lists: OptionRecord[];
  listId: number | undefined;
  t: ReturnType<typeof textsFor>;
  disabled?: boolean;
  onMove: (listId: number | null) => void;
  children: ReactNode;
}

function BucketItem({ item, lists, listId, t, disabled, onMove, children }: BucketItemProps) {
  const fieldAria = useFieldAria();
  const draggable = useDraggable({ id: `i${item.id}`, disabled });
  const title = plainTitle(item);
  return (
    <div
      ref={draggable.setNodeRef}
      className={`cairn-bucket-item${draggable.isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(draggable.transform) }}
    >
      <button
        type="button"
        ref={draggable.setActivatorNodeRef}
        className="cairn-drag-handle"
        {...draggable.attributes}
        {...draggable.listeners}
        aria-label={t.drag(title)}
      >
        ⠿
      </button>
      <div className="cairn-bucket-item__body">{children}</div>
      <select
        {...fieldAria()}
        className="cairn-select cairn-select--small"
        aria-label={t.moveTo(title)}
        value={listId ?? ''}
        disabled={disabled}
        onChange={(event) =>
          onMove(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
        }
      >
        <option value="">{t.notPlaced}</option>
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {plainTitle(list)}
          </option>
        ))}
      </select>
    </div>
  );
}
