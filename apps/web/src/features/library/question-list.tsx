import { DeleteOutlined, EyeOutlined, FolderOutlined, MoreOutlined } from '@ant-design/icons';
import type { LibraryQuestion, LibraryQuestionRef } from '@cairn/contract';
import { toPlainText } from '@cairn/core';
import { Button, Checkbox, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

export type QuestionAction = 'preview' | 'move' | 'remove';

export interface QuestionListProps {
  records: readonly LibraryQuestion[];
  /** The question shown in the preview (its row is marked). */
  activeId: LibraryQuestionRef | null;
  onActivate(question: LibraryQuestion): void;
  /** Row menu actions; absent: no menu (the insert drawer, a read-only library). */
  onAction?(action: QuestionAction, question: LibraryQuestion): void;
  /** Whether move and remove are offered (not for system questions or a view-only library). */
  canEdit?: boolean;
  /** Picking several (the insert drawer): the picked refs and the toggle. */
  picked?: readonly LibraryQuestionRef[];
  onTogglePick?(question: LibraryQuestion): void;
  /** Accessible name of the list. */
  label: string;
  /** Whether the preview is shown elsewhere on screen (desktop): then Preview is not in the menu. */
  hasSidePreview?: boolean;
}

/** The library's questions as rows: type, plain title, option count; Enter or a click previews one. */
export function QuestionList(props: QuestionListProps) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '');

  return (
    <ul className="lib-qlist" aria-label={props.label}>
      {props.records.map((q) => {
        const title = toPlainText(q.title) || t('library.question.untitled');
        const isActive = q.id === props.activeId;
        const isPicked = props.picked?.includes(q.id) ?? false;
        const editable = props.canEdit && !q.system;
        const menuItems = [
          ...(props.hasSidePreview
            ? []
            : [{ key: 'preview', icon: <EyeOutlined />, label: t('library.question.preview') }]),
          ...(editable
            ? [
                { key: 'move', icon: <FolderOutlined />, label: t('library.common.move') },
                { key: 'remove', icon: <DeleteOutlined />, label: t('library.common.remove'), danger: true },
              ]
            : []),
        ];
        return (
          <li key={q.id} className={`lib-qrow${isActive ? ' lib-qrow--active' : ''}`}>
            {props.onTogglePick && (
              <Checkbox
                className="lib-qrow__pick"
                checked={isPicked}
                onChange={() => props.onTogglePick?.(q)}
                aria-label={t('library.insert.pickOne', { title })}
              />
            )}
            <button
              type="button"
              className="lib-qrow__main"
              aria-current={isActive ? 'true' : undefined}
              onClick={() => props.onActivate(q)}
            >
              <span className="lib-qrow__title" title={title}>
                {title}
              </span>
              <span className="lib-qrow__meta">
                <span className="lib-type-tag">{q.typeName}</span>
                {q.system && <span className="lib-system-tag">{t('library.question.systemBadge')}</span>}
                <span>{t('library.question.optionCount', { count: q.optionCount })}</span>
                {q.createdAt && <span>{date(q.createdAt)}</span>}
              </span>
            </button>
            {props.onAction && menuItems.length > 0 && (
              <Dropdown
                trigger={['click']}
                autoFocus
                menu={{
                  items: menuItems,
                  onClick: ({ key }) => props.onAction?.(key as QuestionAction, q),
                }}
              >
                <Button
                  type="text"
                  className="lib-qrow__more"
                  icon={<MoreOutlined />}
                  aria-label={t('library.common.moreFor', { name: title })}
                />
              </Dropdown>
            )}
          </li>
        );
      })}
    </ul>
  );
}
