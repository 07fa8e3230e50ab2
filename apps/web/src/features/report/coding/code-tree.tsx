import type { CodeFrame } from '@cairn/contract';
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
import { App, Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropTarget, findNet, frameRows, stepTarget, topmost } from './code-tree-model.ts';
import { CodeTreeRow, type RowAction } from './code-tree-row.tsx';
import { CodeTreeToolbar } from './code-tree-toolbar.tsx';
import { LabelDialog, type LabelRequest } from './label-dialog.tsx';
import { RetiredCodes } from './retired-codes.tsx';
import type { FrameActions } from './use-frame-actions.ts';

interface Props {
  surveyCode: string;
  frame: CodeFrame;
  readOnly: boolean;
  actions: FrameActions;
  flashed: ReadonlySet<number>;
  /** The entry whose answers the list shows. */
  activeNet: number | undefined;
  onShowAnswers(netId: number | undefined): void;
}

/** The code frame as a tree (nets, subnets, sub-subnets) with counts, and every frame operation. */
export function CodeTree({ surveyCode, frame, readOnly, actions, flashed, activeNet, onShowAnswers }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const [asking, setAsking] = useState<LabelRequest | null>(null);
  const rows = frameRows(frame);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: number | string) => findNet(frame, Number(id))?.label ?? '';

  const remove = (ids: number[]) => {
    const roots = topmost(frame, ids);
    const names = roots.map(labelOf).join('、');
    void actions.remove(roots).then(() => {
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      const key = `removed-${roots.join('-')}`;
      message.open({
        key,
        type: 'success',
        duration: 8,
        content: (
          <span>
            {t('reportCoding.tree.removed', { label: names })}{' '}
            <Button
              size="small"
              type="link"
              onClick={() => {
                message.destroy(key);
                void actions.restore(roots);
              }}
            >
              {t('reportCoding.tree.undo')}
            </Button>
          </span>
        ),
      });
    });
  };

  const onAction = (id: number, action: RowAction) => {
    const net = findNet(frame, id);
    if (!net) return;
    if (action === 'remove') remove([id]);
    else if (action === 'copy') void actions.copy(id);
    else if (action === 'addChild')
      setAsking({
        title: `${t('reportCoding.tree.addChild')} · ${net.label}`,
        keywords: [],
        onOk: (label, keywords) => actions.add(label, id, keywords),
      });
    else
      setAsking({
        title: t('reportCoding.tree.rename'),
        label: net.label,
        keywords: net.keywords,
        onOk: (label, keywords) => actions.rename(id, label, keywords),
      });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const target = dropTarget(frame, Number(active.id), Number(over.id));
    if (target) void actions.move(target);
  };

  return (
    <section className="coding-tree" aria-label={t('reportCoding.tree.title')}>
      <h3 className="coding-panel__title">{t('reportCoding.tree.title')}</h3>
      {readOnly ? null : (
        <CodeTreeToolbar
          surveyCode={surveyCode}
          frame={frame}
          selected={selected}
          actions={actions}
          onAsk={setAsking}
          onRemove={remove}
          onCleared={() => setSelected([])}
        />
      )}
      {rows.length === 0 ? (
        <Empty description={t('reportCoding.tree.empty')} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('reportCoding.tree.dragInstructions') },
            announcements: {
              onDragStart: ({ active }) => labelOf(active.id),
              onDragOver: () => undefined,
              onDragEnd: ({ active }) => labelOf(active.id),
              onDragCancel: () => undefined,
            },
          }}
        >
          <SortableContext items={rows.map((r) => r.net.id)} strategy={verticalListSortingStrategy}>
            <ul className="coding-tree__list" aria-label={t('reportCoding.tree.title')}>
              {rows.map((row) => (
                <CodeTreeRow
                  key={row.net.id}
                  row={row}
                  readOnly={readOnly}
                  selected={selected.includes(row.net.id)}
                  flashed={flashed.has(row.net.id)}
                  active={activeNet === row.net.id}
                  onSelect={(checked) =>
                    setSelected((s) => (checked ? [...s, row.net.id] : s.filter((id) => id !== row.net.id)))
                  }
                  onStep={(step) => {
                    const target = stepTarget(frame, row.net.id, step);
                    if (target) void actions.move(target);
                  }}
                  onAction={(action) => onAction(row.net.id, action)}
                  onShowAnswers={() => onShowAnswers(activeNet === row.net.id ? undefined : row.net.id)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <RetiredCodes frame={frame} readOnly={readOnly} actions={actions} />
      <LabelDialog request={asking} onClose={() => setAsking(null)} />
    </section>
  );
}
