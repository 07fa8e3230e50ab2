import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { DASHBOARD_PAGES_MAX, type DashboardPage } from '@cairn/contract';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { draggedIds } from './page-order.ts';

interface Props {
  pages: DashboardPage[];
  activeId: number | undefined;
  editable: boolean;
  onSelect(id: number): void;
  onAdd(): void;
  onRename(page: DashboardPage): void;
  onCopy(page: DashboardPage): void;
  onRemove(page: DashboardPage): void;
  onMove(page: DashboardPage, step: -1 | 1): void;
  onSort(ids: number[]): void;
}

function PageTab({ page, index, props }: { page: DashboardPage; index: number; props: Props }) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: page.id, disabled: !props.editable });
  const active = page.id === props.activeId;
  const last = index === props.pages.length - 1;
  return (
    // The drag listeners sit on the tab itself; keyboard users move pages with the menu.
    <div
      ref={sortable.setNodeRef}
      className={`dash-tab${active ? ' dash-tab--active' : ''}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <button
        type="button"
        role="tab"
        aria-selected={active}
        className="dash-tab__button"
        onClick={() => props.onSelect(page.id)}
        {...sortable.listeners}
      >
        {page.title}
      </button>
      {props.editable && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', label: t('dashboard.page.rename'), onClick: () => props.onRename(page) },
              { key: 'copy', label: t('dashboard.page.copy'), onClick: () => props.onCopy(page) },
              {
                key: 'left',
                label: t('dashboard.page.moveLeft'),
                disabled: index === 0,
                onClick: () => props.onMove(page, -1),
              },
              {
                key: 'right',
                label: t('dashboard.page.moveRight'),
                disabled: last,
                onClick: () => props.onMove(page, 1),
              },
              { type: 'divider' },
              {
                key: 'remove',
                danger: true,
                label: t('dashboard.page.remove'),
                disabled: props.pages.length <= 1,
                onClick: () => props.onRemove(page),
              },
            ],
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<DownOutlined />}
            aria-label={t('dashboard.page.menuOf', { title: page.title })}
          />
        </Dropdown>
      )}
    </div>
  );
}

/**
 * The dashboard's pages as tabs: select, and with the edit right add, rename, copy, move (drag, or
 * the menu's move left / right from the keyboard) and delete.
 */
export function PageTabs(props: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const ids = props.pages.map((page) => page.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onSort(draggedIds(ids, Number(active.id), Number(over.id)));
  };
  return (
    <div className="dash-tabs">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
          <div className="dash-tabs__list" role="tablist" aria-label={t('dashboard.page.tabs')}>
            {props.pages.map((page, index) => (
              <PageTab key={page.id} page={page} index={index} props={props} />
            ))}
          </div>
        </SortableContext>
      </DndContext>
      {props.editable && (
        <Tooltip
          title={
            props.pages.length >= DASHBOARD_PAGES_MAX ? t('dashboard.page.full') : t('dashboard.page.add')
          }
        >
          <Button
            icon={<PlusOutlined />}
            type="text"
            aria-label={t('dashboard.page.add')}
            disabled={props.pages.length >= DASHBOARD_PAGES_MAX}
            onClick={props.onAdd}
          />
        </Tooltip>
      )}
    </div>
  );
}
