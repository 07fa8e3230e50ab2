import { QuestionType } from '@cairn/core/model/enums';
import type { rank } from '@cairn/core/question-types/rank';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useRef } from 'react';
import { dragAccessibility } from '../components/drag-a11y.ts';
import { choiceDefaults } from '../defaults.ts';
import { OptionCode } from '../OptionCode.tsx';
import { choicesOf, plainTitle } from '../options.ts';
import { RichText } from '../RichText.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type OptionRecord, type QuestionProps } from '../types.ts';

type Answer = AnswerOf<typeof rank>;
type Texts = ReturnType<typeof textsFor>;

/**
 * Rank: tap options in order of preference to rank them (`{ optionIds }`, first = most
 * preferred), then adjust by dragging (pointer, or keyboard through dnd-kit's keyboard sensor)
 * or with the up/down buttons. With `max` set only the top n are ranked.
 */
function Rank(props: QuestionProps<Answer>) {
  const base = useId();
  const t = textsFor(props.lang);
  const setting = readSetting(choiceDefaults(), props.node.setting);
  const choices = choicesOf(props.node);
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const ranked = (props.value?.optionIds ?? []).filter((id) => byId.has(id));
  const pool = choices.filter((choice) => !ranked.includes(choice.id));
  const isFull = setting.max > 0 && ranked.length >= setting.max;
  // Moving an item re-orders the DOM, which drops focus; put it back on the button pressed.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (refocus.current) document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const emit = (ids: number[]) => props.onChange(ids.length > 0 ? { optionIds: ids } : null);
  const move = (from: number, to: number, focusId: string) => {
    if (to < 0 || to >= ranked.length) return;
    refocus.current = focusId;
    emit(arrayMove(ranked, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    emit(arrayMove(ranked, ranked.indexOf(Number(active.id)), ranked.indexOf(Number(over.id))));
  };
  const nameOf = (id: string | number | undefined) => {
    const option = byId.get(Number(id));
    return option ? plainTitle(option) : '';
  };

  return (
    <div className="cairn-rank">
      <p className="cairn-hint">{t.rankHint}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={dragAccessibility(t, nameOf)}
      >
        <SortableContext items={ranked} strategy={verticalListSortingStrategy}>
          <ol className="cairn-rank__list" aria-label={t.ranked}>
            {ranked.map((id, i) => (
              <RankedItem
                key={id}
                option={byId.get(id) as OptionRecord}
                index={i}
                count={ranked.length}
                idBase={base}
                t={t}
                disabled={props.disabled}
                onMove={(to, focusId) => move(i, to, focusId)}
                onRemove={() => emit(ranked.filter((other) => other !== id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {pool.length > 0 ? (
        <ul className="cairn-rank__pool" aria-label={t.unranked}>
          {pool.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className="cairn-rank__add"
                aria-label={t.addToRanking(plainTitle(option))}
                disabled={props.disabled || isFull}
                onClick={() => emit([...ranked, option.id])}
              >
                <OptionCode option={option} />
                <RichText html={option.title} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface RankedItemProps {
  option: OptionRecord;
  index: number;
  count: number;
  idBase: string;
  t: Texts;
  disabled?: boolean;
  onMove: (to: number, focusId: string) => void;
  onRemove: () => void;
}

function RankedItem({ option, index, count, idBase, t, disabled, onMove, onRemove }: RankedItemProps) {
  const sortable = useSortable({ id: option.id, disabled });
  const title = plainTitle(option);
  const upId = `${idBase}-up${option.id}`;
  const downId = `${idBase}-down${option.id}`;
  return (
    <li
      ref={sortable.setNodeRef}
      className={`cairn-rank__item${sortable.isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
    >
      <span className="cairn-rank__place" aria-hidden="true">
        {index + 1}
      </span>
      <button
        type="button"
        ref={sortable.setActivatorNodeRef}
        className="cairn-drag-handle"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t.drag(title)}
      >
        ⠿
      </button>
      <OptionCode option={option} />
      <RichText className="cairn-rank__title" html={option.title} />
      <button
        id={upId}
        type="button"
        className="cairn-icon-button"
        aria-label={t.moveUp(title)}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1, index - 1 === 0 ? downId : upId)}
      >
        ↑
      </button>
      <button
        id={downId}
        type="button"
        className="cairn-icon-button"
        aria-label={t.moveDown(title)}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1, index + 1 === count - 1 ? upId : downId)}
      >
        ↓
      </button>
      <button
        type="button"
        className="cairn-icon-button"
        aria-label={t.removeFromRanking(title)}
        disabled={disabled}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

export const rankRenderer = defineRenderer({
  key: 'rank',
  type: QuestionType.Rank,
  defaults: choiceDefaults,
  Component: Rank,
});
