import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Checkbox, Dropdown, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FrameRow } from './code-tree-model.ts';

export type RowAction = 'addChild' | 'rename' | 'copy' | 'remove';

interface Props {
  row: FrameRow;
  readOnly: boolean;
  selected: boolean;
  flashed: boolean;
  active: boolean;
  onSelect(checked: boolean): void;
  onStep(step: -1 | 1): void;
  onAction(action: RowAction): void;
  onShowAnswers(): void;
}

/** One entry of the frame: select, drag handle, label (shows its answers), counts, move, actions. */
export function CodeTreeRow({
  row,
  readOnly,
  selected,
  flashed,
  active,
  onSelect,
  onStep,
  onAction,
  onShowAnswers,
}: Props) {
  const { t } = useTranslation();
  const { net } = row;
  const sortable = useSortable({ id: net.id, disabled: readOnly });
  const label = net.label;
  const items: { key: RowAction; label: string; danger?: boolean }[] = [
    ...(net.level < 3 ? [{ key: 'addChild' as const, label: t('reportCoding.tree.addChild') }] : []),
    { key: 'rename', label: t('reportCoding.tree.rename') },
    { key: 'copy', label: t('reportCoding.tree.copy') },
    { key: 'remove', label: t('reportCoding.tree.remove'), danger: true },
  ];
  const classes = ['coding-tree__row', `coding-tree__row--l${net.level}`];
  if (flashed) classes.push('coding-tree__row--flash');
  if (active) classes.push('coding-tree__row--active');
  return (
    <li
      ref={sortable.setNodeRef}
      className={classes.join(' ')}
      data-flash={flashed ? 'true' : undefined}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
    >
      <Checkbox
        checked={selected}
        disabled={readOnly}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('reportCoding.tree.select', { label })}
      />
      {readOnly ? null : (
        <button
          type="button"
          className="coding-tree__handle"
          aria-label={t('reportCoding.tree.handle', { label })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <HolderOutlined />
        </button>
      )}
      <button
        type="button"
        className="coding-tree__label"
        onClick={onShowAnswers}
        title={net.keywords.join(', ')}
      >
        <span className="coding-tree__code">{net.codeId}</span> {label}
      </button>
      <Tag className="coding-tree__level">{t(`reportCoding.tree.levels.l${net.level}`)}</Tag>
      <span className="coding-tree__count" data-testid={`count-${net.id}`}>
        {t('reportCoding.tree.count', { count: net.count })}
      </span>
      {net.pending > 0 ? (
        <Tag color="gold" className="coding-tree__pending">
          {t('reportCoding.tree.pendingCount', { count: net.pending })}
        </Tag>
      ) : null}
      {readOnly ? null : (
        <span className="coding-tree__tools">
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={row.index === 0}
            aria-label={t('reportCoding.tree.moveUp', { label })}
            onClick={() => onStep(-1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={row.index === row.siblings - 1}
            aria-label={t('reportCoding.tree.moveDown', { label })}
            onClick={() => onStep(1)}
          />
          <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as RowAction) }}>
            <Button
              size="small"
              type="text"
              icon={<MoreOutlined />}
              aria-label={t('reportCoding.tree.actions', { label })}
            />
          </Dropdown>
        </span>
      )}
    </li>
  );
}
